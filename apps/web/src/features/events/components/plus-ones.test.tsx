import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { rsvpMessages, type ValidationErrorResponse, type EventDetail, type RsvpResponse } from '@akwaaba/contracts';
import { makeEventDetail, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

function serveEvent(overrides: Partial<EventDetail>) {
  server.use(
    http.get(`${API}/events/:id`, () => HttpResponse.json({ data: makeEventDetail({ id: 61, ...overrides }) })),
  );
}

describe('the plus-ones control', () => {
  it('lets a member choose the guests they bring before they RSVP, and sends them with it', async () => {
    serveEvent({ max_plus_ones: 2, max_attendees: 10, attendees_count: 4 });
    const sent: unknown[] = [];
    server.use(
      http.post<{ id: string }, { plus_ones: number }, RsvpResponse>(
        `${API}/events/:id/attend`,
        async ({ request }) => {
          sent.push(await request.json());
          return HttpResponse.json({
            data: { status: 'attending', attendees_count: 7, waitlist_count: 0, waitlist_position: null, plus_ones: 2 },
            message: rsvpMessages.attending,
          });
        },
      ),
    );
    const { user } = renderApp('/events/61', { user: makeUser() });

    const guests = await screen.findByLabelText(rsvpMessages.plusOnesLabel);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No guests',
      '1 guest',
      '2 guests',
    ]);
    await user.selectOptions(guests, '2 guests');
    await user.click(screen.getByRole('button', { name: rsvpMessages.rsvp }));

    expect(await screen.findByText(rsvpMessages.party(2))).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'attending', plus_ones: 2 }]);
    expect(screen.getByText('7 people attending')).toBeInTheDocument();
  });

  it('says the party joins the waitlist when it does not fit in the places left', async () => {
    serveEvent({ max_plus_ones: 3, max_attendees: 10, attendees_count: 8 });
    const { user } = renderApp('/events/61', { user: makeUser() });
    const guests = await screen.findByLabelText(rsvpMessages.plusOnesLabel);
    expect(screen.getByRole('button', { name: rsvpMessages.rsvp })).toBeInTheDocument();
    await user.selectOptions(guests, '2 guests');
    expect(screen.getByRole('button', { name: rsvpMessages.joinWaitlist })).toBeInTheDocument();
  });

  it('offers no choice on an event that takes no guests', async () => {
    serveEvent({ max_plus_ones: 0 });
    renderApp('/events/61', { user: makeUser() });
    expect(await screen.findByRole('button', { name: rsvpMessages.rsvp })).toBeInTheDocument();
    expect(screen.queryByLabelText(rsvpMessages.plusOnesLabel)).not.toBeInTheDocument();
  });

  it('changes the guests of an RSVP, and shows under the choice why more do not fit', async () => {
    serveEvent({ max_plus_ones: 3, user_attending: true, user_plus_ones: 1, attendees_count: 9, max_attendees: 10 });
    const sent: unknown[] = [];
    server.use(
      http.patch<{ id: string }, { plus_ones: number }, RsvpResponse | ValidationErrorResponse>(
        `${API}/events/:id/attend`,
        async ({ request }) => {
          const body = await request.json();
          sent.push(body);
          if (body.plus_ones > 2) {
            const message = rsvpMessages.plusOnesAboveFree(1, 2);
            return HttpResponse.json({ message, errors: { plus_ones: [message] } }, { status: 422 });
          }
          return HttpResponse.json({
            data: {
              status: 'attending',
              attendees_count: 10,
              waitlist_count: 0,
              waitlist_position: null,
              plus_ones: 2,
            },
            message: rsvpMessages.plusOnesChanged,
          });
        },
      ),
    );
    const { user } = renderApp('/events/61', { user: makeUser() });

    expect(await screen.findByText(rsvpMessages.party(1))).toBeInTheDocument();
    const save = screen.getByRole('button', { name: rsvpMessages.savePlusOnes });
    // Nothing to save until the choice differs.
    expect(save).toBeDisabled();
    const guests = screen.getByLabelText(rsvpMessages.plusOnesLabel);
    await user.selectOptions(guests, '3 guests');
    await user.click(save);
    expect(await screen.findByText(rsvpMessages.plusOnesAboveFree(1, 2))).toBeInTheDocument();
    expect(guests).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(guests, '2 guests');
    await user.click(screen.getByRole('button', { name: rsvpMessages.savePlusOnes }));
    expect(await screen.findByText(rsvpMessages.party(2))).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ plus_ones: 3 }, { plus_ones: 2 }]));
    expect(screen.getByText('10 people attending')).toBeInTheDocument();
  });
});
