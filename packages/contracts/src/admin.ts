import { z } from 'zod';
import { USER_TYPES } from './auth.constants.ts';
import { MAX_ID } from './common/ids.ts';
import { itemWithMessage, listResponse, paginationQuery } from './common/pagination.ts';
import { filterText, multiLineText } from './common/text.ts';
import { ADMIN_USER_STATUSES, MODERATION_NOTE_MAX, moderationMessages } from './moderation.constants.ts';
import { moderationNote } from './moderation.ts';

export const adminStatsResponse = z.object({
  data: z.object({
    members: z.number().int(),
    individual_members: z.number().int(),
    business_members: z.number().int(),
    admins: z.number().int(),
    new_members_this_week: z.number().int(),
    verification_requests: z.number().int(),
    /** Contact messages waiting in the admin inbox. */
    open_contact_messages: z.number().int(),
    /** Member reports waiting in the moderation queue. */
    open_reports: z.number().int(),
  }),
});
export type AdminStats = z.infer<typeof adminStatsResponse>['data'];

/** Ids in a filter: ignored rather than refused when not a usable id. */
const optionalId = z.coerce.number().int().positive().max(MAX_ID).optional().catch(undefined);

/** GET /admin/users: members matched by id, name, email or phone; newest first. */
export const adminUsersQuery = paginationQuery.extend({
  query: filterText(100, 'Search'),
  status: z.enum(ADMIN_USER_STATUSES).catch('all').default('all'),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null for a member who registered by phone. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  user_type: z.enum(USER_TYPES),
  business_name: z.string().nullable(),
  is_admin: z.boolean(),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
  created_at: z.string(),
  last_active_at: z.string().nullable(),
  /** Live sign-in tokens. */
  sessions: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUsersResponse = listResponse(adminUser);
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const adminUserResponse = itemWithMessage(adminUser);
export type AdminUserResponse = z.infer<typeof adminUserResponse>;

export const adminUserIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** POST /admin/users/:id/suspend: the note is the reason the member is told. */
export const suspendUserRequest = z.object({
  note: multiLineText(MODERATION_NOTE_MAX, {
    label: 'Note',
    required: moderationMessages.noteRequired,
    tooLong: moderationMessages.noteTooLong,
  }),
});
export type SuspendUserRequest = z.input<typeof suspendUserRequest>;

/** POST /admin/users/:id/unsuspend and /sessions/revoke. */
export const adminNoteRequest = z.object({ note: moderationNote }).default({ note: undefined });
export type AdminNoteRequest = z.input<typeof adminNoteRequest>;

/** GET /admin/audit: newest first, optionally of one item or one admin. */
export const adminAuditQuery = paginationQuery.extend({
  target_type: filterText(20, 'Target type'),
  target_id: optionalId,
  admin_id: optionalId,
});
export type AdminAuditQuery = z.input<typeof adminAuditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  /** Null once the admin's account is deleted. */
  admin: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** `<target>.<verb>`, one of AUDIT_ACTIONS. */
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const adminAuditResponse = listResponse(auditEntry);
export type AdminAuditResponse = z.infer<typeof adminAuditResponse>;
