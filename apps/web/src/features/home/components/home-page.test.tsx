import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BusinessSummary, ErrorResponse, EventSummary, JobSummary, ListResponse } from '@akwaaba/contracts';
import {
  makeBusinessSummary,
  makeBusinessUser,
  makeEventSummary,
  makeJobSummary,
  makeList,
  makeUser,
} from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

/** A list endpoint answering `items`, keeping each query it was asked with. */
function serveList<T>(path: string, items: T[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get<never, never, ListResponse<T>>(`${API}${path}`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(makeList(items, { perPage: 4, total: 20 }));
    }),
  );
  return queries;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('Home page live sections', () => {
  it('shows the next events, the newest businesses and the latest jobs, one small page of each', async () => {
    const eventQueries = serveList<EventSummary>('/events', [
      makeEventSummary({ id: 51, title: 'Ghana Independence Day Braai', venue_name: 'Zoo Lake Park' }),
      makeEventSummary({ id: 52, title: 'Highlife Night', event_type: 'virtual', venue_name: null, city: null }),
    ]);
    const businessQueries = serveList<BusinessSummary>('/businesses', [
      makeBusinessSummary({ id: 61, name: 'Kofi’s Kitchen', is_verified: true, city: 'Gqeberha' }),
      makeBusinessSummary({ id: 62, name: 'Accra Braids', total_reviews: 0, average_rating: 0 }),
    ]);
    const jobQueries = serveList<JobSummary>('/job-listings', [
      makeJobSummary({ id: 71, title: 'Junior Software Developer', created_at: new Date().toISOString() }),
    ]);
    renderApp('/');

    const events = await screen.findByRole('region', { name: 'Upcoming events' });
    const braai = (await within(events).findByRole('heading', { name: 'Ghana Independence Day Braai' })).closest(
      'article',
    )!;
    expect(within(braai).getByText('Zoo Lake Park, Johannesburg')).toBeInTheDocument();
    expect(within(braai).getByText('Wed, 6 Mar 2030, 12:00 (10:00 in Ghana)')).toBeInTheDocument();
    expect(within(braai).getByRole('img', { name: 'Ghana Independence Day Braai' })).toHaveAttribute('loading', 'lazy');
    expect(within(braai).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/events/51');
    expect(within(events).getByText('Online event')).toBeInTheDocument();
    expect(within(events).getByRole('link', { name: 'See all events' })).toHaveAttribute('href', '/events');

    const businesses = section('New businesses');
    const kitchen = (await within(businesses).findByRole('heading', { name: /Kofi’s Kitchen/ })).closest('article')!;
    expect(within(kitchen).getByRole('img', { name: 'Verified business' })).toBeInTheDocument();
    expect(within(kitchen).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(within(kitchen).getByText('Restaurant')).toBeInTheDocument();
    expect(within(kitchen).getByText('Gqeberha (Port Elizabeth)')).toBeInTheDocument();
    expect(within(kitchen).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/businesses/61');
    expect(within(businesses).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(businesses).getByRole('link', { name: 'See all businesses' })).toHaveAttribute('href', '/businesses');

    const jobs = section('Latest jobs');
    const job = await within(jobs).findByRole('link', { name: 'Junior Software Developer' });
    expect(job).toHaveAttribute('href', '/jobs/71');
    const line = job.closest('article')!;
    expect(line).toHaveTextContent('Adinkra Foods · Braamfontein, Johannesburg');
    expect(line).toHaveTextContent('Full-time · Posted just now');
    expect(within(jobs).getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/jobs');

    expect(eventQueries.map((query) => query.toString())).toEqual(['page=1&per_page=4']);
    expect(businessQueries.map((query) => query.toString())).toEqual(['page=1&per_page=4&sort=newest']);
    expect(jobQueries.map((query) => query.toString())).toEqual(['page=1&per_page=4']);
  });

  it('keeps the headings in order: the hero’s h1, then an h2 per section', async () => {
    renderApp('/');
    await screen.findByText('No upcoming events yet.');
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading')
      .filter((heading) => ['H1', 'H2'].includes(heading.tagName));
    expect(headings.map((heading) => `${heading.tagName} ${heading.textContent}`)).toEqual([
      'H1 Home away from home for Ghanaians in South Africa',
      'H2 Everything the community needs, in one place',
      'H2 Upcoming events',
      'H2 New businesses',
      'H2 Latest jobs',
      'H2 We aim to reach',
      'H2 Be part of the family',
    ]);
  });

  it('says when there is nothing yet, without offering visitors to create anything', async () => {
    renderApp('/');
    expect(await screen.findByText('No upcoming events yet.')).toBeInTheDocument();
    expect(await screen.findByText('No businesses listed yet.')).toBeInTheDocument();
    expect(await screen.findByText('No jobs posted yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'List your business' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Post a job' })).not.toBeInTheDocument();
  });

  it.each([
    ['a business account', true, makeBusinessUser()],
    ['an individual member', false, makeUser()],
  ])('offers %s the first event, listing and job on empty sections: %s', async (_who, offered, member) => {
    renderApp('/', { user: member });
    await screen.findByText('No upcoming events yet.');
    await screen.findByText('No jobs posted yet.');
    const links = [
      ['Upcoming events', 'Create an event', '/create-event'],
      ['New businesses', 'List your business', '/create-business'],
      ['Latest jobs', 'Post a job', '/create-job'],
    ] as const;
    for (const [name, label, href] of links) {
      const link = within(section(name)).queryByRole('link', { name: label });
      if (offered) expect(link).toHaveAttribute('href', href);
      else expect(link).not.toBeInTheDocument();
    }
  });

  it('shows a failed section with Try again, which loads it, while the other sections stay', async () => {
    let failing = true;
    server.use(
      http.get<never, never, ListResponse<EventSummary> | ErrorResponse>(`${API}/events`, () =>
        failing
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : HttpResponse.json(makeList([makeEventSummary({ id: 81, title: 'Harvest Thanksgiving' })])),
      ),
    );
    const { user } = renderApp('/');

    const events = await screen.findByRole('region', { name: 'Upcoming events' });
    expect(await within(events).findByRole('alert')).toHaveTextContent('Upcoming events could not be loaded.');
    expect(await within(section('Latest jobs')).findByText('No jobs posted yet.')).toBeInTheDocument();

    failing = false;
    await user.click(within(events).getByRole('button', { name: 'Try again' }));
    expect(await within(events).findByRole('heading', { name: 'Harvest Thanksgiving' })).toBeInTheDocument();
    await waitFor(() => expect(within(events).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('announces each section while it loads, with placeholders in place of its items', async () => {
    renderApp('/');
    const events = await screen.findByRole('region', { name: 'Upcoming events' });
    expect(within(events).getByRole('status')).toHaveTextContent('Loading upcoming events...');
    expect(await within(events).findByText('No upcoming events yet.')).toBeInTheDocument();
  });
});
