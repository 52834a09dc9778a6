import { JOB_CURRENCY_NAMES, type JobCurrency, type JobSummary } from '@akwaaba/contracts';

// The pay as posted is worded once, in the contracts: the server's link preview says it the same way.
export { formatSalary, formatSalaryAmount } from '@akwaaba/contracts';

type PostedSalary = Pick<JobSummary, 'salary_min' | 'salary_max' | 'currency' | 'salary_period'>;

export function hasSalary(job: PostedSalary): boolean {
  return job.salary_min !== null || job.salary_max !== null;
}

/** 'South African Rand (ZAR)': names the currency, since 'R' or '$' alone can be read more than one way. */
export function currencyName(currency: JobCurrency): string {
  return `${JOB_CURRENCY_NAMES[currency]} (${currency})`;
}
