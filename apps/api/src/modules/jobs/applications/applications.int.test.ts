import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  apiMessages,
  APPLICATION_STATUS_MAIL_HOLD_SECONDS,
  APPLICATION_STATUS_UNDO_SECONDS,
  applicationMessages,
  CV_MAX_BYTES,
  CV_TYPES,
  jobMessages,
} from '@akwaaba/contracts';
import { buildTestApp, relaxedRateLimits } from '../../../../test/build-test-app.ts';
import { docxFile, pdfFile, pdfOfSize, pngFile } from '../../../../test/cv-files.ts';
import {
  makeAdmin,
  makeBusiness,
  makeIndividual,
  multipart,
  type Actor,
  type FilePart,
  uploadedFiles,
} from '../../../../test/event-factories.ts';
import { createJob, expireJob, jobBody, jobCountsThatDrifted } from '../../../../test/job-factories.ts';
import { mailBody, mailHeader, selectRows, STRONG_PASSWORD } from '../../../../test/factories.ts';
import { STATUS_MAIL_EVERY_MS } from './applications.service.ts';

const testApp = await buildTestApp();
const { app } = testApp;

const admin = await makeAdmin(app);
const employer = await makeBusiness(app, 'Kente Works');
const otherBusiness = await makeBusiness(app, 'Other Employer');
const ama = await makeIndividual(app, 'Ama Owusu');
const kofi = await makeIndividual(app, 'Kofi Mensah');

/** A parsed JSON body, as app.inject's json() answers it. */
type Json = ReturnType<typeof JSON.parse>;

const headersOf = (who: Actor | null) => who?.headers ?? {};

const postJob = (who: Actor, overrides: Record<string, unknown> = {}) => createJob(app, who, overrides);

const pdfPart = (content = pdfFile(), filename = 'Ama Owusu CV.pdf'): FilePart => ({
  field: 'cv',
  filename,
  contentType: 'application/pdf',
  content,
});

function apply(jobId: number, who: Actor | null, coverNote = 'I would love to join your team.', cv?: FilePart) {
  const form = multipart({ cover_note: coverNote }, cv ? [cv] : []);
  return app.inject({
    method: 'POST',
    url: `/api/v1/job-listings/${jobId}/apply`,
    headers: { ...form.headers, ...headersOf(who) },
    payload: form.payload,
  });
}

async function applied(jobId: number, who: Actor, cv?: FilePart): Promise<Json> {
  const response = await apply(jobId, who, 'I would love to join your team.', cv);
  if (response.statusCode !== 201) throw new Error(`apply failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

const withdraw = (id: number, who: Actor | null) =>
  app.inject({ method: 'DELETE', url: `/api/v1/job-applications/${id}`, headers: headersOf(who) });
const setStatus = (id: number, who: Actor | null, status: unknown) =>
  app.inject({
    method: 'PATCH',
    url: `/api/v1/job-applications/${id}`,
    headers: headersOf(who),
    payload: { status },
  });
const applicants = (jobId: number, who: Actor | null, query = '') =>
  app.inject({ method: 'GET', url: `/api/v1/job-listings/${jobId}/applications?${query}`, headers: headersOf(who) });
const myApplications = (who: Actor, query = '') =>
  app.inject({ method: 'GET', url: `/api/v1/my/job-applications?${query}`, headers: who.headers });
const downloadCv = (id: number, who: Actor | null) =>
  app.inject({ method: 'GET', url: `/api/v1/job-applications/${id}/cv`, headers: headersOf(who) });

/** The job's count as stored, and its application rows. */
async function storedApplications(jobId: number) {
  const [job] = await selectRows(testApp.database, sql`select applications_count from jobs where id = ${jobId}`);
  const rows = await selectRows(
    testApp.database,
    sql`select user_id, cv_key from job_applications where job_id = ${jobId} order by id`,
  );
  return { count: Number(job?.applications_count), rows };
}

/** Every file in the private documents store, relative to it. */
async function storedDocuments(): Promise<string[]> {
  const root = path.join(testApp.dataDir, 'documents');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const HOLD_MS = APPLICATION_STATUS_MAIL_HOLD_SECONDS * 1000;

/** The application's status mail still waiting in the outbox (0 or 1). */
async function pendingMailsFor(applicationId: number): Promise<number> {
  const rows = await selectRows(
    testApp.database,
    sql`select count(*)::int as n from outbox_messages where fold_key = ${`application-status:${applicationId}`} and status = 'pending'`,
  );
  return rows[0]!.n as number;
}

async function mailsTo(who: Actor, subject: string): Promise<string[]> {
  return (await testApp.mail()).filter(
    (eml) => mailHeader(eml, 'To')?.includes(who.email) && mailHeader(eml, 'Subject') === subject,
  );
}

describe('POST /job-listings/:id/apply', () => {
  it('takes an application with a PDF CV, keeps the file privately, counts it and tells the poster', async () => {
    const job = await postJob(employer, { title: 'Payroll Clerk' });
    const response = await apply(job.id, ama, 'Five years of payroll in Accra and Durban.', pdfPart());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: jobMessages.applied,
      data: {
        id: expect.any(Number),
        status: 'submitted',
        cover_note: 'Five years of payroll in Accra and Durban.',
        cv: { name: 'Ama Owusu CV.pdf', size: pdfFile().length, type: CV_TYPES.pdf },
        job: {
          id: job.id,
          title: 'Payroll Clerk',
          company_name: 'Adinkra Foods',
          city: 'Johannesburg',
          is_expired: false,
        },
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });

    const stored = await storedApplications(job.id);
    expect(stored.count).toBe(1);
    expect(stored.rows).toEqual([{ user_id: ama.id, cv_key: expect.stringMatching(`^cvs/${job.id}/.+\\.pdf$`) }]);
    expect(await storedDocuments()).toContain(stored.rows[0]!.cv_key);
    // Private: nothing of it under the public uploads.
    expect(await uploadedFiles(testApp)).toEqual([]);

    const detail = await app.inject({ method: 'GET', url: `/api/v1/job-listings/${job.id}`, headers: ama.headers });
    expect(detail.json().data).toMatchObject({ applications_count: 1, user_applied: true });
    const [mail] = await mailsTo(employer, 'New application for “Payroll Clerk” from Ama Owusu');
    expect(mail && mailBody(mail)).toContain('Ama Owusu applied for “Payroll Clerk” and sent a CV.');
    expect(mail && mailBody(mail)).toContain('http://akwaaba.test/my-jobs');
    const dashboard = await app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: ama.headers });
    expect(dashboard.json().data.recent_activity[0]).toMatchObject({
      message: 'You applied for “Payroll Clerk” at Adinkra Foods.',
      link: '/applications',
    });
  });

  it('goes by the file’s content: a Word document sent as cv.pdf is kept as a .docx', async () => {
    const job = await postJob(employer);
    const response = await apply(job.id, ama, 'Attached.', pdfPart(docxFile(), 'cv.pdf'));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.cv).toEqual({ name: 'cv.docx', size: docxFile().length, type: CV_TYPES.docx });
    const [row] = (await storedApplications(job.id)).rows;
    expect(row!.cv_key).toMatch(/\.docx$/);
  });

  it('takes an application without a CV, as a form or as JSON', async () => {
    const job = await postJob(employer);
    const form = await apply(job.id, ama, 'No CV yet, happy to talk.');
    expect(form.statusCode).toBe(201);
    expect(form.json().data).toMatchObject({ cv: null, cover_note: 'No CV yet, happy to talk.' });
    const json = await app.inject({
      method: 'POST',
      url: `/api/v1/job-listings/${job.id}/apply`,
      headers: kofi.headers,
      payload: { cover_note: 'Sent as JSON.' },
    });
    expect(json.statusCode).toBe(201);
    expect(json.json().data.cv).toBeNull();
    expect((await storedApplications(job.id)).count).toBe(2);
    const [mail] = await mailsTo(employer, 'New application for “Junior Software Developer” from Kofi Mensah');
    expect(mail && mailBody(mail)).toContain(
      'Kofi Mensah applied for “Junior Software Developer”. Read the application',
    );
  });

  it('refuses a file that is no PDF or Word document, or is too large, and keeps nothing of it', async () => {
    const job = await postJob(employer);
    const before = await storedDocuments();
    const png = await apply(job.id, ama, 'See my CV.', pdfPart(pngFile(), 'cv.pdf'));
    expect(png.statusCode).toBe(422);
    expect(png.json()).toEqual({ message: applicationMessages.cvType, errors: { cv: [applicationMessages.cvType] } });
    const large = await apply(job.id, ama, 'See my CV.', pdfPart(pdfOfSize(6 * 1024 * 1024)));
    expect(large.statusCode).toBe(422);
    expect(large.json().errors).toEqual({ cv: [applicationMessages.cvTooLarge] });
    const justOver = await apply(job.id, ama, 'See my CV.', pdfPart(pdfOfSize(CV_MAX_BYTES + 1)));
    expect(justOver.json().errors).toEqual({ cv: [applicationMessages.cvTooLarge] });
    const stray = await apply(job.id, ama, 'See my photo.', { ...pdfPart(pngFile()), field: 'photo' });
    expect(stray.statusCode).toBe(422);
    expect(stray.json().errors).toEqual({ photo: [apiMessages.unexpectedFile] });
    expect(await storedDocuments()).toEqual(before);
    expect(await storedApplications(job.id)).toEqual({ count: 0, rows: [] });
  });

  it('refuses a missing or overlong cover note with its field message', async () => {
    const job = await postJob(employer);
    for (const note of ['', '   ']) {
      const response = await apply(job.id, ama, note, pdfPart());
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ cover_note: [applicationMessages.coverNoteRequired] });
    }
    const tooLong = await apply(job.id, ama, 'x'.repeat(5001));
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['cover_note']);
    const missing = await app.inject({
      method: 'POST',
      url: `/api/v1/job-listings/${job.id}/apply`,
      headers: ama.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(await storedApplications(job.id)).toEqual({ count: 0, rows: [] });
  });

  it('takes one application per member per job (409 for the second) and removes the refused CV', async () => {
    const job = await postJob(employer);
    await applied(job.id, ama, pdfPart());
    const files = await storedDocuments();
    const again = await apply(job.id, ama, 'Me again.', pdfPart());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: applicationMessages.alreadyApplied });
    expect(await storedDocuments()).toEqual(files);
    expect((await storedApplications(job.id)).count).toBe(1);
  });

  it('refuses the poster (403), business accounts (403) and visitors (401); an admin may apply', async () => {
    const job = await postJob(employer);
    const before = await storedDocuments();
    const own = await apply(job.id, employer, 'My own job.', pdfPart());
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: applicationMessages.ownJob });
    const business = await apply(job.id, otherBusiness, 'We would like this.', pdfPart());
    expect(business.statusCode).toBe(403);
    expect(business.json()).toEqual({ message: applicationMessages.onlyMembersApply });
    const visitor = await apply(job.id, null, 'Hello.', pdfPart());
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: apiMessages.unauthenticated });
    // The refused CVs were written before the checks and are gone again.
    expect(await storedDocuments()).toEqual(before);
    expect((await apply(job.id, admin, 'An admin applying.')).statusCode).toBe(201);
    expect((await storedApplications(job.id)).count).toBe(1);
  });

  it('answers 404 for a draft, a job that does not exist, and an expired job the member never applied to', async () => {
    const draft = await postJob(employer, { status: 'draft' });
    const hidden = await apply(draft.id, ama, 'Hello.', pdfPart());
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: jobMessages.notFound });
    expect((await apply(987_654, ama)).statusCode).toBe(404);
    expect(await storedApplications(draft.id)).toEqual({ count: 0, rows: [] });
  });

  it('closes an expired job: 409 to those who still see it (applicants, admins), 404 to everyone else', async () => {
    const job = await postJob(employer, { title: 'Closing Soon' });
    await applied(job.id, ama);
    await expireJob(testApp, job.id);
    for (const who of [ama, admin]) {
      const response = await apply(job.id, who, 'Still interested.');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: applicationMessages.jobExpired });
    }
    const stranger = await apply(job.id, kofi, 'Too late?');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: jobMessages.notFound });
    expect((await storedApplications(job.id)).count).toBe(1);
    const mine = (await myApplications(ama)).json().data as Json[];
    expect(mine.find((row) => row.job.id === job.id).job.is_expired).toBe(true);
  });
});

describe('GET /my/job-applications', () => {
  it('lists the member’s own applications newest first, paged, with each job', async () => {
    const seeker = await makeIndividual(app, 'Yaw Seeker');
    const titles = ['Driver', 'Chef', 'Tailor'];
    for (const title of titles) {
      await applied((await postJob(employer, { title })).id, seeker);
    }
    const first = await myApplications(seeker, 'per_page=2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 3, last_page: 2, from: 1, to: 2, current_page: 1 });
    expect(first.json().data.map((row: Json) => row.job.title)).toEqual(['Tailor', 'Chef']);
    const second = await myApplications(seeker, 'per_page=2&page=2');
    expect(second.json().data.map((row: Json) => row.job.title)).toEqual(['Driver']);
    const stranger = await makeIndividual(app);
    expect((await myApplications(stranger)).json()).toMatchObject({ data: [], total: 0, from: null });
    const visitor = await app.inject({ method: 'GET', url: '/api/v1/my/job-applications' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('DELETE /job-applications/:id', () => {
  it('lets the applicant withdraw: the row, the count and the CV file go; to anyone else it does not exist', async () => {
    const job = await postJob(employer);
    const application = await applied(job.id, ama, pdfPart());
    const [row] = (await storedApplications(job.id)).rows;
    for (const who of [kofi, employer, otherBusiness, admin]) {
      const response = await withdraw(application.id, who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: applicationMessages.notFound });
    }
    expect((await withdraw(application.id, null)).statusCode).toBe(401);
    const response = await withdraw(application.id, ama);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: applicationMessages.withdrawn });
    expect(await storedApplications(job.id)).toEqual({ count: 0, rows: [] });
    expect(await storedDocuments()).not.toContain(row!.cv_key);
    expect((await withdraw(application.id, ama)).statusCode).toBe(404);
    // Withdrawn, the member may apply again.
    expect((await apply(job.id, ama, 'Second thoughts.')).statusCode).toBe(201);
    expect(await jobCountsThatDrifted(testApp)).toEqual([]);
  });

  it('still works once the job went back to draft', async () => {
    const job = await postJob(employer);
    const application = await applied(job.id, kofi);
    const toDraft = await app.inject({
      method: 'PUT',
      url: `/api/v1/job-listings/${job.id}`,
      headers: employer.headers,
      payload: jobBody(job.category.id, { status: 'draft' }),
    });
    expect(toDraft.statusCode).toBe(200);
    expect((await withdraw(application.id, kofi)).statusCode).toBe(200);
    expect(await storedApplications(job.id)).toEqual({ count: 0, rows: [] });
  });
});

describe('GET /job-listings/:id/applications', () => {
  it('shows the poster and admins each applicant with their contact, newest first', async () => {
    const job = await postJob(employer);
    await applied(job.id, ama, pdfPart());
    await applied(job.id, kofi);
    for (const who of [employer, admin]) {
      const response = await applicants(job.id, who);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
      expect(body.data.map((row: Json) => row.user.name)).toEqual(['Kofi Mensah', 'Ama Owusu']);
      expect(body.data[1]).toEqual({
        id: expect.any(Number),
        job_id: job.id,
        status: 'submitted',
        cover_note: 'I would love to join your team.',
        cv: { name: 'Ama Owusu CV.pdf', size: pdfFile().length, type: CV_TYPES.pdf },
        user: { id: ama.id, name: 'Ama Owusu', email: ama.email, phone: null },
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
    }
    const paged = (await applicants(job.id, employer, 'per_page=1&page=2')).json();
    expect(paged).toMatchObject({ total: 2, last_page: 2, from: 2, to: 2 });
    expect(paged.data.map((row: Json) => row.user.name)).toEqual(['Ama Owusu']);
  });

  it('is refused to applicants and other members (403), hidden with a draft (404), and needs sign-in', async () => {
    const job = await postJob(employer);
    await applied(job.id, ama);
    for (const who of [ama, kofi, otherBusiness]) {
      const response = await applicants(job.id, who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: apiMessages.forbidden });
    }
    expect((await applicants(job.id, null)).statusCode).toBe(401);
    const draft = await postJob(employer, { status: 'draft' });
    expect((await applicants(draft.id, kofi)).statusCode).toBe(404);
    expect((await applicants(draft.id, employer)).statusCode).toBe(200);
  });
});

describe('PATCH /job-applications/:id', () => {
  it('lets the poster move an application on and mails the applicant; the same status again sends nothing', async () => {
    const job = await postJob(employer, { title: 'Shop Manager' });
    const application = await applied(job.id, ama);
    const subject = 'Your application for “Shop Manager”';
    const response = await setStatus(application.id, employer, 'shortlisted');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: applicationMessages.statusUpdated,
      data: { id: application.id, job_id: job.id, status: 'shortlisted', user: { id: ama.id, name: 'Ama Owusu' } },
    });
    testApp.clock.advance(HOLD_MS);
    const mails = await mailsTo(ama, subject);
    expect(mails).toHaveLength(1);
    expect(mailBody(mails[0]!)).toContain(
      'The status of your application for “Shop Manager” at Adinkra Foods is now: Shortlisted.',
    );
    expect(mailBody(mails[0]!)).toContain('http://akwaaba.test/applications');

    const again = await setStatus(application.id, employer, 'shortlisted');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('shortlisted');
    expect(await mailsTo(ama, subject)).toHaveLength(1);

    const byAdmin = await setStatus(application.id, admin, 'rejected');
    expect(byAdmin.statusCode).toBe(200);
    // A second mail about the application waits out the window after the first.
    expect(await mailsTo(ama, subject)).toHaveLength(1);
    testApp.clock.advance(STATUS_MAIL_EVERY_MS);
    const after = await mailsTo(ama, subject);
    expect(after).toHaveLength(2);
    expect(after.map(mailBody).join('\n')).toContain('is now: Not selected.');
    const mine = (await myApplications(ama)).json().data as Json[];
    expect(mine.find((row) => row.id === application.id).status).toBe('rejected');
  });

  it('mails the applicant at most once per application in 10 minutes: 40 changes send one mail, the next says the latest', async () => {
    const job = await postJob(employer, { title: 'Night Baker' });
    const application = await applied(job.id, kofi);
    const subject = 'Your application for “Night Baker”';
    const cycle = ['reviewed', 'shortlisted', 'rejected', 'hired'] as const;
    for (let change = 0; change < 40; change += 1) {
      expect((await setStatus(application.id, employer, cycle[change % cycle.length])).statusCode).toBe(200);
      // The worker runs between the changes, as it does in a server, the first time once the undo offer is over.
      if (change === 0) testApp.clock.advance(HOLD_MS);
      if (change % 10 === 0) await testApp.app.services.outbox.drain();
    }
    const first = await mailsTo(kofi, subject);
    expect(first).toHaveLength(1);
    expect(mailBody(first[0]!)).toContain('is now: Reviewed.');

    testApp.clock.advance(STATUS_MAIL_EVERY_MS);
    expect((await setStatus(application.id, employer, 'shortlisted')).statusCode).toBe(200);
    testApp.clock.advance(HOLD_MS);
    const second = await mailsTo(kofi, subject);
    expect(second).toHaveLength(2);
    expect(mailBody(second[1]!)).toContain('is now: Shortlisted.');
    // The in-app notifications keep every change.
    const notices = await selectRows(
      testApp.database,
      sql`select count(*)::int as n from activities where user_id = ${kofi.id} and type = 'job.application_status' and message like '%Night Baker%'`,
    );
    expect(notices[0]!.n).toBe(41);
  });

  it('sends nothing when the employer undoes a change within the undo window', async () => {
    const job = await postJob(employer, { title: 'Pastry Chef' });
    const application = await applied(job.id, kofi);
    const subject = 'Your application for “Pastry Chef”';
    expect((await setStatus(application.id, employer, 'rejected')).statusCode).toBe(200);
    // The worker runs while the undo is still on offer: the mail waits.
    testApp.clock.advance(APPLICATION_STATUS_UNDO_SECONDS * 1000 - 1000);
    expect(await mailsTo(kofi, subject)).toHaveLength(0);
    expect((await setStatus(application.id, employer, 'submitted')).statusCode).toBe(200);
    testApp.clock.advance(STATUS_MAIL_EVERY_MS);
    expect(await mailsTo(kofi, subject)).toHaveLength(0);
    expect(await pendingMailsFor(application.id)).toBe(0);
  });

  it('sends one mail with the latest status once a change is kept past the window', async () => {
    const job = await postJob(employer, { title: 'Sous Chef' });
    const application = await applied(job.id, kofi);
    const subject = 'Your application for “Sous Chef”';
    expect((await setStatus(application.id, employer, 'rejected')).statusCode).toBe(200);
    expect((await setStatus(application.id, employer, 'shortlisted')).statusCode).toBe(200);
    testApp.clock.advance(HOLD_MS - 1000);
    expect(await mailsTo(kofi, subject)).toHaveLength(0);
    testApp.clock.advance(1000);
    const sent = await mailsTo(kofi, subject);
    expect(sent).toHaveLength(1);
    expect(mailBody(sent[0]!)).toContain('is now: Shortlisted.');
  });

  it('withdraws the mail not yet sent when the status returns to what the applicant last heard by mail', async () => {
    const job = await postJob(employer, { title: 'Line Manager' });
    const application = await applied(job.id, kofi);
    const subject = 'Your application for “Line Manager”';
    expect((await setStatus(application.id, employer, 'reviewed')).statusCode).toBe(200);
    testApp.clock.advance(HOLD_MS);
    expect(await mailsTo(kofi, subject)).toHaveLength(1);
    // Moved on and back within the mail window: the applicant still knows 'Reviewed', so nothing more is sent.
    expect((await setStatus(application.id, employer, 'rejected')).statusCode).toBe(200);
    expect((await setStatus(application.id, employer, 'reviewed')).statusCode).toBe(200);
    testApp.clock.advance(STATUS_MAIL_EVERY_MS + HOLD_MS);
    expect(await mailsTo(kofi, subject)).toHaveLength(1);
    expect(await pendingMailsFor(application.id)).toBe(0);
  });

  it('answers 429 to an employer changing statuses past the hour’s limit', async () => {
    const limited = await buildTestApp({
      rateLimits: { ...relaxedRateLimits, applicationStatusChangesPerMember: { max: 3, timeWindow: 3_600_000 } },
    });
    const busy = await makeBusiness(limited.app, 'Busy Employer');
    const seeker = await makeIndividual(limited.app, 'Esi Mensah');
    const job = await createJob(limited.app, busy);
    const form = multipart({ cover_note: 'Hello' }, []);
    const applyResponse = await limited.app.inject({
      method: 'POST',
      url: `/api/v1/job-listings/${job.id}/apply`,
      headers: { ...form.headers, ...seeker.headers },
      payload: form.payload,
    });
    const id = applyResponse.json().data.id as number;
    const change = (status: string) =>
      limited.app.inject({
        method: 'PATCH',
        url: `/api/v1/job-applications/${id}`,
        headers: busy.headers,
        payload: { status },
      });
    for (const status of ['reviewed', 'shortlisted', 'rejected']) expect((await change(status)).statusCode).toBe(200);
    const refused = await change('hired');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: apiMessages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses the applicant (403), hides the application from other members (404) and needs sign-in', async () => {
    const job = await postJob(employer);
    const application = await applied(job.id, ama);
    const own = await setStatus(application.id, ama, 'hired');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: apiMessages.forbidden });
    for (const who of [kofi, otherBusiness]) {
      const response = await setStatus(application.id, who, 'hired');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: applicationMessages.notFound });
    }
    expect((await setStatus(application.id, null, 'hired')).statusCode).toBe(401);
    expect((await setStatus(987_654, employer, 'hired')).statusCode).toBe(404);
    const mine = (await myApplications(ama)).json().data as Json[];
    expect(mine.find((row) => row.id === application.id).status).toBe('submitted');
  });

  it('refuses a status that is not one of the five', async () => {
    const job = await postJob(employer);
    const application = await applied(job.id, ama);
    for (const status of ['accepted', '', null, 3, 'SUBMITTED']) {
      const response = await setStatus(application.id, employer, status);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['status']);
    }
  });
});

describe('GET /job-applications/:id/cv', () => {
  it('hands the CV to the applicant, the poster and admins only, as a download with the same bytes', async () => {
    const job = await postJob(employer);
    const content = pdfFile('Ama Owusu — Curriculum Vitae');
    const application = await applied(job.id, ama, pdfPart(content, 'Ama Owusu CV.pdf'));
    for (const who of [ama, employer, admin]) {
      const response = await downloadCv(application.id, who);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(content)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="Ama Owusu CV.pdf"',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; sandbox",
      });
    }
    for (const who of [kofi, otherBusiness]) {
      const response = await downloadCv(application.id, who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: applicationMessages.notFound });
    }
    expect((await downloadCv(application.id, null)).statusCode).toBe(401);
    expect((await downloadCv(987_654, admin)).statusCode).toBe(404);
  });

  it('names a non-ASCII file in UTF-8 and answers 404 for an application without a CV', async () => {
    const job = await postJob(employer);
    const named = await applied(job.id, ama, pdfPart(docxFile(), 'Abena Asantewaa – CV.docx'));
    const response = await downloadCv(named.id, employer);
    expect(response.headers['content-type']).toBe(CV_TYPES.docx);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Abena Asantewaa _ CV.docx"; filename*=UTF-8''Abena%20Asantewaa%20%E2%80%93%20CV.docx`,
    );
    const bare = await applied(job.id, kofi);
    const none = await downloadCv(bare.id, employer);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: applicationMessages.cvNotFound });
  });
});

describe('counts, the dashboard and account deletion', () => {
  it('counts the member’s applications on the dashboard', async () => {
    const seeker = await makeIndividual(app, 'Counted Seeker');
    const jobs = [await postJob(employer), await postJob(employer)];
    for (const job of jobs) await applied(job.id, seeker);
    const dashboard = await app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: seeker.headers });
    expect(dashboard.json().data.counters.jobs_applied).toBe(2);
  });

  it('gives every application back when the applicant deletes their account: counts drop and the CVs go', async () => {
    const leaver = await makeIndividual(app, 'Leaving Member');
    const jobs = [await postJob(employer), await postJob(otherBusiness)];
    for (const job of jobs) {
      await applied(job.id, leaver, pdfPart());
      await applied(job.id, kofi);
    }
    const keys = (await Promise.all(jobs.map((job) => storedApplications(job.id)))).flatMap((stored) =>
      stored.rows.filter((row) => row.user_id === leaver.id).map((row) => row.cv_key),
    );
    expect(keys).toHaveLength(2);
    const deletion = await app.inject({
      method: 'DELETE',
      url: '/api/v1/profile',
      headers: leaver.headers,
      payload: { password: STRONG_PASSWORD },
    });
    expect(deletion.statusCode).toBe(200);
    for (const job of jobs) {
      expect(await storedApplications(job.id)).toEqual({ count: 1, rows: [{ user_id: kofi.id, cv_key: null }] });
    }
    const files = await storedDocuments();
    for (const key of keys) expect(files).not.toContain(key);
    expect(await jobCountsThatDrifted(testApp)).toEqual([]);
  });
});
