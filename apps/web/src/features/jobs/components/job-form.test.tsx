import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  jobInput,
  jobMessages,
  saDateOf,
  textLimits,
  textMessages,
  WORK_ELIGIBILITY_LABELS,
  type Category,
  type ErrorResponse,
  type JobDetail,
  type JobInput,
  type JobSummary,
  type ListResponse,
  type ValidationErrorResponse,
} from '@akwaaba/contracts';
import { jobCategories, makeBusinessUser, makeJobDetail, makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { pasteOverLimit } from '@/testing/long-text';
import { currentLocation, renderApp } from '@/testing/test-utils';
import type { SaveJobResponse } from '../api/create-job';

type Body = Record<string, unknown>;
type User = ReturnType<typeof renderApp>['user'];

function serveCategories(categories: Category[] = jobCategories) {
  server.use(http.get(`${API}/categories`, () => HttpResponse.json({ data: categories })));
}

/** POST /job-listings as the API would: keeps each body and answers with the stored job. */
function acceptCreate(options: { wait?: Promise<void> } = {}) {
  const bodies: Body[] = [];
  server.use(
    http.post<never, Body, SaveJobResponse>(`${API}/job-listings`, async ({ request }) => {
      bodies.push(await request.json());
      await options.wait;
      return HttpResponse.json(
        {
          data: makeJobDetail({ id: 301, title: 'Junior Software Developer', is_owner: true }),
          message: jobMessages.posted,
        },
        { status: 201 },
      );
    }),
  );
  return bodies;
}

function answerCreate(response: Response) {
  server.use(http.post(`${API}/job-listings`, () => response));
}

async function openCreate(member = makeBusinessUser()) {
  serveCategories();
  // The board, where a posted job leads.
  server.use(
    http.get<never, never, ListResponse<JobSummary>>(`${API}/job-listings`, () => HttpResponse.json(makeList([]))),
  );
  const view = renderApp('/create-job', { user: member });
  expect(await screen.findByRole('heading', { level: 1, name: jobMessages.formTitle })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('21'));
  return view;
}

async function fillRequired(user: User) {
  await user.type(screen.getByLabelText(/^Job title/), 'Junior Software Developer');
  await user.type(screen.getByLabelText(/^Job description/), 'Build and look after the web shop of a food importer.');
  await user.clear(screen.getByLabelText(/^Company name/));
  await user.type(screen.getByLabelText(/^Company name/), 'Adinkra Foods');
  await user.type(screen.getByLabelText(/^Location/), 'Braamfontein');
  await user.selectOptions(screen.getByRole('combobox', { name: /^City/ }), 'Johannesburg');
  await user.type(screen.getByLabelText(/^Contact email/), 'jobs@adinkra-foods.example');
}

const postButton = () => screen.getByRole('button', { name: jobMessages.postJob });

describe('Post a New Job', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens with the spec’s defaults: first category, Full-time, Mid level, rand per month, Published', async () => {
    await openCreate();
    const category = screen.getByRole('combobox', { name: /^Category/ });
    expect(within(category).getByRole('option', { selected: true })).toHaveTextContent('Information Technology');
    expect(screen.getByRole('combobox', { name: 'Job type' })).toHaveDisplayValue('Full-time');
    expect(screen.getByRole('combobox', { name: 'Experience level' })).toHaveDisplayValue('Mid level');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('ZAR');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveDisplayValue(/ZAR/);
    expect(screen.getByRole('combobox', { name: 'Salary period' })).toHaveDisplayValue('per month');
    expect(screen.getByRole('radio', { name: /^Published/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Draft/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: WORK_ELIGIBILITY_LABELS.right_to_work })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Remote work' })).not.toBeChecked();
    expect(screen.getByLabelText('Province')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Application deadline')).toHaveAttribute('min', saDateOf(new Date()));
    // A business account posts for its business: the company is filled in, and stays editable.
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Kofi’s Kitchen');
  });

  it('shows the contract message under each required field left empty and sends nothing', async () => {
    const bodies = acceptCreate();
    const { user } = await openCreate();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), '');
    await user.clear(screen.getByLabelText(/^Company name/));
    await user.click(postButton());

    const title = screen.getByLabelText(/^Job title/);
    expect(await screen.findByText(jobMessages.titleRequired)).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(jobMessages.titleRequired);
    expect(title).toHaveFocus();
    // The category's message comes with the others; under a loaded machine its render may land a moment after them.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveAccessibleDescription(
        jobMessages.categoryRequired,
      ),
    );
    expect(screen.getByLabelText(/^Job description/)).toHaveAccessibleDescription(
      expect.stringContaining(jobMessages.descriptionRequired),
    );
    expect(screen.getByLabelText(/^Company name/)).toHaveAccessibleDescription(jobMessages.companyRequired);
    expect(screen.getByLabelText(/^Location/)).toHaveAccessibleDescription(
      expect.stringContaining(jobMessages.locationRequired),
    );
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveAccessibleDescription(jobMessages.cityRequired);
    expect(screen.getByLabelText(/^Contact email/)).toHaveAccessibleDescription(jobMessages.contactEmailRequired);
    expect(bodies).toEqual([]);
  });

  it('keeps a pasted description over the limit, counting it, and refuses it on Post with the contract message', async () => {
    const bodies = acceptCreate();
    const { user } = await openCreate();
    const limits = textLimits(jobInput);
    expect(screen.getByLabelText(/^Job title/)).toHaveAttribute('maxlength', String(limits.title));
    expect(screen.getByLabelText(/^Company name/)).toHaveAttribute('maxlength', String(limits.company_name));
    await fillRequired(user);
    const description = screen.getByLabelText(/^Job description/);
    const pasted = await pasteOverLimit(user, description, limits.description!);
    await user.click(postButton());

    expect(await screen.findByText(textMessages.tooLong('Job description', limits.description!))).toBeInTheDocument();
    expect(description).toHaveFocus();
    expect(description).toHaveValue(pasted);
    expect(bodies).toEqual([]);
  });

  it('refuses bad values: short title, email, links, phone, salary range, a past deadline, a long skill', async () => {
    const bodies = acceptCreate();
    const { user } = await openCreate();
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/^Job title/));
    await user.type(screen.getByLabelText(/^Job title/), 'Hi');
    await user.clear(screen.getByLabelText(/^Contact email/));
    await user.type(screen.getByLabelText(/^Contact email/), 'not-an-email');
    await user.type(screen.getByLabelText('Company website'), 'javascript:alert(1)');
    await user.type(screen.getByLabelText(/^Application URL/), 'ftp://jobs.example');
    await user.type(screen.getByLabelText('Contact phone'), '12');
    await user.type(screen.getByLabelText(/^Minimum salary/), '30000');
    await user.type(screen.getByLabelText('Maximum salary'), '20000');
    fireEvent.change(screen.getByLabelText(/^Application deadline/), { target: { value: '2020-01-31' } });
    await user.type(screen.getByLabelText(/^Skills/), `TypeScript, ${'x'.repeat(51)}`);
    await user.click(postButton());

    expect(await screen.findByText(jobMessages.titleMin)).toBeInTheDocument();
    expect(screen.getByText(jobMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Company website')).toHaveAccessibleDescription(jobMessages.urlInvalid);
    expect(screen.getByLabelText(/^Application URL/)).toHaveAccessibleDescription(
      expect.stringContaining(jobMessages.urlInvalid),
    );
    expect(screen.getByLabelText('Contact phone')).toHaveAccessibleDescription(jobMessages.phoneInvalid);
    expect(screen.getByLabelText('Maximum salary')).toHaveAccessibleDescription(jobMessages.salaryRange);
    expect(screen.getByLabelText(/^Application deadline/)).toHaveAccessibleDescription(
      expect.stringContaining(jobMessages.deadlinePast),
    );
    expect(screen.getByLabelText(/^Skills/)).toHaveAccessibleDescription(
      expect.stringContaining(jobMessages.itemTooLong(50)),
    );
    expect(bodies).toEqual([]);
  });

  it("sends lines and commas as trimmed lists without blanks, shows 'Posting...', then 'Job posted successfully!' and /jobs", async () => {
    let release!: () => void;
    const bodies = acceptCreate({ wait: new Promise((resolve) => (release = resolve)) });
    const { user, router } = await openCreate();
    await fillRequired(user);
    expect(screen.getByLabelText('Province')).toHaveValue('Gauteng');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'Hospitality');
    await user.type(
      screen.getByLabelText(/^Requirements/),
      '  A year of TypeScript  {Enter}{Enter}   {Enter}A licence',
    );
    await user.type(screen.getByLabelText(/^Benefits/), 'Medical aid{Enter} Hybrid work ');
    await user.type(screen.getByLabelText(/^Skills/), ' TypeScript , , React,');
    await user.type(screen.getByLabelText(/^Tags/), 'e-commerce,food');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'Contract');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Experience level' }), 'Junior');
    await user.type(screen.getByLabelText(/^Minimum salary/), '25000');
    await user.type(screen.getByLabelText('Maximum salary'), '35000.50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Salary period' }), 'per year');
    await user.click(screen.getByRole('checkbox', { name: 'Remote work' }));
    await user.click(screen.getByRole('radio', { name: WORK_ELIGIBILITY_LABELS.visa_sponsorship }));
    await user.type(screen.getByLabelText('Contact phone'), '011 123 4567');
    await user.click(screen.getByRole('radio', { name: /^Draft/ }));
    await user.click(postButton());

    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
    release();
    expect(await screen.findByText(jobMessages.posted)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation(router)).toBe('/jobs'));
    // The board links to the job just posted (a draft is not on the board itself).
    expect(await screen.findByText(jobMessages.postedLinkIntro)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Junior Software Developer' })).toHaveAttribute('href', '/jobs/301');
    expect(bodies).toEqual([
      {
        title: 'Junior Software Developer',
        category_id: 22,
        description: 'Build and look after the web shop of a food importer.',
        requirements: ['A year of TypeScript', 'A licence'],
        benefits: ['Medical aid', 'Hybrid work'],
        skills: ['TypeScript', 'React'],
        tags: ['e-commerce', 'food'],
        company_name: 'Adinkra Foods',
        company_website: null,
        location: 'Braamfontein',
        city: 'Johannesburg',
        province: 'Gauteng',
        type: 'contract',
        level: 'junior',
        salary_min: 25000,
        salary_max: 35000.5,
        currency: 'ZAR',
        salary_period: 'year',
        remote_work: true,
        work_eligibility: 'visa_sponsorship',
        contact_email: 'jobs@adinkra-foods.example',
        contact_phone: '011 123 4567',
        application_url: null,
        deadline: null,
        status: 'draft',
      } satisfies JobInput,
    ]);
  });

  it('uploads a chosen company logo as multipart with a progress bar, the lists as the form typed them', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:logo-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const forms: FormData[] = [];
    let release!: () => void;
    const wait = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post<never, never, SaveJobResponse>(`${API}/job-listings`, async ({ request }) => {
        forms.push(await request.formData());
        await wait;
        return HttpResponse.json(
          { data: makeJobDetail({ id: 302, is_owner: true }), message: jobMessages.posted },
          { status: 201 },
        );
      }),
    );
    const { user, router } = await openCreate();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Requirements/), 'A year of TypeScript{Enter}A licence');
    await user.type(screen.getByLabelText(/^Skills/), 'TypeScript, React');
    const input = screen.getByLabelText('Company logo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(input, new File(['png-bytes'], 'adinkra.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Preview of the chosen logo' })).toHaveAttribute('src', 'blob:logo-1');

    await user.click(postButton());
    expect(await screen.findByRole('progressbar', { name: 'Uploading logo' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(currentLocation(router)).toBe('/jobs'));
    const form = forms[0]!;
    expect(form.get('title')).toBe('Junior Software Developer');
    // Multipart sends a line break as CRLF; the contract splits on either.
    expect(form.get('requirements')).toBe('A year of TypeScript\r\nA licence');
    expect(form.get('skills')).toBe('TypeScript,React');
    expect(form.get('remote_work')).toBe('0');
    // jsdom's XMLHttpRequest hands MSW the part's type but not its name or bytes; browsers send them all.
    expect(form.get('company_logo')).toMatchObject({ type: 'image/png' });
  });

  it('refuses a logo that is no picture or too large before sending, and shows the server’s word on one', async () => {
    await openCreate();
    // As a browser's "All files" choice would: the accept list is a hint, not a rule.
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Company logo');
    await user.upload(input, new File(['%PDF-1.7'], 'logo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(jobMessages.logoInvalid)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(jobMessages.logoInvalid));
    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText(jobMessages.logoTooLarge)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the chosen logo' })).not.toBeInTheDocument();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:logo-2');
    answerCreate(
      HttpResponse.json(
        { message: jobMessages.logoInvalid, errors: { company_logo: [jobMessages.logoInvalid] } },
        { status: 422 },
      ),
    );
    await fillRequired(user);
    await user.upload(input, new File(['not really a png'], 'logo.png', { type: 'image/png' }));
    await user.click(postButton());
    expect(await screen.findByText(jobMessages.checkForm)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(jobMessages.logoInvalid));
  });

  it("puts a 422's first message per field under each field (a list item's under its list) and toasts 'Please check the form for errors.'", async () => {
    answerCreate(
      HttpResponse.json<ValidationErrorResponse>(
        {
          message: 'The given data was invalid.',
          errors: {
            location: ['Location is required', 'Location is too short'],
            'requirements.1': [jobMessages.itemTooLong(300)],
            deadline: [jobMessages.deadlineTooFar],
          },
        },
        { status: 422 },
      ),
    );
    const { user, router } = await openCreate();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Requirements/), 'TypeScript{Enter}React');
    await user.click(postButton());

    expect(await screen.findByText(jobMessages.checkForm)).toBeInTheDocument();
    const location = screen.getByLabelText(/^Location/);
    expect(location).toHaveAccessibleDescription(expect.stringContaining('Location is required'));
    expect(location).not.toHaveAccessibleDescription(expect.stringContaining('too short'));
    // The first refused field in the form's order (Requirements sits above Location) takes the focus.
    await waitFor(() => expect(screen.getByLabelText(/^Requirements/)).toHaveFocus());
    expect(screen.getByLabelText(/^Requirements/)).toHaveAccessibleDescription(
      expect.stringContaining(jobMessages.itemTooLong(300)),
    );
    expect(screen.getByLabelText(/^Application deadline/)).toHaveAccessibleDescription(
      expect.stringContaining(jobMessages.deadlineTooFar),
    );
    expect(screen.queryByText('The given data was invalid.')).not.toBeInTheDocument();
    expect(currentLocation(router)).toBe('/create-job');
  });

  it("toasts the server's message when posting fails, or the spec's fallback without one", async () => {
    answerCreate(HttpResponse.json<ErrorResponse>({ message: jobMessages.onlyBusinessesPost }, { status: 403 }));
    const { user, router } = await openCreate();
    await fillRequired(user);
    await user.click(postButton());
    expect(await screen.findByText(jobMessages.onlyBusinessesPost)).toBeInTheDocument();

    answerCreate(new HttpResponse(null, { status: 500 }));
    await user.click(postButton());
    expect(await screen.findByText(jobMessages.postFailed)).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/create-job');
  });

  it("toasts 'Failed to load job categories.' and offers to try again", async () => {
    server.use(http.get(`${API}/categories`, () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
    const { user } = renderApp('/create-job', { user: makeBusinessUser() });
    expect(await screen.findAllByText(jobMessages.categoriesFailed)).not.toHaveLength(0);
    serveCategories();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('21'));
  });

  it('tells an individual member that only business accounts post jobs', async () => {
    renderApp('/create-job', { user: makeUser() });
    expect(await screen.findByText(jobMessages.onlyBusinessesPost)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: jobMessages.postJob })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: jobMessages.backToJobs })).toHaveAttribute('href', '/jobs');
  });

  it('lets an admin post', async () => {
    await openCreate(makeUser({ is_admin: true }));
    expect(postButton()).toBeInTheDocument();
  });

  it('sends visitors to sign in first', async () => {
    const { router } = renderApp('/create-job');
    await waitFor(() => expect(currentLocation(router)).toBe('/login?redirect=%2Fcreate-job'));
  });
});

/** The poster's job as the edit page loads it: lists, a Cape Town office, closing 1 July 2030 (SA time). */
function ownJob(overrides: Partial<JobDetail> = {}): JobDetail {
  return makeJobDetail({
    id: 44,
    title: 'Chef de Partie',
    category: { id: 22, name: 'Hospitality', slug: 'hospitality' },
    city: 'Cape Town',
    province: 'Western Cape',
    location: 'Sea Point',
    job_type: 'part_time',
    experience_level: 'senior',
    currency: 'GHS',
    salary_period: 'week',
    salary_min: '1500.00',
    salary_max: null,
    requirements: ['Five years in a busy kitchen', 'Food safety certificate'],
    benefits: ['Staff meals'],
    skills: ['Grill', 'Pastry'],
    tags: ['kitchen'],
    expires_at: '2030-07-01T21:59:59.000Z',
    is_owner: true,
    ...overrides,
  });
}

function serveJob(job: JobDetail) {
  server.use(http.get(`${API}/job-listings/${job.id}`, () => HttpResponse.json({ data: job })));
}

describe('Edit Job', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveCategories();
  });
  afterEach(() => vi.restoreAllMocks());

  it('fills the form from the stored job and PUTs the change, then shows the job', async () => {
    const job = ownJob();
    serveJob(job);
    const bodies: Body[] = [];
    server.use(
      http.put<{ id: string }, Body, SaveJobResponse>(`${API}/job-listings/:id`, async ({ request, params }) => {
        const body = await request.json();
        bodies.push({ id: params.id, ...body });
        const saved = { ...job, title: String(body.title) };
        serveJob(saved);
        return HttpResponse.json({ data: saved, message: jobMessages.updated });
      }),
    );
    const { user, router } = renderApp('/jobs/44/edit', { user: makeBusinessUser({ id: 900 }) });

    expect(await screen.findByRole('heading', { level: 1, name: jobMessages.editTitle })).toBeInTheDocument();
    const title = screen.getByLabelText(/^Job title/);
    await waitFor(() => expect(title).toHaveValue('Chef de Partie'));
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('22');
    expect(screen.getByLabelText(/^Requirements/)).toHaveValue('Five years in a busy kitchen\nFood safety certificate');
    expect(screen.getByLabelText(/^Skills/)).toHaveValue('Grill, Pastry');
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('Cape Town');
    expect(screen.getByLabelText('Province')).toHaveValue('Western Cape');
    expect(screen.getByRole('combobox', { name: 'Job type' })).toHaveValue('part_time');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('GHS');
    expect(screen.getByLabelText(/^Minimum salary/)).toHaveValue(1500);
    expect(screen.getByLabelText(/^Application deadline/)).toHaveValue('2030-07-01');

    await user.clear(title);
    await user.type(title, 'Sous Chef');
    const inAMonth = saDateOf(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
    fireEvent.change(screen.getByLabelText(/^Application deadline/), { target: { value: inAMonth } });
    await user.click(screen.getByRole('button', { name: 'Update Job' }));

    expect(await screen.findByText(jobMessages.updated)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation(router)).toBe('/jobs/44'));
    expect(bodies).toEqual([
      expect.objectContaining({
        id: '44',
        title: 'Sous Chef',
        category_id: 22,
        requirements: ['Five years in a busy kitchen', 'Food safety certificate'],
        skills: ['Grill', 'Pastry'],
        tags: ['kitchen'],
        type: 'part_time',
        level: 'senior',
        currency: 'GHS',
        salary_period: 'week',
        salary_min: 1500,
        salary_max: null,
        deadline: inAMonth,
      }),
    ]);
  });

  it('shows the current logo and removes it when asked', async () => {
    const logo = '/uploads/jobs/adinkra-w192.webp';
    const job = ownJob({ id: 51, company_logo: logo, company_logo_srcset: `${logo} 192w` });
    serveJob(job);
    const bodies: Body[] = [];
    server.use(
      http.put<never, Body, SaveJobResponse>(`${API}/job-listings/51`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          data: { ...job, company_logo: null, company_logo_srcset: null },
          message: jobMessages.updated,
        });
      }),
    );
    const { user, router } = renderApp('/jobs/51/edit', { user: makeBusinessUser({ id: 900 }) });
    expect(await screen.findByRole('img', { name: 'Current company logo' })).toHaveAttribute('src', logo);
    await user.click(screen.getByRole('checkbox', { name: 'Remove logo' }));
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/jobs/51'));
    expect(bodies).toEqual([expect.objectContaining({ remove_company_logo: true })]);
  });

  it('keeps a city the list does not know, and sends no deadline when it was left as stored (even one past)', async () => {
    const job = ownJob({ id: 45, city: 'Soweto', province: 'Gauteng', expires_at: '2020-01-31T21:59:59.000Z' });
    serveJob(job);
    const bodies: Body[] = [];
    server.use(
      http.put<never, Body, SaveJobResponse>(`${API}/job-listings/45`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: job, message: jobMessages.updated });
      }),
    );
    const { user, router } = renderApp('/jobs/45/edit', { user: makeBusinessUser({ id: 900 }) });

    const city = await screen.findByRole('combobox', { name: /^City/ });
    await waitFor(() => expect(city).toHaveValue('Soweto'));
    expect(screen.getByLabelText(/^Application deadline/)).toHaveValue('2020-01-31');
    await user.click(screen.getByRole('button', { name: 'Update Job' }));

    await waitFor(() => expect(currentLocation(router)).toBe('/jobs/45'));
    expect(bodies).toEqual([expect.objectContaining({ city: 'Soweto', province: 'Gauteng', deadline: null })]);
  });

  it('checks a changed deadline against today', async () => {
    serveJob(ownJob({ id: 50 }));
    const { user } = renderApp('/jobs/50/edit', { user: makeBusinessUser({ id: 900 }) });
    const deadline = await screen.findByLabelText(/^Application deadline/);
    await waitFor(() => expect(deadline).toHaveValue('2030-07-01'));
    fireEvent.change(deadline, { target: { value: '2021-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByText(jobMessages.deadlinePast)).toBeInTheDocument();
  });

  it("toasts 'Failed to update job.' when saving fails without a message", async () => {
    serveJob(ownJob({ id: 46 }));
    server.use(http.put(`${API}/job-listings/46`, () => new HttpResponse(null, { status: 500 })));
    const { user, router } = renderApp('/jobs/46/edit', { user: makeBusinessUser({ id: 900 }) });
    await waitFor(() => expect(screen.getByLabelText(/^Job title/)).toHaveValue('Chef de Partie'));
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByText(jobMessages.updateFailed)).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/jobs/46/edit');
  });

  it('tells a member who does not own the job that they may not edit it', async () => {
    serveJob(ownJob({ id: 47, is_owner: false }));
    renderApp('/jobs/47/edit', { user: makeBusinessUser({ id: 901 }) });
    expect(await screen.findByText(jobMessages.notAuthorized)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Job' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the job' })).toHaveAttribute('href', '/jobs/47');
  });

  it("lets an admin edit someone else's job", async () => {
    serveJob(ownJob({ id: 48, is_owner: false }));
    renderApp('/jobs/48/edit', { user: makeUser({ is_admin: true }) });
    expect(await screen.findByRole('button', { name: 'Update Job' })).toBeInTheDocument();
  });

  it("says 'Job not found' for a job that is gone or hidden", async () => {
    server.use(
      http.get(`${API}/job-listings/49`, () =>
        HttpResponse.json<ErrorResponse>({ message: jobMessages.notFound }, { status: 404 }),
      ),
    );
    renderApp('/jobs/49/edit', { user: makeBusinessUser() });
    expect(await screen.findByRole('heading', { name: jobMessages.notFound })).toBeInTheDocument();
  });
});
