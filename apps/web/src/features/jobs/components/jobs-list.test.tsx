import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { jobMessages, type Category, type ErrorResponse, type JobSummary, type ListResponse } from '@akwaaba/contracts';
import { jobCategories, makeBusinessUser, makeJobSummary, makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

/** GET /job-listings answering `respond(query)`, keeping each query it was asked with; job categories too. */
function serveJobs(respond: (query: URLSearchParams) => ListResponse<JobSummary>) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get<never, never, ListResponse<JobSummary>>(`${API}/job-listings`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(respond(query));
    }),
    http.get<never, never, { data: Category[] }>(`${API}/categories`, ({ request }) =>
      HttpResponse.json({ data: new URL(request.url).searchParams.get('type') === 'job' ? jobCategories : [] }),
    ),
  );
  return queries;
}

function card(title: string) {
  return screen.getByRole('heading', { name: title }).closest('article')!;
}

describe('Job board', () => {
  it('shows each job as a card: title link, company, place, type, level, Remote, salary and dates', async () => {
    serveJobs(() =>
      makeList([
        makeJobSummary({
          id: 31,
          title: 'Junior Software Developer',
          company_name: 'Adinkra Foods',
          location: 'Braamfontein',
          city: 'Johannesburg',
          job_type: 'full_time',
          experience_level: 'junior',
          is_remote: true,
          salary_min: '25000.00',
          salary_max: '35000.00',
          created_at: '2030-05-01T08:00:00.000Z',
          expires_at: '2030-07-01T21:59:59.000Z',
        }),
        makeJobSummary({
          id: 32,
          title: 'Chef de Partie',
          category: { id: 22, name: 'Hospitality', slug: 'hospitality' },
          company_name: 'Kofi’s Kitchen',
          location: 'Summerstrand',
          city: 'Gqeberha',
          job_type: 'part_time',
          experience_level: 'senior',
          is_remote: false,
          salary_min: null,
          salary_max: null,
        }),
      ]),
    );
    renderApp('/jobs');

    expect(await screen.findByRole('heading', { level: 1, name: jobMessages.heading })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1-2 of 2 jobs')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Job Opportunities — Akwaaba'));

    const developer = card('Junior Software Developer');
    expect(within(developer).getByRole('link', { name: 'Junior Software Developer' })).toHaveAttribute(
      'href',
      '/jobs/31',
    );
    expect(within(developer).getByText('Information Technology')).toBeInTheDocument();
    expect(within(developer).getByText('Adinkra Foods')).toBeInTheDocument();
    expect(within(developer).getByText('Braamfontein, Johannesburg')).toBeInTheDocument();
    expect(within(developer).getByText('Full-time · Junior')).toBeInTheDocument();
    expect(within(developer).getByText(jobMessages.remote)).toBeInTheDocument();
    expect(within(developer).getByText('R25 000 – R35 000 per month')).toBeInTheDocument();
    expect(within(developer).getByText('Posted', { exact: false })).toHaveTextContent('Posted 1 May 2030');
    expect(within(developer).getByText('Apply by', { exact: false })).toHaveTextContent('Apply by 1 July 2030');

    const chef = card('Chef de Partie');
    expect(within(chef).getByText('Summerstrand, Gqeberha (Port Elizabeth)')).toBeInTheDocument();
    expect(within(chef).getByText('Part-time · Senior')).toBeInTheDocument();
    expect(within(chef).getByText(jobMessages.salaryNotSpecified)).toBeInTheDocument();
    expect(within(chef).queryByText(jobMessages.remote)).not.toBeInTheDocument();

    expect(screen.queryByRole('navigation', { name: 'Job pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: jobMessages.postJob })).not.toBeInTheDocument();
  });

  it('puts every filter in the address bar, sends only the filled ones and starts again at page 1', async () => {
    const queries = serveJobs((query) =>
      makeList([makeJobSummary()], { page: Number(query.get('page') ?? 1), total: 40 }),
    );
    const { user, router } = renderApp('/jobs?page=3');
    await screen.findByText('Showing 25-25 of 40 jobs');
    expect(queries.at(-1)?.get('page')).toBe('3');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  react ');
    await screen.findByRole('option', { name: 'Hospitality' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Information Technology');
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Gqeberha (Port Elizabeth)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'Contract');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Experience level' }), 'Senior');
    await user.click(screen.getByRole('checkbox', { name: jobMessages.remoteOnly }));
    await user.click(screen.getByRole('button', { name: jobMessages.searchJobs }));

    const expected =
      'search=react&category=information-technology&city=Gqeberha&job_type=contract&experience_level=senior&is_remote=true';
    await waitFor(() => expect(currentLocation(router)).toBe(`/jobs?${expected}`));
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe(`page=1&${expected}`));
    expect(screen.getByRole('combobox', { name: 'Job type' })).toHaveValue('contract');
    expect(screen.getByRole('combobox', { name: 'Experience level' })).toHaveValue('senior');
    expect(screen.getByRole('checkbox', { name: jobMessages.remoteOnly })).toBeChecked();
  });

  it("leaves is_remote out unless 'Remote jobs only' is ticked", async () => {
    const queries = serveJobs(() => makeList([makeJobSummary()]));
    const { user, router } = renderApp('/jobs?is_remote=true&job_type=internship');
    expect(await screen.findByRole('checkbox', { name: jobMessages.remoteOnly })).toBeChecked();
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('page=1&job_type=internship&is_remote=true'));

    await user.click(screen.getByRole('checkbox', { name: jobMessages.remoteOnly }));
    await user.click(screen.getByRole('button', { name: jobMessages.searchJobs }));
    await waitFor(() => expect(currentLocation(router)).toBe('/jobs?job_type=internship'));
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('page=1&job_type=internship'));
  });

  it('drops the empty fields a form sent before the app ran left in the address', async () => {
    const queries = serveJobs(() => makeList([makeJobSummary()]));
    const { router } = renderApp('/jobs?search=&category=&city=Durban&job_type=&experience_level=');
    await waitFor(() => expect(currentLocation(router)).toBe('/jobs?city=Durban'));
    // Replaced, not added: Back leaves the board rather than showing the same search again.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(queries.at(-1)?.toString()).toBe('page=1&city=Durban');
  });

  it("shows a shared link's hyphenated job type in the select, and sends it as the API takes it", async () => {
    const queries = serveJobs(() => makeList([makeJobSummary()]));
    renderApp('/jobs?job_type=part-time');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Job type' })).toHaveValue('part_time'));
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('page=1&job_type=part-time'));
  });

  it('Clear Filters drops every filter and the page', async () => {
    const queries = serveJobs(() => makeList([makeJobSummary()], { page: 2, total: 13 }));
    const { user, router } = renderApp(
      '/jobs?search=chef&category=hospitality&city=Durban&job_type=part_time&experience_level=entry&is_remote=true&page=2',
    );

    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('chef');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Durban');
    expect(screen.getByRole('combobox', { name: 'Job type' })).toHaveValue('part_time');
    expect(screen.getByRole('combobox', { name: 'Experience level' })).toHaveValue('entry');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('hospitality'));

    await user.click(screen.getByRole('link', { name: jobMessages.clearFilters }));
    await waitFor(() => expect(currentLocation(router)).toBe('/jobs'));
    for (const name of ['Category', 'City', 'Job type', 'Experience level']) {
      expect(screen.getByRole('combobox', { name })).toHaveValue('');
    }
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: jobMessages.remoteOnly })).not.toBeChecked();
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('page=1'));
  });

  it('pages with links to Previous, numbered pages and Next that keep the filters', async () => {
    serveJobs((query) => {
      const page = Number(query.get('page') ?? 1);
      return makeList([makeJobSummary({ title: `Job on page ${page}` })], { page, total: 30 });
    });
    const { user, router } = renderApp('/jobs?city=Durban');

    await screen.findByRole('heading', { name: 'Job on page 1' });
    const pages = screen.getByRole('navigation', { name: 'Job pages' });
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    // Links, so the pages open without the app too.
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/jobs?city=Durban&page=2');
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await screen.findByRole('heading', { name: 'Job on page 3' });
    expect(currentLocation(router)).toBe('/jobs?city=Durban&page=3');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/jobs?city=Durban');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(pages).getByRole('link', { name: 'Previous' }));
    await screen.findByRole('heading', { name: 'Job on page 2' });
  });

  it.each([
    ['a business account', makeBusinessUser(), true],
    ['an admin', makeUser({ is_admin: true }), true],
    ['an individual member', makeUser(), false],
    ['a visitor', undefined, false],
  ])("offers 'Post the First Job' on an empty board to %s: %s", async (_who, member, offered) => {
    serveJobs(() => makeList([]));
    renderApp('/jobs?search=astronaut', { user: member });
    expect(await screen.findByRole('heading', { name: jobMessages.noJobs })).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    const first = main.queryByRole('link', { name: jobMessages.postFirstJob });
    const post = main.queryByRole('link', { name: jobMessages.postJob });
    if (offered) {
      expect(first).toHaveAttribute('href', '/create-job');
      expect(post).toHaveAttribute('href', '/create-job');
    } else {
      expect(first).not.toBeInTheDocument();
      expect(post).not.toBeInTheDocument();
    }
  });

  it('shows the server’s message when the list fails, and a way to try again', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/job-listings`, () =>
        fail
          ? HttpResponse.json<ErrorResponse>({ message: 'Server busy' }, { status: 503 })
          : HttpResponse.json(makeList([makeJobSummary({ title: 'Back again' })])),
      ),
    );
    const { user } = renderApp('/jobs');
    expect(await screen.findByText('Loading jobs...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server busy');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });

  it('falls back to the spec’s text when the failure carries no message', async () => {
    server.use(http.get(`${API}/job-listings`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/jobs');
    expect(await screen.findByRole('alert')).toHaveTextContent(jobMessages.fetchJobsFailed);
  });

  it('tells the member when the job categories cannot be loaded, and still lists jobs', async () => {
    serveJobs(() => makeList([makeJobSummary({ title: 'Still listed' })]));
    server.use(http.get(`${API}/categories`, () => new HttpResponse(null, { status: 500 })));
    renderApp('/jobs');
    expect(await screen.findByText(jobMessages.categoriesFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Still listed' })).toBeInTheDocument();
  });
});
