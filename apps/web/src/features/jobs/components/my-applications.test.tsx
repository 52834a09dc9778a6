import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  applicationMessages,
  jobMessages,
  type ErrorResponse,
  type ListResponse,
  type MessageResponse,
  type MyApplication,
} from '@akwaaba/contracts';
import { makeList, makeMyApplication, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';
import { queryClient } from '@/lib/query-client';
import { jobKeys } from '../api/job-query-keys';

/** /my/job-applications and DELETE as the API would, over one list of the member's applications. */
function serveApplications(applications: MyApplication[], options: { perPage?: number } = {}) {
  const stored = [...applications];
  const pagesAsked: number[] = [];
  const withdrawn: number[] = [];
  server.use(
    http.get<never, never, ListResponse<MyApplication>>(`${API}/my/job-applications`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      pagesAsked.push(page);
      const perPage = options.perPage ?? 12;
      return HttpResponse.json(
        makeList(stored.slice((page - 1) * perPage, page * perPage), { page, perPage, total: stored.length }),
      );
    }),
    http.delete<{ id: string }, never, MessageResponse>(`${API}/job-applications/:id`, ({ params }) => {
      withdrawn.push(Number(params.id));
      stored.splice(
        stored.findIndex((application) => application.id === Number(params.id)),
        1,
      );
      return HttpResponse.json({ message: applicationMessages.withdrawn });
    }),
  );
  return { stored, pagesAsked, withdrawn };
}

function application(id: number, title: string, overrides: Partial<MyApplication> = {}): MyApplication {
  return makeMyApplication({
    id,
    job: { id: id * 10, title, company_name: 'Adinkra Foods', city: 'Johannesburg', is_expired: false },
    ...overrides,
  });
}

function row(title: string) {
  return screen.getByRole('listitem', { name: title });
}

describe('My Applications', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the jobs applied for with company, city, date and a worded status', async () => {
    serveApplications([
      application(1, 'Junior Software Developer'),
      application(2, 'Chef de Partie', {
        status: 'shortlisted',
        job: { id: 20, title: 'Chef de Partie', company_name: 'Sea Point Grill', city: 'Gqeberha', is_expired: false },
      }),
      application(3, 'Shop Assistant', {
        status: 'rejected',
        job: { id: 30, title: 'Shop Assistant', company_name: 'Kente Corner', city: 'Durban', is_expired: true },
      }),
    ]);
    renderApp('/applications', { user: makeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: jobMessages.applicationsHeading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Applications — Akwaaba'));

    const developer = await screen.findByRole('listitem', { name: 'Junior Software Developer' });
    expect(within(developer).getByRole('link', { name: 'Junior Software Developer' })).toHaveAttribute(
      'href',
      '/jobs/10',
    );
    expect(within(developer).getByText('Adinkra Foods · Johannesburg')).toBeInTheDocument();
    expect(within(developer).getByText('2 May 2030')).toBeInTheDocument();
    expect(within(developer).getByText('Submitted')).toBeInTheDocument();
    expect(within(developer).queryByText(jobMessages.expired)).not.toBeInTheDocument();

    const chef = row('Chef de Partie');
    expect(within(chef).getByText('Sea Point Grill · Gqeberha (Port Elizabeth)')).toBeInTheDocument();
    expect(within(chef).getByText('Shortlisted')).toBeInTheDocument();

    const assistant = row('Shop Assistant');
    expect(within(assistant).getByText('Not selected')).toBeInTheDocument();
    expect(within(assistant).getByText(jobMessages.expired)).toBeInTheDocument();
  });

  it('withdraws after confirmation: the row goes, the toast says so and the job’s page is read again', async () => {
    const { stored, withdrawn } = serveApplications([application(4, 'Old Job'), application(5, 'New Job')]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp('/applications', { user: makeUser() });
    queryClient.setQueryData(jobKeys.detailFor(40, null), { data: 'cached' });

    await screen.findByRole('listitem', { name: 'Old Job' });
    await user.click(within(row('Old Job')).getByRole('button', { name: 'Withdraw' }));
    expect(confirm).toHaveBeenCalledWith(applicationMessages.withdrawConfirm);
    expect(withdrawn).toEqual([]);

    await user.click(within(row('Old Job')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Old Job' })).not.toBeInTheDocument());
    expect(await screen.findByText(applicationMessages.withdrawn)).toBeInTheDocument();
    expect(row('New Job')).toBeInTheDocument();
    expect(withdrawn).toEqual([4]);
    expect(stored.map((item) => item.id)).toEqual([5]);
    expect(queryClient.getQueryState(jobKeys.detailFor(40, null))?.isInvalidated).toBe(true);
  });

  it("toasts 'Failed to withdraw the application.' and keeps the row when withdrawing fails", async () => {
    serveApplications([application(6, 'Warehouse Picker')]);
    server.use(http.delete(`${API}/job-applications/:id`, () => new HttpResponse(null, { status: 500 })));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/applications', { user: makeUser() });

    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(applicationMessages.withdrawFailed)).toBeInTheDocument();
    expect(row('Warehouse Picker')).toBeInTheDocument();
  });

  it('pages through the applications with the page in the address', async () => {
    const { pagesAsked } = serveApplications(
      Array.from({ length: 3 }, (_, index) => application(20 + index, `Job ${index + 1}`)),
      { perPage: 2 },
    );
    const { user, router } = renderApp('/applications', { user: makeUser() });
    await screen.findByRole('listitem', { name: 'Job 1' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'My applications pages' })).getByRole('button', {
        name: 'Page 2',
      }),
    );

    expect(await screen.findByRole('listitem', { name: 'Job 3' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/applications?page=2');
    expect(pagesAsked).toEqual([1, 2]);
  });

  it('says when the member has not applied yet, with a way to the board', async () => {
    serveApplications([]);
    renderApp('/applications', { user: makeUser() });
    expect(await screen.findByText(applicationMessages.noApplications)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
  });

  it('says when the applications could not be loaded, and tries again', async () => {
    server.use(
      http.get(`${API}/my/job-applications`, () =>
        HttpResponse.json<ErrorResponse>({ message: 'Oops' }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/applications', { user: makeUser() });
    expect(await screen.findByText(applicationMessages.applicationsFailed)).toBeInTheDocument();

    serveApplications([application(7, 'Junior Software Developer')]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Junior Software Developer' })).toBeInTheDocument();
  });

  it('sends visitors to sign in first', async () => {
    const { router } = renderApp('/applications');
    await waitFor(() => expect(currentLocation(router)).toBe('/login?redirect=%2Fapplications'));
  });
});
