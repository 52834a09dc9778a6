import type { JobType, SalaryPeriod } from '@akwaaba/contracts';
import type { JobWithRefs } from './jobs.repository.ts';

/** Google's employment types; a freelance job is contract work to a job search engine. */
const EMPLOYMENT_TYPES: Record<JobType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  freelance: 'CONTRACTOR',
  internship: 'INTERN',
};

const SALARY_UNITS: Record<SalaryPeriod, string> = {
  hour: 'HOUR',
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
};

const lines = (items: string[]) => (items.length > 0 ? items.join('\n') : undefined);

function baseSalary({ job }: JobWithRefs) {
  if (job.salaryMin === null && job.salaryMax === null) return undefined;
  return {
    '@type': 'MonetaryAmount',
    currency: job.currency,
    value: {
      '@type': 'QuantitativeValue',
      ...(job.salaryMin !== null ? { minValue: Number(job.salaryMin) } : {}),
      ...(job.salaryMax !== null ? { maxValue: Number(job.salaryMax) } : {}),
      unitText: SALARY_UNITS[job.salaryPeriod],
    },
  };
}

/**
 * Where the work is: a remote job is open to applicants in South Africa (whoever may work here, see
 * work_eligibility); any other job is at its place.
 */
function place({ job }: JobWithRefs) {
  if (job.isRemote) {
    return { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'ZA' } };
  }
  return {
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: job.location,
        addressLocality: job.city,
        ...(job.province ? { addressRegion: job.province } : {}),
        addressCountry: 'ZA',
      },
    },
  };
}

/** The job as schema.org JobPosting data, so job search engines can list it from the shared page's head. */
export function jobPostingData(row: JobWithRefs, pageUrl: string): Record<string, unknown> {
  const { job, category } = row;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    url: pageUrl,
    datePosted: job.createdAt.toISOString(),
    validThrough: job.expiresAt.toISOString(),
    employmentType: EMPLOYMENT_TYPES[job.jobType],
    industry: category.name,
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyName,
      ...(job.companyWebsite ? { sameAs: job.companyWebsite } : {}),
      ...(job.companyLogo ? { logo: job.companyLogo } : {}),
    },
    ...place(row),
    baseSalary: baseSalary(row),
    qualifications: lines(job.requirements),
    jobBenefits: lines(job.benefits),
    skills: lines(job.skills),
    directApply: true,
  };
}
