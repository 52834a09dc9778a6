import type { JobDetail } from '@akwaaba/contracts';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import type { TestApp } from './build-test-app.ts';
import { categories, type Actor } from './event-factories.ts';
import { selectRows } from './factories.ts';

/**
 * A job that passes every rule, in Sandton, Johannesburg, with a rand salary per month and no deadline (it stays
 * open JOB_DEFAULT_OPEN_DAYS); tests override one field at a time.
 */
export function jobBody(categoryId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Junior Software Developer',
    category_id: categoryId,
    description: 'Build and look after the online shop of a Ghanaian food importer: orders, stock and deliveries.',
    requirements: ['A year of TypeScript', 'A valid driver’s licence'],
    benefits: ['Medical aid', 'Hybrid work'],
    skills: ['TypeScript', 'React'],
    tags: ['e-commerce'],
    company_name: 'Adinkra Foods',
    company_website: 'https://adinkra-foods.example',
    location: '5 Rivonia Road, Sandton',
    city: 'Johannesburg',
    type: 'full_time',
    level: 'junior',
    salary_min: '25000',
    salary_max: '35000',
    currency: 'ZAR',
    salary_period: 'month',
    remote_work: false,
    contact_email: 'jobs@adinkra-foods.example',
    contact_phone: '011 234 5678',
    ...overrides,
  };
}

export async function firstJobCategory(app: App): Promise<number> {
  return (await categories(app, 'job'))[0]!.id;
}

/** Posts a job through the API and answers it; fails the test on any other answer than 201. */
export async function createJob(app: App, owner: Actor, overrides: Record<string, unknown> = {}): Promise<JobDetail> {
  const payload = jobBody(await firstJobCategory(app), overrides);
  const response = await app.inject({ method: 'POST', url: '/api/v1/job-listings', headers: owner.headers, payload });
  if (response.statusCode !== 201) throw new Error(`job posting failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: JobDetail }).data;
}

/**
 * Closes a job as time would: its expires_at a moment before the test clock's now. (Moving the clock past it
 * would also end every session of the file.)
 */
export async function expireJob(testApp: TestApp, jobId: number): Promise<void> {
  const expiresAt = new Date(testApp.clock.now().getTime() - 1).toISOString();
  await testApp.database.db.execute(sql`update jobs set expires_at = ${expiresAt} where id = ${jobId}`);
}

/**
 * Jobs whose applications_count differs from their application rows (counters equal their rows:
 * docs/rules/security-and-reliability.md). Empty when every job's count is true.
 */
export async function jobCountsThatDrifted(testApp: TestApp) {
  return selectRows(
    testApp.database,
    sql`select j.id, j.applications_count,
          (select count(*)::int from job_applications a where a.job_id = j.id) as application_rows
        from jobs j
        where j.applications_count <> (select count(*) from job_applications a where a.job_id = j.id)`,
  );
}
