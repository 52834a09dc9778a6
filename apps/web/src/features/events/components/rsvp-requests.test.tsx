import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  rsvpMessages,
  type RsvpResponse,
  type Attendee,
  type ErrorResponse,
  type EventDetail,
  type RsvpDecisionResponse,
} from '@akwaaba/contracts';
import { makeEventDetail, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

type RsvpParams = { id: string; userId: string };

function serveEvent(event: EventDetail) {
  server.use(
    http.get<{ id: string }, never, { data: EventDetail }>(`${API}/events/:id`, () =>
      HttpResponse.json({ data: event }),
    ),
  );
}

function serveAttendees(rows: Attendee[]) {
  server.use(
    http.get<{ id: string }, never, { data: Attendee[] }>(`${API}/events/:id/attendees`, () =>
      HttpResponse.json({ data: rows }),
    ),
  );
}

function row(user_id: number, name: string, status: Attendee['status']): Attendee {
  return {
    user_id,
    guest_id: null,
    phone: null,
    name,
    status,
    plus_ones: 0,
    created_at: '2030-01-01T10:00:00.000Z',
    reconfirmed_at: null,
  };
}

/** The organiser's event that requires approval: one attending, two asking. */
function openAsOrganiser(overrides: Partial<EventDetail> = {}) {
  serveEvent(makeEventDetail({ id: 40, is_owner: true, requires_approval: true, attendees_count: 1, ...overrides }));
  serveAttendees([
    row(1, 'Ama Mensah', 'attending'),
    row(2, 'Yaw Darko', 'requested'),
    row(3, 'Efua Asante', 'requested'),
  ]);
  return renderApp('/events/40', { user: makeUser({ id: 900 }) });
}

describe('RSVP requests: the member', () => {
  it("asks with 'Request to Attend', then waits for the organiser and may withdraw", async () => {
    serveEvent(makeEventDetail({ id: 30, requires_approval: true, attendees_count: 4 }));
    const calls: string[] = [];
    server.use(
      http.post<{ id: string }, { status: string }, RsvpResponse>(`${API}/events/:id/attend`, () => {
        calls.push('request');
        return HttpResponse.json({
          data: { status: 'requested', attendees_count: 4, waitlist_count: 0, waitlist_position: null, plus_ones: 0 },
          message: rsvpMessages.requested,
        });
      }),
      http.delete<{ id: string }, never, RsvpResponse>(`${API}/events/:id/attend`, () => {
        calls.push('withdraw');
        return HttpResponse.json({
          data: { status: null, attendees_count: 4, waitlist_count: 0, waitlist_position: null, plus_ones: 0 },
          message: rsvpMessages.requestWithdrawn,
        });
      }),
    );
    const { user } = renderApp('/events/30', { user: makeUser() });

    await user.click(await screen.findByRole('button', { name: rsvpMessages.requestRsvp }));

    expect(await screen.findByRole('button', { name: rsvpMessages.withdrawRequest })).toBeEnabled();
    // Once beside the button, once in the toast: the request holds no place.
    await waitFor(() => expect(screen.getAllByText(rsvpMessages.requested)).toHaveLength(2));
    expect(screen.queryByRole('button', { name: rsvpMessages.requestRsvp })).not.toBeInTheDocument();
    expect(screen.getByText('4 people attending')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: rsvpMessages.withdrawRequest }));

    expect(await screen.findByText(rsvpMessages.requestWithdrawn)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: rsvpMessages.requestRsvp })).toBeEnabled();
    expect(calls).toEqual(['request', 'withdraw']);
  });

  it('sees their waiting request when they come back to the event', async () => {
    serveEvent(makeEventDetail({ id: 31, requires_approval: true, user_requested: true }));
    renderApp('/events/31', { user: makeUser() });

    expect(await screen.findByText(rsvpMessages.requested)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: rsvpMessages.withdrawRequest })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: rsvpMessages.rsvp })).not.toBeInTheDocument();
  });

  it('asks even when the event is full: a request is not a waitlist place', async () => {
    serveEvent(makeEventDetail({ id: 32, requires_approval: true, max_attendees: 5, attendees_count: 5 }));
    renderApp('/events/32', { user: makeUser() });

    expect(await screen.findByRole('button', { name: rsvpMessages.requestRsvp })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: rsvpMessages.joinWaitlist })).not.toBeInTheDocument();
  });
});

describe('RSVP requests: the organiser', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('sees the requests apart from who is coming, with Approve and Decline naming each member', async () => {
    openAsOrganiser();

    const requests = await screen.findByRole('region', { name: rsvpMessages.requestsHeading });
    expect(within(requests).getByText('Yaw Darko')).toBeInTheDocument();
    expect(within(requests).getByRole('button', { name: 'Approve Yaw Darko' })).toBeEnabled();
    expect(within(requests).getByRole('button', { name: 'Decline Yaw Darko' })).toBeEnabled();
    expect(within(requests).getByRole('button', { name: 'Approve Efua Asante' })).toBeEnabled();
    expect(within(requests).queryByText('Ama Mensah')).not.toBeInTheDocument();

    const list = screen.getByRole('region', { name: 'Attendee List' });
    expect(within(list).getByText('Ama Mensah')).toBeInTheDocument();
    expect(within(list).getByText('Attending')).toBeInTheDocument();
  });

  it('approves a request: the member joins the list, the count goes up and the server says so', async () => {
    const decided: RsvpParams[] = [];
    server.use(
      http.post<RsvpParams, never, RsvpDecisionResponse>(`${API}/events/:id/rsvps/:userId/approve`, ({ params }) => {
        decided.push({ id: params.id, userId: params.userId });
        return HttpResponse.json({
          data: { user_id: 2, status: 'attending', attendees_count: 2, waitlist_count: 0 },
          message: rsvpMessages.requestApproved,
        });
      }),
    );
    const { user } = openAsOrganiser();
    expect(await screen.findByText('1 person attending')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Approve Yaw Darko' }));

    expect(await screen.findByText(rsvpMessages.requestApproved)).toBeInTheDocument();
    expect(decided).toEqual([{ id: '40', userId: '2' }]);
    expect(screen.getByText('2 people attending')).toBeInTheDocument();
    const requests = screen.getByRole('region', { name: rsvpMessages.requestsHeading });
    expect(within(requests).queryByText('Yaw Darko')).not.toBeInTheDocument();
    expect(within(requests).getByText('Efua Asante')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Attendee List' });
    expect(within(list).getAllByText('Attending')).toHaveLength(2);
  });

  it('approves onto the waitlist when the event is full', async () => {
    server.use(
      http.post<RsvpParams, never, RsvpDecisionResponse>(`${API}/events/:id/rsvps/:userId/approve`, () =>
        HttpResponse.json({
          data: { user_id: 3, status: 'waitlisted', attendees_count: 1, waitlist_count: 1 },
          message: rsvpMessages.requestApprovedWaitlisted,
        }),
      ),
    );
    const { user } = openAsOrganiser({ max_attendees: 1 });

    await user.click(await screen.findByRole('button', { name: 'Approve Efua Asante' }));

    expect(await screen.findByText(rsvpMessages.requestApprovedWaitlisted)).toBeInTheDocument();
    expect(screen.getByText('1 on the waitlist')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Attendee List' });
    expect(within(list).getByText('Waitlisted')).toBeInTheDocument();
  });

  it('declines a request: the member leaves the requests and takes no place', async () => {
    server.use(
      http.post<RsvpParams, never, RsvpDecisionResponse>(`${API}/events/:id/rsvps/:userId/decline`, () =>
        HttpResponse.json({
          data: { user_id: 2, status: null, attendees_count: 1, waitlist_count: 0 },
          message: rsvpMessages.requestDeclined,
        }),
      ),
    );
    const { user } = openAsOrganiser();

    await user.click(await screen.findByRole('button', { name: 'Decline Yaw Darko' }));

    expect(await screen.findByText(rsvpMessages.requestDeclined)).toBeInTheDocument();
    expect(screen.queryByText('Yaw Darko')).not.toBeInTheDocument();
    expect(screen.getByText('1 person attending')).toBeInTheDocument();
  });

  it('removes a member after confirming: the list is read again, with the place gone to the waitlist', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const removed: RsvpParams[] = [];
    serveEvent(makeEventDetail({ id: 41, is_owner: true, attendees_count: 1, waitlist_count: 1, max_attendees: 1 }));
    let rows = [row(1, 'Ama Mensah', 'attending'), row(4, 'Kojo Boateng', 'waitlisted')];
    server.use(
      http.get<{ id: string }, never, { data: Attendee[] }>(`${API}/events/:id/attendees`, () =>
        HttpResponse.json({ data: rows }),
      ),
      http.delete<RsvpParams, never, RsvpDecisionResponse>(`${API}/events/:id/rsvps/:userId`, ({ params }) => {
        removed.push({ id: params.id, userId: params.userId });
        rows = [row(4, 'Kojo Boateng', 'attending')];
        return HttpResponse.json({
          data: { user_id: 1, status: null, attendees_count: 1, waitlist_count: 0 },
          message: rsvpMessages.memberRemoved,
        });
      }),
    );
    const { user } = renderApp('/events/41', { user: makeUser({ id: 900 }) });

    await user.click(await screen.findByRole('button', { name: 'Remove Ama Mensah' }));

    expect(window.confirm).toHaveBeenCalledWith(rsvpMessages.removeConfirm);
    expect(removed).toEqual([{ id: '41', userId: '1' }]);
    expect(await screen.findByText(rsvpMessages.memberRemoved)).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Attendee List' });
    await waitFor(() => expect(within(list).queryByText('Ama Mensah')).not.toBeInTheDocument());
    await waitFor(() => expect(within(list).getByText('Attending')).toBeInTheDocument());
    expect(within(list).getByText('Kojo Boateng')).toBeInTheDocument();
  });

  it('keeps the member when the organiser does not confirm, and says when a removal fails', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    let calls = 0;
    server.use(
      http.delete(`${API}/events/:id/rsvps/:userId`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const { user } = openAsOrganiser();

    await user.click(await screen.findByRole('button', { name: 'Remove Ama Mensah' }));
    const list = screen.getByRole('region', { name: 'Attendee List' });
    expect(calls).toBe(0);
    expect(within(list).getByText('Ama Mensah')).toBeInTheDocument();

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Remove Ama Mensah' }));
    // No message from the server: the fallback says what failed.
    expect(await screen.findByText(rsvpMessages.removeFailed)).toBeInTheDocument();
    expect(within(list).getByText('Ama Mensah')).toBeInTheDocument();
  });

  it("shows the server's message when a decision fails, and the fallback when it sends none", async () => {
    server.use(
      http.post<RsvpParams, never, ErrorResponse>(`${API}/events/:id/rsvps/:userId/approve`, () =>
        HttpResponse.json({ message: rsvpMessages.requestNotFound }, { status: 404 }),
      ),
      http.post(`${API}/events/:id/rsvps/:userId/decline`, () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = openAsOrganiser();

    await user.click(await screen.findByRole('button', { name: 'Approve Yaw Darko' }));
    expect(await screen.findByText(rsvpMessages.requestNotFound)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Decline Efua Asante' }));
    expect(await screen.findByText(rsvpMessages.decideFailed)).toBeInTheDocument();
    const requests = screen.getByRole('region', { name: rsvpMessages.requestsHeading });
    expect(within(requests).getByText('Yaw Darko')).toBeInTheDocument();
    expect(within(requests).getByText('Efua Asante')).toBeInTheDocument();
  });

  it('says when no request is waiting', async () => {
    serveEvent(makeEventDetail({ id: 41, is_owner: true, requires_approval: true }));
    serveAttendees([]);
    renderApp('/events/41', { user: makeUser({ id: 900 }) });

    const requests = await screen.findByRole('region', { name: rsvpMessages.requestsHeading });
    expect(within(requests).getByText('No requests are waiting for your answer.')).toBeInTheDocument();
  });

  it('shows no requests section for an event that does not require approval', async () => {
    serveEvent(makeEventDetail({ id: 42, is_owner: true }));
    serveAttendees([row(1, 'Ama Mensah', 'attending')]);
    renderApp('/events/42', { user: makeUser({ id: 900 }) });

    const attendees = await screen.findByRole('region', { name: 'Attendee List' });
    expect(await within(attendees).findByText('Ama Mensah')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: rsvpMessages.requestsHeading })).not.toBeInTheDocument();
  });
});
