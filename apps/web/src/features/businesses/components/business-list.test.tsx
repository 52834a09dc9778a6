import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  businessMessages,
  type BusinessSummary,
  type Category,
  type ErrorResponse,
  type ListResponse,
} from '@akwaaba/contracts';
import { businessCategories, makeBusinessSummary, makeBusinessUser, makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

/** GET /businesses answering `respond(query)`, keeping each query it was asked with; business categories too. */
function serveBusinesses(respond: (query: URLSearchParams) => ListResponse<BusinessSummary>) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get<never, never, ListResponse<BusinessSummary>>(`${API}/businesses`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(respond(query));
    }),
    http.get<never, never, { data: Category[] }>(`${API}/categories`, () =>
      HttpResponse.json({ data: businessCategories }),
    ),
  );
  return queries;
}

function card(name: string) {
  return screen.getByRole('heading', { name }).closest('article')!;
}

describe('Business directory', () => {
  it('shows each listing as a card with category, badge, rating, place, contact, phone and a details link', async () => {
    serveBusinesses(() =>
      makeList([
        makeBusinessSummary({
          id: 7,
          name: 'Kofi’s Kitchen',
          is_verified: true,
          average_rating: 4.25,
          total_reviews: 12,
          address: '12 Juta Street, Braamfontein',
          city: 'Johannesburg',
          contact_person: 'Kofi Boateng',
          phone: '+27 11 123 4567',
        }),
        makeBusinessSummary({
          id: 8,
          name: 'Asante Accounting',
          category: { id: 13, name: 'Professional Services', slug: 'professional-services' },
          is_verified: false,
          average_rating: 0,
          total_reviews: 0,
          city: 'Gqeberha',
          address: '4 Park Drive, Central',
          contact_person: null,
          phone: null,
        }),
      ]),
    );
    renderApp('/businesses');

    expect(await screen.findByRole('heading', { level: 1, name: businessMessages.heading })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1-2 of 2 businesses')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Business Directory — Akwaaba'));

    const kitchen = card('Kofi’s Kitchen Verified business');
    expect(within(kitchen).getByRole('img', { name: 'Verified business' })).toBeInTheDocument();
    expect(within(kitchen).getByText('Restaurant')).toBeInTheDocument();
    expect(within(kitchen).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(within(kitchen).getByText('(12 reviews)', { exact: false })).toHaveTextContent('4.3 (12 reviews)');
    expect(within(kitchen).getByText(/Jollof, waakye and kelewele/)).toHaveClass('line-clamp-3');
    expect(within(kitchen).getByText('12 Juta Street, Braamfontein, Johannesburg')).toBeInTheDocument();
    expect(within(kitchen).getByText('Contact: Kofi Boateng')).toBeInTheDocument();
    expect(within(kitchen).getByRole('link', { name: '+27 11 123 4567' })).toHaveAttribute('href', 'tel:+27111234567');
    expect(within(kitchen).getByRole('link', { name: businessMessages.viewDetails })).toHaveAttribute(
      'href',
      '/businesses/7',
    );

    const accounting = card('Asante Accounting');
    expect(within(accounting).queryByRole('img', { name: 'Verified business' })).not.toBeInTheDocument();
    expect(within(accounting).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(accounting).getByText('4 Park Drive, Central, Gqeberha (Port Elizabeth)')).toBeInTheDocument();
    expect(within(accounting).queryByText(/^Contact:/)).not.toBeInTheDocument();

    expect(screen.queryByRole('navigation', { name: 'Business pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: businessMessages.listBusiness })).not.toBeInTheDocument();
  });

  it('puts the filters in the address bar, sends only the filled ones and starts again at page 1', async () => {
    const queries = serveBusinesses((query) =>
      makeList([makeBusinessSummary()], { page: Number(query.get('page') ?? 1), total: 40 }),
    );
    const { user, router } = renderApp('/businesses?page=3');
    await screen.findByText('Showing 25-25 of 40 businesses');
    expect(queries.at(-1)?.get('page')).toBe('3');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  waakye ');
    await screen.findByRole('option', { name: 'Restaurant' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Restaurant');
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Gqeberha (Port Elizabeth)');
    await user.click(screen.getByRole('button', { name: businessMessages.searchBusinesses }));

    await waitFor(() =>
      expect(currentLocation(router)).toBe('/businesses?search=waakye&category=restaurant&city=Gqeberha'),
    );
    await waitFor(() =>
      expect(queries.at(-1)?.toString()).toBe('page=1&search=waakye&category=restaurant&city=Gqeberha'),
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('restaurant');
  });

  it("'Verified only' asks for verified=true and keeps it in the address", async () => {
    const queries = serveBusinesses(() => makeList([makeBusinessSummary({ is_verified: true })]));
    const { user, router } = renderApp('/businesses?page=2');
    await screen.findByText('Showing 1-1 of 1 businesses');

    await user.click(screen.getByRole('checkbox', { name: businessMessages.verifiedOnly }));
    await user.click(screen.getByRole('button', { name: businessMessages.searchBusinesses }));

    await waitFor(() => expect(currentLocation(router)).toBe('/businesses?verified=true'));
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('page=1&verified=true'));
    expect(screen.getByRole('checkbox', { name: businessMessages.verifiedOnly })).toBeChecked();
  });

  it('Clear Filters drops every filter and the page', async () => {
    const queries = serveBusinesses(() => makeList([makeBusinessSummary()], { page: 2, total: 13 }));
    const { user, router } = renderApp('/businesses?search=kente&category=retail&city=Durban&verified=true&page=2');

    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('kente');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Durban');
    expect(screen.getByRole('checkbox', { name: businessMessages.verifiedOnly })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('retail'));

    await user.click(screen.getByRole('link', { name: businessMessages.clearFilters }));
    await waitFor(() => expect(currentLocation(router)).toBe('/businesses'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: businessMessages.verifiedOnly })).not.toBeChecked();
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('page=1'));
  });

  it('pages with Previous, numbered pages and Next', async () => {
    serveBusinesses((query) => {
      const page = Number(query.get('page') ?? 1);
      return makeList([makeBusinessSummary({ name: `Business on page ${page}` })], { page, total: 30 });
    });
    const { user, router } = renderApp('/businesses');

    await screen.findByRole('heading', { name: 'Business on page 1' });
    const pages = screen.getByRole('navigation', { name: 'Business pages' });
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await screen.findByRole('heading', { name: 'Business on page 3' });
    expect(currentLocation(router)).toBe('/businesses?page=3');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("offers a business account 'List the First Business' when nothing matches", async () => {
    serveBusinesses(() => makeList([]));
    renderApp('/businesses?search=nothing', { user: makeBusinessUser() });
    expect(await screen.findByRole('heading', { name: businessMessages.noBusinesses })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: businessMessages.listFirstBusiness })).toHaveAttribute(
      'href',
      '/create-business',
    );
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('shows visitors the empty state without a link to list a business', async () => {
    serveBusinesses(() => makeList([]));
    renderApp('/businesses');
    expect(await screen.findByRole('heading', { name: businessMessages.noBusinesses })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: businessMessages.listFirstBusiness })).not.toBeInTheDocument();
  });

  it('shows the server’s message when the list fails, and a way to try again', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/businesses`, () =>
        fail
          ? HttpResponse.json<ErrorResponse>({ message: 'Server busy' }, { status: 503 })
          : HttpResponse.json(makeList([makeBusinessSummary({ name: 'Back again' })])),
      ),
    );
    const { user } = renderApp('/businesses');
    expect(await screen.findByText('Loading businesses...')).toBeInTheDocument();
    expect(await screen.findByText('Server busy')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });

  it('falls back to the spec’s text when the failure carries no message', async () => {
    server.use(http.get(`${API}/businesses`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/businesses');
    expect(await screen.findByRole('alert')).toHaveTextContent(businessMessages.fetchBusinessesFailed);
  });

  it('tells the member when the categories cannot be loaded, and still lists businesses', async () => {
    serveBusinesses(() => makeList([makeBusinessSummary({ name: 'Still listed' })]));
    server.use(http.get(`${API}/categories`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/businesses');
    expect(await screen.findByText(businessMessages.categoriesFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Still listed' })).toBeInTheDocument();
  });

  it.each([
    ['a business account', makeBusinessUser(), true],
    ['an admin', makeUser({ is_admin: true }), true],
    ['an individual member', makeUser(), false],
  ])('offers List Business to %s: %s', async (_who, member, offered) => {
    serveBusinesses(() => makeList([makeBusinessSummary()]));
    renderApp('/businesses', { user: member });
    await screen.findByText('Showing 1-1 of 1 businesses');
    const link = within(screen.getByRole('main')).queryByRole('link', { name: businessMessages.listBusiness });
    if (offered) expect(link).toHaveAttribute('href', '/create-business');
    else expect(link).not.toBeInTheDocument();
  });
});
