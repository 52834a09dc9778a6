import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  moderationMessages,
  type AdminNoteRequest,
  type AdminUser,
  type AdminUserResponse,
  type AdminUsersResponse,
} from '@akwaaba/contracts';
import { makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { makeAdminUser } from '@/testing/moderation-data';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

const admin = () => makeUser({ id: 1, name: 'Efua Admin', is_admin: true });

const messages = {
  suspend: moderationMessages.userSuspended,
  unsuspend: moderationMessages.userUnsuspended,
  revoke: moderationMessages.sessionsRevoked,
};

/** The members as the API keeps them: the search matches name, email, phone or id; actions change the row. */
function serveMembers(members: AdminUser[]) {
  const stored = [...members];
  const searches: string[] = [];
  const actions: { id: number; action: string; note?: string }[] = [];
  server.use(
    http.get<never, never, AdminUsersResponse>(`${API}/admin/users`, ({ request }) => {
      const url = new URL(request.url);
      searches.push(url.search);
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      const suspendedOnly = url.searchParams.get('status') === 'suspended';
      const found = stored.filter(
        (member) =>
          (!query ||
            member.name.toLowerCase().includes(query) ||
            member.email?.includes(query) ||
            String(member.id) === query) &&
          (!suspendedOnly || member.suspended_at !== null),
      );
      return HttpResponse.json(makeList(found));
    }),
    http.post<{ id: string; action: string }, AdminNoteRequest, AdminUserResponse>(
      `${API}/admin/users/:id/:action`,
      async ({ params, request }) => {
        const body = await request.json();
        const action = params.action as 'suspend' | 'unsuspend';
        actions.push({ id: Number(params.id), action, ...body });
        const index = stored.findIndex((member) => member.id === Number(params.id));
        const member = stored[index]!;
        stored[index] =
          action === 'suspend'
            ? {
                ...member,
                suspended_at: '2030-06-02T10:00:00.000Z',
                suspension_reason: body?.note ?? null,
                sessions: 0,
              }
            : { ...member, suspended_at: null, suspension_reason: null };
        return HttpResponse.json({ data: stored[index]!, message: messages[action] });
      },
    ),
    http.post<{ id: string }, AdminNoteRequest, AdminUserResponse>(
      `${API}/admin/users/:id/sessions/revoke`,
      async ({ params, request }) => {
        const body = await request.json();
        actions.push({ id: Number(params.id), action: 'revoke', ...body });
        const index = stored.findIndex((member) => member.id === Number(params.id));
        stored[index] = { ...stored[index]!, sessions: 0 };
        return HttpResponse.json({ data: stored[index]!, message: messages.revoke });
      },
    ),
  );
  return { searches, actions };
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('Admin members', () => {
  afterEach(() => vi.restoreAllMocks());

  it('finds members by what the admin types and shows their status, type, dates and sessions', async () => {
    const { searches } = serveMembers([
      makeAdminUser({ id: 900, name: 'Kofi Boateng', email: 'kofi@example.com', user_type: 'business', sessions: 3 }),
      makeAdminUser({
        id: 901,
        name: 'Ama Owusu',
        email: 'ama@example.com',
        suspended_at: '2030-06-01T08:00:00.000Z',
        suspension_reason: 'Scam listings.',
        sessions: 0,
      }),
    ]);
    const { user, router } = renderApp('/admin/dashboard', { user: admin() });
    await user.click(await screen.findByRole('link', { name: 'Members' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Members — Akwaaba'));
    expect(await screen.findByRole('listitem', { name: 'Ama Owusu' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Name, email, phone or id' }), 'kofi');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ama Owusu' })).not.toBeInTheDocument());
    expect(currentLocation(router)).toBe('/admin/members?query=kofi');

    const kofi = row('Kofi Boateng');
    expect(within(kofi).getByText('Business')).toBeInTheDocument();
    expect(within(kofi).getByText('kofi@example.com')).toBeInTheDocument();
    expect(within(kofi).getByText('Live sessions:').nextSibling).toHaveTextContent('3');
    expect(within(kofi).getByText('Joined:').nextSibling?.firstChild).toHaveAttribute(
      'dateTime',
      '2029-01-15T08:00:00.000Z',
    );
    expect(within(kofi).getByText('Last active:').nextSibling?.firstChild).toHaveAttribute(
      'dateTime',
      '2030-06-01T09:30:00.000Z',
    );
    expect(within(kofi).queryByText('Suspended')).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Name, email, phone or id' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Which members' }), 'Suspended only');
    const ama = await screen.findByRole('listitem', { name: 'Ama Owusu' });
    expect(within(ama).getByText('Suspended')).toBeInTheDocument();
    expect(within(ama).getByText('Scam listings.')).toBeInTheDocument();
    expect(searches).toEqual(['?status=all&page=1', '?query=kofi&status=all&page=1', '?status=suspended&page=1']);
  });

  it('suspends a member after a reason is given: the row shows Suspended and the admin is told', async () => {
    const { actions } = serveMembers([makeAdminUser({ id: 900, name: 'Kofi Boateng' })]);
    const { user } = renderApp('/admin/members', { user: admin() });

    await user.click(
      within(await screen.findByRole('listitem', { name: 'Kofi Boateng' })).getByRole('button', { name: 'Suspend' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend member' }));
    expect(await within(dialog).findByText(moderationMessages.noteRequired)).toBeInTheDocument();
    expect(actions).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Repeated scams.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend member' }));
    expect(await screen.findByText(moderationMessages.userSuspended)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const kofi = row('Kofi Boateng');
    expect(within(kofi).getByText('Suspended')).toBeInTheDocument();
    expect(within(kofi).getByRole('button', { name: 'Unsuspend' })).toBeInTheDocument();
    expect(within(kofi).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(actions).toEqual([{ id: 900, action: 'suspend', note: 'Repeated scams.' }]);
  });

  it('names a member who registered by phone by their number in the confirmation, never as null', async () => {
    serveMembers([makeAdminUser({ id: 901, name: 'Ama Mensah', email: null, phone: '+27821234567' })]);
    const { user } = renderApp('/admin/members', { user: admin() });
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Ama Mensah' })).getByRole('button', { name: 'Suspend' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this member?' });
    expect(within(dialog).getByText(/Ama Mensah \(\+27821234567\)/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/null/)).not.toBeInTheDocument();
  });

  it('unsuspends a member and ends a member’s sessions, each after confirming', async () => {
    const { actions } = serveMembers([
      makeAdminUser({ id: 901, name: 'Ama Owusu', suspended_at: '2030-06-01T08:00:00.000Z', sessions: 0 }),
      makeAdminUser({ id: 902, name: 'Yaw Darko', sessions: 2 }),
    ]);
    const { user } = renderApp('/admin/members', { user: admin() });

    const ama = await screen.findByRole('listitem', { name: 'Ama Owusu' });
    expect(within(ama).getByRole('button', { name: 'End sessions' })).toBeDisabled();
    await user.click(within(ama).getByRole('button', { name: 'Unsuspend' }));
    let dialog = await screen.findByRole('dialog', { name: 'Unsuspend this member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unsuspend member' }));
    expect(await screen.findByText(moderationMessages.userUnsuspended)).toBeInTheDocument();
    await waitFor(() => expect(within(row('Ama Owusu')).queryByText('Suspended')).not.toBeInTheDocument());

    await user.click(within(row('Yaw Darko')).getByRole('button', { name: 'End sessions' }));
    dialog = await screen.findByRole('dialog', { name: 'End all their sessions?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Lost phone.');
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText(moderationMessages.sessionsRevoked)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row('Yaw Darko')).getByText('Live sessions:').nextSibling).toHaveTextContent('0'),
    );
    expect(actions).toEqual([
      { id: 901, action: 'unsuspend', note: '' },
      { id: 902, action: 'revoke', note: 'Lost phone.' },
    ]);
  });

  it('offers no Suspend on an admin’s row, and shows the server’s refusal', async () => {
    serveMembers([
      makeAdminUser({ id: 2, name: 'Kwame Admin', is_admin: true }),
      makeAdminUser({ id: 900, name: 'Kofi Boateng' }),
    ]);
    server.use(
      http.post(`${API}/admin/users/:id/suspend`, () =>
        HttpResponse.json({ message: moderationMessages.cannotSuspendAdmin }, { status: 403 }),
      ),
    );
    const { user } = renderApp('/admin/members', { user: admin() });
    const kwame = await screen.findByRole('listitem', { name: 'Kwame Admin' });
    expect(within(kwame).getByText('Admin')).toBeInTheDocument();
    expect(within(kwame).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();

    await user.click(within(row('Kofi Boateng')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this member?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend member' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(moderationMessages.cannotSuspendAdmin);
  });

  it('opens a member’s audit trail from their row', async () => {
    serveMembers([makeAdminUser({ id: 900, name: 'Kofi Boateng' })]);
    server.use(http.get(`${API}/admin/audit`, () => HttpResponse.json(makeList([]))));
    const { user, router } = renderApp('/admin/members', { user: admin() });
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Kofi Boateng' })).getByRole('link', {
        name: 'View audit trail',
      }),
    );
    await waitFor(() => expect(currentLocation(router)).toBe('/admin/audit?target_type=user&target_id=900'));
  });

  it('says when no member matches', async () => {
    serveMembers([makeAdminUser({ name: 'Kofi Boateng' })]);
    renderApp('/admin/members?query=nobody', { user: admin() });
    expect(await screen.findByText('No member matches your search.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Name, email, phone or id' })).toHaveValue('nobody');
  });
});
