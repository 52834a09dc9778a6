import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SearchResults } from '@akwaaba/contracts';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

const everySection: SearchResults = {
  events: [
    {
      id: 7,
      title: 'Jollof Festival',
      start_date: '2026-12-05T10:00:00.000Z',
      venue_name: 'Zoo Lake',
      city: 'Johannesburg',
      distance_km: 2.4,
    },
  ],
  businesses: [
    {
      id: 12,
      name: 'Jollof Palace',
      address: '12 Main Road, Sea Point',
      city: 'Cape Town',
      is_verified: true,
      average_rating: 4.5,
      distance_km: null,
    },
  ],
  jobs: [
    {
      id: 31,
      title: 'Jollof Chef',
      company_name: 'Kofi’s Kitchen',
      location: 'Rosebank, Johannesburg',
      city: 'Johannesburg',
      is_remote: false,
      distance_km: 13.05,
    },
  ],
  associations: [
    {
      id: 51,
      name: 'Jollof Lovers Union',
      kind: 'cultural',
      home_region: 'Volta',
      city: 'Johannesburg',
      is_verified: false,
    },
  ],
  profiles: [
    {
      id: 44,
      name: 'Ama Mensah',
      user_type: 'individual',
      business_name: null,
      location: 'Pretoria',
      is_verified_business: false,
    },
    {
      id: 45,
      name: 'Kofi Boateng',
      user_type: 'business',
      business_name: 'Kofi’s Kitchen',
      location: null,
      is_verified_business: true,
    },
  ],
};

/** Answers /search with `results` and records the query of every call. */
function serveSearch(results: SearchResults = everySection) {
  const calls: Record<string, string>[] = [];
  server.use(
    http.get<never, never, { data: SearchResults }>(`${API}/search`, ({ request }) => {
      calls.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ data: results });
    }),
  );
  return calls;
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

function lines(name: string) {
  return within(section(name))
    .getAllByRole('listitem')
    .map((item) => [within(item).getByRole('link').getAttribute('href'), item.textContent]);
}

describe('Search page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows every section with its result lines, and a distance only where one is known', async () => {
    const calls = serveSearch();
    renderApp('/search?q=jollof&lat=-26.2041&lon=28.0473');

    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “jollof”' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Events' });
    expect(calls).toEqual([{ query: 'jollof', lat: '-26.2041', lon: '28.0473' }]);
    await waitFor(() => expect(document.title).toBe('Search: jollof — Akwaaba'));

    // The event's date, in South African time (10:00 UTC is 12:00 SAST), with Ghana's beside it.
    expect(lines('Events')).toEqual([
      ['/events/7', 'Jollof FestivalSat, 5 Dec 2026, 12:00 (10:00 in Ghana)Zoo Lake, Johannesburg2.4 km away'],
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Events' })).getByText('Sat, 5 Dec 2026, 12:00 (10:00 in Ghana)'),
    ).toHaveAttribute('datetime', '2026-12-05T10:00:00.000Z');
    expect(lines('Businesses')).toEqual([['/businesses/12', 'Jollof Palace12 Main Road, Sea Point']]);
    expect(lines('Jobs')).toEqual([['/jobs/31', 'Jollof Chef at Kofi’s KitchenRosebank, Johannesburg13.1 km away']]);
    expect(lines('Associations')).toEqual([
      ['/associations/51', 'Jollof Lovers UnionCultural or traditional group · Johannesburg · Volta Region'],
    ]);
    expect(lines('Profiles')).toEqual([
      ['/profile/44', 'Ama MensahCommunity Member'],
      ['/profile/45', 'Kofi BoatengKofi’s Kitchen'],
    ]);
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it('shows only the section the type selects, and the filter changes the type in the address', async () => {
    const calls = serveSearch();
    const { user, router } = renderApp('/search?q=jollof&type=jobs&lat=-26.2&lon=28');

    expect(await screen.findByRole('region', { name: 'Jobs' })).toBeInTheDocument();
    for (const other of ['Events', 'Businesses', 'Profiles']) {
      expect(screen.queryByRole('region', { name: other })).not.toBeInTheDocument();
    }
    const filter = screen.getByRole('navigation', { name: 'Result types' });
    expect(within(filter).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(filter).getByRole('link', { name: 'Events' }));
    expect(currentLocation(router)).toBe('/search?q=jollof&type=events&lat=-26.2&lon=28');
    expect(await screen.findByRole('region', { name: 'Events' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Jobs' })).not.toBeInTheDocument();

    await user.click(within(filter).getByRole('link', { name: 'All' }));
    expect(currentLocation(router)).toBe('/search?q=jollof&lat=-26.2&lon=28');
    expect(await screen.findByRole('region', { name: 'Profiles' })).toBeInTheDocument();
    expect(calls.map((call) => call.type)).toEqual(['jobs', 'events', undefined]);
  });

  it('says No results found when the selected section is empty', async () => {
    serveSearch({ ...everySection, businesses: [] });
    renderApp('/search?q=jollof&type=businesses');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText(/Try a different query/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Businesses' })).not.toBeInTheDocument();
  });

  it('makes no call for blank text and shows the empty state', async () => {
    const calls = serveSearch();
    renderApp('/search?q=%20%20&type=jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Result types' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('drops a lone or out-of-range coordinate and an unknown type instead of sending them', async () => {
    const calls = serveSearch();
    renderApp('/search?q=kente&type=cars&lat=-26.2&lon=500');
    await screen.findByRole('region', { name: 'Events' });
    expect(calls).toEqual([{ query: 'kente' }]);
  });

  it('logs a failed search and shows it as no results', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/search`, () => HttpResponse.json({ message: 'Server busy' }, { status: 503 })));
    renderApp('/search?q=jollof');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Search failed', expect.anything()));
  });

  it('opens the page from the home form and searches again from the page form', async () => {
    const calls = serveSearch();
    const { user, router } = renderApp('/');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Search for' }), 'Event');
    await user.type(screen.getByRole('searchbox', { name: 'Search text' }), 'jollof{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “jollof”' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/search?q=jollof&type=events');
    expect(await screen.findByRole('region', { name: 'Events' })).toBeInTheDocument();

    const text = screen.getByRole('searchbox', { name: 'Search text' });
    expect(text).toHaveValue('jollof');
    expect(screen.getByRole('combobox', { name: 'Search for' })).toHaveValue('events');
    await user.clear(text);
    await user.type(text, 'kente{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “kente”' })).toBeInTheDocument();
    // The heading follows the address at once; the request may go a moment later on a busy machine.
    await waitFor(() => expect(calls.map((call) => call.query)).toEqual(['jollof', 'kente']));
  });
});
