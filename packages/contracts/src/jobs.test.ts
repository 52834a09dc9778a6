import { describe, expect, it } from 'vitest';
import {
  formatSalary,
  JOB_DEFAULTS,
  jobInput,
  jobMessages,
  type JobCurrency,
  type JobInput,
  type SalaryPeriod,
} from './jobs.ts';

const posted = (
  salary_min: string | null,
  salary_max: string | null,
  currency: JobCurrency = 'ZAR',
  salary_period: SalaryPeriod = 'month',
) => ({ salary_min, salary_max, currency, salary_period });

describe('formatSalary', () => {
  it('shows the pay as posted: its currency, its period, thousands grouped with a space', () => {
    expect(formatSalary(posted('25000.00', '35000.00'))).toBe('R25 000 – R35 000 per month');
    expect(formatSalary(posted('1200000.00', '1500000.00', 'GHS', 'year'))).toBe(
      'GH₵1 200 000 – GH₵1 500 000 per year',
    );
    expect(formatSalary(posted('18000.00', '18000', 'USD'))).toBe('US$18 000 per month');
  });

  it('says From or Up to with one end of the range, and not specified without either', () => {
    expect(formatSalary(posted('25000.00', null))).toBe('From R25 000 per month');
    expect(formatSalary(posted(null, '35000.00', 'GBP'))).toBe('Up to £35 000 per month');
    expect(formatSalary(posted(null, null))).toBe(jobMessages.salaryNotSpecified);
  });

  it('keeps cents only when there are some', () => {
    expect(formatSalary(posted('85.50', '120.00', 'ZAR', 'hour'))).toBe('R85.50 – R120 per hour');
  });
});

/** The required fields of the post-job body, typed as a client sends them. */
const minimalJob = (overrides: Record<string, unknown> = {}) => ({
  title: 'Warehouse Assistant',
  category_id: 3,
  description: 'Receive, count and pack stock for deliveries across Gauteng.',
  company_name: 'Makola Imports',
  location: 'Midrand',
  city: 'Johannesburg',
  contact_email: 'jobs@makola.example',
  ...overrides,
});

describe('jobInput', () => {
  it('gives a select left out, blank or null the spec’s default', () => {
    const typed: JobInput = minimalJob();
    for (const body of [typed, minimalJob({ type: '', currency: null, salary_period: '' })]) {
      expect(jobInput.parse(body)).toMatchObject({
        type: JOB_DEFAULTS.job_type,
        level: JOB_DEFAULTS.experience_level,
        currency: JOB_DEFAULTS.currency,
        salary_period: JOB_DEFAULTS.salary_period,
        work_eligibility: JOB_DEFAULTS.work_eligibility,
        status: JOB_DEFAULTS.status,
      });
    }
  });

  it('reads a form’s text (a multipart form, an older client) as it reads the typed body', () => {
    const typed = jobInput.parse(minimalJob({ salary_min: 25000, salary_max: null, requirements: ['Forklift'] }));
    const text = jobInput.parse(
      minimalJob({ category_id: '3', salary_min: '25000', salary_max: '', requirements: 'Forklift\n' }),
    );
    expect(text).toEqual(typed);
    expect(typed).toMatchObject({
      category_id: 3,
      salary_min: '25000.00',
      salary_max: null,
      requirements: ['Forklift'],
    });
  });
});
