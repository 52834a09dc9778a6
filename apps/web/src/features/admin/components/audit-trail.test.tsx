import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdminAuditResponse } from '@akwaaba/contracts';
import { makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { makeAuditEntry } from '@/testing/moderation-data';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

const admin = () => makeUser({ id: 1, name: 'Efua Admin', is_admin: true });

function serveAudit(answer: (url: URL) => AdminAuditResponse) {
  const requests: string[] = [];
  server.use(
    http.get<never, never, AdminAuditResponse>(`${API}/admin/audit`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url.search);
      return HttpResponse.json(answer(url));
    }),
  );
  return requests;
}

describe('Audit trail', () => {
  it('lists admin actions newest first in words, with who, when, the target’s page and the note', async () => {
    serveAudit(() =>
      makeList([
        makeAuditEntry({ action: 'user.suspend', target_type: 'user', target_id: 900, note: 'Repeated scams.' }),
        makeAuditEntry({
          action: 'report.hide',
          target_type: 'event',
          target_id: 70,
          note: null,
          admin: null,
          created_at: '2030-06-01T10:00:00.000Z',
        }),
        makeAuditEntry({ action: 'outbox.retry', target_type: 'outbox', target_id: 5, note: null }),
      ]),
    );
    const { user } = renderApp('/admin/dashboard', { user: admin() });
    await user.click(await screen.findByRole('link', { name: 'Audit trail' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Audit trail — Akwaaba'));

    const table = await screen.findByRole('table', { name: 'Admin actions, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Admin', 'Action', 'Target', 'Note']);
    const [, suspended, hidden, retried] = within(table).getAllByRole('row');
    expect(
      within(suspended!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual(['Efua Admin', 'Suspended a member', 'Member #900', 'Repeated scams.']);
    expect(within(suspended!).getByRole('link', { name: 'Member #900' })).toHaveAttribute('href', '/profile/900');
    expect(within(hidden!).getByText('Deleted account')).toBeInTheDocument();
    expect(within(hidden!).getByText('Hid a reported item')).toBeInTheDocument();
    expect(within(hidden!).getByRole('link', { name: 'Event #70' })).toHaveAttribute('href', '/events/70');
    expect(within(hidden!).getByText('2030', { exact: false }).closest('time')).toHaveAttribute(
      'dateTime',
      '2030-06-01T10:00:00.000Z',
    );
    // An outbox message has no page of its own.
    expect(within(retried!).getByText('Message #5')).toBeInTheDocument();
    expect(within(retried!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows one member’s trail when opened from their row, and everything again on request', async () => {
    const requests = serveAudit((url) =>
      makeList(
        url.searchParams.get('target_id') === '900'
          ? [makeAuditEntry({ target_id: 900 })]
          : [
              makeAuditEntry({ target_id: 900 }),
              makeAuditEntry({ action: 'event.approve', target_type: 'event', target_id: 3 }),
            ],
      ),
    );
    const { user, router } = renderApp('/admin/audit?target_type=user&target_id=900', { user: admin() });
    expect(await screen.findByText('Member #900', { selector: 'strong' })).toBeInTheDocument();
    expect(await screen.findAllByRole('row')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Show all actions' }));
    expect(await screen.findByText('Approved an event')).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/admin/audit');
    expect(requests).toEqual(['?target_type=user&target_id=900&page=1', '?page=1']);
  });

  it('pages through the trail', async () => {
    const requests = serveAudit((url) => {
      const page = Number(url.searchParams.get('page'));
      return makeList([makeAuditEntry({ note: page === 1 ? 'First page' : 'Second page' })], {
        page,
        perPage: 1,
        total: 2,
      });
    });
    const { user } = renderApp('/admin/audit', { user: admin() });
    expect(await screen.findByText('First page')).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Audit trail pages' })).getByRole('button', { name: 'Next' }),
    );
    expect(await screen.findByText('Second page')).toBeInTheDocument();
    expect(requests).toEqual(['?page=1', '?page=2']);
  });

  it('says when nothing is recorded', async () => {
    serveAudit(() => makeList([]));
    renderApp('/admin/audit', { user: admin() });
    expect(await screen.findByText('No admin actions recorded yet.')).toBeInTheDocument();
  });

  it('says when the trail cannot be loaded', async () => {
    server.use(http.get(`${API}/admin/audit`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/admin/audit', { user: admin() });
    expect(await screen.findByText('Failed to load the audit trail.')).toBeInTheDocument();
  });
});
