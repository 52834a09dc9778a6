import { z } from 'zod';
import { saDateOf } from './common/dates.ts';
import { identityCheckRequest } from './profiles.ts';

/**
 * Download my data (POPIA s23): the member's current password (or a fresh sign-in), checked again because the file
 * holds everything kept about them.
 */
export const exportAccountDataRequest = identityCheckRequest;
export type ExportAccountDataRequest = z.input<typeof exportAccountDataRequest>;

export const accountDataMessages = {
  download: 'Download my data',
  downloading: 'Preparing your file…',
  downloaded: 'Your data has been downloaded.',
  failed: 'Your data could not be downloaded. Please try again.',
  explanation:
    'One ZIP file with everything Akwaaba holds about you: your profile, settings and consents, events, RSVPs, pledges, ' +
    'the events you co-host, listings, reviews, follows, jobs, applications with their CVs, saved jobs, job alerts, ' +
    'activity and messages.',
  passwordPrompt: 'Enter your password to download your data.',
  /** What replaces a deleted member's name in other members' activity feeds. */
  formerMember: 'A former member',
  /** Told to attendees of an event whose organiser deleted their account. */
  eventCancelledSubject: (title: string) => `“${title}” is cancelled`,
  eventCancelled: (title: string, date: string) =>
    `“${title}” on ${date} is cancelled: its organiser closed their Akwaaba account.`,
} as const;

/** The file's name: 'akwaaba-data-2026-11-26.zip' (the day in South Africa). */
export function accountDataFilename(now: Date): string {
  return `akwaaba-data-${saDateOf(now)}.zip`;
}

/** The sections of data.json, in the order the file lists them. */
export const ACCOUNT_DATA_SECTIONS = [
  'account',
  'consents',
  'social_accounts',
  'events',
  'rsvps',
  'pledges',
  /** The events the member was added to as a co-host (decision 040). */
  'cohosting',
  'businesses',
  'reviews',
  'follows',
  'vouches',
  'associations',
  'notices',
  'weekly_digest',
  'jobs',
  'applications',
  'saved_jobs',
  'job_alerts',
  'calendar_feed',
  'activity',
  'contact_messages',
  'reports',
  'processors',
] as const;
export type AccountDataSection = (typeof ACCOUNT_DATA_SECTIONS)[number];

/** Who else handles the member's data on Akwaaba's behalf (POPIA s18: the recipients). */
export const accountDataProcessor = z.object({
  purpose: z.string(),
  processor: z.string(),
});
export type AccountDataProcessor = z.infer<typeof accountDataProcessor>;
