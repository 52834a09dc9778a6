import { EXPERIENCE_LEVEL_LABELS, JOB_TYPE_LABELS, type ExperienceLevel, type JobType } from './jobs.constants.ts';
import { jobFilterKeys } from './pages.constants.ts';

// Job alerts (docs/decisions/041-saved-jobs-and-job-alerts.md): a search of the jobs board, saved with a name, mailed
// daily or weekly with the jobs that are new since the last mail.

export const JOB_ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

/** When the mails go: every day, or every Monday, at this hour in South Africa. */
export const JOB_ALERT_SEND_HOUR = 7;

export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
  daily: 'Daily, at 07:00',
  weekly: 'Weekly, on Mondays at 07:00',
};

/** The most alerts a member keeps: each is a mail, and ten searches cover what anyone looks for. */
export const JOB_ALERTS_MAX = 10;
export const JOB_ALERT_NAME_MAX = 80;
/** The web page an alert mail's unsubscribe link opens (`?token=…`); under /unsubscribe, which robots.txt keeps out. */
export const JOB_ALERT_UNSUBSCRIBE_PATH = '/unsubscribe/job-alert';
/** How many new jobs a mail lists; a link to the board shows them all. */
export const JOB_ALERT_MAIL_JOBS = 10;

/** An alert's search, as the jobs board's address spells it (only filled ones are present). */
export interface JobAlertFilters {
  search?: string | null;
  category?: string | null;
  city?: string | null;
  job_type?: JobType | null;
  experience_level?: ExperienceLevel | null;
  is_remote?: boolean | null;
}

/** The jobs board with the alert's filters: the mail's 'see all' link and the alerts page's. */
export function jobAlertListPath(filters: JobAlertFilters): string {
  const params = new URLSearchParams();
  for (const key of jobFilterKeys.text) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.is_remote) params.set('is_remote', 'true');
  const query = params.toString();
  return query ? `/jobs?${query}` : '/jobs';
}

/** The alert's search in words: '“driver” · Transport · Durban · Full-time · Remote only', or 'Every new job'. */
export function describeJobAlertFilters(filters: JobAlertFilters, categoryName?: string | null): string {
  const parts = [
    filters.search ? `“${filters.search}”` : null,
    filters.category ? (categoryName ?? filters.category) : null,
    filters.city ?? null,
    filters.job_type ? JOB_TYPE_LABELS[filters.job_type] : null,
    filters.experience_level ? EXPERIENCE_LEVEL_LABELS[filters.experience_level] : null,
    filters.is_remote ? 'Remote only' : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : jobAlertMessages.everyJob;
}

export const jobAlertMessages = {
  // the form
  nameLabel: 'Alert name',
  nameRequired: 'Please give the alert a name',
  frequencyLabel: 'How often',
  frequencyInvalid: 'Choose how often: daily or weekly',
  categoryInvalid: 'Choose a category from the list',
  formTitle: 'Email me new jobs like these',
  formHint: 'We email you the jobs that are new since the last email, and nothing when there are none.',
  searchLabel: 'Search',
  submit: 'Save alert',
  saving: 'Saving...',
  cancel: 'Cancel',
  // the API
  created: 'Job alert saved. We will email you new jobs that match.',
  updated: 'Job alert updated.',
  deleted: 'Job alert deleted.',
  notFound: 'Job alert not found',
  tooMany: `You have ${JOB_ALERTS_MAX} job alerts, the most you can keep. Delete one to add another.`,
  confirmEmail: 'Confirm your email address to get job alerts: they come by email.',
  unsubscribeInvalid: 'This link is not valid. Open Job Alerts in your account menu to change your alerts.',
  unsubscribed: 'The job alert is off. You will get no more email from it.',
  // the screens
  saveSearch: 'Save this search as an alert',
  loginToSaveSearch: 'Sign in to get these jobs by email',
  heading: 'Job Alerts',
  intro: 'Searches of the jobs board we email you when new jobs match them.',
  loading: 'Loading your job alerts...',
  fetchFailed: 'Failed to load your job alerts.',
  empty: 'You have no job alerts yet. Search the jobs board, then choose “Save this search as an alert”.',
  createFailed: 'Failed to save the job alert. Please try again.',
  updateFailed: 'Failed to update the job alert. Please try again.',
  deleteFailed: 'Failed to delete the job alert. Please try again.',
  edit: 'Edit',
  editLabel: (name: string) => `Edit the job alert “${name}”`,
  saveChanges: 'Save changes',
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete the job alert “${name}”`,
  deleteConfirm: (name: string) => `Delete the job alert “${name}”? We will stop emailing you its jobs.`,
  viewJobs: 'View matching jobs',
  nextMail: 'Next email',
  lastMail: 'Last email',
  manageAlerts: 'Manage job alerts',
  everyJob: 'Every new job',
  unsubscribeHeading: 'Stop a job alert',
  unsubscribeExplains: (name: string) =>
    `This link stops one job alert: “${name}”. Your other alerts and emails are not affected.`,
  unsubscribeButton: 'Stop this alert',
  unsubscribeFailed: 'Failed to stop the job alert. Please try again.',
  alreadyOff: 'This job alert is already off: you will get no more email from it.',
  checkingLink: 'Checking your link…',
  // the mail
  mailSubject: (count: number, name: string) =>
    count === 1 ? `1 new job for “${name}”` : `${count} new jobs for “${name}”`,
  mailIntro: (name: string, summary: string) => `New jobs on Akwaaba for your alert “${name}” (${summary}):`,
  mailMore: (shown: number, count: number) => `These are the newest ${shown} of ${count}.`,
  mailSeeAll: (count: number) => (count === 1 ? 'See it on Akwaaba' : `See all ${count} on Akwaaba`),
  mailFooter: (frequency: JobAlertFrequency) =>
    `You received this email because you set up this ${frequency} job alert on Akwaaba. ` +
    'To stop it, use the link below; to change it, open Job Alerts in your account menu.',
} as const;
