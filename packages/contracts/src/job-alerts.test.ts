import { describe, expect, it } from 'vitest';
import { describeJobAlertFilters, jobAlertInput, jobAlertListPath, jobAlertMessages } from './job-alerts.ts';

describe('job alerts', () => {
  it('reads the board’s filters as the board does, with a name and a frequency', () => {
    expect(
      jobAlertInput.parse({
        name: ' Drivers ',
        frequency: 'weekly',
        search: ' driver ',
        job_type: 'full-time',
        experience_level: 'guru',
        is_remote: 'true',
        page: 3,
      }),
    ).toEqual({ name: 'Drivers', frequency: 'weekly', search: 'driver', job_type: 'full_time', is_remote: true });
    expect(jobAlertInput.safeParse({ name: 'x', frequency: 'hourly' }).error?.issues[0]?.message).toBe(
      jobAlertMessages.frequencyInvalid,
    );
    expect(jobAlertInput.safeParse({ name: 'x', frequency: 'daily', city: 'Durban\u0007' }).success).toBe(false);
  });

  it('links to the board with the alert’s filters, and says them in words', () => {
    const filters = { search: 'chef & cook', category: 'hospitality', city: 'Durban', is_remote: true };
    expect(jobAlertListPath(filters)).toBe(
      '/jobs?search=chef+%26+cook&category=hospitality&city=Durban&is_remote=true',
    );
    expect(jobAlertListPath({})).toBe('/jobs');
    expect(
      describeJobAlertFilters({ ...filters, job_type: 'contract', experience_level: 'senior' }, 'Hospitality'),
    ).toBe('“chef & cook” · Hospitality · Durban · Contract · Senior · Remote only');
    expect(describeJobAlertFilters({ category: 'gone' }, null)).toBe('gone');
    expect(describeJobAlertFilters({ is_remote: false })).toBe(jobAlertMessages.everyJob);
  });
});
