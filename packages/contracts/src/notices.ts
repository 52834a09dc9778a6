import { z } from 'zod';
import { isCalendarDate } from './common/dates.ts';
import { formBoolean, typedPreprocess } from './common/form-values.ts';
import { MAX_ID } from './common/ids.ts';
import { paginationQuery } from './common/pagination.ts';
import { multiLineText, singleLineText } from './common/text.ts';
import {
  NOTICE_AUTHOR_TYPES,
  NOTICE_BODY_MAX,
  NOTICE_KINDS,
  NOTICE_SMS_CAP_MAX,
  NOTICE_SOURCE_NAME_MAX,
  NOTICE_TITLE_MAX,
  noticeMessages,
} from './notices.constants.ts';
export * from './notices.constants.ts';

const id = z.coerce.number().int().positive().max(MAX_ID);

/** 'association:12' or 'source:3': the form's one select of whom a notice is from. */
export const noticeAuthorKey = (author: { type: NoticeAuthorType; id: number }) => `${author.type}:${author.id}`;
type NoticeAuthorType = (typeof NOTICE_AUTHOR_TYPES)[number];

const author = z
  .string({ error: noticeMessages.authorRequired })
  .regex(/^(association|source):[1-9]\d{0,9}$/, noticeMessages.authorRequired)
  .transform((value) => {
    const [type, number] = value.split(':');
    return { type: type as NoticeAuthorType, id: Number(number) };
  })
  .refine((value) => value.id <= MAX_ID, noticeMessages.authorRequired);

/** A date input's YYYY-MM-DD; whether it lies between today and NOTICE_MAX_DAYS ahead is the server's check. */
const expiresOn = z
  .string({ error: noticeMessages.expiresInvalid })
  .trim()
  .refine(isCalendarDate, noticeMessages.expiresInvalid);

/** The Post/Edit notice form, on the web and on the server. */
export const noticeInput = z.object({
  author,
  kind: z.enum(NOTICE_KINDS, { error: noticeMessages.kindRequired }),
  title: singleLineText(NOTICE_TITLE_MAX, { label: noticeMessages.titleLabel, required: noticeMessages.titleRequired }),
  body: multiLineText(NOTICE_BODY_MAX, { label: noticeMessages.bodyLabel, required: noticeMessages.bodyRequired }),
  expires_on: expiresOn,
  is_urgent: typedPreprocess((value) => (value === '' || value == null ? false : value), formBoolean).default(false),
});
export type NoticeInput = z.input<typeof noticeInput>;
export type NoticeCommand = z.output<typeof noticeInput>;

/** The board's filters; one that cannot be used is ignored. `urgent` is `true` or absent. */
export const noticesQuery = paginationQuery.extend({
  kind: z.enum(NOTICE_KINDS).optional().catch(undefined),
  association_id: id.optional().catch(undefined),
  source_id: id.optional().catch(undefined),
  urgent: z.literal('true').optional().catch(undefined),
});
export type NoticesQuery = z.input<typeof noticesQuery>;

export const noticeIdParams = z.object({ id });

/** Whom a notice is from, as every view of it shows: an association, or an official source (with the badge). */
export const noticeAuthor = z.object({
  type: z.enum(NOTICE_AUTHOR_TYPES),
  id: z.number().int(),
  name: z.string(),
  is_official: z.boolean(),
});
export type NoticeAuthor = z.infer<typeof noticeAuthor>;

export const noticeSummary = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  /** The first 300 characters: cards clamp it anyway. */
  excerpt: z.string(),
  is_urgent: z.boolean(),
  author: noticeAuthor,
  expires_at: z.string(),
  created_at: z.string(),
});
export type NoticeSummary = z.infer<typeof noticeSummary>;

export const noticeDetail = noticeSummary.extend({
  body: z.string(),
  user_id: z.number().int(),
  /** 'published', or 'hidden' by a moderator (shown only to whoever may manage it). */
  status: z.enum(['published', 'hidden']),
  is_expired: z.boolean(),
  /** Its poster, the association's leaders and admins. */
  can_manage: z.boolean(),
  /** SMS sent when it was posted (urgent notices only). */
  texted_count: z.number().int(),
  updated_at: z.string(),
});
export type NoticeDetail = z.infer<typeof noticeDetail>;

/** The names the member may post as: associations they lead and the official source that is their account. */
export const noticeAuthorChoice = noticeAuthor;

/** An official source as the board's filter and its follow button show it. */
export const noticeSource = z.object({
  id: z.number().int(),
  name: z.string(),
  followers_count: z.number().int(),
  /** Whether the caller follows it (false for visitors). */
  following: z.boolean(),
});
export type NoticeSource = z.infer<typeof noticeSource>;

export const noticeSourceFollowResponse = z.object({
  data: z.object({ following: z.boolean(), followers_count: z.number().int() }),
  message: z.string(),
});

/** An admin names an account an official source. */
export const noticeSourceInput = z.object({
  user_id: z.coerce
    .number<number>({ error: noticeMessages.sourceUserInvalid })
    .int(noticeMessages.sourceUserInvalid)
    .positive(noticeMessages.sourceUserInvalid)
    .max(MAX_ID, noticeMessages.sourceUserInvalid),
  name: singleLineText(NOTICE_SOURCE_NAME_MAX, {
    label: noticeMessages.sourceNameLabel,
    required: noticeMessages.sourceNameRequired,
  }),
});
export type NoticeSourceInput = z.input<typeof noticeSourceInput>;

export const adminNoticeSource = z.object({
  id: z.number().int(),
  name: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  followers_count: z.number().int(),
  notices_count: z.number().int(),
  created_at: z.string(),
});
export type AdminNoticeSource = z.infer<typeof adminNoticeSource>;

/** What urgent notices have cost in SMS, and the cap a South African day. */
export const noticeSmsVolume = z.object({
  cap_per_day: z.number().int(),
  sent_today: z.number().int(),
  sent_7_days: z.number().int(),
  sent_30_days: z.number().int(),
});
export type NoticeSmsVolume = z.infer<typeof noticeSmsVolume>;

export const noticeSmsCapInput = z.object({
  cap_per_day: z.coerce
    .number<number>({ error: noticeMessages.smsCapInvalid })
    .int(noticeMessages.smsCapInvalid)
    .min(0, noticeMessages.smsCapInvalid)
    .max(NOTICE_SMS_CAP_MAX, noticeMessages.smsCapInvalid),
});
export type NoticeSmsCapInput = z.input<typeof noticeSmsCapInput>;
