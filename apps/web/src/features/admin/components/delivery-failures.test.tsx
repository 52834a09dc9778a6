import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  deliveryMessages,
  type DeadOutboxMessage,
  type ErrorResponse,
  type ListResponse,
  type MessageResponse,
} from '@akwaaba/contracts';
import { makeDeadOutboxMessage, makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

const admin = () => makeUser({ name: 'Efua Admin', is_admin: true });

/** The dead messages as the API keeps them: a retry takes one out of the list; pages of two. */
function serveDead(messages: DeadOutboxMessage[]) {
  const stored = [...messages];
  const requests: string[] = [];
  const retries: number[] = [];
  server.use(
    http.get<never, never, ListResponse<DeadOutboxMessage>>(`${API}/admin/outbox/dead`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url.search);
      const page = Number(url.searchParams.get('page') ?? '1');
      return HttpResponse.json(
        makeList(stored.slice((page - 1) * 2, page * 2), { page, perPage: 2, total: stored.length }),
      );
    }),
    http.post<{ id: string }, never, MessageResponse>(`${API}/admin/outbox/:id/retry`, ({ params }) => {
      retries.push(Number(params.id));
      stored.splice(
        stored.findIndex((message) => message.id === Number(params.id)),
        1,
      );
      return HttpResponse.json({ message: deliveryMessages.retried });
    }),
  );
  return { requests, retries };
}

const item = (name: string) => screen.getByRole('listitem', { name });

describe('Admin delivery page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens from the Admin Panel and shows each undelivered message with its recipient, tries and reason', async () => {
    serveDead([
      makeDeadOutboxMessage({
        id: 7,
        subject: 'Your event is live',
        recipient: 'am***@example.com',
        attempts: 1,
        last_error: '550 5.1.1 <am***@example.com>: mailbox unavailable',
        created_at: '2030-09-03T08:00:00.000Z',
        failed_at: '2030-09-03T08:00:05.000Z',
      }),
      makeDeadOutboxMessage({
        id: 8,
        kind: 'sms',
        subject: null,
        recipient: '+2782*****67',
        attempts: 12,
        last_error: 'SmsDeliveryError SMS_UNAVAILABLE 503',
      }),
    ]);
    server.use(http.get(`${API}/admin/contact-messages`, () => HttpResponse.json(makeList([]))));
    const { user, router } = renderApp('/admin/messages', { user: admin() });

    await user.click(await screen.findByRole('link', { name: 'Delivery' }));
    expect(await screen.findByRole('heading', { level: 1, name: deliveryMessages.heading })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/admin/delivery');
    expect(screen.getByText(deliveryMessages.intro)).toHaveTextContent('kept 7 days after it was given up');
    await waitFor(() => expect(document.title).toBe('Delivery — Akwaaba'));
    expect(screen.getByRole('link', { name: 'Delivery' })).toHaveAttribute('aria-current', 'page');

    const mail = await screen.findByRole('listitem', { name: 'Your event is live' });
    expect(within(mail).getByText('To:').nextSibling).toHaveTextContent('am***@example.com');
    expect(within(mail).getByText('Kind:').nextSibling).toHaveTextContent('Mail');
    expect(within(mail).getByText('Tries:').nextSibling).toHaveTextContent('1');
    expect(within(mail).getByText('550 5.1.1 <am***@example.com>: mailbox unavailable')).toBeInTheDocument();
    expect(within(mail).getByText('Given up:').nextSibling?.firstChild).toHaveAttribute(
      'dateTime',
      '2030-09-03T08:00:05.000Z',
    );

    const sms = item('SMS to +2782*****67');
    expect(within(sms).getByText('Tries:').nextSibling).toHaveTextContent('12');
    expect(within(sms).getByText('SmsDeliveryError SMS_UNAVAILABLE 503')).toBeInTheDocument();
  });

  it('retries a message: it leaves the list with a status message, and the last one leaves the empty state', async () => {
    const { retries } = serveDead([makeDeadOutboxMessage({ id: 31, subject: 'Reset your Akwaaba password' })]);
    const { user } = renderApp('/admin/delivery', { user: admin() });

    const message = await screen.findByRole('listitem', { name: 'Reset your Akwaaba password' });
    await user.click(within(message).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(deliveryMessages.retried)).toBeInTheDocument();
    expect(await screen.findByText(deliveryMessages.empty)).toBeInTheDocument();
    expect(retries).toEqual([31]);
  });

  it('says why a retry failed, and keeps the message', async () => {
    serveDead([makeDeadOutboxMessage({ subject: 'Already sent' })]);
    server.use(
      http.post<never, never, ErrorResponse>(`${API}/admin/outbox/:id/retry`, () =>
        HttpResponse.json({ message: deliveryMessages.notFound }, { status: 404 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/admin/delivery', { user: admin() });

    await user.click(
      within(await screen.findByRole('listitem', { name: 'Already sent' })).getByRole('button', { name: 'Retry' }),
    );
    expect(await within(item('Already sent')).findByRole('alert')).toHaveTextContent(deliveryMessages.notFound);
    expect(within(item('Already sent')).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('pages through the undelivered messages', async () => {
    const { requests } = serveDead([
      makeDeadOutboxMessage({ subject: 'Newest' }),
      makeDeadOutboxMessage({ subject: 'Second' }),
      makeDeadOutboxMessage({ subject: 'Oldest' }),
    ]);
    const { user } = renderApp('/admin/delivery', { user: admin() });

    await screen.findByRole('listitem', { name: 'Newest' });
    expect(screen.queryByRole('listitem', { name: 'Oldest' })).not.toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Undelivered messages pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('listitem', { name: 'Oldest' })).toBeInTheDocument();
    expect(requests).toEqual(['?page=1', '?page=2']);
  });

  it('says when every message was delivered', async () => {
    serveDead([]);
    renderApp('/admin/delivery', { user: admin() });
    expect(await screen.findByText(deliveryMessages.empty)).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again on request', async () => {
    server.use(http.get(`${API}/admin/outbox/dead`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/admin/delivery', { user: admin() });
    expect(await screen.findByText(deliveryMessages.fetchFailed)).toBeInTheDocument();
    serveDead([makeDeadOutboxMessage({ subject: 'Back again' })]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Back again' })).toBeInTheDocument();
  });
});
