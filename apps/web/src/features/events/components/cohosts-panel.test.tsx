import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  cohostMessages,
  type Attendee,
  type Cohost,
  type CohostAdded,
  type ValidationErrorResponse,
  type EventDetail,
  type EventLogEntry,
  type ListResponse,
} from '@akwaaba/contracts';
import { makeEventDetail, makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const EVENT_ID = 52;
const organiser = makeUser({ id: 900, name: 'Kofi Boateng' });
const findPanel = () => screen.findByRole('region', { name: cohostMessages.heading });

function serveEvent(overrides: Partial<EventDetail>) {
  server.use(
    http.get(`${API}/events/:id`, () =>
      HttpResponse.json({ data: makeEventDetail({ id: EVENT_ID, user_id: 900, ...overrides }) }),
    ),
  );
}

function attendee(user_id: number, name: string): Attendee {
  return {
    user_id,
    guest_id: null,
    phone: null,
    name,
    status: 'attending',
    plus_ones: 0,
    created_at: '2030-01-01T10:00:00.000Z',
    reconfirmed_at: null,
  } as Attendee;
}

const efua: Cohost = {
  user_id: 7,
  name: 'Efua Asante',
  source: 'added',
  association: null,
  added_at: '2030-01-01T10:00:00.000Z',
};
const leader: Cohost = {
  user_id: 8,
  name: 'Nana Yaw',
  source: 'association',
  association: { id: 3, name: 'Akyem Union Pretoria' },
  added_at: null,
};

/** The co-hosts the server holds, changed by the test's POST and DELETE handlers. */
function serveCohosts(initial: Cohost[]) {
  let cohosts = initial;
  const added: unknown[] = [];
  const removed: string[] = [];
  server.use(
    http.get(`${API}/events/:id/cohosts`, () => HttpResponse.json({ data: cohosts })),
    http.post<{ id: string }, { member: unknown }, CohostAdded>(`${API}/events/:id/cohosts`, async ({ request }) => {
      const body = await request.json();
      added.push(body.member);
      const member: Cohost = { ...efua, user_id: 12, name: 'Abena Owusu' };
      cohosts = [...cohosts, member];
      return HttpResponse.json({ data: member, message: cohostMessages.added('Abena Owusu') }, { status: 201 });
    }),
    http.delete<{ id: string; userId: string }>(`${API}/events/:id/cohosts/:userId`, ({ params }) => {
      removed.push(params.userId);
      cohosts = cohosts.filter((cohost) => String(cohost.user_id) !== params.userId);
      return HttpResponse.json({ message: cohostMessages.removed });
    }),
  );
  return { added, removed };
}

function serveAttendees(rows: Attendee[]) {
  server.use(http.get(`${API}/events/:id/attendees`, () => HttpResponse.json({ data: rows })));
}

afterEach(() => vi.restoreAllMocks());

describe('the co-hosts panel: the organiser', () => {
  it('lists co-hosts, marking an association’s leaders, and adds one by a pasted profile link', async () => {
    serveEvent({ is_owner: true, host_role: 'organiser' });
    serveAttendees([]);
    const { added } = serveCohosts([efua, leader]);
    const { user } = renderApp(`/events/${EVENT_ID}`, { user: organiser });

    const panel = await findPanel();
    expect(await within(panel).findByRole('link', { name: 'Efua Asante' })).toHaveAttribute('href', '/profile/7');
    expect(within(panel).getByText(cohostMessages.viaAssociation('Akyem Union Pretoria'))).toBeInTheDocument();
    // A leader co-hosts through the association: nothing to remove here.
    expect(within(panel).queryByRole('button', { name: `${cohostMessages.remove} Nana Yaw` })).not.toBeInTheDocument();

    await user.type(within(panel).getByLabelText(cohostMessages.memberLabel), 'https://akwaaba.co.za/profile/12');
    await user.click(within(panel).getByRole('button', { name: cohostMessages.add }));

    expect(await screen.findByText(cohostMessages.added('Abena Owusu'))).toBeInTheDocument();
    expect(added).toEqual(['https://akwaaba.co.za/profile/12']);
    expect(await within(panel).findByRole('link', { name: 'Abena Owusu' })).toBeInTheDocument();
    expect(within(panel).getByLabelText(cohostMessages.memberLabel)).toHaveValue('');
  });

  it('picks someone who RSVP’d: their profile link fills the field, and those already co-hosting are not offered', async () => {
    serveEvent({ is_owner: true, host_role: 'organiser' });
    serveAttendees([attendee(7, 'Efua Asante'), attendee(12, 'Abena Owusu')]);
    const { added } = serveCohosts([efua]);
    const { user } = renderApp(`/events/${EVENT_ID}`, { user: organiser });

    const panel = await findPanel();
    const pick = await within(panel).findByLabelText(cohostMessages.pickFromAttendees);
    expect(
      within(pick)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([cohostMessages.pickPlaceholder, 'Abena Owusu']);
    await user.selectOptions(pick, 'Abena Owusu');
    expect(within(panel).getByLabelText(cohostMessages.memberLabel)).toHaveValue('/profile/12');
    await user.click(within(panel).getByRole('button', { name: cohostMessages.add }));
    await waitFor(() => expect(added).toEqual(['/profile/12']));
  });

  it('shows the server’s refusal under the field, and checks the link before sending it', async () => {
    serveEvent({ is_owner: true, host_role: 'organiser' });
    serveAttendees([]);
    serveCohosts([]);
    server.use(
      http.post<{ id: string }, never, ValidationErrorResponse>(`${API}/events/:id/cohosts`, () =>
        HttpResponse.json(
          { message: cohostMessages.memberNotEligible, errors: { member: [cohostMessages.memberNotEligible] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp(`/events/${EVENT_ID}`, { user: organiser });
    const panel = await findPanel();
    const field = await within(panel).findByLabelText(cohostMessages.memberLabel);

    await user.type(field, 'Ama Mensah');
    await user.click(within(panel).getByRole('button', { name: cohostMessages.add }));
    expect(await within(panel).findByText(cohostMessages.memberInvalid)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '/profile/99');
    await user.click(within(panel).getByRole('button', { name: cohostMessages.add }));
    expect(await within(panel).findByText(cohostMessages.memberNotEligible)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before removing a co-host, then removes them', async () => {
    serveEvent({ is_owner: true, host_role: 'organiser' });
    serveAttendees([]);
    const { removed } = serveCohosts([efua]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp(`/events/${EVENT_ID}`, { user: organiser });
    const panel = await findPanel();
    const button = await within(panel).findByRole('button', { name: `${cohostMessages.remove} Efua Asante` });

    await user.click(button);
    expect(confirm).toHaveBeenCalledWith(cohostMessages.removeConfirm('Efua Asante'));
    expect(removed).toEqual([]);
    await user.click(button);
    await waitFor(() => expect(removed).toEqual(['7']));
    expect(await within(panel).findByText(cohostMessages.none)).toBeInTheDocument();
  });
});

describe('the co-hosts panel: a co-host and others', () => {
  it('shows a co-host the tools without the add form, the log in sentences, and lets them step down', async () => {
    const me = makeUser({ id: 7, name: 'Efua Asante' });
    serveEvent({ is_owner: false, host_role: 'cohost' });
    serveAttendees([attendee(20, 'Yaw Darko')]);
    const { removed } = serveCohosts([efua]);
    const entry: EventLogEntry = {
      id: 1,
      action: 'rsvp.approved',
      actor: { id: 7, name: 'Efua Asante' },
      subject: { user_id: 20, name: 'Yaw Darko' },
      note: null,
      created_at: '2030-01-02T08:30:00.000Z',
    };
    server.use(
      http.get<{ id: string }, never, ListResponse<EventLogEntry>>(`${API}/events/:id/log`, () =>
        HttpResponse.json(makeList([entry])),
      ),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp(`/events/${EVENT_ID}`, { user: me });

    expect(await screen.findByRole('link', { name: /Edit/ })).toBeInTheDocument();
    expect(await screen.findByText('Yaw Darko')).toBeInTheDocument();
    const log = screen.getByRole('region', { name: cohostMessages.logHeading });
    expect(await within(log).findByText('Efua Asante approved the request of Yaw Darko.')).toBeInTheDocument();
    const panel = await findPanel();
    expect(within(panel).queryByLabelText(cohostMessages.memberLabel)).not.toBeInTheDocument();

    await user.click(await within(panel).findByRole('button', { name: cohostMessages.stepDown }));
    await waitFor(() => expect(removed).toEqual(['7']));
  });

  it('shows a member who does not run the event none of it', async () => {
    serveEvent({ is_owner: false, host_role: null });
    renderApp(`/events/${EVENT_ID}`, { user: makeUser({ id: 30 }) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: cohostMessages.heading })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: cohostMessages.logHeading })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
  });
});
