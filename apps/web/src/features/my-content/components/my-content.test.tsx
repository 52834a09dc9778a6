import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  businessMessages,
  eventMessages,
  jobMessages,
  type ListResponse,
  type MessageResponse,
} from '@akwaaba/contracts';
import { makeBusinessUser, makeList, makeMyBusiness, makeMyEvent, makeMyJob, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

/** One kind's "mine" list and its DELETE as the API would, over the stored items; records the pages asked. */
function serveMine<T extends { id: number }>(
  listPath: string,
  deletePath: string,
  items: T[],
  { perPage = 12, deleted = 'Deleted.' } = {},
) {
  const stored = [...items];
  const pagesAsked: number[] = [];
  server.use(
    http.get<never, never, ListResponse<T>>(`${API}${listPath}`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      pagesAsked.push(page);
      return HttpResponse.json(
        makeList(stored.slice((page - 1) * perPage, page * perPage), { page, perPage, total: stored.length }),
      );
    }),
    http.delete<{ id: string }, never, MessageResponse>(`${API}${deletePath}`, ({ params }) => {
      stored.splice(
        stored.findIndex((item) => item.id === Number(params.id)),
        1,
      );
      return HttpResponse.json({ message: deleted });
    }),
  );
  return { stored, pagesAsked };
}

function serveContent({
  events = [makeMyEvent({ id: 1, title: 'Independence Day Braai', is_public: false, status: 'pending' })],
  businesses = [makeMyBusiness({ id: 2, name: 'Kofi’s Kitchen', is_verified: true })],
  jobs = [makeMyJob({ id: 3, title: 'Junior Chef', status: 'draft' })],
  businessesPerPage = 12,
} = {}) {
  return {
    events: serveMine('/my/events', '/events/:id', events, { deleted: 'Event deleted.' }),
    businesses: serveMine('/my/businesses', '/businesses/:id', businesses, {
      perPage: businessesPerPage,
      deleted: businessMessages.deleted,
    }),
    jobs: serveMine('/my-job-listings', '/job-listings/:id', jobs, { deleted: jobMessages.deleted }),
  };
}

function tab(name: string) {
  return screen.getByRole('tab', { name: new RegExp(`^${name}`) });
}

describe('My Content', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the member’s events first, with each tab’s count and the event’s badges and actions', async () => {
    serveContent({
      jobs: [makeMyJob({ id: 3, title: 'Junior Chef' }), makeMyJob({ id: 4, title: 'Waiter' })],
    });
    const { router } = renderApp('/my-content', { user: makeBusinessUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Content' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Content — Akwaaba'));
    const tablist = screen.getByRole('tablist', { name: 'My content' });
    await waitFor(() =>
      expect(
        within(tablist)
          .getAllByRole('tab')
          .map((item) => item.textContent),
      ).toEqual(['Events 1', 'Businesses 1', 'Jobs 2']),
    );
    expect(tab('Events')).toHaveAttribute('aria-selected', 'true');

    const panel = screen.getByRole('tabpanel', { name: /^Events/ });
    const braai = within(panel).getByRole('listitem', { name: 'Independence Day Braai' });
    for (const badge of ['Private', 'Pending', 'Upcoming']) expect(within(braai).getByText(badge)).toBeInTheDocument();
    expect(within(braai).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/events/1');
    expect(within(braai).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/events/1/edit');
    expect(within(braai).getByRole('button', { name: 'Make Public' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/create-event');
    expect(currentLocation(router)).toBe('/my-content');
  });

  it('moves between tabs with the arrow keys, Home and End, and keeps the tab in the address', async () => {
    serveContent();
    const { user, router } = renderApp('/my-content', { user: makeBusinessUser() });
    await screen.findByRole('listitem', { name: 'Independence Day Braai' });

    tab('Events').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Businesses')).toHaveFocus();
    expect(tab('Businesses')).toHaveAttribute('aria-selected', 'true');
    expect(currentLocation(router)).toBe('/my-content?tab=businesses');
    const kitchen = await screen.findByRole('listitem', { name: 'Kofi’s Kitchen' });
    expect(within(kitchen).getByText('Approved')).toBeInTheDocument();
    expect(within(kitchen).getByRole('img', { name: 'Verified business' })).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(tab('Jobs')).toHaveFocus();
    expect(currentLocation(router)).toBe('/my-content?tab=jobs');
    const chef = await screen.findByRole('listitem', { name: 'Junior Chef' });
    expect(within(chef).getByText(jobMessages.draft)).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(tab('Events')).toHaveFocus();
    expect(currentLocation(router)).toBe('/my-content?tab=events');

    await user.keyboard('{ArrowLeft}');
    expect(tab('Jobs')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Events')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((item) => item.tabIndex === 0)).toEqual([tab('Events')]);
  });

  it('opens the tab named in the address, and shows its empty text with the create link', async () => {
    serveContent({ jobs: [] });
    renderApp('/my-content?tab=jobs', { user: makeBusinessUser() });

    const panel = await screen.findByRole('tabpanel', { name: /^Jobs/ });
    expect(tab('Jobs')).toHaveAttribute('aria-selected', 'true');
    expect(await within(panel).findByText(jobMessages.noMyJobs)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: jobMessages.postFirstJob })).toHaveAttribute('href', '/create-job');
    await waitFor(() => expect(tab('Jobs')).toHaveTextContent('Jobs 0'));
  });

  it('shows the spec’s empty texts for events and businesses', async () => {
    serveContent({ events: [], businesses: [] });
    const { user } = renderApp('/my-content', { user: makeBusinessUser() });

    expect(await screen.findByText(eventMessages.noMyEvents)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/create-event');

    await user.click(tab('Businesses'));
    expect(await screen.findByText(businessMessages.noMyBusinesses)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: businessMessages.addBusiness })).toHaveAttribute(
      'href',
      '/create-business',
    );
  });

  it('falls back to the first tab for an unknown tab in the address', async () => {
    serveContent();
    renderApp('/my-content?tab=reviews', { user: makeBusinessUser() });
    expect(await screen.findByRole('listitem', { name: 'Independence Day Braai' })).toBeInTheDocument();
    expect(tab('Events')).toHaveAttribute('aria-selected', 'true');
  });

  it('deletes a job after confirmation: the row goes, the count drops and the toast says so', async () => {
    const { jobs } = serveContent({
      jobs: [makeMyJob({ id: 3, title: 'Junior Chef' }), makeMyJob({ id: 4, title: 'Waiter' })],
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp('/my-content?tab=jobs', { user: makeBusinessUser() });

    const chef = await screen.findByRole('listitem', { name: 'Junior Chef' });
    await user.click(within(chef).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(jobMessages.deleteConfirm);
    expect(jobs.stored).toHaveLength(2);

    await user.click(within(chef).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Junior Chef' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Waiter' })).toBeInTheDocument();
    expect(jobs.stored.map((job) => job.id)).toEqual([4]);
    expect(await screen.findByText(jobMessages.deleted)).toBeInTheDocument();
    await waitFor(() => expect(tab('Jobs')).toHaveTextContent('Jobs 1'));
  });

  it('pages within a tab, and a new tab starts at its first page', async () => {
    const { businesses } = serveContent({
      businesses: Array.from({ length: 3 }, (_, index) =>
        makeMyBusiness({ id: 20 + index, name: `Shop ${index + 1}` }),
      ),
      businessesPerPage: 2,
    });
    const { user, router } = renderApp('/my-content?tab=businesses', { user: makeBusinessUser() });

    await screen.findByRole('listitem', { name: 'Shop 1' });
    await waitFor(() => expect(tab('Businesses')).toHaveTextContent('Businesses 3'));
    const pages = screen.getByRole('navigation', { name: 'My businesses pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('listitem', { name: 'Shop 3' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/my-content?tab=businesses&page=2');
    expect(businesses.pagesAsked).toContain(2);

    await user.click(tab('Jobs'));
    expect(currentLocation(router)).toBe('/my-content?tab=jobs');
    expect(await screen.findByRole('listitem', { name: 'Junior Chef' })).toBeInTheDocument();
  });

  it('tells a personal account why it has no content here and asks for none', async () => {
    const { events, businesses, jobs } = serveContent();
    renderApp('/my-content', { user: makeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Content' })).toBeInTheDocument();
    expect(screen.getByText(/created by business accounts/)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Following' })).toHaveAttribute('href', '/following');
    expect(screen.getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/applications');
    expect([...events.pagesAsked, ...businesses.pagesAsked, ...jobs.pagesAsked]).toEqual([]);
  });
});
