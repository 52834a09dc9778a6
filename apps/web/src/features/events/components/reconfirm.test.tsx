import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  reminderMessages,
  type ErrorResponse,
  type EventDetail,
  type ReconfirmResponse,
  type ReconfirmView,
} from '@akwaaba/contracts';
import { makeEventDetail, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const TOKEN = `42.${'a'.repeat(43)}`;
const view = (overrides: Partial<ReconfirmView> = {}): ReconfirmView => ({
  event_id: 12,
  title: 'Kente night',
  start_date: '2030-03-06T17:00:00.000Z',
  venue_name: 'Zoo Lake Gardens',
  city: 'Johannesburg',
  name: 'Ama Owusu',
  status: 'attending',
  deadline: '2030-03-06T11:00:00.000Z',
  reconfirmed: false,
  open: true,
  ...overrides,
});

function reconfirmEndpoints(shown: ReconfirmView) {
  const answers: unknown[] = [];
  server.use(
    http.post<never, { token: string }, { data: ReconfirmView } | ErrorResponse>(
      `${API}/reconfirmations/view`,
      async ({ request }) =>
        (await request.json()).token === TOKEN
          ? HttpResponse.json({ data: shown })
          : HttpResponse.json({ message: reminderMessages.reconfirmGone }, { status: 404 }),
    ),
    http.post<never, { token: string; answer: string }, ReconfirmResponse>(
      `${API}/reconfirmations`,
      async ({ request }) => {
        const body = await request.json();
        answers.push(body);
        return HttpResponse.json(
          body.answer === 'yes'
            ? { data: { reconfirmed: true, status: 'attending' }, message: reminderMessages.reconfirmedYes }
            : { data: { reconfirmed: false, status: null }, message: reminderMessages.reconfirmedNo },
        );
      },
    ),
  );
  return answers;
}

describe("the 'Still coming?' page", () => {
  it('shows the event and the deadline on both clocks without answering, and keeps the place on yes', async () => {
    const answers = reconfirmEndpoints(view());
    const { user } = renderApp(`/reconfirm?token=${TOKEN}`);
    expect(await screen.findByRole('link', { name: 'Kente night' })).toHaveAttribute('href', '/events/12');
    expect(screen.getByText(/Please let the organiser know by .*in Ghana/)).toBeInTheDocument();
    expect(answers).toEqual([]);
    await user.click(screen.getByRole('button', { name: reminderMessages.reconfirmYes }));
    expect(await screen.findByText(reminderMessages.reconfirmedYes)).toBeInTheDocument();
    expect(answers).toEqual([{ token: TOKEN, answer: 'yes' }]);
  });

  it("gives the place up on 'can't come'", async () => {
    const answers = reconfirmEndpoints(view());
    const { user } = renderApp(`/reconfirm?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: reminderMessages.reconfirmNo }));
    expect(await screen.findByText(reminderMessages.reconfirmedNo)).toBeInTheDocument();
    expect(answers).toEqual([{ token: TOKEN, answer: 'no' }]);
  });

  it('says the time has passed instead of offering answers past the deadline', async () => {
    reconfirmEndpoints(view({ open: false }));
    renderApp(`/reconfirm?token=${TOKEN}`);
    expect(await screen.findByText(reminderMessages.reconfirmClosed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: reminderMessages.reconfirmYes })).not.toBeInTheDocument();
  });

  it('says when the link names no RSVP', async () => {
    reconfirmEndpoints(view());
    renderApp('/reconfirm?token=1.forged');
    expect(await screen.findByRole('alert')).toHaveTextContent(reminderMessages.reconfirmGone);
  });
});

describe('cancelling an event', () => {
  it('asks first, then shows the page as cancelled without the RSVP button', async () => {
    const owner = makeUser({ id: 900 });
    const event = makeEventDetail({ id: 31, is_owner: true, end_date: '2099-01-01T12:00:00.000Z' });
    const cancelled: unknown[] = [];
    server.use(
      http.get<{ id: string }, never, { data: EventDetail }>(`${API}/events/:id`, () =>
        HttpResponse.json({ data: event }),
      ),
      http.post<{ id: string }, never, { data: EventDetail; message: string }>(
        `${API}/events/:id/cancel`,
        ({ params }) => {
          cancelled.push(params.id);
          return HttpResponse.json({
            data: { ...event, cancelled_at: '2030-01-01T10:00:00.000Z' },
            message: reminderMessages.cancelled,
          });
        },
      ),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp('/events/31', { user: owner });
    const button = await screen.findByRole('button', { name: reminderMessages.cancelEvent });
    await user.click(button);
    expect(confirm).toHaveBeenCalledWith(reminderMessages.cancelConfirm);
    expect(cancelled).toEqual([]);
    await user.click(button);
    expect(await screen.findByText(reminderMessages.cancelledBanner)).toBeInTheDocument();
    expect(cancelled).toEqual(['31']);
    expect(screen.queryByRole('button', { name: reminderMessages.cancelEvent })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
