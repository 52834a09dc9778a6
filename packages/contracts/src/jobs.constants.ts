import { groupThousands } from './common/money.ts';

/** The canonical spelling; the hyphenated one is accepted too (docs/rules/formats-and-defaults.md). */
export const JOB_TYPES = ['full_time', 'part_time', 'contract', 'freelance', 'internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  freelance: 'Freelance',
  internship: 'Internship',
};

export const EXPERIENCE_LEVELS = ['entry', 'junior', 'mid', 'senior', 'executive'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  entry: 'Entry level',
  junior: 'Junior',
  mid: 'Mid level',
  senior: 'Senior',
  executive: 'Executive',
};

/** Rand first and by default (docs/rules/formats-and-defaults.md). */
export const JOB_CURRENCIES = ['ZAR', 'USD', 'GHS', 'EUR', 'GBP'] as const;
export type JobCurrency = (typeof JOB_CURRENCIES)[number];

export const JOB_CURRENCY_SYMBOLS: Record<JobCurrency, string> = {
  ZAR: 'R',
  USD: 'US$',
  GHS: 'GH₵',
  EUR: '€',
  GBP: '£',
};

/** The currencies' names, as Intl.DisplayNames gives them in English (written out: no Intl on the job pages). */
export const JOB_CURRENCY_NAMES: Record<JobCurrency, string> = {
  ZAR: 'South African Rand',
  USD: 'US Dollar',
  GHS: 'Ghanaian Cedi',
  EUR: 'Euro',
  GBP: 'British Pound',
};

export const SALARY_PERIODS = ['month', 'year', 'week', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = {
  month: 'per month',
  year: 'per year',
  week: 'per week',
  hour: 'per hour',
};

export const JOB_STATUSES = ['published', 'draft'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** What a job answers: its poster's choice, or 'hidden' by moderators (a report, or the poster's suspension). */
export const JOB_LISTING_STATUSES = [...JOB_STATUSES, 'hidden'] as const;

/**
 * Who may apply. An employer may not hire a foreign national without a valid work visa, so members see
 * this before they apply.
 */
export const WORK_ELIGIBILITY = ['right_to_work', 'citizens_residents', 'visa_sponsorship'] as const;
export type WorkEligibility = (typeof WORK_ELIGIBILITY)[number];

export const WORK_ELIGIBILITY_LABELS: Record<WorkEligibility, string> = {
  right_to_work: 'Anyone with the right to work in South Africa',
  citizens_residents: 'South African citizens and permanent residents only',
  visa_sponsorship: 'Visa sponsorship offered',
};

/** An application's life: the employer moves it on; the applicant may withdraw it (the row goes). */
export const APPLICATION_STATUSES = ['submitted', 'reviewed', 'shortlisted', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** How long the employer's toast offers to undo a status change. */
export const APPLICATION_STATUS_UNDO_SECONDS = 10;
/**
 * How long the applicant's mail waits after the latest status change: well past the undo offer, so an undo (or a
 * change back to what the applicant last heard) withdraws it before it leaves.
 */
export const APPLICATION_STATUS_MAIL_HOLD_SECONDS = 60;

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  reviewed: 'Reviewed',
  shortlisted: 'Shortlisted',
  rejected: 'Not selected',
  hired: 'Hired',
};

/** The post-job form's defaults (docs/rules/formats-and-defaults.md). */
export const JOB_DEFAULTS = {
  job_type: 'full_time',
  experience_level: 'mid',
  currency: 'ZAR',
  salary_period: 'month',
  status: 'published',
  work_eligibility: 'right_to_work',
} as const satisfies {
  job_type: JobType;
  experience_level: ExperienceLevel;
  currency: JobCurrency;
  salary_period: SalaryPeriod;
  status: JobStatus;
  work_eligibility: WorkEligibility;
};

/** A job posted without a deadline closes this many days after it is posted, so the board never fills with stale posts. */
export const JOB_DEFAULT_OPEN_DAYS = 60;

/** The latest deadline a job may have. */
export const JOB_MAX_OPEN_DAYS = 365;

export const JOB_TITLE_MIN = 3;

export const JOB_DESCRIPTION_MIN = 20;

/** Lines of requirements or benefits, and skills or tags, a job may carry. */
export const JOB_LIST_MAX_ITEMS = 30;

export const JOB_LINE_MAX = 300;

export const JOB_TAG_MAX = 50;

/** Salaries in whole units of the posted currency, well inside numeric(12,2). */
export const JOB_SALARY_MAX = 1_000_000_000;

export const COVER_NOTE_MAX = 5000;

export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** PDF or Word, checked by the file's content rather than its name. */
export const CV_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvType = keyof typeof CV_TYPES;

/** The file input's accept list. */
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * A company logo is uploaded and re-encoded like an event's picture (the same pipeline), never linked from another
 * site: loading it from there would hand each visitor's address to that site, and the pages allow only their own
 * images. A logo is small: 2 MB and 25 megapixels are plenty.
 */
export const JOB_LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const JOB_LOGO_MAX_PIXELS = 25_000_000;

export const JOB_LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The job texts: the spec's, then ours (docs/rules/messages.md). */
export const jobMessages = {
  // The job form
  titleRequired: 'Job title is required',
  titleMin: 'Job title must be at least 3 characters',
  categoryRequired: 'Please select a category',
  categoryInvalid: 'Please select a category from the list',
  companyRequired: 'Company name is required',
  descriptionRequired: 'Job description is required',
  descriptionMin: 'Job description must be at least 20 characters',
  locationRequired: 'Location is required',
  cityRequired: 'City is required',
  contactEmailRequired: 'Contact email is required',
  emailInvalid: 'Please enter a valid email address',
  urlInvalid: 'Please enter a valid URL',
  logoInvalid: 'The logo must be a JPEG, PNG or WebP picture.',
  logoTooLarge: 'The logo may not be larger than 2 MB.',
  logoTooManyPixels: 'The logo may not be larger than 25 megapixels.',
  logoAlt: (company: string) => `${company} logo`,
  phoneInvalid: 'Please enter a valid phone number',
  choiceInvalid: 'Please choose an option from the list',
  salaryInvalid: 'Salary must be a number of 0 or more',
  salaryTooHigh: 'Salary is too large',
  salaryRange: 'Maximum salary must be at least the minimum salary',
  deadlineInvalid: 'Please enter a valid date',
  deadlinePast: 'The application deadline cannot be in the past',
  deadlineTooFar: 'The application deadline must be within a year',
  tooManyItems: 'At most 30 items',
  itemTooLong: (max: number) => `Each item must be at most ${max} characters`,
  // Successes and failures
  applied: 'Application submitted successfully!',
  applyFailed: 'Failed to submit application. Please try again.',
  categoriesFailed: 'Failed to load job categories.',
  posted: 'Job posted successfully!',
  /** On the jobs board after posting (the spec lands there), before the link to the new job. */
  postedLinkIntro: 'Your new job:',
  checkForm: 'Please check the form for errors.',
  postFailed: 'Failed to post job. Please try again.',
  fetchJobsFailed: 'Failed to fetch jobs',
  fetchJobFailed: 'Failed to fetch job',
  // Screens
  heading: 'Job Opportunities',
  searchJobs: 'Search Jobs',
  clearFilters: 'Clear Filters',
  remoteOnly: 'Remote jobs only',
  noJobs: 'No jobs found',
  postJob: 'Post Job',
  postFirstJob: 'Post the First Job',
  formTitle: 'Post a New Job',
  editTitle: 'Edit Job',
  notFound: 'Job not found',
  backToJobs: 'Back to Jobs',
  applyNow: 'Apply Now',
  appliedLabel: 'Applied',
  loginToApply: 'Login to Apply',
  expired: 'This job has expired and no longer accepts applications.',
  myJobsHeading: 'My Jobs',
  applicationsHeading: 'My Applications',
  // ours
  onlyBusinessesPost: 'Only business accounts can post jobs.',
  updated: 'Job updated successfully!',
  updateFailed: 'Failed to update job.',
  deleted: 'Job deleted.',
  deleteFailed: 'Failed to delete job.',
  deleteConfirm: 'Are you sure you want to delete this job? Its applications will be deleted too.',
  notAuthorized: 'You are not authorized to edit this job.',
  myJobsFailed: 'Failed to fetch your jobs. Please try again later.',
  noMyJobs: 'You have not posted any jobs yet.',
  draft: 'Draft',
  published: 'Published',
  salaryNotSpecified: 'Salary not specified',
  remote: 'Remote',
} as const;

export const applicationMessages = {
  coverNoteRequired: 'Please write a short cover note',
  cvType: 'The CV must be a PDF or Word document',
  cvTooLarge: 'The CV must be at most 5 MB',
  /** Beside a refused CV (no file is kept): clears the refusal so the application can go without one. */
  continueWithoutCv: 'Apply without a CV',
  alreadyApplied: 'You have already applied for this job.',
  jobExpired: 'This job no longer accepts applications.',
  ownJob: 'You cannot apply for your own job.',
  onlyMembersApply: 'Sign in with a member account to apply.',
  notFound: 'Application not found',
  cvNotFound: 'No CV was attached to this application.',
  statusUpdated: 'Application status updated.',
  statusFailed: 'Failed to update the application status.',
  /** Under the 'updated' toast, beside its Undo button. */
  statusMailWaits: `The applicant is emailed in about ${APPLICATION_STATUS_MAIL_HOLD_SECONDS} seconds, unless you undo.`,
  undo: 'Undo',
  statusUndone: 'Status change undone.',
  rejectTitle: (name: string) => `Mark ${name}’s application as Not selected?`,
  rejectText: `The applicant is emailed that they were not selected about ${APPLICATION_STATUS_MAIL_HOLD_SECONDS} seconds after you confirm, unless you undo it.`,
  rejectConfirm: 'Mark as not selected',
  rejectCancel: 'Keep the current status',
  withdrawn: 'Your application was withdrawn.',
  withdrawFailed: 'Failed to withdraw the application.',
  withdrawConfirm: 'Withdraw this application? The employer will no longer see it.',
  applicantsHeading: 'Applicants',
  noApplicants: 'No applications yet.',
  applicantsFailed: 'Failed to fetch the applications.',
  noApplications: 'You have not applied for any jobs yet.',
  applicationsFailed: 'Failed to fetch your applications. Please try again later.',
  downloadCv: 'Download CV',
  cvDownloadFailed: 'Failed to download the CV.',
  uploading: 'Uploading…',
} as const;

// Zod-free (the job cards and pages word the pay without loading the schemas).

/** 'R25 000', 'US$1 250.50': the posted currency's symbol, thousands grouped with a space, cents only when there are some. */
export function formatSalaryAmount(amount: string, currency: JobCurrency): string {
  const [whole = '0', cents = '00'] = Number(amount).toFixed(2).split('.');
  const grouped = groupThousands(Number(whole));
  return `${JOB_CURRENCY_SYMBOLS[currency]}${cents === '00' ? grouped : `${grouped}.${cents}`}`;
}

/** The pay fields of a job (summary or detail), as the API answers them. */
type PostedSalary = {
  salary_min: string | null;
  salary_max: string | null;
  currency: JobCurrency;
  salary_period: SalaryPeriod;
};

/**
 * The pay as it was posted (docs/rules/formats-and-defaults.md), for the pages and the link preview alike:
 * 'R25 000 – R35 000 per month', 'From R25 000 per month', 'Up to R35 000 per month', or 'Salary not specified'.
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

/**
 * 'full-time', 'Full_Time' and 'full_time' are one type (docs/rules/formats-and-defaults.md); anything else is not a
 * job type.
 */
export function canonicalJobType(value: unknown): JobType | null {
  if (typeof value !== 'string') return null;
  const normalised = value.trim().toLowerCase().replace(/-/g, '_');
  return (JOB_TYPES as readonly string[]).includes(normalised) ? (normalised as JobType) : null;
}
