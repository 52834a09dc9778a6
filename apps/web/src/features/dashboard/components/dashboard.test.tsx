import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import {
  dashboardMessages,
  type ActivityItem,
  type DashboardResponse,
  type ListResponse,
  type MarkNotificationsReadResponse,
  type NotificationsResponse,
} from '@akwaaba/contracts';
import { makeActivity, makeBusinessUser, makeDashboard, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';
import { Dashboard } from './dashboard';

function counter(label: string) {
  return screen.getByText(label).closest('li')!;
}

function serveDashboard(overrides: Partial<DashboardResponse['data']>) {
  server.use(
    http.get<never, never, DashboardResponse>(`${API}/dashboard`, () => HttpResponse.json(makeDashboard(overrides))),
  );
}

/** Each step of the checklist as a person reads it: its name and its state, in words. */
async function checklistSteps() {
  const start = await screen.findByRole('region', { name: dashboardMessages.gettingStarted });
  return within(start)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('Dashboard: Get started', () => {
  beforeEach(() => window.localStorage.clear());

  it('says in words which steps are done and how many, and stays after the first RSVP while a step is left', async () => {
    serveDashboard({
      counters: { ...makeDashboard().data.counters, events_attending: 1 },
      onboarding: [
        { step: 'profile', done: false },
        { step: 'rsvp', done: true },
        { step: 'follow', done: false },
      ],
    });
    renderApp('/dashboard', { user: makeUser() });

    const start = await screen.findByRole('region', { name: dashboardMessages.gettingStarted });
    expect(within(start).getByText(dashboardMessages.onboardingProgress(1, 3))).toBeInTheDocument();
    const { onboardingSteps: words, stepDone, stepToDo } = dashboardMessages;
    expect(await checklistSteps()).toEqual([
      `${words.profile.label}${stepToDo}${words.profile.why}`,
      `${words.rsvp.label}${stepDone}${words.rsvp.why}`,
      `${words.follow.label}${stepToDo}${words.follow.why}`,
    ]);
  });

  it('comes before the counters', async () => {
    serveDashboard({});
    renderApp('/dashboard', { user: makeUser() });
    const start = await screen.findByRole('region', { name: dashboardMessages.gettingStarted });
    expect(start.compareDocumentPosition(counter('Events attending')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('goes once every step is done', async () => {
    serveDashboard({
      onboarding: [
        { step: 'profile', done: true },
        { step: 'rsvp', done: true },
        { step: 'follow', done: true },
      ],
    });
    renderApp('/dashboard', { user: makeUser() });
    expect(await screen.findByText('Events attending')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Recent Activity' })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: dashboardMessages.gettingStarted })).not.toBeInTheDocument();
  });

  it('stays hidden on this device once the member hides it', async () => {
    serveDashboard({});
    const { user, unmount } = renderApp('/dashboard', { user: makeUser({ id: 41 }) });
    const start = await screen.findByRole('region', { name: dashboardMessages.gettingStarted });
    await user.click(within(start).getByRole('button', { name: dashboardMessages.hideChecklist }));
    expect(screen.queryByRole('region', { name: dashboardMessages.gettingStarted })).not.toBeInTheDocument();
    unmount();

    renderApp('/dashboard', { user: makeUser({ id: 41 }) });
    expect(await screen.findByText('Events attending')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: dashboardMessages.gettingStarted })).not.toBeInTheDocument();
  });

  it('asks a business that has listed itself to host an event, not to list itself again', async () => {
    serveDashboard({
      user_type: 'business',
      counters: { ...makeDashboard().data.counters, business_listings: 1 },
    });
    renderApp('/dashboard', { user: makeBusinessUser() });
    const banner = await screen.findByText(dashboardMessages.hostBanner.title);
    const aside = banner.closest('aside')!;
    expect(within(aside).getByRole('link', { name: dashboardMessages.hostBanner.action })).toHaveAttribute(
      'href',
      '/create-event',
    );
    expect(within(aside).queryByText(dashboardMessages.listBanner.action)).not.toBeInTheDocument();
  });
});

describe('Dashboard', () => {
  it("greets an individual member and shows the API's counters with their links, and the empty activity state", async () => {
    server.use(
      http.get<never, never, DashboardResponse>(`${API}/dashboard`, () =>
        HttpResponse.json(
          makeDashboard({
            counters: {
              events_attending: 3,
              businesses_following: 5,
              jobs_applied: 2,
              events_created: 0,
              business_listings: 0,
              jobs_posted: 0,
              associations_joined: 2,
            },
          }),
        ),
      ),
    );
    renderApp('/dashboard', { user: makeUser({ name: 'Ama Mensah', created_at: '2025-03-14T10:00:00+02:00' }) });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ama Mensah!' })).toBeInTheDocument();
    expect(screen.getByText('Individual Account')).toBeInTheDocument();
    expect(screen.getByText('Member since March 2025')).toBeInTheDocument();
    expect(await within(counter('Events attending')).findByText('3')).toBeInTheDocument();
    expect(within(counter('Businesses following')).getByText('5')).toBeInTheDocument();
    expect(within(counter('Jobs applied')).getByText('2')).toBeInTheDocument();
    expect(within(counter('Events attending')).getByRole('link')).toHaveAttribute('href', '/my-events');
    expect(within(counter('Businesses following')).getByRole('link')).toHaveAttribute('href', '/businesses');
    expect(within(counter('Jobs applied')).getByRole('link')).toHaveAttribute('href', '/applications');
    expect(within(counter('Associations joined')).getByText('2')).toBeInTheDocument();
    expect(within(counter('Associations joined')).getByRole('link')).toHaveAttribute('href', '/my-associations');
    expect(screen.getByRole('link', { name: 'Update Profile' })).toHaveAttribute('href', '/profile');

    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getByText(dashboardMessages.noActivity)).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/activity');
    expect(document.title).toBe('Dashboard — Akwaaba');
  });

  it('shows a business its counters, badges and the business actions', async () => {
    server.use(
      http.get<never, never, DashboardResponse>(`${API}/dashboard`, () =>
        HttpResponse.json(
          makeDashboard({
            user_type: 'business',
            counters: {
              events_attending: 0,
              businesses_following: 0,
              jobs_applied: 0,
              events_created: 4,
              business_listings: 1,
              jobs_posted: 6,
              associations_joined: 0,
            },
            recent_activity: [makeActivity({ message: 'You listed Kofi’s Kitchen', link: '/businesses/3' })],
          }),
        ),
      ),
    );
    renderApp('/dashboard', { user: makeBusinessUser({ name: 'Kofi Boateng', is_verified_business: true }) });

    expect(await screen.findByRole('heading', { name: 'Welcome back, Kofi Boateng!' })).toBeInTheDocument();
    expect(screen.getByText('Business Account')).toBeInTheDocument();
    expect(screen.getByText('Kofi’s Kitchen')).toBeInTheDocument();
    expect(screen.getByText('Verified Business')).toBeInTheDocument();
    expect(await within(counter('Events created')).findByText('4')).toBeInTheDocument();
    expect(within(counter('Events created')).getByRole('link')).toHaveAttribute('href', '/my-events');
    expect(within(counter('Business listings')).getByRole('link')).toHaveAttribute('href', '/my-businesses');
    expect(within(counter('Jobs posted')).getByText('6')).toBeInTheDocument();
    expect(within(counter('Jobs posted')).getByRole('link')).toHaveAttribute('href', '/my-jobs');
    const actions = screen.getByRole('region', { name: 'Business Actions' });
    for (const [name, href] of [
      ['Create Event', '/create-event'],
      ['List Business', '/create-business'],
      ['Post Job', '/create-job'],
      ['View Analytics', '/analytics'],
    ]) {
      expect(within(actions).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'You listed Kofi’s Kitchen' })).toHaveAttribute('href', '/businesses/3');
  });

  it('welcomes a member who has just registered and shows an individual where to start', async () => {
    server.use(
      http.get<never, never, DashboardResponse>(`${API}/dashboard`, () =>
        HttpResponse.json(makeDashboard({ is_new_member: true })),
      ),
    );
    renderApp('/dashboard', { user: makeUser({ name: 'Yaa Asantewaa', created_at: new Date().toISOString() }) });

    expect(await screen.findByRole('heading', { name: 'Welcome to Akwaaba, Yaa Asantewaa!' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    const start = await screen.findByRole('region', { name: 'Get started' });
    expect(
      within(start)
        .getAllByRole('link')
        .map((link) => [link.querySelector('.font-semibold')?.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Complete your profile', '/profile'],
      ['RSVP to an event', '/events'],
      ['Follow a business', '/businesses'],
    ]);
  });

  it("gives a new business the business's first steps, beside the welcome entry in recent activity", async () => {
    server.use(
      http.get<never, never, DashboardResponse>(`${API}/dashboard`, () =>
        HttpResponse.json(
          makeDashboard({
            user_type: 'business',
            is_new_member: true,
            recent_activity: [makeActivity({ message: 'Welcome to Akwaaba! Your account was created.' })],
          }),
        ),
      ),
    );
    renderApp('/dashboard', {
      user: makeBusinessUser({ name: 'Kwame Nkrumah', created_at: new Date().toISOString() }),
    });

    expect(await screen.findByRole('heading', { name: 'Welcome to Akwaaba, Kwame Nkrumah!' })).toBeInTheDocument();
    const start = await screen.findByRole('region', { name: 'Get started' });
    expect(
      within(start)
        .getAllByRole('link')
        .map((link) => [link.querySelector('.font-semibold')?.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Complete your business profile', '/profile'],
      ['List your business', '/create-business'],
      ['Create an event', '/create-event'],
      ['Post a job', '/create-job'],
    ]);
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getByText('Welcome to Akwaaba! Your account was created.')).toBeInTheDocument();
  });

  it('greets a returning member who has done nothing yet with Welcome back, and still shows where to start', async () => {
    renderApp('/dashboard', { user: makeUser({ name: 'Kojo Antwi', created_at: '2024-01-10T10:00:00+02:00' }) });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Kojo Antwi!' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Get started' })).toBeInTheDocument();
  });

  it('marks unread entries in recent activity', async () => {
    server.use(
      http.get<never, never, DashboardResponse>(`${API}/dashboard`, () =>
        HttpResponse.json(
          makeDashboard({
            counters: { ...makeDashboard().data.counters, businesses_following: 1 },
            recent_activity: [
              makeActivity({ message: '“Accra Bites” posted a new event: “Jollof Night”.', read: false }),
              makeActivity({ message: 'You followed Accra Bites', read: true }),
            ],
          }),
        ),
      ),
    );
    renderApp('/dashboard', { user: makeUser() });
    const unread = await screen.findByRole('link', { name: /Jollof Night/ });
    expect(unread).toHaveTextContent('Unread: “Accra Bites” posted a new event: “Jollof Night”.');
    expect(unread).toHaveClass('font-bold');
    expect(screen.getByRole('link', { name: 'You followed Accra Bites' })).not.toHaveClass('font-bold');
  });

  it('asks a signed-out visitor to log in', () => {
    render(
      <MemoryRouter>
        <Dashboard user={null} />
      </MemoryRouter>,
    );
    expect(screen.getByText(dashboardMessages.loginRequired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirect=%2Fdashboard');
  });

  it('says so when the dashboard cannot load', async () => {
    server.use(http.get(`${API}/dashboard`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/dashboard', { user: makeUser() });
    expect((await screen.findAllByText(dashboardMessages.fetchFailed)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Activity', () => {
  function page(items: ActivityItem[], current: number, last: number): ListResponse<ActivityItem> {
    return {
      data: items,
      current_page: current,
      last_page: last,
      per_page: 12,
      total: 13,
      from: (current - 1) * 12 + 1,
      to: (current - 1) * 12 + items.length,
    };
  }

  it('lists the activity a page at a time with Previous and Next', async () => {
    server.use(
      http.get<never, never, ListResponse<ActivityItem>>(`${API}/activity`, ({ request }) => {
        const current = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(
          current === 2
            ? page([makeActivity({ message: 'You followed Accra Braids' })], 2, 2)
            : page([makeActivity({ message: 'You RSVP’d to Homowo Festival' })], 1, 2),
        );
      }),
    );
    const { user, router } = renderApp('/activity', { user: makeUser() });

    expect(await screen.findByText('You RSVP’d to Homowo Festival')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));

    expect(await screen.findByText('You followed Accra Braids')).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/activity?page=2');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/activity');
  });

  it('shows unread entries distinctly and clears them with Mark all as read', async () => {
    let read = false;
    const entry = () => makeActivity({ id: 41, message: 'Kofi Boateng gave “Accra Bites” 5 of 5 stars.', read });
    server.use(
      http.get<never, never, ListResponse<ActivityItem>>(`${API}/activity`, () =>
        HttpResponse.json(page([entry()], 1, 1)),
      ),
      http.get<never, never, NotificationsResponse>(`${API}/notifications`, () =>
        HttpResponse.json({ data: { unread_count: read ? 0 : 1, items: [entry()] } }),
      ),
      http.post<never, never, MarkNotificationsReadResponse>(`${API}/notifications/read`, () => {
        read = true;
        return HttpResponse.json({ data: { unread_count: 0 } });
      }),
    );
    const { user } = renderApp('/activity', { user: makeUser() });

    const row = await screen.findByRole('link', { name: /Accra Bites/ });
    expect(row).toHaveTextContent('Unread: Kofi Boateng gave');
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /Accra Bites/ })).not.toHaveTextContent('Unread'));
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('says when there is no activity yet', async () => {
    server.use(
      http.get<never, never, ListResponse<ActivityItem>>(`${API}/activity`, () =>
        HttpResponse.json({ data: [], current_page: 1, last_page: 1, per_page: 12, total: 0, from: null, to: null }),
      ),
    );
    renderApp('/activity', { user: makeUser() });
    expect(await screen.findByText(dashboardMessages.noActivity)).toBeInTheDocument();
  });
});
