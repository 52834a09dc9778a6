import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { eventMessages, type EventSummary, type ListResponse } from '@akwaaba/contracts';
import { makeBusinessUser, makeEventSummary, makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

/** GET /events answering `respond(query)`, keeping each query it was asked with. */
function serveEvents(respond: (query: URLSearchParams) => ListResponse<EventSummary>) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get<never, never, ListResponse<EventSummary>>(`${API}/events`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(respond(query));
    }),
  );
  return queries;
}

function card(title: string) {
  return screen.getByRole('heading', { name: title }).closest('article')!;
}

describe('Events list', () => {
  it('shows each upcoming event as a card with price, date, place, attendance, organiser and a details link', async () => {
    serveEvents(() =>
      makeList([
        makeEventSummary({
          id: 7,
          title: 'Independence Day Braai',
          price: '150.00',
          image_card: '/uploads/events/7-card.webp',
        }),
        makeEventSummary({
          id: 8,
          title: 'Highlife Night Online',
          price: null,
          event_type: 'virtual',
          venue_name: null,
          city: null,
          attendees_count: 3,
          user: { id: 5, name: '' },
        }),
        makeEventSummary({
          id: 9,
          title: 'Gqeberha Picnic',
          price: '0.00',
          venue_name: 'Happy Valley',
          city: 'Gqeberha',
        }),
      ]),
    );
    renderApp('/events');

    expect(await screen.findByRole('heading', { level: 1, name: 'Community Events' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1-3 of 3 events')).toBeInTheDocument();

    const braai = card('Independence Day Braai');
    expect(within(braai).getByText('R150.00')).toBeInTheDocument();
    expect(within(braai).getByText('Cultural')).toBeInTheDocument();
    expect(within(braai).getByText('Zoo Lake Park, Johannesburg')).toBeInTheDocument();
    expect(within(braai).getByText('42 attending')).toBeInTheDocument();
    expect(within(braai).getByText('Kofi Boateng')).toBeInTheDocument();
    // 10:00 UTC is noon in South Africa, and Ghana's time is beside it.
    expect(within(braai).getByText('Wed, 6 Mar 2030, 12:00 (10:00 in Ghana)')).toHaveAttribute(
      'dateTime',
      '2030-03-06T10:00:00.000Z',
    );
    const picture = within(braai).getByRole('img', { name: 'Independence Day Braai' });
    expect(picture).toHaveAttribute('src', '/uploads/events/7-card.webp');
    // The first card's picture is what a phone shows first: asked for at once; the others as they near the screen.
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('width', '640');
    expect(within(braai).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/events/7');

    const online = card('Highlife Night Online');
    expect(within(online).getByText('Free')).toBeInTheDocument();
    expect(within(online).getByText('Online event')).toBeInTheDocument();
    expect(within(online).getByText(eventMessages.organizerFallback)).toBeInTheDocument();
    const placeholder = within(online).getByRole('img', { name: 'Highlife Night Online' });
    expect(placeholder).toHaveAttribute('src', '/placeholder-event.svg');
    expect(placeholder).toHaveAttribute('loading', 'lazy');

    const picnic = card('Gqeberha Picnic');
    expect(within(picnic).getByText('Free')).toBeInTheDocument();
    expect(within(picnic).getByText('Happy Valley, Gqeberha (Port Elizabeth)')).toBeInTheDocument();

    expect(screen.queryByRole('navigation', { name: 'Event pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Event' })).not.toBeInTheDocument();
  });

  it('puts the filters in the address bar, sends only the filled ones and starts again at page 1', async () => {
    const queries = serveEvents((query) =>
      makeList([makeEventSummary()], { page: Number(query.get('page') ?? 1), total: 40 }),
    );
    const { user, router } = renderApp('/events?page=3');
    await screen.findByText('Showing 25-25 of 40 events');
    expect(queries.at(-1)?.get('page')).toBe('3');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  jollof ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Networking');
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Gqeberha (Port Elizabeth)');
    await user.click(screen.getByRole('button', { name: 'Search Events' }));

    await waitFor(() =>
      expect(currentLocation(router)).toBe('/events?search=jollof&category=networking&city=Gqeberha'),
    );
    await waitFor(() =>
      expect(queries.at(-1)?.toString()).toBe('page=1&search=jollof&category=networking&city=Gqeberha'),
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('networking');

    const from = screen.getByLabelText('From date');
    await user.type(from, '2030-06-01');
    await user.click(screen.getByRole('button', { name: 'Search Events' }));
    await waitFor(() =>
      expect(currentLocation(router)).toBe(
        '/events?search=jollof&category=networking&city=Gqeberha&date_from=2030-06-01',
      ),
    );
  });

  it('offers the towns of Ghana beside South Africa’s cities, for events held there', async () => {
    const queries = serveEvents(() => makeList([makeEventSummary()]));
    const { user, router } = renderApp('/events');
    const city = await screen.findByRole('combobox', { name: 'City' });
    expect(within(city).getByRole('group', { name: 'South Africa' })).toContainElement(
      within(city).getByRole('option', { name: 'Durban' }),
    );
    expect(within(city).getByRole('group', { name: 'Ghana' })).toContainElement(
      within(city).getByRole('option', { name: 'Kumasi' }),
    );
    await user.selectOptions(city, 'Kumasi');
    await user.click(screen.getByRole('button', { name: 'Search Events' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/events?city=Kumasi'));
    await waitFor(() => expect(queries.at(-1)?.get('city')).toBe('Kumasi'));
  });

  it('Clear Filters drops every filter and the page', async () => {
    const queries = serveEvents(() => makeList([makeEventSummary()], { page: 2, total: 13 }));
    const { user, router } = renderApp(
      '/events?search=kente&category=cultural&city=Durban&date_from=2030-01-01&page=2',
    );

    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('kente');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Durban');
    expect(screen.getByLabelText('From date')).toHaveValue('2030-01-01');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('cultural'));

    await user.click(screen.getByRole('link', { name: 'Clear Filters' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/events'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('');
    expect(screen.getByLabelText('From date')).toHaveValue('');
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('page=1'));
  });

  it('pages with Previous, numbered pages and Next, disabling Previous on the first page and Next on the last', async () => {
    serveEvents((query) => {
      const page = Number(query.get('page') ?? 1);
      return makeList([makeEventSummary({ title: `Event on page ${page}` })], { page, perPage: 12, total: 30 });
    });
    const { user, router } = renderApp('/events');

    await screen.findByRole('heading', { name: 'Event on page 1' });
    const pages = screen.getByRole('navigation', { name: 'Event pages' });
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(pages).getByRole('link', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Event on page 2' });
    expect(currentLocation(router)).toBe('/events?page=2');
    expect(within(pages).getByRole('link', { name: 'Previous' })).not.toHaveAttribute('aria-disabled');

    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await screen.findByRole('heading', { name: 'Event on page 3' });
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Showing 25-25 of 30 events')).toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: 'Previous' }));
    await screen.findByRole('heading', { name: 'Event on page 2' });
  });

  it('says so when no event matches', async () => {
    serveEvents(() => makeList([]));
    renderApp('/events?search=nothing');
    expect(await screen.findByText(eventMessages.noEvents)).toBeInTheDocument();
    expect(screen.getByText(eventMessages.noEventsHint)).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Event pages' })).not.toBeInTheDocument();
  });

  it('shows loading text, then the failure with a way to try again', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/events`, () =>
        fail
          ? HttpResponse.json({ message: 'Server busy' }, { status: 503 })
          : HttpResponse.json(makeList([makeEventSummary({ title: 'Back again' })])),
      ),
    );
    const { user } = renderApp('/events');
    expect(await screen.findByText('Loading events...')).toBeInTheDocument();
    expect(await screen.findByText('Server busy')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });

  it.each([
    ['a business account', makeBusinessUser(), true],
    ['an admin', makeUser({ is_admin: true }), true],
    ['an individual member', makeUser(), false],
  ])('offers Create Event to %s: %s', async (_who, member, offered) => {
    serveEvents(() => makeList([makeEventSummary()]));
    renderApp('/events', { user: member });
    await screen.findByText('Showing 1-1 of 1 events');
    const link = within(screen.getByRole('main')).queryByRole('link', { name: 'Create Event' });
    if (offered) expect(link).toHaveAttribute('href', '/create-event');
    else expect(link).not.toBeInTheDocument();
  });
});
