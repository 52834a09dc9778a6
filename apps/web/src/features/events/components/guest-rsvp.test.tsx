import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  guestRsvpMessages,
  rsvpMessages,
  type Attendee,
  type ErrorResponse,
  type EventDetail,
  type GuestCodeSentResponse,
  type GuestDecisionResponse,
  type GuestRsvpResponse,
  type GuestRsvpView,
  type ValidationErrorResponse,
} from '@akwaaba/contracts';
import { makeEventDetail, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

function serveEvent(event: EventDetail) {
  server.use(
    http.get<{ id: string }, never, { data: EventDetail }>(`${API}/events/:id`, () =>
      HttpResponse.json({ data: event }),
    ),
  );
}

const invalid = (errors: Record<string, string[]>) =>
  HttpResponse.json<ValidationErrorResponse>({ message: Object.values(errors)[0]![0]!, errors }, { status: 422 });

/** The two steps' endpoints: the code is 246810; the first number tried is refused as a landline. */
function guestEndpoints(options: { resendAfter?: number } = {}) {
  const sent: { name: unknown; phone: unknown }[] = [];
  const confirmed: unknown[] = [];
  server.use(
    http.post<{ id: string }, { name: string; phone: string }, GuestCodeSentResponse | ValidationErrorResponse>(
      `${API}/events/:id/guest-rsvps`,
      async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        if (body.phone.startsWith('011')) return invalid({ phone: [guestRsvpMessages.phoneInvalid] });
        return HttpResponse.json({
          data: { phone: '+233 24 123 4567', resend_after: options.resendAfter ?? 60 },
          message: guestRsvpMessages.codeSent('+233 24 123 4567'),
        });
      },
    ),
    http.post<{ id: string }, { phone: string; code: string }, GuestRsvpResponse | ValidationErrorResponse>(
      `${API}/events/:id/guest-rsvps/confirm`,
      async ({ request }) => {
        const body = await request.json();
        confirmed.push(body);
        if (body.code !== '246810') return invalid({ code: [guestRsvpMessages.codeWrong] });
        return HttpResponse.json({
          data: { status: 'waitlisted', attendees_count: 50, waitlist_count: 3, waitlist_position: 3 },
          message: guestRsvpMessages.confirmed.waitlisted,
        });
      },
    ),
  );
  return { sent, confirmed };
}

describe('RSVP without an account', () => {
  it('takes a name and a mobile number, shows errors under the fields, then confirms with the SMS code', async () => {
    serveEvent(makeEventDetail({ id: 12, title: 'Funeral of Nana Ama' }));
    const { sent, confirmed } = guestEndpoints();
    const { user } = renderApp('/events/12');

    expect(await screen.findByRole('link', { name: 'Sign in to RSVP' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: guestRsvpMessages.open }));
    // The form loads when opened; focus moves to its heading.
    const heading = await screen.findByRole('heading', { name: guestRsvpMessages.open });
    await waitFor(() => expect(heading).toHaveFocus());

    await user.click(screen.getByRole('button', { name: guestRsvpMessages.sendCode }));
    const name = screen.getByRole('textbox', { name: new RegExp(guestRsvpMessages.nameLabel) });
    const phone = screen.getByRole('textbox', { name: new RegExp(guestRsvpMessages.phoneLabel) });
    expect(name).toHaveAccessibleDescription(guestRsvpMessages.nameRequired);
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(guestRsvpMessages.phoneRequired));
    expect(sent).toEqual([]);

    await user.type(name, 'Akosua Mensah');
    await user.type(phone, '011 555 1234');
    await user.click(screen.getByRole('button', { name: guestRsvpMessages.sendCode }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(expect.stringContaining(guestRsvpMessages.phoneInvalid)),
    );
    expect(phone).toHaveValue('011 555 1234');

    await user.clear(phone);
    await user.type(phone, '+233 24 123 4567');
    await user.click(screen.getByRole('button', { name: guestRsvpMessages.sendCode }));
    expect(await screen.findByText(guestRsvpMessages.codeSent('+233 24 123 4567'))).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ name: 'Akosua Mensah', phone: '+233 24 123 4567' });
    expect(screen.getByText(guestRsvpMessages.resendIn(60))).toBeInTheDocument();

    const code = screen.getByRole('textbox', { name: new RegExp(guestRsvpMessages.codeLabel) });
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: guestRsvpMessages.confirm }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(guestRsvpMessages.codeWrong));

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: guestRsvpMessages.confirm }));
    expect(await screen.findByText(guestRsvpMessages.confirmed.waitlisted)).toBeInTheDocument();
    expect(screen.getByText('You are number 3 on the waitlist.')).toBeInTheDocument();
    expect(confirmed.at(-1)).toEqual({ phone: '+233 24 123 4567', code: '246810' });
  });

  it('sends a new code once the wait is over, and lets the guest change the number', async () => {
    serveEvent(makeEventDetail({ id: 13 }));
    const { sent } = guestEndpoints({ resendAfter: 0 });
    const { user } = renderApp('/events/13');
    await user.click(await screen.findByRole('button', { name: guestRsvpMessages.open }));
    await user.type(await screen.findByRole('textbox', { name: new RegExp(guestRsvpMessages.nameLabel) }), 'Kofi');
    await user.type(screen.getByRole('textbox', { name: new RegExp(guestRsvpMessages.phoneLabel) }), '0821234567');
    await user.click(screen.getByRole('button', { name: guestRsvpMessages.sendCode }));
    await user.click(await screen.findByRole('button', { name: guestRsvpMessages.resend }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ name: 'Kofi', phone: '0821234567' });

    await user.click(screen.getByRole('button', { name: guestRsvpMessages.changeNumber }));
    expect(screen.getByRole('textbox', { name: new RegExp(guestRsvpMessages.phoneLabel) })).toBeInTheDocument();
  });

  it('says what the server refused without a field (already RSVPed, started)', async () => {
    serveEvent(makeEventDetail({ id: 14 }));
    server.use(
      http.post(`${API}/events/:id/guest-rsvps`, () =>
        HttpResponse.json<ErrorResponse>({ message: guestRsvpMessages.alreadyRsvped }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/events/14');
    await user.click(await screen.findByRole('button', { name: guestRsvpMessages.open }));
    await user.type(await screen.findByRole('textbox', { name: new RegExp(guestRsvpMessages.nameLabel) }), 'Kofi');
    await user.type(screen.getByRole('textbox', { name: new RegExp(guestRsvpMessages.phoneLabel) }), '0821234567');
    await user.click(screen.getByRole('button', { name: guestRsvpMessages.sendCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent(guestRsvpMessages.alreadyRsvped);
  });

  it('is not offered to a member, nor once the event has started', async () => {
    serveEvent(makeEventDetail({ id: 15 }));
    renderApp('/events/15', { user: makeUser() });
    expect(await screen.findByRole('button', { name: rsvpMessages.rsvp })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: guestRsvpMessages.open })).not.toBeInTheDocument();
  });

  it('is not offered once the event has started', async () => {
    serveEvent(
      makeEventDetail({ id: 16, start_date: '2020-01-01T10:00:00.000Z', end_date: '2099-01-01T10:00:00.000Z' }),
    );
    renderApp('/events/16');
    expect(await screen.findByRole('link', { name: 'Sign in to RSVP' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: guestRsvpMessages.open })).not.toBeInTheDocument();
  });
});

describe('the organiser sees guests', () => {
  it('marks guests with their number and answers their requests through the guest endpoints', async () => {
    serveEvent(makeEventDetail({ id: 40, is_owner: true, requires_approval: true }));
    const guest: Attendee = {
      user_id: null,
      guest_id: 77,
      phone: '+27821234567',
      name: 'Akosua Guest',
      status: 'requested',
      plus_ones: 0,
      created_at: '2030-01-01T10:00:00.000Z',
      reconfirmed_at: null,
    };
    const approved: string[] = [];
    server.use(
      http.get(`${API}/events/:id/attendees`, () => HttpResponse.json({ data: [guest] })),
      http.post<{ id: string; guestId: string }, never, GuestDecisionResponse>(
        `${API}/events/:id/guests/:guestId/approve`,
        ({ params }) => {
          approved.push(params.guestId);
          return HttpResponse.json({
            data: { guest_id: 77, status: 'attending', attendees_count: 1, waitlist_count: 0 },
            message: guestRsvpMessages.guestApproved,
          });
        },
      ),
    );
    const { user } = renderApp('/events/40', { user: makeUser({ id: 900 }) });
    const requests = await screen.findByRole('region', { name: rsvpMessages.requestsHeading });
    expect(within(requests).getByText(guestRsvpMessages.guestBadge)).toBeInTheDocument();
    expect(within(requests).getByRole('link', { name: '082 123 4567' })).toHaveAttribute('href', 'tel:+27821234567');
    await user.click(within(requests).getByRole('button', { name: `${rsvpMessages.approveRequest} Akosua Guest` }));
    await waitFor(() => expect(approved).toEqual(['77']));
  });
});

describe('the cancel link’s page', () => {
  const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
  const view: GuestRsvpView = {
    name: 'Akosua Mensah',
    status: 'attending',
    event: {
      id: 12,
      title: 'Funeral of Nana Ama',
      start_date: '2030-03-06T10:00:00.000Z',
      venue_name: 'Methodist Church',
      city: 'Johannesburg',
    },
  };

  function cancelEndpoints() {
    const posted: unknown[] = [];
    server.use(
      http.post<never, { token: string }, { data: GuestRsvpView } | ErrorResponse>(
        `${API}/guest-rsvps/view`,
        async ({ request }) =>
          (await request.json()).token === TOKEN
            ? HttpResponse.json({ data: view })
            : HttpResponse.json({ message: guestRsvpMessages.linkInvalid }, { status: 404 }),
      ),
      http.post<never, { token: string }, { message: string }>(`${API}/guest-rsvps/cancel`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ message: guestRsvpMessages.cancelled });
      }),
    );
    return posted;
  }

  it('shows the RSVP without cancelling it, and cancels on the button', async () => {
    const posted = cancelEndpoints();
    const { user } = renderApp(`/guest-rsvp?token=${TOKEN}`);
    expect(await screen.findByRole('link', { name: 'Funeral of Nana Ama' })).toHaveAttribute('href', '/events/12');
    expect(screen.getByText(`Akosua Mensah: ${guestRsvpMessages.cancelStatus.attending}`)).toBeInTheDocument();
    expect(screen.getByText(/in Ghana/)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: guestRsvpMessages.cancelButton }));
    expect(await screen.findByText(guestRsvpMessages.cancelled)).toBeInTheDocument();
    expect(posted).toEqual([{ token: TOKEN }]);
  });

  it('says when the link does not work', async () => {
    cancelEndpoints();
    renderApp('/guest-rsvp?token=tampered-token-tampered-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(guestRsvpMessages.linkInvalid);
    expect(screen.queryByRole('button', { name: guestRsvpMessages.cancelButton })).not.toBeInTheDocument();
  });
});
