import { z } from 'zod';
import { MAX_ID } from './common/ids.ts';
import { itemWithMessage, listResponse, paginationQuery } from './common/pagination.ts';
import { multiLineText } from './common/text.ts';
import {
  MODERATION_NOTE_MAX,
  NOTE_REQUIRED_ACTIONS,
  REPORT_DETAILS_MAX,
  REPORT_OUTCOMES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  RESOLVE_ACTIONS,
  moderationMessages,
} from './moderation.constants.ts';
export * from './moderation.constants.ts';

const id = z.coerce.number().int().positive().max(MAX_ID);

/** A moderator's note: what the member is told, kept in the audit trail. Blank counts as none. */
export const moderationNote = multiLineText(MODERATION_NOTE_MAX, {
  label: 'Note',
  tooLong: moderationMessages.noteTooLong,
})
  .optional()
  .transform((value) => (value ? value : undefined));

/** POST /reports. `details` is required when the reason is 'other'. */
export const createReportRequest = z
  .object({
    target_type: z.enum(REPORT_TARGET_TYPES, { error: moderationMessages.targetTypeInvalid }),
    target_id: z
      .number({ error: moderationMessages.targetIdInvalid })
      .int(moderationMessages.targetIdInvalid)
      .positive(moderationMessages.targetIdInvalid)
      .max(MAX_ID, moderationMessages.targetIdInvalid),
    reason: z.enum(REPORT_REASONS, { error: moderationMessages.reasonRequired }),
    details: multiLineText(REPORT_DETAILS_MAX, {
      label: 'Details',
      tooLong: moderationMessages.detailsTooLong,
    })
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .superRefine((body, context) => {
    if (body.reason === 'other' && !body.details) {
      context.addIssue({ code: 'custom', path: ['details'], message: moderationMessages.detailsRequired });
    }
  });
export type CreateReportRequest = z.input<typeof createReportRequest>;

/** A report as its reporter sees it. */
export const report = z.object({
  id: z.number().int(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
});
export type Report = z.infer<typeof report>;

export const createReportResponse = itemWithMessage(report);
export type CreateReportResponse = z.infer<typeof createReportResponse>;

/** GET /admin/reports: open ones oldest first (the queue), resolved ones newest first. */
export const adminReportsQuery = paginationQuery.extend({
  status: z.enum(REPORT_STATUSES).catch('open').default('open'),
});
export type AdminReportsQuery = z.input<typeof adminReportsQuery>;

const memberRef = z.object({ id: z.number().int(), name: z.string() });
export type MemberRef = z.infer<typeof memberRef>;

/** The reported item as the queue shows it; null when it no longer exists. */
export const reportTarget = z.object({
  title: z.string(),
  /** The first words of its text (a review's comment, an event's description), or null. */
  excerpt: z.string().nullable(),
  /** The web page of the item (a review links to its listing's page). */
  link: z.string(),
  /**
   * The item's status: events and businesses 'pending' | 'approved' | 'rejected' | 'hidden', jobs 'published' |
   * 'draft' | 'hidden', reviews and profiles 'visible' | 'hidden'.
   */
  status: z.string(),
});
export type ReportTarget = z.infer<typeof reportTarget>;

export const adminReport = z.object({
  id: z.number().int(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.number().int(),
  target: reportTarget.nullable(),
  /** Who wrote the item when it was reported; null once their account is gone. */
  author: memberRef.nullable(),
  reporter: memberRef.nullable(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  resolution_note: z.string().nullable(),
  resolved_by: memberRef.nullable(),
  resolved_at: z.string().nullable(),
  created_at: z.string(),
  /** Open reports on the same item, this one included (all reports of it once resolved). */
  reports_on_target: z.number().int(),
});
export type AdminReport = z.infer<typeof adminReport>;

export const adminReportsResponse = listResponse(adminReport);
export type AdminReportsResponse = z.infer<typeof adminReportsResponse>;

export const reportIdParams = z.object({ id });

/** POST /admin/reports/:id/resolve. */
export const resolveReportRequest = z
  .object({
    action: z.enum(RESOLVE_ACTIONS, { error: moderationMessages.actionRequired }),
    note: moderationNote,
  })
  .superRefine((body, context) => {
    if (NOTE_REQUIRED_ACTIONS.includes(body.action) && !body.note) {
      context.addIssue({ code: 'custom', path: ['note'], message: moderationMessages.noteRequired });
    }
  });
export type ResolveReportRequest = z.input<typeof resolveReportRequest>;

export const adminReportResponse = itemWithMessage(adminReport);
export type AdminReportResponse = z.infer<typeof adminReportResponse>;

/** POST /admin/moderation/:target_type/:target_id/restore. */
export const moderationTargetParams = z.object({
  target_type: z.enum(REPORT_TARGET_TYPES, { error: moderationMessages.targetTypeInvalid }),
  target_id: id,
});
export const restoreRequest = z.object({ note: moderationNote }).default({ note: undefined });
export type RestoreRequest = z.input<typeof restoreRequest>;

export const restoreResponse = itemWithMessage(
  z.object({
    target_type: z.enum(REPORT_TARGET_TYPES),
    target_id: z.number().int(),
    target: reportTarget,
  }),
);
export type RestoreResponse = z.infer<typeof restoreResponse>;
