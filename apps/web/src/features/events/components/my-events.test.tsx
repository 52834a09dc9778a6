import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  eventMessages,
  rsvpMessages,
  type ErrorResponse,
  type ListResponse,
  type MessageResponse,
  type MyEvent,
  type MyRsvp,
} from '@akwaaba/contracts';
import { makeBusinessUser, makeEventSummary, makeList, makeMyEvent, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

/** /my/events, toggle-privacy and DELETE as the API would, over one list of the member's events. */
function serveMyEvents(events: MyEvent[]) {
  const stored = [...events];
  server.use(
    http.get<never, never, ListResponse<MyEvent>>(`${API}/my/events`, () => HttpResponse.json(makeList(stored))),
    http.patch<{ id: string }, never, { data: MyEvent }>(`${API}/events/:id/toggle-privacy`, ({ params }) => {
      const index = stored.findIndex((event) => event.id === Number(params.id));
      stored[index] = { ...stored[index]!, is_public: !stored[index]!.is_public };
      return HttpResponse.json({ data: stored[index]! });
    }),
    http.delete<{ id: string }, never, MessageResponse>(`${API}/events/:id`, ({ params }) => {
      stored.splice(
        stored.findIndex((event) => event.id === Number(params.id)),
        1,
      );
      return HttpResponse.json({ message: 'Event deleted.' });
    }),
  );
  return stored;
}

function row(title: string) {
  return screen.getByRole('link', { name: title }).closest('li')!;
}

describe('My Events', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the member’s events with date, privacy, status and actions', async () => {
    serveMyEvents([
      makeMyEvent({ id: 1, title: 'Independence Day Braai', start_date: '2030-03-06T10:00:00.000Z' }),
      makeMyEvent({ id: 2, title: 'Choir Rehearsal', is_public: false, status: 'pending' }),
      makeMyEvent({
        id: 3,
        title: 'Street Party',
        status: 'rejected',
        rejection_reason: 'No permit details.',
        start_date: '2020-12-24T16:00:00.000Z',
        end_date: '2020-12-24T22:00:00.000Z',
      }),
    ]);
    renderApp('/my-events', { user: makeBusinessUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Events' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Create Event' })).toHaveAttribute(
      'href',
      '/create-event',
    );

    await screen.findByRole('link', { name: 'Independence Day Braai' });
    const braai = row('Independence Day Braai');
    expect(within(braai).getByText('Wed, 6 Mar 2030, 12:00')).toBeInTheDocument();
    expect(within(braai).getByText('Public')).toBeInTheDocument();
    expect(within(braai).getByText('Approved')).toBeInTheDocument();
    expect(within(braai).getByText('Upcoming')).toBeInTheDocument();
    expect(within(braai).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/events/1');
    expect(within(braai).getByRole('button', { name: 'Make Private' })).toHaveAttribute('title', 'Make Private');
    expect(within(braai).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/events/1/edit');
    expect(within(braai).getByRole('link', { name: 'Duplicate' })).toHaveAttribute('href', '/create-event?from=1');

    const choir = row('Choir Rehearsal');
    expect(within(choir).getByText('Private')).toBeInTheDocument();
    expect(within(choir).getByText('Pending')).toBeInTheDocument();
    expect(within(choir).getByRole('button', { name: 'Make Public' })).toBeInTheDocument();

    const party = row('Street Party');
    expect(within(party).getByText('Rejected')).toBeInTheDocument();
    expect(within(party).getByText('Reason: No permit details.')).toBeInTheDocument();
    expect(within(party).getByText('Past')).toBeInTheDocument();
  });

  it('toggles privacy and replaces the row with the event the server returns', async () => {
    serveMyEvents([makeMyEvent({ id: 4, title: 'Kente Workshop', is_public: true })]);
    const { user } = renderApp('/my-events', { user: makeBusinessUser() });

    await user.click(await screen.findByRole('button', { name: 'Make Private' }));
    const workshop = row('Kente Workshop');
    expect(await within(workshop).findByText('Private')).toBeInTheDocument();
    expect(within(workshop).getByRole('button', { name: 'Make Public' })).toBeInTheDocument();
  });

  it('says when the privacy could not be changed', async () => {
    serveMyEvents([makeMyEvent({ id: 5, title: 'Jollof Festival' })]);
    server.use(
      http.patch<{ id: string }, never, ErrorResponse>(`${API}/events/:id/toggle-privacy`, () =>
        HttpResponse.json({ message: '' }, { status: 500 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/my-events', { user: makeBusinessUser() });
    await user.click(await screen.findByRole('button', { name: 'Make Private' }));
    expect(await within(row('Jollof Festival')).findByRole('alert')).toHaveTextContent(eventMessages.privacyFailed);
  });

  it('asks for the spec’s confirmation before deleting, and removes the row once deleted', async () => {
    const stored = serveMyEvents([
      makeMyEvent({ id: 6, title: 'Old Meetup' }),
      makeMyEvent({ id: 7, title: 'New Meetup' }),
    ]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp('/my-events', { user: makeBusinessUser() });

    await screen.findByRole('link', { name: 'Old Meetup' });
    await user.click(within(row('Old Meetup')).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(eventMessages.deleteConfirm);
    expect(stored).toHaveLength(2);

    await user.click(within(row('Old Meetup')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Old Meetup' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'New Meetup' })).toBeInTheDocument();
    expect(stored.map((event) => event.id)).toEqual([7]);
    expect(await screen.findByText('Event deleted.')).toBeInTheDocument();
  });

  it("shows 'Failed to delete event.' in the row when deleting fails", async () => {
    serveMyEvents([makeMyEvent({ id: 8, title: 'Harvest' })]);
    server.use(http.delete(`${API}/events/:id`, () => new HttpResponse(null, { status: 500 })));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/my-events', { user: makeBusinessUser() });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await within(row('Harvest')).findByRole('alert')).toHaveTextContent(eventMessages.deleteFailed);
  });

  it('says when the member has no events yet', async () => {
    serveMyEvents([]);
    renderApp('/my-events', { user: makeBusinessUser() });
    expect(await screen.findByText(eventMessages.noMyEvents)).toBeInTheDocument();
  });

  it('says when the events could not be loaded', async () => {
    server.use(http.get(`${API}/my/events`, () => HttpResponse.json({ message: 'Oops' }, { status: 500 })));
    renderApp('/my-events', { user: makeBusinessUser() });
    expect(await screen.findByText(eventMessages.myEventsFailed)).toBeInTheDocument();
  });
});

const rsvp = (id: number, title: string, rsvp_status: MyRsvp['rsvp_status']): MyRsvp => ({
  ...makeEventSummary({ id, title, venue_name: 'Zoo Lake', city: 'Johannesburg' }),
  rsvp_status,
});

/** /my/rsvps as the API answers it: upcoming or past, by the `when` asked for. */
function serveMyRsvps(rsvps: { upcoming: MyRsvp[]; past: MyRsvp[] }) {
  server.use(
    http.get(`${API}/my/rsvps`, ({ request }) => {
      const when = new URL(request.url).searchParams.get('when');
      return when === 'upcoming' || when === 'past'
        ? HttpResponse.json(makeList(rsvps[when]))
        : HttpResponse.json({ message: 'when is required here' }, { status: 422 });
    }),
  );
}

describe('My Events for a member who RSVPs', () => {
  it('lists the events they are going to, waitlisted for or asked to join, each with its status in words', async () => {
    serveMyRsvps({
      upcoming: [
        rsvp(1, 'Homowo harvest braai', 'attending'),
        rsvp(2, 'Chiefs dinner', 'requested'),
        rsvp(3, 'Full house', 'waitlisted'),
      ],
      past: [],
    });
    renderApp('/my-events', { user: makeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Events' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBeInTheDocument();
    const braai = (await screen.findByRole('link', { name: 'Homowo harvest braai' })).closest('li')!;
    expect(braai).toHaveTextContent('Zoo Lake, Johannesburg');
    expect(within(braai).getByText(rsvpMessages.status.attending)).toBeInTheDocument();
    expect(within(row('Chiefs dinner')).getByText(rsvpMessages.status.requested)).toBeInTheDocument();
    expect(within(row('Full house')).getByText(rsvpMessages.status.waitlisted)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Hosting' })).not.toBeInTheDocument();
    expect(screen.queryByText(eventMessages.noMyEvents)).not.toBeInTheDocument();
  });

  it('keeps past events in their own tab, kept in the address', async () => {
    serveMyRsvps({ upcoming: [], past: [rsvp(4, 'Independence Day braai', 'attending')] });
    const { user } = renderApp('/my-events', { user: makeUser() });

    expect(await screen.findByText(eventMessages.noUpcomingRsvps)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByRole('link', { name: 'Independence Day braai' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Past', selected: true })).toBeInTheDocument();
  });

  it('says when nothing is past yet', async () => {
    serveMyRsvps({ upcoming: [], past: [] });
    renderApp('/my-events?tab=past', { user: makeUser() });
    expect(await screen.findByText(eventMessages.noPastRsvps)).toBeInTheDocument();
  });

  it('shows an organiser the events they host first, and the ones they go to in the next tab', async () => {
    serveMyEvents([makeMyEvent({ id: 9, title: 'Kente Workshop' })]);
    serveMyRsvps({ upcoming: [rsvp(10, 'Jollof cook-off', 'attending')], past: [] });
    const { user } = renderApp('/my-events', { user: makeBusinessUser() });

    expect(await screen.findByRole('tab', { name: 'Hosting', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Kente Workshop' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(await screen.findByRole('link', { name: 'Jollof cook-off' })).toBeInTheDocument();
    expect(within(row('Jollof cook-off')).getByText(rsvpMessages.status.attending)).toBeInTheDocument();
  });

  it('says when the RSVPs could not be loaded', async () => {
    server.use(http.get(`${API}/my/rsvps`, () => HttpResponse.json({ message: 'Oops' }, { status: 500 })));
    renderApp('/my-events', { user: makeUser() });
    expect(await screen.findByText(eventMessages.myEventsFailed)).toBeInTheDocument();
  });
});
