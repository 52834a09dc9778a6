import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { eventMessages, type ListResponse, type MessageResponse, type PendingEvent } from '@akwaaba/contracts';
import { makeAdminStats, makeList, makePendingEvent, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

const admin = () => makeUser({ name: 'Efua Admin', is_admin: true });

/** The pending queue as the API keeps it: approving or rejecting takes an event out. */
function servePending(events: PendingEvent[]) {
  const queue = [...events];
  const rejected: Array<{ id: number; body: unknown }> = [];
  const take = (id: string) =>
    queue.splice(
      queue.findIndex((event) => event.id === Number(id)),
      1,
    );
  server.use(
    http.get<never, never, ListResponse<PendingEvent>>(`${API}/admin/events/pending`, () =>
      HttpResponse.json(makeList(queue)),
    ),
    http.patch<{ id: string }, never, MessageResponse>(`${API}/admin/events/:id/approve`, ({ params }) => {
      take(params.id);
      return HttpResponse.json({ message: eventMessages.approved });
    }),
    http.patch<{ id: string }, { reason: string | null }, MessageResponse>(
      `${API}/admin/events/:id/reject`,
      async ({ params, request }) => {
        rejected.push({ id: Number(params.id), body: await request.json() });
        take(params.id);
        return HttpResponse.json({ message: eventMessages.rejected });
      },
    ),
  );
  return { queue, rejected };
}

function row(title: string) {
  return screen.getByRole('listitem', { name: title });
}

describe('Admin pending events', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens from the Admin Panel and lists each event with organiser, category, start and city', async () => {
    server.use(http.get(`${API}/admin/stats`, () => HttpResponse.json(makeAdminStats())));
    servePending([
      makePendingEvent({ id: 1, title: 'Harvest Thanksgiving Service', start_date: '2030-10-12T08:00:00.000Z' }),
    ]);
    const { user, router } = renderApp('/admin/dashboard', { user: admin() });

    await user.click(await screen.findByRole('link', { name: 'Pending Events' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pending Events' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/admin/pending-events');
    await waitFor(() => expect(document.title).toBe('Pending Events — Akwaaba'));

    const harvest = await screen.findByRole('listitem', { name: 'Harvest Thanksgiving Service' });
    expect(within(harvest).getByRole('link', { name: 'Harvest Thanksgiving Service' })).toHaveAttribute(
      'href',
      '/events/1',
    );
    expect(within(harvest).getByText('Abena Owusu')).toBeInTheDocument();
    expect(within(harvest).getByText('Religious')).toBeInTheDocument();
    expect(within(harvest).getByText('Pretoria')).toBeInTheDocument();
    expect(within(harvest).getByText('12 Oct 2030, 10:00')).toHaveAttribute('dateTime', '2030-10-12T08:00:00.000Z');
  });

  it('lets the admin read the event before deciding: its description, its picture and a link to its page', async () => {
    servePending([
      makePendingEvent({
        id: 7,
        title: 'Kente Weaving Day',
        description: 'Bring a friend.\nLooms are provided; no experience needed.',
        image_card: '/uploads/events/kente-card.webp',
        image_card_srcset: '/uploads/events/kente-card-320.webp 320w, /uploads/events/kente-card.webp 640w',
      }),
      makePendingEvent({ id: 8, title: 'Quiz Night', image_card: null }),
    ]);
    const { user, router } = renderApp('/admin/pending-events', { user: admin() });

    const kente = await screen.findByRole('listitem', { name: 'Kente Weaving Day' });
    const description = within(kente).getByText(/Looms are provided/);
    // Folded until asked for, so the queue stays short on a phone.
    expect(description).not.toBeVisible();
    await user.click(within(kente).getByText(eventMessages.previewPending));
    expect(description).toBeVisible();
    expect(description).toHaveTextContent('Bring a friend. Looms are provided; no experience needed.');
    expect(within(kente).getByRole('img', { name: 'Kente Weaving Day' })).toHaveAttribute(
      'src',
      '/uploads/events/kente-card.webp',
    );
    expect(within(row('Quiz Night')).queryByRole('img')).not.toBeInTheDocument();

    await user.click(within(kente).getByRole('link', { name: `${eventMessages.openPendingPage}: Kente Weaving Day` }));
    await waitFor(() => expect(currentLocation(router)).toBe('/events/7'));
  });

  it('approving an event removes its row', async () => {
    const { queue } = servePending([
      makePendingEvent({ id: 2, title: 'Networking Evening' }),
      makePendingEvent({ id: 3, title: 'Football Tournament' }),
    ]);
    const { user } = renderApp('/admin/pending-events', { user: admin() });

    await screen.findByRole('listitem', { name: 'Networking Evening' });
    await user.click(within(row('Networking Evening')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Networking Evening' })).not.toBeInTheDocument());
    expect(await screen.findByText(eventMessages.approved)).toBeInTheDocument();
    expect(row('Football Tournament')).toBeInTheDocument();
    expect(queue.map((event) => event.id)).toEqual([3]);
  });

  it('rejecting asks for an optional reason, sends it and removes the row', async () => {
    const { rejected } = servePending([makePendingEvent({ id: 4, title: 'Street Party' })]);
    const { user } = renderApp('/admin/pending-events', { user: admin() });

    await screen.findByRole('listitem', { name: 'Street Party' });
    await user.click(within(row('Street Party')).getByRole('button', { name: 'Reject' }));
    const reason = screen.getByLabelText('Reason (optional)');
    expect(reason).toHaveFocus();
    await user.type(reason, 'Please add the venue and a permit.');
    await user.click(screen.getByRole('button', { name: 'Reject Event' }));

    expect(await screen.findByText(eventMessages.noPendingEvents)).toBeInTheDocument();
    expect(rejected).toEqual([{ id: 4, body: { reason: 'Please add the venue and a permit.' } }]);
  });

  it('rejects without a reason, and Cancel closes the reason form', async () => {
    const { rejected } = servePending([makePendingEvent({ id: 5, title: 'Quiz Night' })]);
    const { user } = renderApp('/admin/pending-events', { user: admin() });

    await screen.findByRole('listitem', { name: 'Quiz Night' });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Reason (optional)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Reject Event' }));
    await waitFor(() => expect(rejected).toEqual([{ id: 5, body: { reason: null } }]));
  });

  it('says when approving or rejecting fails and keeps the row', async () => {
    servePending([makePendingEvent({ id: 6, title: 'Gospel Concert' })]);
    server.use(
      http.patch(`${API}/admin/events/:id/approve`, () => new HttpResponse(null, { status: 500 })),
      http.patch(`${API}/admin/events/:id/reject`, () => new HttpResponse(null, { status: 500 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/admin/pending-events', { user: admin() });

    await screen.findByRole('listitem', { name: 'Gospel Concert' });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await within(row('Gospel Concert')).findByRole('alert')).toHaveTextContent(eventMessages.approveFailed);

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Reject Event' }));
    expect(await within(row('Gospel Concert')).findByText(eventMessages.rejectFailed)).toBeInTheDocument();
  });

  it('says when nothing awaits approval', async () => {
    servePending([]);
    renderApp('/admin/pending-events', { user: admin() });
    expect(await screen.findByText(eventMessages.noPendingEvents)).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    server.use(http.get(`${API}/admin/events/pending`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/admin/pending-events', { user: admin() });
    expect(await screen.findByText(eventMessages.fetchPendingFailed)).toBeInTheDocument();
  });
});
