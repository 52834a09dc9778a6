import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { savedJobMessages, type ListResponse, type SavedJob } from '@akwaaba/contracts';
import { makeJobSummary, makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

const open = (id: number, title: string): SavedJob => ({
  job_id: id,
  title,
  company_name: 'Adinkra Foods',
  is_open: true,
  job: makeJobSummary({ id, title }),
  saved_at: '2030-05-02T08:00:00.000Z',
});
const closed = (id: number, title: string): SavedJob => ({
  job_id: id,
  title,
  company_name: 'Kente Works',
  is_open: false,
  job: null,
  saved_at: '2030-04-20T08:00:00.000Z',
});

/** Saved Jobs answering from `rows` (the unsaves take rows out), a page of `perPage` at a time. */
function serveSaved(rows: SavedJob[], perPage = 12) {
  const pages: number[] = [];
  const unsaved: number[] = [];
  server.use(
    http.get<never, never, ListResponse<SavedJob>>(`${API}/my/saved-jobs`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      pages.push(page);
      return HttpResponse.json(
        makeList(rows.slice((page - 1) * perPage, page * perPage), { page, perPage, total: rows.length }),
      );
    }),
    http.get(`${API}/my/saved-jobs/ids`, () => HttpResponse.json({ data: rows.map((row) => row.job_id) })),
    http.delete<{ id: string }>(`${API}/job-listings/:id/save`, ({ params }) => {
      unsaved.push(Number(params.id));
      rows.splice(
        rows.findIndex((row) => row.job_id === Number(params.id)),
        1,
      );
      return HttpResponse.json({ data: { job_id: Number(params.id), saved: false }, message: 'Removed.' });
    }),
  );
  return { pages, unsaved };
}

describe('Saved Jobs', () => {
  it('lists the saved jobs as cards, pressed, and one no longer open by its name with Remove', async () => {
    const { unsaved } = serveSaved([open(71, 'Delivery Driver'), closed(72, 'Night Guard')]);
    const { user } = renderApp('/my-saved-jobs', { user: makeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: savedJobMessages.heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${savedJobMessages.heading} — Akwaaba`));
    const driver = (await screen.findByRole('heading', { name: 'Delivery Driver' })).closest('article')!;
    expect(within(driver).getByRole('link', { name: 'Delivery Driver' })).toHaveAttribute('href', '/jobs/71');
    expect(await within(driver).findByRole('button', { name: 'Saved “Delivery Driver”' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const guard = screen.getByRole('heading', { name: 'Night Guard' }).closest('article')!;
    expect(within(guard).getByText(savedJobMessages.noLongerOpen)).toBeInTheDocument();
    expect(within(guard).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(guard).getByRole('button', { name: savedJobMessages.removeLabel('Night Guard') }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Night Guard' })).not.toBeInTheDocument());
    expect(unsaved).toEqual([72]);
  });

  it('pages through them with the page in the address', async () => {
    const { pages } = serveSaved(
      Array.from({ length: 3 }, (_, index) => open(80 + index, `Saved ${index + 1}`)),
      2,
    );
    const { user, router } = renderApp('/my-saved-jobs', { user: makeUser() });
    await screen.findByRole('heading', { name: 'Saved 1' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Saved job pages' })).getByRole('link', { name: 'Next' }),
    );
    expect(await screen.findByRole('heading', { name: 'Saved 3' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/my-saved-jobs?page=2');
    expect(pages).toEqual([1, 2]);
  });

  it('says when nothing is saved yet, with a way to the jobs board', async () => {
    serveSaved([]);
    renderApp('/my-saved-jobs', { user: makeUser() });
    expect(await screen.findByText(savedJobMessages.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: savedJobMessages.browseJobs })).toHaveAttribute('href', '/jobs');
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(http.get(`${API}/my/saved-jobs`, () => HttpResponse.json({ message: 'Server busy' }, { status: 503 })));
    renderApp('/my-saved-jobs', { user: makeUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server busy');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends visitors to sign in first', async () => {
    const { router } = renderApp('/my-saved-jobs');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/login?redirect=%2Fmy-saved-jobs');
  });
});
