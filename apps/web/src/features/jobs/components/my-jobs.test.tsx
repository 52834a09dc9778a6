import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  applicationMessages,
  jobMessages,
  type Applicant,
  type ApplicantResponse,
  type ErrorResponse,
  type ListResponse,
  type MessageResponse,
  type MyJob,
} from '@akwaaba/contracts';
import { makeApplicant, makeBusinessUser, makeList, makeMyJob, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

/** /my-job-listings and DELETE as the API would, over one list of the poster's jobs. */
function serveMyJobs(jobs: MyJob[], options: { perPage?: number } = {}) {
  const stored = [...jobs];
  const pagesAsked: number[] = [];
  server.use(
    http.get<never, never, ListResponse<MyJob>>(`${API}/my-job-listings`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      pagesAsked.push(page);
      const perPage = options.perPage ?? 12;
      return HttpResponse.json(
        makeList(stored.slice((page - 1) * perPage, page * perPage), { page, perPage, total: stored.length }),
      );
    }),
    http.delete<{ id: string }, never, MessageResponse>(`${API}/job-listings/:id`, ({ params }) => {
      stored.splice(
        stored.findIndex((job) => job.id === Number(params.id)),
        1,
      );
      return HttpResponse.json({ message: jobMessages.deleted });
    }),
  );
  return { stored, pagesAsked };
}

/** A job's applicants and PATCH of their status as the API would; keeps each PATCH body. */
function serveApplicants(jobId: number, applicants: Applicant[]) {
  const stored = [...applicants];
  const patches: Array<{ id: number; body: unknown }> = [];
  server.use(
    http.get<never, never, ListResponse<Applicant>>(`${API}/job-listings/${jobId}/applications`, () =>
      HttpResponse.json(makeList(stored)),
    ),
    http.patch<{ id: string }, { status: Applicant['status'] }, ApplicantResponse>(
      `${API}/job-applications/:id`,
      async ({ params, request }) => {
        const body = await request.json();
        patches.push({ id: Number(params.id), body });
        const index = stored.findIndex((row) => row.id === Number(params.id));
        stored[index] = { ...stored[index]!, status: body.status };
        return HttpResponse.json({ data: stored[index]!, message: applicationMessages.statusUpdated });
      },
    ),
  );
  return { stored, patches };
}

function row(title: string) {
  return screen.getByRole('listitem', { name: title });
}

async function openApplicants(user: ReturnType<typeof renderApp>['user'], title: string) {
  await user.click(
    within(await screen.findByRole('listitem', { name: title })).getByRole('button', { name: 'Show applicants' }),
  );
  return within(row(title)).getByRole('region', { name: applicationMessages.applicantsHeading });
}

describe('My Jobs', () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists the poster's jobs with status, expiry, applicant counts and their links", async () => {
    serveMyJobs([
      makeMyJob({ id: 1, title: 'Junior Software Developer', applications_count: 4, new_applications_count: 1 }),
      makeMyJob({ id: 2, title: 'Chef de Partie', status: 'draft', applications_count: 0, new_applications_count: 0 }),
      makeMyJob({ id: 3, title: 'Shop Assistant', is_expired: true, applications_count: 1, new_applications_count: 0 }),
    ]);
    const { router } = renderApp('/my-jobs', { user: makeBusinessUser() });

    expect(await screen.findByRole('heading', { level: 1, name: jobMessages.myJobsHeading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Jobs — Akwaaba'));
    expect(within(screen.getByRole('main')).getByRole('link', { name: jobMessages.postJob })).toHaveAttribute(
      'href',
      '/create-job',
    );

    const developer = await screen.findByRole('listitem', { name: 'Junior Software Developer' });
    expect(within(developer).getByRole('link', { name: 'Junior Software Developer' })).toHaveAttribute(
      'href',
      '/jobs/1',
    );
    expect(within(developer).getByText('Adinkra Foods · Johannesburg')).toBeInTheDocument();
    expect(within(developer).getByText(jobMessages.published)).toBeInTheDocument();
    expect(within(developer).getByText('4 applicants')).toBeInTheDocument();
    expect(within(developer).getByText('1 new')).toBeInTheDocument();
    expect(within(developer).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/jobs/1');
    expect(within(developer).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/jobs/1/edit');
    expect(within(developer).queryByText('Expired')).not.toBeInTheDocument();

    const chef = row('Chef de Partie');
    expect(within(chef).getByText(jobMessages.draft)).toBeInTheDocument();
    expect(within(chef).getByText('0 applicants')).toBeInTheDocument();
    expect(within(chef).queryByText(/new$/)).not.toBeInTheDocument();

    const assistant = row('Shop Assistant');
    expect(within(assistant).getByText('Expired')).toBeInTheDocument();
    expect(within(assistant).getByText('1 applicant')).toBeInTheDocument();
    expect(within(assistant).getByText(/Closed/)).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/my-jobs');
  });

  it('asks for confirmation before deleting, and removes the row once deleted', async () => {
    const { stored } = serveMyJobs([makeMyJob({ id: 4, title: 'Old Job' }), makeMyJob({ id: 5, title: 'New Job' })]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp('/my-jobs', { user: makeBusinessUser() });

    await screen.findByRole('listitem', { name: 'Old Job' });
    await user.click(within(row('Old Job')).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(jobMessages.deleteConfirm);
    expect(stored).toHaveLength(2);

    await user.click(within(row('Old Job')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Old Job' })).not.toBeInTheDocument());
    expect(row('New Job')).toBeInTheDocument();
    expect(stored.map((job) => job.id)).toEqual([5]);
    expect(await screen.findByText(jobMessages.deleted)).toBeInTheDocument();
  });

  it("shows 'Failed to delete job.' in the row when deleting fails", async () => {
    serveMyJobs([makeMyJob({ id: 7, title: 'Warehouse Picker' })]);
    server.use(http.delete(`${API}/job-listings/:id`, () => new HttpResponse(null, { status: 500 })));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/my-jobs', { user: makeBusinessUser() });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await within(row('Warehouse Picker')).findByRole('alert')).toHaveTextContent(jobMessages.deleteFailed);
  });

  it('opens a job’s applicants: name, contacts, date, folded cover note, CV and status', async () => {
    serveMyJobs([makeMyJob({ id: 8, title: 'Junior Software Developer' })]);
    const longNote = `${'I have built two online shops for Ghanaian importers. '.repeat(8)}I would love to help.`;
    serveApplicants(8, [
      makeApplicant({ id: 81, job_id: 8, cover_note: longNote }),
      makeApplicant({
        id: 82,
        job_id: 8,
        status: 'shortlisted',
        cover_note: 'Short and sweet.',
        cv: null,
        user: { id: 951, name: 'Yaw Darko', email: null, phone: null },
      }),
    ]);
    const { user } = renderApp('/my-jobs', { user: makeBusinessUser() });

    const panel = await openApplicants(user, 'Junior Software Developer');
    const toggle = within(row('Junior Software Developer')).getByRole('button', { name: 'Hide applicants' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);

    const ama = await within(panel).findByRole('listitem', { name: 'Ama Mensah' });
    expect(within(ama).getByRole('link', { name: 'ama@example.com' })).toHaveAttribute(
      'href',
      'mailto:ama@example.com',
    );
    expect(within(ama).getByRole('link', { name: '082 123 4567' })).toHaveAttribute('href', 'tel:+27821234567');
    expect(within(ama).getByText('2 May 2030')).toBeInTheDocument();
    expect(within(ama).getByRole('combobox', { name: 'Status of Ama Mensah’s application' })).toHaveDisplayValue(
      'Submitted',
    );
    expect(within(ama).getByRole('button', { name: applicationMessages.downloadCv })).toBeInTheDocument();
    const showMore = within(ama).getByRole('button', { name: 'Show more' });
    expect(within(ama).getByText(longNote)).toHaveClass('line-clamp-3');
    await user.click(showMore);
    expect(within(ama).getByText(longNote)).not.toHaveClass('line-clamp-3');
    expect(within(ama).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    const yaw = within(panel).getByRole('listitem', { name: 'Yaw Darko' });
    expect(within(yaw).getByRole('combobox', { name: /^Status of Yaw Darko/ })).toHaveDisplayValue('Shortlisted');
    expect(within(yaw).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(within(yaw).queryByRole('link')).not.toBeInTheDocument();
    expect(within(yaw).getByText(applicationMessages.cvNotFound)).toBeInTheDocument();
  });

  it('saves a new status at once and says so', async () => {
    serveMyJobs([makeMyJob({ id: 9, title: 'Chef de Partie' })]);
    const { patches } = serveApplicants(9, [makeApplicant({ id: 91, job_id: 9 })]);
    const { user } = renderApp('/my-jobs', { user: makeBusinessUser() });

    const panel = await openApplicants(user, 'Chef de Partie');
    const status = await within(panel).findByRole('combobox', { name: /^Status of Ama Mensah/ });
    await user.selectOptions(status, 'Shortlisted');

    expect(await screen.findByText(applicationMessages.statusUpdated)).toBeInTheDocument();
    expect(patches).toEqual([{ id: 91, body: { status: 'shortlisted' } }]);
    expect(status).toHaveValue('shortlisted');
  });

  it('asks before marking an application Not selected, and saves nothing when the employer keeps the status', async () => {
    serveMyJobs([makeMyJob({ id: 12, title: 'Chef de Partie' })]);
    const { patches } = serveApplicants(12, [makeApplicant({ id: 121, job_id: 12, status: 'reviewed' })]);
    const { user } = renderApp('/my-jobs', { user: makeBusinessUser() });

    const panel = await openApplicants(user, 'Chef de Partie');
    const status = await within(panel).findByRole('combobox', { name: /^Status of Ama Mensah/ });
    await user.selectOptions(status, 'Not selected');
    const dialog = await screen.findByRole('alertdialog', { name: applicationMessages.rejectTitle('Ama Mensah') });
    expect(dialog).toHaveAccessibleDescription(applicationMessages.rejectText);
    expect(patches).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: applicationMessages.rejectCancel }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(status).toHaveValue('reviewed');
    expect(status).toHaveFocus();

    await user.selectOptions(status, 'Not selected');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(patches).toEqual([]);

    await user.selectOptions(status, 'Not selected');
    await user.click(await screen.findByRole('button', { name: applicationMessages.rejectConfirm }));
    expect(await screen.findByText(applicationMessages.statusUpdated)).toBeInTheDocument();
    expect(patches).toEqual([{ id: 121, body: { status: 'rejected' } }]);
    expect(status).toHaveValue('rejected');
  });

  it('offers Undo after a change, which puts the previous status back', async () => {
    serveMyJobs([makeMyJob({ id: 13, title: 'Chef de Partie' })]);
    const { patches } = serveApplicants(13, [makeApplicant({ id: 131, job_id: 13, status: 'submitted' })]);
    const { user } = renderApp('/my-jobs', { user: makeBusinessUser() });

    const panel = await openApplicants(user, 'Chef de Partie');
    const status = await within(panel).findByRole('combobox', { name: /^Status of Ama Mensah/ });
    await user.selectOptions(status, 'Shortlisted');
    expect(await screen.findByText(applicationMessages.statusMailWaits)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: applicationMessages.undo }));

    expect(await screen.findByText(applicationMessages.statusUndone)).toBeInTheDocument();
    expect(patches).toEqual([
      { id: 131, body: { status: 'shortlisted' } },
      { id: 131, body: { status: 'submitted' } },
    ]);
    await waitFor(() => expect(status).toHaveValue('submitted'));
  });

  it('keeps the previous status when saving fails, and says so', async () => {
    serveMyJobs([makeMyJob({ id: 10, title: 'Chef de Partie' })]);
    serveApplicants(10, [makeApplicant({ id: 101, job_id: 10, status: 'reviewed' })]);
    server.use(http.patch(`${API}/job-applications/:id`, () => new HttpResponse(null, { status: 500 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/my-jobs', { user: makeBusinessUser() });

    const panel = await openApplicants(user, 'Chef de Partie');
    const status = await within(panel).findByRole('combobox', { name: /^Status of Ama Mensah/ });
    await user.selectOptions(status, 'Hired');

    expect(await screen.findByText(applicationMessages.statusFailed)).toBeInTheDocument();
    await waitFor(() => expect(status).toHaveValue('reviewed'));
  });

  it('downloads a CV with the member’s token under its stored name', async () => {
    serveMyJobs([makeMyJob({ id: 11, title: 'Chef de Partie' })]);
    serveApplicants(11, [makeApplicant({ id: 111, job_id: 11 })]);
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/job-applications/111/cv`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse('%PDF-1.7 CV', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment' },
        });
      }),
    );
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:cv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('ama-mensah-cv.pdf');
      expect(this.href).toBe('blob:cv');
    });
    const { user } = renderApp('/my-jobs', { user: makeBusinessUser() });

    const panel = await openApplicants(user, 'Chef de Partie');
    await user.click(await within(panel).findByRole('button', { name: applicationMessages.downloadCv }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(authorization).toBe('Bearer test-token');
    expect(await saved[0]!.text()).toBe('%PDF-1.7 CV');
  });

  it("toasts 'Failed to download the CV.' when the file cannot be fetched", async () => {
    serveMyJobs([makeMyJob({ id: 12, title: 'Chef de Partie' })]);
    serveApplicants(12, [makeApplicant({ id: 121, job_id: 12 })]);
    server.use(http.get(`${API}/job-applications/121/cv`, () => new HttpResponse(null, { status: 500 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/my-jobs', { user: makeBusinessUser() });

    const panel = await openApplicants(user, 'Chef de Partie');
    await user.click(await within(panel).findByRole('button', { name: applicationMessages.downloadCv }));
    expect(await screen.findByText(applicationMessages.cvDownloadFailed)).toBeInTheDocument();
  });

  it('says when a job has no applicants yet, or when they could not be loaded', async () => {
    serveMyJobs([makeMyJob({ id: 13, title: 'Quiet Job' }), makeMyJob({ id: 14, title: 'Broken Job' })]);
    serveApplicants(13, []);
    server.use(
      http.get(`${API}/job-listings/14/applications`, () =>
        HttpResponse.json<ErrorResponse>({ message: 'Oops' }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/my-jobs', { user: makeBusinessUser() });

    const quiet = await openApplicants(user, 'Quiet Job');
    expect(await within(quiet).findByText(applicationMessages.noApplicants)).toBeInTheDocument();
    const broken = await openApplicants(user, 'Broken Job');
    expect(await within(broken).findByText(applicationMessages.applicantsFailed)).toBeInTheDocument();
    expect(within(broken).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('pages through the jobs with the page in the address', async () => {
    const { pagesAsked } = serveMyJobs(
      Array.from({ length: 3 }, (_, index) => makeMyJob({ id: 20 + index, title: `Job ${index + 1}` })),
      { perPage: 2 },
    );
    const { user, router } = renderApp('/my-jobs', { user: makeBusinessUser() });
    await screen.findByRole('listitem', { name: 'Job 1' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'My jobs pages' })).getByRole('button', { name: 'Page 2' }),
    );

    expect(await screen.findByRole('listitem', { name: 'Job 3' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/my-jobs?page=2');
    expect(pagesAsked).toEqual([1, 2]);
  });

  it('says when the poster has no jobs yet, with a way to post one', async () => {
    serveMyJobs([]);
    renderApp('/my-jobs', { user: makeBusinessUser() });
    expect(await screen.findByText(jobMessages.noMyJobs)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: jobMessages.postFirstJob })).toHaveAttribute('href', '/create-job');
  });

  it('offers an individual member no link to post', async () => {
    serveMyJobs([]);
    renderApp('/my-jobs', { user: makeUser() });
    expect(await screen.findByText(jobMessages.noMyJobs)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: jobMessages.postFirstJob })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: jobMessages.postJob })).not.toBeInTheDocument();
  });

  it('says when the jobs could not be loaded', async () => {
    server.use(http.get(`${API}/my-job-listings`, () => HttpResponse.json({ message: 'Oops' }, { status: 500 })));
    renderApp('/my-jobs', { user: makeBusinessUser() });
    expect(await screen.findByText(jobMessages.myJobsFailed)).toBeInTheDocument();
  });

  it('sends visitors to sign in first', async () => {
    const { router } = renderApp('/my-jobs');
    await waitFor(() => expect(currentLocation(router)).toBe('/login?redirect=%2Fmy-jobs'));
  });
});
