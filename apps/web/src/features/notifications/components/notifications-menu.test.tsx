import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  notificationMessages,
  type ActivityItem,
  type MarkNotificationsReadBody,
  type MarkNotificationsReadResponse,
  type NotificationsResponse,
} from '@akwaaba/contracts';
import { makeActivity, makeBusinessDetail, makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

/** A member's notifications on the fake server: GET answers them, POST /read marks them as the API does. */
function serveNotifications(items: ActivityItem[]) {
  const calls: MarkNotificationsReadBody[] = [];
  let entries = items;
  const unread = () => entries.filter((item) => !item.read).length;
  server.use(
    http.get<never, never, NotificationsResponse>(`${API}/notifications`, () =>
      HttpResponse.json({ data: { unread_count: unread(), items: entries.slice(0, 8) } }),
    ),
    http.post<never, MarkNotificationsReadBody, MarkNotificationsReadResponse>(
      `${API}/notifications/read`,
      async ({ request }) => {
        const body = await request.json();
        calls.push(body);
        entries = entries.map((item) =>
          body.up_to_id === undefined || item.id <= body.up_to_id ? { ...item, read: true } : item,
        );
        return HttpResponse.json({ data: { unread_count: unread() } });
      },
    ),
  );
  return calls;
}

const review = makeActivity({
  id: 30,
  type: 'business.reviewed',
  message: 'Ama Mensah gave “Accra Bites” 5 of 5 stars.',
  link: '/businesses/4',
  read: false,
});
const newEvent = makeActivity({
  id: 29,
  type: 'event.followed_business',
  message: '“Kente House” posted a new event: “Weaving Afternoon”.',
  link: '/events/12',
  read: false,
});
const old = makeActivity({ id: 3, message: 'You followed Kente House', link: '/businesses/2', read: true });

async function openMenu(items: ActivityItem[]) {
  const calls = serveNotifications(items);
  const view = renderApp('/', { user: makeUser({ name: 'Kofi Mensah' }) });
  const bell = await screen.findByRole('button', { name: notificationMessages.menuLabel(2) });
  await view.user.click(bell);
  const menu = screen.getByRole('menu', { name: 'Notifications' });
  return { ...view, calls, bell, menu };
}

describe('NotificationsMenu', () => {
  it('shows the unread count on the bell, capped at 9+', async () => {
    serveNotifications(Array.from({ length: 12 }, (_, index) => makeActivity({ id: 100 + index, read: false })));
    renderApp('/', { user: makeUser() });
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(bell).toHaveAttribute('aria-haspopup', 'menu');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveTextContent('9+');
  });

  it('is not there for visitors', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('opens on the latest entries, unread ones marked, with Mark all as read and View all activity', async () => {
    const { bell, menu } = await openMenu([review, newEvent, old]);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.getAttribute('href'))).toEqual([
      '/businesses/4',
      '/events/12',
      '/businesses/2',
      null,
      '/activity',
    ]);
    expect(entries[0]).toHaveTextContent(`Unread: ${review.message}`);
    expect(entries[1]).toHaveTextContent(`Unread: ${newEvent.message}`);
    expect(entries[2]).toHaveTextContent(old.message);
    expect(entries[2]).not.toHaveTextContent('Unread');
    expect(entries[3]).toHaveTextContent(notificationMessages.markAllRead);
    expect(entries[4]).toHaveTextContent(notificationMessages.viewAll);
    expect(entries[0]).toHaveFocus();
  });

  it('marks all read through the API on Mark all as read, and the count drops', async () => {
    const { user, calls, menu } = await openMenu([review, newEvent, old]);
    await user.click(within(menu).getByRole('menuitem', { name: notificationMessages.markAllRead }));
    expect(await screen.findByRole('button', { name: notificationMessages.menuLabel(0) })).toBeInTheDocument();
    expect(calls).toEqual([{}]);
    expect(within(menu).queryByText(/Unread:/)).not.toBeInTheDocument();
    expect(screen.getByText('All notifications read.')).toBeInTheDocument();
  });

  it('marks the shown entries read after a moment open, up to the newest shown', async () => {
    const { calls } = await openMenu([review, newEvent, old]);
    await waitFor(() => expect(calls).toEqual([{ up_to_id: 30 }]), { timeout: 5_000 });
    expect(await screen.findByRole('button', { name: notificationMessages.menuLabel(0) })).toBeInTheDocument();
    // What the member is reading keeps its marks while the menu is open.
    expect(within(screen.getByRole('menu')).getAllByText(/Unread:/)).toHaveLength(2);
  });

  it('follows an entry to its page and marks what it showed read', async () => {
    server.use(
      http.get(`${API}/businesses/4`, () => HttpResponse.json({ data: makeBusinessDetail({ id: 4 }) })),
      http.get(`${API}/businesses/4/reviews`, () => HttpResponse.json(makeList([]))),
    );
    const { user, calls, menu, router } = await openMenu([review, newEvent, old]);
    await user.click(within(menu).getByRole('menuitem', { name: /Accra Bites/ }));
    await waitFor(() => expect(currentLocation(router)).toBe('/businesses/4'));
    expect(calls).toEqual([{ up_to_id: 30 }]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the bell; arrows move between entries', async () => {
    const { user, bell, calls } = await openMenu([review, newEvent, old]);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: /Weaving Afternoon/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: notificationMessages.viewAll })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    // Closed at once: nothing counted as seen.
    expect(calls).toEqual([]);
  });

  it('closes when the member clicks outside it', async () => {
    const { user } = await openMenu([review, newEvent, old]);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    serveNotifications([]);
    const { user } = renderApp('/', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: notificationMessages.menuLabel(0) }));
    expect(within(screen.getByRole('menu')).getByText(notificationMessages.empty)).toBeInTheDocument();
  });
});
