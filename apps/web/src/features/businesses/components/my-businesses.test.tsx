import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { businessMessages, type ListResponse, type MessageResponse, type MyBusiness } from '@akwaaba/contracts';
import { makeBusinessUser, makeList, makeMyBusiness } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

/** /my/businesses and DELETE as the API would, over one list of the member's listings. */
function serveMyBusinesses(businesses: MyBusiness[], options: { perPage?: number } = {}) {
  const stored = [...businesses];
  const pagesAsked: number[] = [];
  server.use(
    http.get<never, never, ListResponse<MyBusiness>>(`${API}/my/businesses`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      pagesAsked.push(page);
      const perPage = options.perPage ?? 12;
      return HttpResponse.json(
        makeList(stored.slice((page - 1) * perPage, page * perPage), { page, perPage, total: stored.length }),
      );
    }),
    http.delete<{ id: string }, never, MessageResponse>(`${API}/businesses/:id`, ({ params }) => {
      stored.splice(
        stored.findIndex((business) => business.id === Number(params.id)),
        1,
      );
      return HttpResponse.json({ message: businessMessages.deleted });
    }),
  );
  return { stored, pagesAsked };
}

function row(name: string) {
  return screen.getByRole('listitem', { name });
}

describe('My Businesses', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the member’s listings with category, status and actions', async () => {
    serveMyBusinesses([
      makeMyBusiness({ id: 1, name: 'Kofi’s Kitchen', is_verified: true }),
      makeMyBusiness({
        id: 2,
        name: 'Accra Tailors',
        category: { id: 12, name: 'Retail', slug: 'retail' },
        status: 'pending',
      }),
      makeMyBusiness({ id: 3, name: 'Quick Loans', status: 'rejected', rejection_reason: 'Give a street address.' }),
    ]);
    const { router } = renderApp('/my-businesses', { user: makeBusinessUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Businesses' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Businesses — Akwaaba'));
    expect(within(screen.getByRole('main')).getByRole('link', { name: businessMessages.addBusiness })).toHaveAttribute(
      'href',
      '/create-business',
    );

    const kitchen = await screen.findByRole('listitem', { name: 'Kofi’s Kitchen' });
    expect(within(kitchen).getByRole('link', { name: 'Kofi’s Kitchen' })).toHaveAttribute('href', '/businesses/1');
    expect(within(kitchen).getByText(/^Restaurant ·/)).toBeInTheDocument();
    expect(within(kitchen).getByText('Approved')).toBeInTheDocument();
    expect(within(kitchen).getByRole('img', { name: 'Verified business' })).toBeInTheDocument();
    expect(within(kitchen).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/businesses/1');
    expect(within(kitchen).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/businesses/1/edit');

    const tailors = row('Accra Tailors');
    expect(within(tailors).getByText(/^Retail ·/)).toBeInTheDocument();
    expect(within(tailors).getByText(businessMessages.awaitingReview)).toBeInTheDocument();
    expect(within(tailors).queryByRole('img', { name: 'Verified business' })).not.toBeInTheDocument();

    const loans = row('Quick Loans');
    expect(within(loans).getByText('Rejected')).toBeInTheDocument();
    expect(within(loans).getByText('Reason: Give a street address.')).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/my-businesses');
  });

  it('asks for the spec’s confirmation before deleting, and removes the row once deleted', async () => {
    const { stored } = serveMyBusinesses([
      makeMyBusiness({ id: 4, name: 'Old Shop' }),
      makeMyBusiness({ id: 5, name: 'New Shop' }),
    ]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp('/my-businesses', { user: makeBusinessUser() });

    await screen.findByRole('listitem', { name: 'Old Shop' });
    await user.click(within(row('Old Shop')).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(businessMessages.deleteConfirm);
    expect(stored).toHaveLength(2);
    expect(row('Old Shop')).toBeInTheDocument();

    await user.click(within(row('Old Shop')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Old Shop' })).not.toBeInTheDocument());
    expect(row('New Shop')).toBeInTheDocument();
    expect(stored.map((business) => business.id)).toEqual([5]);
    expect(await screen.findByText(businessMessages.deleted)).toBeInTheDocument();
  });

  it('says the listing is gone for good when the last one is deleted', async () => {
    serveMyBusinesses([makeMyBusiness({ id: 6, name: 'Only Shop' })]);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp('/my-businesses', { user: makeBusinessUser() });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(businessMessages.noMyBusinesses)).toBeInTheDocument();
  });

  it("shows 'Failed to delete business.' in the row when deleting fails", async () => {
    serveMyBusinesses([makeMyBusiness({ id: 7, name: 'Harvest Foods' })]);
    server.use(http.delete(`${API}/businesses/:id`, () => new HttpResponse(null, { status: 500 })));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/my-businesses', { user: makeBusinessUser() });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await within(row('Harvest Foods')).findByRole('alert')).toHaveTextContent(businessMessages.deleteFailed);
  });

  it('pages through the listings with the page in the address', async () => {
    const { pagesAsked } = serveMyBusinesses(
      Array.from({ length: 3 }, (_, index) => makeMyBusiness({ id: 20 + index, name: `Shop ${index + 1}` })),
      { perPage: 2 },
    );
    const { user, router } = renderApp('/my-businesses', { user: makeBusinessUser() });
    await screen.findByRole('listitem', { name: 'Shop 1' });
    const pages = screen.getByRole('navigation', { name: 'My businesses pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('listitem', { name: 'Shop 3' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/my-businesses?page=2');
    expect(pagesAsked).toEqual([1, 2]);
  });

  it('says when the member has no listings yet', async () => {
    serveMyBusinesses([]);
    renderApp('/my-businesses', { user: makeBusinessUser() });
    expect(await screen.findByText(businessMessages.noMyBusinesses)).toBeInTheDocument();
  });

  it('says when the listings could not be loaded', async () => {
    server.use(http.get(`${API}/my/businesses`, () => HttpResponse.json({ message: 'Oops' }, { status: 500 })));
    renderApp('/my-businesses', { user: makeBusinessUser() });
    expect(await screen.findByText(businessMessages.myBusinessesFailed)).toBeInTheDocument();
  });

  it('sends visitors to sign in first', async () => {
    const { router } = renderApp('/my-businesses');
    await waitFor(() => expect(currentLocation(router)).toBe('/login?redirect=%2Fmy-businesses'));
  });
});
