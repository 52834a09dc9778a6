import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { JOB_LOGO_MAX_BYTES, jobMessages, type JobDetail, type JobSummary } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  makeBusiness,
  multipart,
  uploadedFiles,
  uploadPath,
  type Actor,
  type FilePart,
} from '../../../test/event-factories.ts';
import { firstJobCategory, jobBody } from '../../../test/job-factories.ts';

const testApp = await buildTestApp();
const { app } = testApp;
const employer = await makeBusiness(app, 'Adinkra Foods');
const categoryId = await firstJobCategory(app);

/** The job form as multipart: lists as the form's text (requirements by line, skills by comma), and the logo. */
function jobForm(logo: FilePart | null, extra: Record<string, string> = {}) {
  const body = jobBody(categoryId);
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const separator = key === 'requirements' || key === 'benefits' ? '\n' : ',';
    fields[key] = Array.isArray(value) ? value.join(separator) : String(value);
  }
  return multipart({ ...fields, ...extra }, logo ? [logo] : []);
}

const logoFile = (content: Buffer, contentType = 'image/png', filename = 'logo.png'): FilePart => ({
  field: 'company_logo',
  filename,
  contentType,
  content,
});

function send(url: string, logo: FilePart | null, extra: Record<string, string> = {}, who: Actor = employer) {
  const form = jobForm(logo, extra);
  return app.inject({ method: 'POST', url, headers: { ...who.headers, ...form.headers }, payload: form.payload });
}

async function postWithLogo(logo: FilePart): Promise<JobDetail> {
  const response = await send('/api/v1/job-listings', logo);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const square = (size: number, background = '#FCD116') =>
  sharp({ create: { width: size, height: size, channels: 3, background } });

/** The stored files of a logo, by the URLs its srcset names. */
const logoUrls = (job: Pick<JobSummary, 'company_logo_srcset'>) =>
  job.company_logo_srcset!.split(', ').map((entry) => entry.split(' ')[0]!);

describe('a job’s company logo', () => {
  it('is uploaded with the job, re-encoded as WebP at small widths with no metadata, and shown on the board', async () => {
    const logo = await square(1000)
      .jpeg()
      .withExif({ IFD0: { Make: 'Tecno', Artist: 'Kofi Mensah' } })
      .toBuffer();
    const job = await postWithLogo(logoFile(logo, 'image/jpeg', 'IMG_0001.jpg'));
    expect(job.company_logo).toMatch(/^\/uploads\/jobs\/[\w-]{24}-w192\.webp$/);
    const base = job.company_logo!.replace('-w192.webp', '');
    expect(job.company_logo_srcset).toBe(`${base}-w96.webp 96w, ${base}-w192.webp 192w, ${base}-w400.webp 400w`);
    const sizes = await Promise.all(
      logoUrls(job).map(async (url) => {
        const served = await app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        const { format, width, exif } = await sharp(served.rawPayload).metadata();
        return [format, width, exif];
      }),
    );
    expect(sizes).toEqual([
      ['webp', 96, undefined],
      ['webp', 192, undefined],
      ['webp', 400, undefined],
    ]);

    const board = (await app.inject({ method: 'GET', url: '/api/v1/job-listings' })).json().data as JobSummary[];
    expect(board.find((card) => card.id === job.id)).toMatchObject({
      company_logo: job.company_logo,
      company_logo_srcset: job.company_logo_srcset,
    });
  });

  it('is never a link to another site: a logo address sent as text is not kept or shown', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/job-listings',
      headers: employer.headers,
      payload: jobBody(categoryId, { company_logo: 'https://tracker.example/pixel.png' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ company_logo: null, company_logo_srcset: null });
    expect(response.body).not.toContain('tracker.example');
  });

  it('refuses a file that is no picture, or too large, under the logo field, and keeps nothing of it', async () => {
    const before = await uploadedFiles(testApp);
    const notPicture = await send(
      '/api/v1/job-listings',
      logoFile(Buffer.from('%PDF-1.4 not a logo'), 'image/png', 'logo.png'),
    );
    expect(notPicture.statusCode).toBe(422);
    expect(notPicture.json().errors).toEqual({ company_logo: [jobMessages.logoInvalid] });
    const tooLarge = await send('/api/v1/job-listings', logoFile(Buffer.alloc(JOB_LOGO_MAX_BYTES + 1, 1)));
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().errors).toEqual({ company_logo: [jobMessages.logoTooLarge] });
    expect(await uploadedFiles(testApp)).toEqual(before);
  });

  it('is replaced by a new one, removed on request and with the job, its old files going each time', async () => {
    const job = await postWithLogo(logoFile(await square(300).png().toBuffer()));
    const first = logoUrls(job);

    const replaced = await send(
      `/api/v1/job-listings/${job.id}`,
      logoFile(await square(300, '#006B3F').png().toBuffer()),
      {
        _method: 'PUT',
      },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = logoUrls(replaced.json().data);
    expect(second).not.toEqual(first);
    for (const url of first) expect(fs.existsSync(uploadPath(testApp, url)), url).toBe(false);

    const removed = await app.inject({
      method: 'PUT',
      url: `/api/v1/job-listings/${job.id}`,
      headers: employer.headers,
      payload: jobBody(categoryId, { remove_company_logo: true }),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ company_logo: null, company_logo_srcset: null });
    for (const url of second) expect(fs.existsSync(uploadPath(testApp, url)), url).toBe(false);

    const again = await postWithLogo(logoFile(await square(200).png().toBuffer()));
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/job-listings/${again.id}`,
      headers: employer.headers,
    });
    expect(deleted.statusCode).toBe(200);
    for (const url of logoUrls(again)) expect(fs.existsSync(uploadPath(testApp, url)), url).toBe(false);
  });

  it('keeps the logo when an edit sends none and does not ask to remove it', async () => {
    const job = await postWithLogo(logoFile(await square(200).png().toBuffer()));
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/job-listings/${job.id}`,
      headers: employer.headers,
      payload: jobBody(categoryId, { title: 'Senior Software Developer' }),
    });
    expect(edited.json().data).toMatchObject({ title: 'Senior Software Developer', company_logo: job.company_logo });
  });
});
