import type { ApplicationStatus, JobDetail, JobSummary, MyJob } from '@akwaaba/contracts';
import { imageRenditionKeys, imageSrcsets } from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { isExpired } from './jobs.access.ts';
import type { JobSummaryRow, JobWithRefs, MyJobRow } from './jobs.repository.ts';

/** The caller's own application to a job, as the repository reads it. */
export interface OwnApplicationRow {
  id: number;
  status: ApplicationStatus;
  createdAt: Date;
}

/** The logo as rows and the detail show it: its 192 px rendition, and the small widths for `srcset`. */
export function logoUrls(storage: Pick<FileStorage, 'url'>, key: string | null) {
  if (!key) return { company_logo: null, company_logo_srcset: null };
  return {
    company_logo: storage.url(imageRenditionKeys(key).thumbLarge),
    company_logo_srcset: imageSrcsets(key, storage.url).small,
  };
}

export function toJobSummary(
  { job, category, owner }: JobSummaryRow | JobWithRefs,
  storage: Pick<FileStorage, 'url'>,
): JobSummary {
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    category,
    company_name: job.companyName,
    ...logoUrls(storage, job.companyLogoKey),
    job_type: job.jobType,
    experience_level: job.experienceLevel,
    is_remote: job.isRemote,
    // numeric(12,2) arrives as the decimal string it is stored as ("25000.00").
    salary_min: job.salaryMin,
    salary_max: job.salaryMax,
    currency: job.currency,
    salary_period: job.salaryPeriod,
    work_eligibility: job.workEligibility,
    location: job.location,
    city: job.city,
    province: job.province,
    applications_count: job.applicationsCount,
    expires_at: job.expiresAt.toISOString(),
    created_at: job.createdAt.toISOString(),
    user: { id: owner.id, name: owner.name },
  };
}

/** A board card from a list row read as an array, in the order of the repository's summaryColumns. */
export function jobSummaryOf(row: unknown[], storage: Pick<FileStorage, 'url'>): JobSummary {
  const [id, title, description, companyName, companyLogoKey, jobType, experienceLevel, isRemote] = row;
  const [salaryMin, salaryMax, currency, salaryPeriod, workEligibility, location, city, province] = row.slice(8);
  const [applicationsCount, expiresAt, createdAt, categoryId, categoryName, categorySlug, ownerId, ownerName] =
    row.slice(16);
  return {
    id: id as number,
    title: title as string,
    description: description as string,
    category: { id: categoryId as number, name: categoryName as string, slug: categorySlug as string },
    company_name: companyName as string,
    ...logoUrls(storage, companyLogoKey as string | null),
    job_type: jobType as JobSummary['job_type'],
    experience_level: experienceLevel as JobSummary['experience_level'],
    is_remote: isRemote as boolean,
    salary_min: salaryMin as string | null,
    salary_max: salaryMax as string | null,
    currency: currency as JobSummary['currency'],
    salary_period: salaryPeriod as JobSummary['salary_period'],
    work_eligibility: workEligibility as JobSummary['work_eligibility'],
    location: location as string,
    city: city as string,
    province: province as JobSummary['province'],
    applications_count: applicationsCount as number,
    // timestamptz as the driver reads it ("2026-11-28 18:00:00.123+00"), as drizzle's own reading parses it.
    expires_at: new Date(expiresAt as string).toISOString(),
    created_at: new Date(createdAt as string).toISOString(),
    user: { id: ownerId as number, name: ownerName as string },
  };
}

export function toJobDetail(
  row: JobWithRefs,
  storage: Pick<FileStorage, 'url'>,
  now: Date,
  viewer: { isOwner: boolean; ownApplication: OwnApplicationRow | null },
): JobDetail {
  const { job } = row;
  const own = viewer.ownApplication;
  return {
    ...toJobSummary(row, storage),
    user_id: job.userId,
    company_website: job.companyWebsite,
    requirements: job.requirements,
    benefits: job.benefits,
    skills: job.skills,
    tags: job.tags,
    contact_email: job.contactEmail,
    contact_phone: job.contactPhone,
    application_url: job.applicationUrl,
    status: job.status,
    is_expired: isExpired(row, now),
    is_owner: viewer.isOwner,
    user_applied: own !== null,
    user_application: own && { id: own.id, status: own.status, created_at: own.createdAt.toISOString() },
    updated_at: job.updatedAt.toISOString(),
  };
}

export function toMyJob(row: MyJobRow, storage: Pick<FileStorage, 'url'>, now: Date): MyJob {
  return {
    ...toJobSummary(row, storage),
    status: row.job.status,
    is_expired: isExpired(row, now),
    new_applications_count: row.newApplicationsCount,
  };
}
