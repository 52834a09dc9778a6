import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  RESOLVE_ACTION_OUTCOMES,
  moderationMessages,
  type AdminReport,
  type AdminReportResponse,
  type AdminReportsResponse,
  type ResolveReportRequest,
  type RestoreRequest,
  type RestoreResponse,
} from '@akwaaba/contracts';
import { makeAdminStats, makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { makeAdminReport } from '@/testing/moderation-data';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

const admin = () => makeUser({ id: 1, name: 'Efua Admin', is_admin: true });

/** The queue as the API keeps it: a decision resolves every open report on the same item. */
function serveQueue(reports: AdminReport[]) {
  const stored = [...reports];
  const decisions: (ResolveReportRequest & { id: number })[] = [];
  const requests: string[] = [];
  server.use(
    http.get<never, never, AdminReportsResponse>(`${API}/admin/reports`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url.search);
      const status = url.searchParams.get('status') ?? 'open';
      return HttpResponse.json(makeList(stored.filter((report) => report.status === status)));
    }),
    http.post<{ id: string }, ResolveReportRequest, AdminReportResponse>(
      `${API}/admin/reports/:id/resolve`,
      async ({ params, request }) => {
        const body = await request.json();
        decisions.push({ id: Number(params.id), ...body });
        const decided = stored.find((report) => report.id === Number(params.id))!;
        const outcome = RESOLVE_ACTION_OUTCOMES[body.action];
        for (const [index, report] of stored.entries()) {
          if (report.target_type !== decided.target_type || report.target_id !== decided.target_id) continue;
          stored[index] = {
            ...report,
            status: 'resolved',
            outcome,
            resolution_note: body.note ?? null,
            resolved_by: { id: 1, name: 'Efua Admin' },
            resolved_at: '2030-06-02T10:00:00.000Z',
          };
        }
        return HttpResponse.json({
          data: stored.find((report) => report.id === Number(params.id))!,
          message: moderationMessages.resolved[outcome],
        });
      },
    ),
  );
  return { decisions, requests };
}

const item = (name: string) => screen.getByRole('listitem', { name: new RegExp(name) });

describe('Admin reports queue', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens from the Admin Panel with the open count and shows each report’s item, people, reason and count', async () => {
    server.use(http.get(`${API}/admin/stats`, () => HttpResponse.json(makeAdminStats({ open_reports: 3 }))));
    serveQueue([makeAdminReport({ id: 11, reports_on_target: 3 })]);
    const { user, router } = renderApp('/admin/dashboard', { user: admin() });

    const openCard = (await screen.findByText('Open reports')).closest('li')!;
    await waitFor(() => expect(openCard).toHaveTextContent('3'));
    const link = await screen.findByRole('link', { name: 'Reports, 3 open' });
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/admin/reports');
    await waitFor(() => expect(document.title).toBe('Reports — Akwaaba'));

    const report = await screen.findByRole('listitem', { name: /Free iPhones at the braai/ });
    expect(within(report).getByText('Event')).toBeInTheDocument();
    expect(within(report).getByRole('link', { name: 'Free iPhones at the braai' })).toHaveAttribute(
      'href',
      '/events/70',
    );
    expect(within(report).getByText('Item: approved')).toBeInTheDocument();
    expect(within(report).getByText('Send R500 to claim yours.')).toBeInTheDocument();
    expect(within(report).getByText('Scam or fraud')).toBeInTheDocument();
    expect(within(report).getByText('They asked me for money up front.')).toBeInTheDocument();
    expect(within(report).getByText('3 reports on this item')).toBeInTheDocument();
    expect(within(report).getByRole('link', { name: 'Kofi Boateng' })).toHaveAttribute('href', '/profile/900');
    expect(within(report).getByRole('link', { name: 'Esi Appiah' })).toHaveAttribute('href', '/profile/950');
    expect(within(report).getByText('Reported:').nextSibling?.firstChild).toHaveAttribute(
      'dateTime',
      '2030-06-01T08:00:00.000Z',
    );
    expect(
      within(report)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Hide', 'Dismiss', 'Warn author', 'Suspend author']);
  });

  it('hides an item after confirming: every report on it leaves the queue and the admin is told', async () => {
    const { decisions } = serveQueue([
      makeAdminReport({ id: 11, reports_on_target: 2 }),
      makeAdminReport({ id: 12, reports_on_target: 2, reason: 'spam', details: null }),
      makeAdminReport({
        id: 13,
        target_id: 71,
        target: { title: 'Jollof night', excerpt: null, link: '/events/71', status: 'approved' },
      }),
    ]);
    const { user } = renderApp('/admin/reports', { user: admin() });

    await screen.findAllByRole('listitem', { name: /Free iPhones/ });
    await user.click(
      within(screen.getAllByRole('listitem', { name: /Free iPhones/ })[0]!).getByRole('button', { name: 'Hide' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hide this item?' });
    expect(dialog).toHaveAccessibleDescription(
      'Event: Free iPhones at the braai. The 1 other open report on it are resolved too.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Scam.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide item' }));

    expect(await screen.findByText(moderationMessages.resolved.hidden)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Free iPhones/ })).not.toBeInTheDocument());
    expect(item('Jollof night')).toBeInTheDocument();
    expect(decisions).toEqual([{ id: 11, action: 'hide', note: 'Scam.' }]);
  });

  it('asks for a note before warning or suspending the author, and cancelling sends nothing', async () => {
    const { decisions } = serveQueue([makeAdminReport({ id: 11 })]);
    const { user } = renderApp('/admin/reports', { user: admin() });

    await user.click(
      within(await screen.findByRole('listitem', { name: /Free iPhones/ })).getByRole('button', {
        name: 'Warn author',
      }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Warn the author?' });
    await user.click(within(dialog).getByRole('button', { name: 'Warn author' }));
    expect(await within(dialog).findByText(moderationMessages.noteRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(item('Free iPhones')).getByRole('button', { name: 'Suspend author' }));
    dialog = await screen.findByRole('dialog', { name: 'Suspend the author?' });
    const note = within(dialog).getByRole('textbox', { name: /Note/ });
    expect(note).toHaveAttribute('aria-required', 'true');
    await user.type(note, 'Third scam this month.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend author' }));
    expect(await screen.findByText(moderationMessages.resolved.suspended)).toBeInTheDocument();
    expect(decisions).toEqual([{ id: 11, action: 'suspend', note: 'Third scam this month.' }]);
  });

  it('shows why a decision failed inside the dialog and keeps the note', async () => {
    serveQueue([makeAdminReport({ id: 11 })]);
    server.use(
      http.post(`${API}/admin/reports/:id/resolve`, () =>
        HttpResponse.json({ message: moderationMessages.alreadyResolved }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/admin/reports', { user: admin() });
    await user.click(
      within(await screen.findByRole('listitem', { name: /Free iPhones/ })).getByRole('button', { name: 'Dismiss' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the report?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Not a scam.');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(moderationMessages.alreadyResolved);
    expect(within(dialog).getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('Not a scam.');
  });

  it('offers no Warn or Suspend when the author is gone, and no Hide for an item already hidden or gone', async () => {
    serveQueue([makeAdminReport({ id: 11, author: null }), makeAdminReport({ id: 12, target_id: 72, target: null })]);
    renderApp('/admin/reports', { user: admin() });
    const orphan = await screen.findByRole('listitem', { name: /Free iPhones/ });
    expect(
      within(orphan)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Hide', 'Dismiss']);
    expect(within(orphan).getByText('Deleted account')).toBeInTheDocument();
    const gone = item('Event #72');
    expect(within(gone).getByText(moderationMessages.targetGone)).toBeInTheDocument();
    expect(
      within(gone)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Dismiss', 'Warn author', 'Suspend author']);
  });

  it('shows resolved reports with their outcome, note, who and when', async () => {
    const { requests } = serveQueue([
      makeAdminReport({
        id: 21,
        status: 'resolved',
        outcome: 'warned',
        resolution_note: 'Please describe prices honestly.',
        resolved_by: { id: 1, name: 'Efua Admin' },
        resolved_at: '2030-06-02T10:00:00.000Z',
      }),
    ]);
    const { user } = renderApp('/admin/reports', { user: admin() });
    expect(await screen.findByText('No reports waiting.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    const resolved = await screen.findByRole('listitem', { name: /Free iPhones/ });
    expect(within(resolved).getByText('Author warned')).toBeInTheDocument();
    expect(within(resolved).getByText('Please describe prices honestly.')).toBeInTheDocument();
    expect(within(resolved).getByRole('link', { name: 'Efua Admin' })).toBeInTheDocument();
    expect(within(resolved).getByText('Resolved:').nextSibling?.firstChild).toHaveAttribute(
      'dateTime',
      '2030-06-02T10:00:00.000Z',
    );
    expect(within(resolved).queryByRole('button')).not.toBeInTheDocument();
    expect(requests).toEqual(['?status=open&page=1', '?status=resolved&page=1']);
  });

  it('restores an item a moderator hid from its resolved report, after confirming', async () => {
    serveQueue([
      makeAdminReport({
        id: 31,
        status: 'resolved',
        outcome: 'hidden',
        target: { title: 'Free iPhones at the braai', excerpt: null, link: '/events/70', status: 'hidden' },
        resolved_by: { id: 1, name: 'Efua Admin' },
        resolved_at: '2030-06-02T10:00:00.000Z',
      }),
      makeAdminReport({
        id: 32,
        status: 'resolved',
        outcome: 'dismissed',
        target_id: 71,
        target: { title: 'Jollof night', excerpt: null, link: '/events/71', status: 'approved' },
      }),
    ]);
    const restored: { path: string; note?: string }[] = [];
    server.use(
      http.post<{ type: string; id: string }, RestoreRequest, RestoreResponse>(
        `${API}/admin/moderation/:type/:id/restore`,
        async ({ params, request }) => {
          restored.push({ path: `${params.type}/${params.id}`, ...(await request.json()) });
          return HttpResponse.json({
            data: {
              target_type: 'event',
              target_id: 70,
              target: { title: 'Free iPhones at the braai', excerpt: null, link: '/events/70', status: 'approved' },
            },
            message: moderationMessages.restored,
          });
        },
      ),
    );
    const { user } = renderApp('/admin/reports', { user: admin() });
    await user.click(await screen.findByRole('tab', { name: 'Resolved' }));
    const hidden = await screen.findByRole('listitem', { name: /Free iPhones/ });
    expect(within(item('Jollof night')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(hidden).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show this item again?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Organiser explained.');
    await user.click(within(dialog).getByRole('button', { name: 'Restore item' }));
    expect(await screen.findByText(moderationMessages.restored)).toBeInTheDocument();
    expect(restored).toEqual([{ path: 'event/70', note: 'Organiser explained.' }]);
  });

  it('says when the queue cannot be loaded, and tries again on request', async () => {
    server.use(http.get(`${API}/admin/reports`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/admin/reports', { user: admin() });
    expect(await screen.findByText('Failed to load the reports.')).toBeInTheDocument();
    serveQueue([makeAdminReport()]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: /Free iPhones/ })).toBeInTheDocument();
  });
});
