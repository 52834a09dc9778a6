import { LISTING_TYPES } from './listing-kinds.constants.ts';

/** What a member can report: every kind of listing, a review, a profile. */
export const REPORT_TARGET_TYPES = [...LISTING_TYPES, 'review', 'profile'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  event: 'Event',
  business: 'Business listing',
  review: 'Review',
  job: 'Job',
  profile: 'Profile',
  association: 'Association',
  notice: 'Notice',
};

export const REPORT_REASONS = ['spam', 'scam', 'offensive', 'harassment', 'misleading', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  scam: 'Scam or fraud',
  offensive: 'Offensive content',
  harassment: 'Harassment',
  misleading: 'Misleading or false',
  other: 'Something else',
};

/** A report waits in the queue while open; an admin's decision resolves it. */
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What an admin does with a report; every open report on the same item is resolved with it. */
export const RESOLVE_ACTIONS = ['hide', 'dismiss', 'warn', 'suspend'] as const;
export type ResolveAction = (typeof RESOLVE_ACTIONS)[number];

export const RESOLVE_ACTION_LABELS: Record<ResolveAction, string> = {
  hide: 'Hide the item',
  dismiss: 'Dismiss',
  warn: 'Warn the author',
  suspend: 'Suspend the author',
};

/** A note is what the author is told: required when they are warned or suspended. */
export const NOTE_REQUIRED_ACTIONS: readonly ResolveAction[] = ['warn', 'suspend'];

/** The outcome a resolved report keeps, one per action. */
export const REPORT_OUTCOMES = ['hidden', 'dismissed', 'warned', 'suspended'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

export const RESOLVE_ACTION_OUTCOMES: Record<ResolveAction, ReportOutcome> = {
  hide: 'hidden',
  dismiss: 'dismissed',
  warn: 'warned',
  suspend: 'suspended',
};

export const REPORT_OUTCOME_LABELS: Record<ReportOutcome, string> = {
  hidden: 'Hidden',
  dismissed: 'Dismissed',
  warned: 'Author warned',
  suspended: 'Author suspended',
};

/** The admin members search: everyone, or only suspended members. */
export const ADMIN_USER_STATUSES = ['all', 'suspended'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

export const REPORT_DETAILS_MAX = 1000;
export const MODERATION_NOTE_MAX = 1000;

/** The `action` of an audit entry, `<target>.<verb>`. */
export const AUDIT_ACTIONS = [
  'report.hide',
  'report.dismiss',
  'report.warn',
  'report.suspend',
  'moderation.restore',
  'user.suspend',
  'user.unsuspend',
  'user.sessions_revoke',
  'business.approve',
  'business.reject',
  'event.approve',
  'association.approve',
  'association.reject',
  'association.update',
  'association.delete',
  'notice.update',
  'notice.delete',
  'notice_source.add',
  'notice_source.remove',
  'notice_sms.cap',
  'event.reject',
  'verification.grant',
  'verification.refuse',
  'outbox.retry',
  'contact.close',
  'contact.reopen',
  'event.delete',
  'event.cancel',
  'event.update',
  'business.delete',
  'business.update',
  'job.delete',
  'job.update',
  'review.delete',
  'newsletter.sent',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const moderationMessages = {
  // Reporting
  reported: 'Thank you. Our moderators will look at your report.',
  alreadyReported: 'You have already reported this. Our moderators will look at it.',
  cannotReportOwn: 'You cannot report your own content.',
  targetTypeInvalid: 'Please choose what you are reporting',
  targetIdInvalid: 'The item you are reporting was not found',
  reasonRequired: 'Please choose a reason',
  detailsRequired: 'Please tell us what is wrong',
  detailsTooLong: `Details may not be longer than ${REPORT_DETAILS_MAX} characters`,
  reportFailed: 'Failed to send your report. Please try again.',
  // The queue
  actionRequired: 'Please choose what to do',
  noteRequired: 'Please write a note: the member is told what it says',
  noteTooLong: `The note may not be longer than ${MODERATION_NOTE_MAX} characters`,
  reportNotFound: 'That report was not found.',
  alreadyResolved: 'This report has already been resolved.',
  resolved: {
    hidden: 'The item is hidden and its author has been told.',
    dismissed: 'The report was dismissed.',
    warned: 'The author has been warned.',
    suspended: 'The author has been suspended and their items are hidden.',
  } satisfies Record<ReportOutcome, string>,
  noAuthor: 'The author of this item no longer has an account.',
  restored: 'The item is visible again.',
  notHidden: 'This item is not hidden by a moderator.',
  targetGone: 'This item no longer exists.',
  /** An admin's approve or reject of an item a moderator hid. */
  hiddenByModerator: 'This item was hidden by a moderator. Restore it first.',
  /** The owner's edit of an item a moderator hid keeps it hidden; a status change is refused. */
  ownerCannotUnhide: 'This item was hidden by a moderator and stays hidden. Contact us if you think this is a mistake.',
  // Members
  suspended: 'This account has been suspended. Contact us if you think this is a mistake.',
  userSuspended: 'The member has been suspended, signed out and their items are hidden.',
  userUnsuspended: 'The member can sign in again and their items are visible again.',
  sessionsRevoked: 'The member has been signed out everywhere.',
  alreadySuspended: 'This member is already suspended.',
  cannotSuspendSelf: 'You cannot suspend your own account.',
  cannotSuspendAdmin: 'An admin cannot be suspended.',
  userNotFound: 'That member was not found.',
  // What the author is told
  authorHidden: (item: string) => `Your ${item} was hidden by our moderators.`,
  authorWarned: (item: string) => `Our moderators sent you a warning about your ${item}.`,
  authorRestored: (item: string) => `Your ${item} is visible again.`,
} as const;
