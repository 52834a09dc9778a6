import type { Applicant, MyApplication } from '@akwaaba/contracts';
import { isExpired } from '../jobs.access.ts';
import type { ApplicantRow, ApplicationWithJob } from './applications.repository.ts';

type ApplicationColumns = ApplicantRow['application'];

function cvOf(application: ApplicationColumns): Applicant['cv'] {
  return application.cvName !== null && application.cvSize !== null && application.cvType !== null
    ? { name: application.cvName, size: application.cvSize, type: application.cvType }
    : null;
}

export function toApplicant({ application, applicant }: ApplicantRow): Applicant {
  return {
    id: application.id,
    job_id: application.jobId,
    status: application.status,
    cover_note: application.coverNote,
    cv: cvOf(application),
    user: { id: applicant.id, name: applicant.name, email: applicant.email, phone: applicant.phone },
    created_at: application.createdAt.toISOString(),
    updated_at: application.updatedAt.toISOString(),
  };
}

export function toMyApplication({ application, job }: ApplicationWithJob, now: Date): MyApplication {
  return {
    id: application.id,
    status: application.status,
    cover_note: application.coverNote,
    cv: cvOf(application),
    job: {
      id: job.id,
      title: job.title,
      company_name: job.companyName,
      city: job.city,
      is_expired: isExpired({ job }, now),
    },
    created_at: application.createdAt.toISOString(),
    updated_at: application.updatedAt.toISOString(),
  };
}
