import { z } from 'zod';
import { email } from './auth.ts';
import { MAX_ID } from './common/ids.ts';
import { itemWithMessage, paginationQuery } from './common/pagination.ts';
import { multiLineText, singleLineText } from './common/text.ts';
import { CONTACT_MESSAGE_STATUSES, CONTACT_SUBJECTS, contactMessages } from './contact.constants.ts';
export * from './contact.constants.ts';

export const contactRequest = z.object({
  name: singleLineText(100, { label: 'Name', required: contactMessages.nameRequired }),
  email,
  subject: z.enum(CONTACT_SUBJECTS).catch('General question'),
  message: multiLineText(2000, {
    label: 'Message',
    required: contactMessages.messageMin,
    tooLong: contactMessages.messageMax,
  }).min(10, contactMessages.messageMin),
});
export type ContactRequest = z.input<typeof contactRequest>;

/** The admin inbox: one status at a time (open unless asked otherwise), newest first. */
export const contactInboxQuery = paginationQuery.extend({
  status: z.enum(CONTACT_MESSAGE_STATUSES).catch('open').default('open'),
});
export type ContactInboxQuery = z.input<typeof contactInboxQuery>;

export const contactMessageIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** A message as the admin inbox shows it. */
export const contactMessage = z.object({
  id: z.number().int(),
  /** The sender's account when they were signed in; null for visitors and deleted accounts. */
  user_id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const contactMessageResponse = itemWithMessage(contactMessage);
export type ContactMessageResponse = z.infer<typeof contactMessageResponse>;
