import {
  JOB_CURRENCY_SYMBOLS,
  jobMessages,
  SALARY_PERIOD_LABELS,
  type JobCurrency,
  type JobSummary,
} from '@akwaaba/contracts';
import { formatCount } from '@/lib/format';

type PostedSalary = Pick<JobSummary, 'salary_min' | 'salary_max' | 'currency' | 'salary_period'>;

/** 'R25 000', 'US$1 250.50': the posted currency's symbol, thousands grouped with a space, cents only when there are some. */
export function formatSalaryAmount(amount: string, currency: JobCurrency): string {
  const [whole = '0', cents = '00'] = Number(amount).toFixed(2).split('.');
  const grouped = formatCount(Number(whole));
  return `${JOB_CURRENCY_SYMBOLS[currency]}${cents === '00' ? grouped : `${grouped}.${cents}`}`;
}

/**
 * The pay as it was posted (GUIDE §1): 'R25 000 – R35 000 per month', 'From R25 000 per month',
 * 'Up to R35 000 per month', or 'Salary not specified'.
 */
export function formatSalary(job: PostedSalary): string {
  const { salary_min: min, salary_max: max, currency } = job;
  const period = SALARY_PERIOD_LABELS[job.salary_period];
  if (min !== null && max !== null) {
    const range =
      Number(min) === Number(max)
        ? formatSalaryAmount(min, currency)
        : `${formatSalaryAmount(min, currency)} – ${formatSalaryAmount(max, currency)}`;
    return `${range} ${period}`;
  }
  if (min !== null) return `From ${formatSalaryAmount(min, currency)} ${period}`;
  if (max !== null) return `Up to ${formatSalaryAmount(max, currency)} ${period}`;
  return jobMessages.salaryNotSpecified;
}

export function hasSalary(job: PostedSalary): boolean {
  return job.salary_min !== null || job.salary_max !== null;
}

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

/** 'South African Rand (ZAR)': names the currency, since 'R' or '$' alone can be read more than one way. */
export function currencyName(currency: JobCurrency): string {
  return `${currencyNames.of(currency) ?? currency} (${currency})`;
}
