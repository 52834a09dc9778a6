import { JOB_CURRENCIES } from '@akwaaba/contracts';
import { describe, expect, it } from 'vitest';
import { jobMessages, type JobCurrency, type SalaryPeriod } from '@akwaaba/contracts';
import { currencyName, formatSalary, formatSalaryAmount, hasSalary } from './salary';

const posted = (salary_min: string | null, salary_max: string | null, currency: JobCurrency = 'ZAR') => ({
  salary_min,
  salary_max,
  currency,
  salary_period: 'month' as SalaryPeriod,
});

describe('formatSalary', () => {
  it('shows a range as posted, in rand per month by default', () => {
    expect(formatSalary(posted('25000.00', '35000.00'))).toBe('R25 000 – R35 000 per month');
  });

  it.each([
    ['ZAR', 'R1 200 000 – R1 500 000 per month'],
    ['USD', 'US$1 200 000 – US$1 500 000 per month'],
    ['GHS', 'GH₵1 200 000 – GH₵1 500 000 per month'],
    ['EUR', '€1 200 000 – €1 500 000 per month'],
    ['GBP', '£1 200 000 – £1 500 000 per month'],
  ] as const)('writes %s with its own symbol', (currency, expected) => {
    expect(formatSalary(posted('1200000.00', '1500000.00', currency))).toBe(expected);
  });

  it.each([
    ['month', 'R300 – R450 per month'],
    ['year', 'R300 – R450 per year'],
    ['week', 'R300 – R450 per week'],
    ['hour', 'R300 – R450 per hour'],
  ] as const)('names the period %s', (salary_period, expected) => {
    expect(formatSalary({ ...posted('300.00', '450.00'), salary_period })).toBe(expected);
  });

  it('says From with a minimum only and Up to with a maximum only', () => {
    expect(formatSalary(posted('25000.00', null))).toBe('From R25 000 per month');
    expect(formatSalary(posted(null, '35000.00', 'GBP'))).toBe('Up to £35 000 per month');
  });

  it('shows one amount when the minimum and maximum are the same', () => {
    expect(formatSalary(posted('18000.00', '18000'))).toBe('R18 000 per month');
  });

  it('says the salary is not specified when neither is given', () => {
    expect(formatSalary(posted(null, null))).toBe(jobMessages.salaryNotSpecified);
  });

  it('keeps cents when there are some, and leaves them out of whole amounts', () => {
    expect(formatSalary({ ...posted('85.50', '120.00'), salary_period: 'hour' })).toBe('R85.50 – R120 per hour');
    expect(formatSalaryAmount('1250.05', 'USD')).toBe('US$1 250.05');
    expect(formatSalaryAmount('0.00', 'ZAR')).toBe('R0');
  });
});

describe('hasSalary', () => {
  it('is true when either end of the range is posted', () => {
    expect(hasSalary(posted('1.00', null))).toBe(true);
    expect(hasSalary(posted(null, '1.00'))).toBe(true);
    expect(hasSalary(posted(null, null))).toBe(false);
  });
});

describe('currencyName', () => {
  it('names the currency and its code', () => {
    expect(currencyName('ZAR')).toBe('South African Rand (ZAR)');
    expect(currencyName('GHS')).toBe('Ghanaian Cedi (GHS)');
    // The names are written out (no Intl on the job pages): what Intl.DisplayNames says in English.
    const names = new Intl.DisplayNames(['en'], { type: 'currency' });
    for (const currency of JOB_CURRENCIES) expect(currencyName(currency)).toBe(`${names.of(currency)} (${currency})`);
  });
});
