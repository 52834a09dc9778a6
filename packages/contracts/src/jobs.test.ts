import { describe, expect, it } from 'vitest';
import { formatSalary, jobMessages, type JobCurrency, type SalaryPeriod } from './jobs.ts';

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
