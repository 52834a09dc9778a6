import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  APPLICATION_STATUS_LABELS,
  applicationMessages,
  jobMessages,
  WORK_ELIGIBILITY_LABELS,
  type ErrorResponse,
  type JobDetail,
} from '@akwaaba/contracts';
import { makeBusinessUser, makeJobDetail, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

/** GET /job-listings/:id answering what `job()` gives on each call; counts the calls. */
function serveJob(job: JobDetail | (() => JobDetail)) {
  const calls = { count: 0 };
  server.use(
    http.get<{ id: string }, never, { data: JobDetail }>(`${API}/job-listings/:id`, () => {
      calls.count += 1;
      return HttpResponse.json({ data: typeof job === 'function' ? job() : job });
    }),
  );
  return calls;
}

function region(name: string) {
  return screen.getByRole('region', { name });
}

/** The fact a term names in the job's overview ('Salary' -> its value). */
function fact(term: string) {
  return within(region('Job Overview')).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

describe('Job detail', () => {
  it('opens for visitors with every fact and section, and asks them to sign in to apply', async () => {
    serveJob(
      makeJobDetail({
        id: 7,
        title: 'Junior Software Developer',
        company_name: 'Adinkra Foods',
        company_website: 'https://adinkra-foods.example/careers',
        location: 'Braamfontein',
        city: 'Johannesburg',
        province: 'Gauteng',
        is_remote: true,
        salary_min: '25000.00',
        salary_max: '35000.00',
        currency: 'ZAR',
        salary_period: 'month',
        job_type: 'full_time',
        experience_level: 'junior',
        work_eligibility: 'citizens_residents',
        applications_count: 4,
        expires_at: '2030-07-01T21:59:59.000Z',
        created_at: '2030-05-01T08:00:00.000Z',
        user: { id: 900, name: 'Kofi Boateng' },
        requirements: ['A year of TypeScript', 'A valid driver’s licence'],
        benefits: ['Medical aid', 'Hybrid work'],
        skills: ['TypeScript', 'React'],
        tags: ['e-commerce'],
        contact_email: 'jobs@adinkra-foods.example',
        contact_phone: '+27111234567',
        application_url: 'https://careers.adinkra-foods.example/apply/7',
      }),
    );
    renderApp('/jobs/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Junior Software Developer' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Junior Software Developer — Akwaaba'));
    expect(screen.getByRole('link', { name: jobMessages.backToJobs })).toHaveAttribute('href', '/jobs');
    expect(screen.queryByText(jobMessages.expired)).not.toBeInTheDocument();
    expect(screen.getByText('Adinkra Foods')).toBeInTheDocument();
    const website = screen.getByRole('link', { name: /adinkra-foods\.example.*company website/ });
    expect(website).toHaveAttribute('href', 'https://adinkra-foods.example/careers');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');

    expect(fact('Location')).toHaveTextContent('Braamfontein, Johannesburg, Gauteng');
    expect(within(fact('Location')).getByText(jobMessages.remote)).toBeInTheDocument();
    expect(fact('Salary')).toHaveTextContent('R25 000 – R35 000 per month');
    expect(fact('Salary')).toHaveTextContent('Paid in South African Rand (ZAR)');
    expect(fact('Employment type')).toHaveTextContent('Full-time');
    expect(fact('Experience level')).toHaveTextContent('Junior');
    expect(fact('Applications')).toHaveTextContent('4 applications');
    expect(fact('Application deadline')).toHaveTextContent('1 July 2030');
    expect(fact('Posted by')).toHaveTextContent('Kofi Boateng');
    expect(fact('Posted on')).toHaveTextContent('1 May 2030');

    // Who may apply comes before the way to apply.
    const eligibility = screen.getByText(WORK_ELIGIBILITY_LABELS.citizens_residents);
    const login = screen.getByRole('link', { name: jobMessages.loginToApply });
    expect(eligibility.compareDocumentPosition(login) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(login).toHaveAttribute('href', '/login?redirect=%2Fjobs%2F7');
    expect(screen.queryByRole('button', { name: jobMessages.applyNow })).not.toBeInTheDocument();

    expect(within(region('Job Description')).getByText(/web shop of a growing Ghanaian food importer/)).toBeVisible();
    expect(
      within(region('Requirements'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A year of TypeScript', 'A valid driver’s licence']);
    expect(
      within(region('Benefits'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Medical aid', 'Hybrid work']);
    const chips = region('Skills and tags');
    expect(
      within(within(chips).getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['TypeScript', 'React']);
    expect(within(within(chips).getByRole('list', { name: 'Tags' })).getByText('e-commerce')).toBeInTheDocument();

    const contact = region('Contact');
    expect(within(contact).getByRole('link', { name: 'jobs@adinkra-foods.example' })).toHaveAttribute(
      'href',
      'mailto:jobs@adinkra-foods.example',
    );
    expect(within(contact).getByRole('link', { name: '011 123 4567' })).toHaveAttribute('href', 'tel:+27111234567');
    const applyOutside = within(contact).getByRole('link', { name: /Apply on the company’s website/ });
    expect(applyOutside).toHaveAttribute('href', 'https://careers.adinkra-foods.example/apply/7');
    expect(applyOutside).toHaveAttribute('target', '_blank');
    expect(applyOutside).toHaveAttribute('rel', 'noopener noreferrer');

    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(
        `*Junior Software Developer at Adinkra Foods*\nFull-time · Johannesburg\n${window.location.origin}/jobs/7`,
      )}`,
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: jobMessages.myJobsHeading })).not.toBeInTheDocument();
  });

  it('leaves out what the job does not have, and says when the salary is not specified', async () => {
    serveJob(
      makeJobDetail({
        id: 8,
        is_remote: false,
        salary_min: null,
        salary_max: null,
        company_website: null,
        requirements: [],
        benefits: [],
        skills: [],
        tags: [],
        contact_phone: null,
        application_url: null,
      }),
    );
    renderApp('/jobs/8', { user: makeUser() });
    await screen.findByRole('heading', { level: 1 });
    expect(fact('Salary')).toHaveTextContent(jobMessages.salaryNotSpecified);
    expect(fact('Salary')).not.toHaveTextContent('Paid in');
    expect(within(fact('Location')).queryByText(jobMessages.remote)).not.toBeInTheDocument();
    for (const name of ['Requirements', 'Benefits', 'Skills and tags']) {
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    }
    expect(within(region('Contact')).getAllByRole('link')).toHaveLength(1);
  });

  it('labels a salary posted in another currency and period with both', async () => {
    serveJob(makeJobDetail({ id: 9, salary_min: '40.50', salary_max: null, currency: 'GBP', salary_period: 'hour' }));
    renderApp('/jobs/9');
    await screen.findByRole('heading', { level: 1 });
    expect(fact('Salary')).toHaveTextContent('From £40.50 per hour');
    expect(fact('Salary')).toHaveTextContent('Paid in British Pound (GBP)');
  });

  it('shows the expired banner and offers no way to apply, to members or visitors', async () => {
    serveJob(makeJobDetail({ id: 10, is_expired: true }));
    renderApp('/jobs/10', { user: makeUser() });
    expect(await screen.findByText(jobMessages.expired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: jobMessages.applyNow })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: jobMessages.loginToApply })).not.toBeInTheDocument();
  });

  it('hides Login to Apply from visitors on an expired job', async () => {
    serveJob(makeJobDetail({ id: 11, is_expired: true }));
    renderApp('/jobs/11');
    expect(await screen.findByText(jobMessages.expired)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: jobMessages.loginToApply })).not.toBeInTheDocument();
  });

  it("shows 'Applied' with the application's status and the way to all of the member's applications", async () => {
    serveJob(
      makeJobDetail({
        id: 12,
        user_applied: true,
        user_application: { id: 55, status: 'shortlisted', created_at: '2030-05-02T09:00:00.000Z' },
      }),
    );
    renderApp('/jobs/12', { user: makeUser() });
    const applied = await screen.findByText(jobMessages.appliedLabel);
    expect(applied).toHaveTextContent(`Status: ${APPLICATION_STATUS_LABELS.shortlisted}`);
    // Opening the page does not move the reader: nothing was just sent.
    expect(applied).not.toHaveFocus();
    expect(screen.getByRole('link', { name: jobMessages.applicationsHeading })).toHaveAttribute(
      'href',
      '/applications',
    );
    expect(screen.queryByRole('button', { name: jobMessages.applyNow })).not.toBeInTheDocument();
  });

  it('tells a business account that members apply, instead of offering Apply Now', async () => {
    serveJob(makeJobDetail({ id: 13 }));
    renderApp('/jobs/13', { user: makeBusinessUser() });
    expect(await screen.findByText(applicationMessages.onlyMembersApply)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: jobMessages.applyNow })).not.toBeInTheDocument();
  });

  it('gives the owner Edit, My Jobs and the draft badge, and no way to apply to their own job', async () => {
    const owner = makeBusinessUser({ id: 900 });
    serveJob(makeJobDetail({ id: 14, user_id: 900, is_owner: true, status: 'draft' }));
    renderApp('/jobs/14', { user: owner });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(jobMessages.draft)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/jobs/14/edit');
    expect(screen.getByRole('link', { name: jobMessages.myJobsHeading })).toHaveAttribute('href', '/my-jobs');
    expect(screen.queryByRole('button', { name: jobMessages.applyNow })).not.toBeInTheDocument();
    expect(screen.queryByText(applicationMessages.onlyMembersApply)).not.toBeInTheDocument();
  });

  it("gives an admin Edit on another member's job, and lets them apply", async () => {
    serveJob(makeJobDetail({ id: 15 }));
    renderApp('/jobs/15', { user: makeUser({ is_admin: true }) });
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/jobs/15/edit');
    expect(screen.getByRole('button', { name: jobMessages.applyNow })).toBeInTheDocument();
  });

  it("answers a missing or hidden job with 'Job not found' and a way back to the board", async () => {
    server.use(
      http.get(`${API}/job-listings/:id`, () =>
        HttpResponse.json<ErrorResponse>({ message: 'Job not found' }, { status: 404 }),
      ),
    );
    renderApp('/jobs/404');
    expect(await screen.findByRole('heading', { level: 1, name: jobMessages.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: jobMessages.backToJobs })).toHaveAttribute('href', '/jobs');
    await waitFor(() => expect(document.title).toBe('Job not found — Akwaaba'));
  });

  it("answers an address that is not a job's with 'Job not found' without asking the server", async () => {
    const calls = serveJob(makeJobDetail());
    renderApp('/jobs/not-a-number');
    expect(await screen.findByRole('heading', { level: 1, name: jobMessages.notFound })).toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it('offers to try again when the job fails to load', async () => {
    let fail = true;
    server.use(
      http.get(`${API}/job-listings/:id`, () =>
        fail
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({ data: makeJobDetail({ id: 16, title: 'Loaded at last' }) }),
      ),
    );
    const { user } = renderApp('/jobs/16');
    expect(await screen.findByRole('alert')).toHaveTextContent(jobMessages.fetchJobFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loaded at last' })).toBeInTheDocument();
  });
});
