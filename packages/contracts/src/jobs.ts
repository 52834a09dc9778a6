import { z } from 'zod';
import { canonicalCity, findCity } from './cities.ts';
import { MAX_ID } from './common/ids.ts';
import { isCalendarDate } from './common/dates.ts';
import { emptyToNull, formBoolean, optionalHttpUrl, optionalText, typedPreprocess } from './common/form-values.ts';
import { itemWithMessage, paginationQuery } from './common/pagination.ts';
import { filterText, multiLineText, singleLineText } from './common/text.ts';
import {
  APPLICATION_STATUSES,
  COVER_NOTE_MAX,
  EXPERIENCE_LEVELS,
  JOB_CURRENCIES,
  JOB_DEFAULTS,
  JOB_DESCRIPTION_MIN,
  JOB_LINE_MAX,
  JOB_LIST_MAX_ITEMS,
  JOB_SALARY_MAX,
  JOB_STATUSES,
  JOB_LISTING_STATUSES,
  JOB_TAG_MAX,
  JOB_TITLE_MIN,
  JOB_TYPES,
  SALARY_PERIODS,
  WORK_ELIGIBILITY,
  applicationMessages,
  jobMessages,
  canonicalJobType,
} from './jobs.constants.ts';
export * from './jobs.constants.ts';

const optionalField = <T extends z.ZodType<string, string>>(schema: T) => optionalText(schema).default(null);

/**
 * A list field of the form: an array of items, or the text of a textarea or input split the way the spec says
 * (requirements and benefits by line, skills and tags by comma). Each item is trimmed and blanks are dropped.
 */
function itemList(separator: RegExp, itemMax: number, label: string) {
  return typedPreprocess(
    (value) => {
      if (value === null || value === undefined || value === '') return [];
      const items = typeof value === 'string' ? value.split(separator) : value;
      return Array.isArray(items) ? items.map((item) => (typeof item === 'string' ? item.trim() : item)) : items;
    },
    z
      .array(singleLineText(itemMax, { label, tooLong: jobMessages.itemTooLong(itemMax) }))
      .transform((items) => items.filter((item) => item.length > 0))
      .pipe(z.array(z.string()).max(JOB_LIST_MAX_ITEMS, jobMessages.tooManyItems)),
  );
}

export const splitLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
export const splitCommas = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A salary in whole or decimal units of the posted currency, answered as a decimal string ("25000.00"). */
const salary = typedPreprocess(
  emptyToNull,
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d+(\.\d{1,2})?$/, jobMessages.salaryInvalid),
      ],
      {
        error: jobMessages.salaryInvalid,
      },
    )
    .transform((value) => Number(value))
    .refine((value) => Number.isFinite(value) && value >= 0, { error: jobMessages.salaryInvalid, abort: true })
    .refine((value) => value <= JOB_SALARY_MAX, jobMessages.salaryTooHigh)
    .transform((value) => value.toFixed(2))
    .nullable(),
);

const contactEmail = z
  .string({ error: jobMessages.contactEmailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: jobMessages.contactEmailRequired, abort: true })
  .max(254, jobMessages.emailInvalid)
  .pipe(z.email({ error: jobMessages.emailInvalid }));

const contactPhone = z
  .string({ error: jobMessages.phoneInvalid })
  .trim()
  .regex(/^\+?[\d\s().-]{7,25}$/, jobMessages.phoneInvalid)
  .refine((value) => value.replace(/\D/g, '').length >= 9, jobMessages.phoneInvalid);

/** A date input's YYYY-MM-DD; whether it is still ahead is the server's check (it knows the day). */
const deadline = typedPreprocess(
  emptyToNull,
  z
    .string({ error: jobMessages.deadlineInvalid })
    .trim()
    .refine(isCalendarDate, jobMessages.deadlineInvalid)
    .nullable(),
);

/**
 * A select of the form: left out or blank is the spec's default; anything not offered is refused. The default also
 * tells the document (and z.input) that the field may be left out.
 */
const choice = <T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
  canonical: (value: unknown) => unknown = (value) => value,
) =>
  typedPreprocess(
    (value) => (value === null || value === '' ? fallback : canonical(value)),
    z.enum(values, { error: jobMessages.choiceInvalid }),
  ).default(fallback);

/**
 * The post-job payload and its form (docs/rules/api-contract.md), on the web and on the server. `type`/`level` and
 * `remote_work` are the payload's names; the answers use the entity's `job_type`, `experience_level`, `is_remote`.
 */
export const jobInput = z
  .object({
    title: singleLineText(150, { label: 'Job title', required: jobMessages.titleRequired }).min(
      JOB_TITLE_MIN,
      jobMessages.titleMin,
    ),
    category_id: typedPreprocess(
      emptyToNull,
      z.coerce
        .number<number>({ error: jobMessages.categoryRequired })
        .int(jobMessages.categoryRequired)
        .positive(jobMessages.categoryRequired)
        .max(MAX_ID, jobMessages.categoryInvalid),
    ),
    description: multiLineText(10_000, { label: 'Job description', required: jobMessages.descriptionRequired }).min(
      JOB_DESCRIPTION_MIN,
      jobMessages.descriptionMin,
    ),
    requirements: itemList(/\r?\n/, JOB_LINE_MAX, 'Requirement').optional().default([]),
    benefits: itemList(/\r?\n/, JOB_LINE_MAX, 'Benefit').optional().default([]),
    skills: itemList(/,/, JOB_TAG_MAX, 'Skill').optional().default([]),
    tags: itemList(/,/, JOB_TAG_MAX, 'Tag').optional().default([]),
    company_name: singleLineText(150, { label: 'Company name', required: jobMessages.companyRequired }),
    /** On an edit: drop the current logo (the form's "Remove logo"). The logo itself is the multipart file `company_logo`. */
    remove_company_logo: formBoolean.optional().default(false),
    company_website: optionalHttpUrl(jobMessages.urlInvalid).default(null),
    location: singleLineText(200, { label: 'Location', required: jobMessages.locationRequired }),
    city: singleLineText(100, { label: 'City', required: jobMessages.cityRequired }),
    province: optionalField(singleLineText(60, { label: 'Province' })),
    type: choice(JOB_TYPES, JOB_DEFAULTS.job_type, (value) => canonicalJobType(value) ?? value),
    level: choice(EXPERIENCE_LEVELS, JOB_DEFAULTS.experience_level),
    salary_min: salary.optional().default(null),
    salary_max: salary.optional().default(null),
    currency: choice(JOB_CURRENCIES, JOB_DEFAULTS.currency),
    salary_period: choice(SALARY_PERIODS, JOB_DEFAULTS.salary_period),
    remote_work: formBoolean.optional().default(false),
    work_eligibility: choice(WORK_ELIGIBILITY, JOB_DEFAULTS.work_eligibility),
    contact_email: contactEmail,
    contact_phone: typedPreprocess(emptyToNull, contactPhone.nullable()).optional().default(null),
    application_url: optionalHttpUrl(jobMessages.urlInvalid).default(null),
    deadline: deadline.optional().default(null),
    status: choice(JOB_STATUSES, JOB_DEFAULTS.status),
  })
  .superRefine((job, ctx) => {
    if (job.salary_min !== null && job.salary_max !== null && Number(job.salary_max) < Number(job.salary_min)) {
      ctx.addIssue({ code: 'custom', path: ['salary_max'], message: jobMessages.salaryRange });
    }
  })
  .transform((job) => {
    const city = canonicalCity(job.city) ?? job.city;
    return { ...job, city, province: job.province ?? findCity(city)?.province ?? null };
  });
export type JobInput = z.input<typeof jobInput>;
export type JobCommand = z.output<typeof jobInput>;

/** Filters that cannot be used are ignored; one carrying control characters is refused. */
export const jobsQuery = paginationQuery.extend({
  search: filterText(100, 'Search'),
  category: filterText(80, 'Category'),
  city: filterText(100, 'City'),
  job_type: z
    .unknown()
    .transform((value) => canonicalJobType(value) ?? undefined)
    .optional(),
  experience_level: z.enum(EXPERIENCE_LEVELS).optional().catch(undefined),
  /** Sent only when true (docs/rules/api-contract.md); false or anything else lists every job. */
  is_remote: formBoolean.optional().catch(undefined),
});
export type JobsQuery = z.input<typeof jobsQuery>;

export const jobIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
export const applicationIdParams = jobIdParams;

/** The multipart fields of an application; the CV comes as the file field `cv`. */
export const applicationInput = z.object({
  cover_note: multiLineText(COVER_NOTE_MAX, {
    label: 'Cover note',
    required: applicationMessages.coverNoteRequired,
  }),
});
export type ApplicationInput = z.input<typeof applicationInput>;

export const applicationStatusInput = z.object({ status: z.enum(APPLICATION_STATUSES) });
export type ApplicationStatusInput = z.input<typeof applicationStatusInput>;

const categoryRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** A job as the board's cards show it. Money as decimal strings; dates ISO 8601. */
export const jobSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The first few hundred characters; the detail has the whole text. */
  description: z.string(),
  category: categoryRef,
  company_name: z.string(),
  /** The uploaded logo, re-encoded on this site (192 px wide at most); null when the job has none. */
  company_logo: z.string().nullable(),
  /** The logo at each width it is stored in, as an <img srcset>: a row takes the one it shows. */
  company_logo_srcset: z.string().nullable(),
  job_type: z.enum(JOB_TYPES),
  experience_level: z.enum(EXPERIENCE_LEVELS),
  is_remote: z.boolean(),
  salary_min: z.string().nullable(),
  salary_max: z.string().nullable(),
  currency: z.enum(JOB_CURRENCIES),
  salary_period: z.enum(SALARY_PERIODS),
  work_eligibility: z.enum(WORK_ELIGIBILITY),
  location: z.string(),
  city: z.string(),
  province: z.string().nullable(),
  applications_count: z.number().int(),
  expires_at: z.string(),
  created_at: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }),
});
export type JobSummary = z.infer<typeof jobSummary>;

/** The caller's own application to a job, so the detail can show 'Applied' and its status. */
export const ownApplication = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.string(),
});

export const jobDetail = jobSummary.extend({
  user_id: z.number().int(),
  company_website: z.string().nullable(),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  skills: z.array(z.string()),
  tags: z.array(z.string()),
  contact_email: z.string(),
  contact_phone: z.string().nullable(),
  application_url: z.string().nullable(),
  status: z.enum(JOB_LISTING_STATUSES),
  is_expired: z.boolean(),
  is_owner: z.boolean(),
  user_applied: z.boolean(),
  user_application: ownApplication.nullable(),
  updated_at: z.string(),
});
export type JobDetail = z.infer<typeof jobDetail>;

/** My Jobs rows: the poster's view, drafts included, with how many applications await a first look. */
export const myJob = jobSummary.extend({
  status: z.enum(JOB_LISTING_STATUSES),
  is_expired: z.boolean(),
  new_applications_count: z.number().int(),
});
export type MyJob = z.infer<typeof myJob>;

const cvFile = z.object({
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
});

/** An application as its job's owner sees it: the applicant's name and contact, the note and the CV. */
export const applicant = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  cover_note: z.string(),
  cv: cvFile.nullable(),
  /** The applicant and how to reach them: applying shares these with the employer. */
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Applicant = z.infer<typeof applicant>;

/** An application as the applicant sees it, with the job it is for. */
export const myApplication = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  cover_note: z.string(),
  cv: cvFile.nullable(),
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    company_name: z.string(),
    city: z.string(),
    is_expired: z.boolean(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MyApplication = z.infer<typeof myApplication>;

export const applyResponse = itemWithMessage(myApplication);
export type ApplyResponse = z.infer<typeof applyResponse>;
export const applicantResponse = itemWithMessage(applicant);
export type ApplicantResponse = z.infer<typeof applicantResponse>;
