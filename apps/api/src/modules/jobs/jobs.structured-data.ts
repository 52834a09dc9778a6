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
 * Where the work is: every job has its place (the form asks for one), and a remote job is also open to applicants
 * working from anywhere in South Africa (whoever may work here, see work_eligibility). A hybrid job ('Remote or
 * Sandown') so keeps its place: schema.org JobPosting takes both `jobLocation` and `jobLocationType`.
 */
function place({ job }: JobWithRefs) {
  const jobLocation = {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      streetAddress: job.location,
      addressLocality: job.city,
      ...(job.province ? { addressRegion: job.province } : {}),
      addressCountry: 'ZA',
    },
  };
  if (!job.isRemote) return { jobLocation };
  return {
    jobLocation,
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'ZA' },
  };
}

/**
 * The job as schema.org JobPosting data, so job search engines can list it from the shared page's head. `logoUrl`:
 * the absolute address of the uploaded logo, when the job has one.
 */
export function jobPostingData(
  row: JobWithRefs,
  pageUrl: string,
  logoUrl: string | null = null,
): Record<string, unknown> {
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
      ...(logoUrl ? { logo: logoUrl } : {}),
    },
    ...place(row),
    baseSalary: baseSalary(row),
    qualifications: lines(job.requirements),
    jobBenefits: lines(job.benefits),
    skills: lines(job.skills),
    directApply: true,
  };
}
