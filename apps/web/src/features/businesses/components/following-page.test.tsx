import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { businessMessages, type BusinessSummary, type ListResponse } from '@akwaaba/contracts';
import { makeBusinessSummary, makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

function serveFollowing(respond: (page: number) => ListResponse<BusinessSummary>) {
  const pages: number[] = [];
  server.use(
    http.get<never, never, ListResponse<BusinessSummary>>(`${API}/my/following`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      pages.push(page);
      return HttpResponse.json(respond(page));
    }),
  );
  return pages;
}

describe('Following', () => {
  it('lists the businesses the member follows as directory cards, a page at a time', async () => {
    const pages = serveFollowing((page) =>
      makeList([makeBusinessSummary({ id: 40 + page, name: `Followed on page ${page}`, is_verified: true })], {
        page,
        total: 13,
      }),
    );
    const { user, router } = renderApp('/following', { user: makeUser() });

    expect(
      await screen.findByRole('heading', { level: 1, name: businessMessages.followingHeading }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${businessMessages.followingHeading} — Akwaaba`));
    const card = (await screen.findByRole('heading', { name: 'Followed on page 1 Verified business' })).closest(
      'article',
    )!;
    expect(within(card).getByRole('link', { name: businessMessages.viewDetails })).toHaveAttribute(
      'href',
      '/businesses/41',
    );

    await user.click(
      within(screen.getByRole('navigation', { name: 'Following pages' })).getByRole('button', { name: 'Next' }),
    );
    expect(await screen.findByRole('heading', { name: 'Followed on page 2 Verified business' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/following?page=2');
    expect(pages).toEqual([1, 2]);
  });

  it('says when the member follows nobody yet, with a way to the directory', async () => {
    serveFollowing(() => makeList([]));
    renderApp('/following', { user: makeUser() });
    expect(await screen.findByText(businessMessages.noFollowing)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the Business Directory' })).toHaveAttribute('href', '/businesses');
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(http.get(`${API}/my/following`, () => HttpResponse.json({ message: 'Server busy' }, { status: 503 })));
    renderApp('/following', { user: makeUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent(businessMessages.followingFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends visitors to sign in first', async () => {
    const { router } = renderApp('/following');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/login?redirect=%2Ffollowing');
  });
});
