import {
  canonicalCity,
  findCity,
  JOB_DEFAULTS,
  JOB_MAX_OPEN_DAYS,
  jobMessages,
  saDateOf,
  splitCommas,
  splitLines,
  type ExperienceLevel,
  type JobCurrency,
  type JobDetail,
  type JobInput,
  type JobStatus,
  type JobType,
  type SalaryPeriod,
  type WorkEligibility,
} from '@akwaaba/contracts';
import { numberOrNull, textOrNull } from '@/lib/form-values';

/**
 * The job form's values as its inputs hold them ('' for empty): requirements and benefits as the textarea's
 * lines, skills and tags as the input's comma-separated text, the deadline as a date input's YYYY-MM-DD.
 */
export type JobFormValues = {
  title: string;
  category_id: string;
  description: string;
  requirements: string;
  benefits: string;
  skills: string;
  tags: string;
  company_name: string;
  company_website: string;
  location: string;
  city: string;
  province: string;
  type: JobType;
  level: ExperienceLevel;
  salary_min: string;
  salary_max: string;
  currency: JobCurrency;
  salary_period: SalaryPeriod;
  remote_work: boolean;
  work_eligibility: WorkEligibility;
  contact_email: string;
  contact_phone: string;
  application_url: string;
  deadline: string;
  status: JobStatus;
};

/**
 * The post-job form as it opens: its defaults (rand per month, docs/rules/formats-and-defaults.md); the category
 * follows once loaded.
 */
export const emptyJobForm: JobFormValues = {
  title: '',
  category_id: '',
  description: '',
  requirements: '',
  benefits: '',
  skills: '',
  tags: '',
  company_name: '',
  company_website: '',
  location: '',
  city: '',
  province: '',
  type: JOB_DEFAULTS.job_type,
  level: JOB_DEFAULTS.experience_level,
  salary_min: '',
  salary_max: '',
  currency: JOB_DEFAULTS.currency,
  salary_period: JOB_DEFAULTS.salary_period,
  remote_work: false,
  work_eligibility: JOB_DEFAULTS.work_eligibility,
  contact_email: '',
  contact_phone: '',
  application_url: '',
  deadline: '',
  status: JOB_DEFAULTS.status,
};

/** The form filled from a stored job: lists joined back as typed, the closing instant as its South African day. */
export function formValuesFrom(job: JobDetail): JobFormValues {
  return {
    title: job.title,
    category_id: String(job.category.id),
    description: job.description,
    requirements: job.requirements.join('\n'),
    benefits: job.benefits.join('\n'),
    skills: job.skills.join(', '),
    tags: job.tags.join(', '),
    company_name: job.company_name,
    company_website: job.company_website ?? '',
    location: job.location,
    city: canonicalCity(job.city) ?? job.city,
    province: job.province ?? '',
    type: job.job_type,
    level: job.experience_level,
    salary_min: job.salary_min ?? '',
    salary_max: job.salary_max ?? '',
    currency: job.currency,
    salary_period: job.salary_period,
    remote_work: job.is_remote,
    work_eligibility: job.work_eligibility,
    contact_email: job.contact_email,
    contact_phone: job.contact_phone ?? '',
    application_url: job.application_url ?? '',
    deadline: saDateOf(new Date(job.expires_at)),
    // A job hidden by moderators is edited as a draft: only moderators can show it again.
    status: job.status === 'hidden' ? 'draft' : job.status,
  };
}

/** The province of one of the form's cities; a city the list does not know keeps what was there. */
export function provinceFor(city: string, current: string): string {
  return findCity(city)?.province ?? current;
}

/**
 * What the API is sent (docs/rules/api-contract.md): requirements and benefits split by line, skills and tags by comma
 * (each item trimmed, blanks dropped), the category and salaries as numbers (no category is 0, which the contract
 * refuses), blanks as null. An edit that leaves the stored deadline as it was sends none, so the job keeps its closing
 * time (even one already past, or one set without a deadline).
 */
export function toJobInput(values: JobFormValues, storedDeadline: string | null = null): JobInput {
  return {
    title: values.title,
    category_id: Number(values.category_id),
    description: values.description,
    requirements: splitLines(values.requirements),
    benefits: splitLines(values.benefits),
    skills: splitCommas(values.skills),
    tags: splitCommas(values.tags),
    company_name: values.company_name,
    company_website: textOrNull(values.company_website),
    location: values.location,
    city: values.city,
    province: textOrNull(values.province),
    type: values.type,
    level: values.level,
    salary_min: numberOrNull(values.salary_min),
    salary_max: numberOrNull(values.salary_max),
    currency: values.currency,
    salary_period: values.salary_period,
    remote_work: values.remote_work,
    work_eligibility: values.work_eligibility,
    contact_email: values.contact_email,
    contact_phone: textOrNull(values.contact_phone),
    application_url: textOrNull(values.application_url),
    deadline: values.deadline === storedDeadline ? null : textOrNull(values.deadline),
    status: values.status,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today and the latest deadline allowed, as South African days (the date input's min and max). */
export function deadlineBounds(now = Date.now()): { min: string; max: string } {
  return { min: saDateOf(new Date(now)), max: saDateOf(new Date(now + JOB_MAX_OPEN_DAYS * DAY_MS)) };
}

/**
 * The rule that needs the clock: the deadline may not be past nor more than a year ahead. An edit that keeps the
 * stored deadline (a job that has already closed) is not checked: it is not sent.
 */
export function deadlineError(
  deadline: string,
  unchangedDeadline: string | null,
  now = Date.now(),
): string | undefined {
  if (!deadline || deadline === unchangedDeadline) return undefined;
  const { min, max } = deadlineBounds(now);
  if (deadline < min) return jobMessages.deadlinePast;
  if (deadline > max) return jobMessages.deadlineTooFar;
  return undefined;
}
