import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  contactInboxMessages,
  type ContactMessage,
  type ContactMessageResponse,
  type ErrorResponse,
  type ListResponse,
} from '@akwaaba/contracts';
import { makeAdminStats, makeContactMessage, makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

const admin = () => makeUser({ name: 'Efua Admin', is_admin: true });

/** The inbox as the API keeps it: close and reopen move a message between the lists; pages of two. */
function serveInbox(messages: ContactMessage[]) {
  const stored = [...messages];
  const requests: string[] = [];
  const actions: string[] = [];
  server.use(
    http.get<never, never, ListResponse<ContactMessage>>(`${API}/admin/contact-messages`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url.search);
      const status = url.searchParams.get('status') ?? 'open';
      const page = Number(url.searchParams.get('page') ?? '1');
      const matching = stored.filter((message) => message.status === status);
      return HttpResponse.json(
        makeList(matching.slice((page - 1) * 2, page * 2), { page, perPage: 2, total: matching.length }),
      );
    }),
    http.post<{ id: string; action: string }, never, ContactMessageResponse>(
      `${API}/admin/contact-messages/:id/:action`,
      ({ params }) => {
        actions.push(`${params.action} ${params.id}`);
        const index = stored.findIndex((message) => message.id === Number(params.id));
        const closing = params.action === 'close';
        const changed: ContactMessage = {
          ...stored[index]!,
          status: closing ? 'closed' : 'open',
          closed_at: closing ? '2030-09-04T10:00:00.000Z' : null,
        };
        stored[index] = changed;
        return HttpResponse.json({
          data: changed,
          message: closing ? contactInboxMessages.closed : contactInboxMessages.reopened,
        });
      },
    ),
  );
  return { requests, actions };
}

const item = (subject: string) => screen.getByRole('listitem', { name: subject });

describe('Admin contact inbox', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens from the Admin Panel and shows each open message with a reply link', async () => {
    server.use(http.get(`${API}/admin/stats`, () => HttpResponse.json(makeAdminStats({ open_contact_messages: 7 }))));
    serveInbox([
      makeContactMessage({
        id: 41,
        name: 'Abena Mensah',
        email: 'abena@example.com',
        subject: 'Report a problem',
        message: 'The events page shows the wrong time.\nIt says 3 am for an afternoon braai.',
        created_at: '2030-09-03T08:00:00.000Z',
      }),
    ]);
    const { user, router } = renderApp('/admin/dashboard', { user: admin() });

    // The dashboard counts what waits in the inbox.
    const openCard = (await screen.findByText('Open messages')).closest('li')!;
    await waitFor(() => expect(openCard).toHaveTextContent('7'));

    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(await screen.findByRole('heading', { level: 1, name: contactInboxMessages.heading })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/admin/messages');
    await waitFor(() => expect(document.title).toBe('Messages — Akwaaba'));
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');

    const message = await screen.findByRole('listitem', { name: 'Report a problem' });
    expect(within(message).getByText('Abena Mensah')).toBeInTheDocument();
    expect(within(message).getByRole('link', { name: 'abena@example.com' })).toHaveAttribute(
      'href',
      'mailto:abena%40example.com?subject=Re%3A%20Report%20a%20problem',
    );
    expect(within(message).getByText('Received:').nextSibling?.firstChild).toHaveAttribute(
      'dateTime',
      '2030-09-03T08:00:00.000Z',
    );
    // The text as typed, line break and all.
    expect(
      within(message).getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element?.textContent === 'The events page shows the wrong time.\nIt says 3 am for an afternoon braai.',
      ),
    ).toHaveClass('whitespace-pre-line');
    expect(within(message).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('collapses a long message and shows all of it on request', async () => {
    const long = Array.from({ length: 8 }, (_, line) => `Line ${line + 1} of a long story about my listing.`).join(
      '\n',
    );
    serveInbox([makeContactMessage({ subject: 'Business verification', message: long })]);
    const { user } = renderApp('/admin/messages', { user: admin() });

    const message = await screen.findByRole('listitem', { name: 'Business verification' });
    const text = within(message).getByText(/Line 1 of a long story/);
    expect(text).toHaveClass('line-clamp-4');
    const more = within(message).getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(text).not.toHaveClass('line-clamp-4');
    expect(within(message).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes a message: it leaves Open with a status message and appears under Closed, where it can be reopened', async () => {
    const { actions } = serveInbox([
      makeContactMessage({ id: 51, subject: 'Privacy request (POPIA)' }),
      makeContactMessage({ id: 52, subject: 'General question' }),
    ]);
    const { user } = renderApp('/admin/messages', { user: admin() });

    await screen.findByRole('listitem', { name: 'Privacy request (POPIA)' });
    await user.click(within(item('Privacy request (POPIA)')).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Privacy request (POPIA)' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText(contactInboxMessages.closed)).toBeInTheDocument();
    expect(item('General question')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    const closed = await screen.findByRole('listitem', { name: 'Privacy request (POPIA)' });
    expect(within(closed).getByText('Closed:')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'General question' })).not.toBeInTheDocument();

    await user.click(within(closed).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText(contactInboxMessages.noneClosed)).toBeInTheDocument();
    expect(await screen.findByText(contactInboxMessages.reopened)).toBeInTheDocument();
    expect(actions).toEqual(['close 51', 'reopen 51']);

    await user.click(screen.getByRole('tab', { name: 'Open' }));
    expect(await screen.findByRole('listitem', { name: 'Privacy request (POPIA)' })).toBeInTheDocument();
  });

  it('shows the button busy while the close is sent', async () => {
    serveInbox([makeContactMessage({ subject: 'Other' })]);
    let release: () => void = () => {};
    server.use(
      http.post(`${API}/admin/contact-messages/:id/close`, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return new HttpResponse(null, { status: 500 });
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/admin/messages', { user: admin() });

    await user.click(
      within(await screen.findByRole('listitem', { name: 'Other' })).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(within(item('Other')).getByRole('button', { name: 'Close' })).toBeDisabled());
    release();
    expect(await within(item('Other')).findByRole('alert')).toHaveTextContent(contactInboxMessages.closeFailed);
    expect(within(item('Other')).getByRole('button', { name: 'Close' })).toBeEnabled();
  });

  it('says why a close failed when the server gives a reason', async () => {
    serveInbox([makeContactMessage({ subject: 'Gone already' })]);
    server.use(
      http.post<never, never, ErrorResponse>(`${API}/admin/contact-messages/:id/close`, () =>
        HttpResponse.json({ message: contactInboxMessages.notFound }, { status: 404 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/admin/messages', { user: admin() });

    await user.click(
      within(await screen.findByRole('listitem', { name: 'Gone already' })).getByRole('button', { name: 'Close' }),
    );
    expect(await within(item('Gone already')).findByRole('alert')).toHaveTextContent(contactInboxMessages.notFound);
  });

  it('pages through the open messages, newest page first', async () => {
    const { requests } = serveInbox([
      makeContactMessage({ subject: 'Newest' }),
      makeContactMessage({ subject: 'Second' }),
      makeContactMessage({ subject: 'Oldest' }),
    ]);
    const { user } = renderApp('/admin/messages', { user: admin() });

    await screen.findByRole('listitem', { name: 'Newest' });
    expect(screen.queryByRole('listitem', { name: 'Oldest' })).not.toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Open messages pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('listitem', { name: 'Oldest' })).toBeInTheDocument();
    expect(requests).toEqual(['?status=open&page=1', '?status=open&page=2']);
  });

  it('says when there are no open messages', async () => {
    serveInbox([]);
    renderApp('/admin/messages', { user: admin() });
    expect(await screen.findByText(contactInboxMessages.noneOpen)).toBeInTheDocument();
  });

  it('says when the inbox cannot be loaded, and tries again on request', async () => {
    server.use(http.get(`${API}/admin/contact-messages`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/admin/messages', { user: admin() });
    expect(await screen.findByText(contactInboxMessages.fetchFailed)).toBeInTheDocument();
    serveInbox([makeContactMessage({ subject: 'Back again' })]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Back again' })).toBeInTheDocument();
  });
});
