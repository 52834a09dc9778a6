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
