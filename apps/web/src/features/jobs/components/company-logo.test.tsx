import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { jobMessages, type JobDetail, type JobSummary, type ListResponse } from '@akwaaba/contracts';
import { jobCategories, makeJobDetail, makeJobSummary, makeList } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const LOGO = '/uploads/jobs/adinkra-w192.webp';
const SRCSET =
  '/uploads/jobs/adinkra-w96.webp 96w, /uploads/jobs/adinkra-w192.webp 192w, /uploads/jobs/adinkra-w400.webp 400w';
const withLogo = { company_name: 'Adinkra Foods', company_logo: LOGO, company_logo_srcset: SRCSET };

function serveBoard(jobs: JobSummary[]) {
  server.use(
    http.get<never, never, ListResponse<JobSummary>>(`${API}/job-listings`, () => HttpResponse.json(makeList(jobs))),
    http.get(`${API}/categories`, () => HttpResponse.json({ data: jobCategories })),
  );
}

function serveJob(job: JobDetail) {
  server.use(http.get(`${API}/job-listings/${job.id}`, () => HttpResponse.json({ data: job })));
}

/** The browser's Save-Data wish, as Chromium exposes it. */
function browserSavesData(saveData: boolean) {
  const connection = Object.assign(new EventTarget(), { saveData });
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}

describe('A company’s logo', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'connection'));

  it('shows on a job’s row at the stored width that fits, named for its company', async () => {
    serveBoard([makeJobSummary({ id: 7, title: 'Warehouse Assistant', ...withLogo })]);
    renderApp('/jobs');
    const logo = await screen.findByRole('img', { name: jobMessages.logoAlt('Adinkra Foods') });
    expect(logo).toHaveAttribute('src', LOGO);
    expect(logo).toHaveAttribute('srcset', SRCSET);
    expect(logo).toHaveAttribute('sizes', '40px');
    expect(logo).toHaveAttribute('loading', 'lazy');
  });

  it('shows on the job’s page beside the company’s name', async () => {
    serveJob(makeJobDetail({ id: 8, ...withLogo }));
    renderApp('/jobs/8');
    const logo = await screen.findByRole('img', { name: jobMessages.logoAlt('Adinkra Foods') });
    expect(logo).toHaveAttribute('srcset', SRCSET);
    expect(logo).toHaveAttribute('sizes', '64px');
  });

  it('is not loaded with data saver on', async () => {
    browserSavesData(true);
    serveBoard([makeJobSummary({ id: 9, title: 'Warehouse Assistant', ...withLogo })]);
    renderApp('/jobs');
    expect(await screen.findByRole('link', { name: 'Warehouse Assistant' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: jobMessages.logoAlt('Adinkra Foods') })).not.toBeInTheDocument();
  });

  it('gives way to the company’s initial on the page when the job has none', async () => {
    serveJob(makeJobDetail({ id: 10, company_name: 'Adinkra Foods', company_logo: null, company_logo_srcset: null }));
    renderApp('/jobs/10');
    expect(await screen.findByText('Adinkra Foods')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: jobMessages.logoAlt('Adinkra Foods') })).not.toBeInTheDocument();
  });
});
