import { z } from 'zod';
import { itemWithMessage } from './common/pagination.ts';
import { RSVP_STATUSES } from './events.constants.ts';
import { RECONFIRM_ANSWERS, reminderMessages } from './reminders.constants.ts';

export * from './reminders.constants.ts';

/** The signed token of a reminder's 'Still coming?' link: an RSVP id and its signature. */
const reconfirmToken = z
  .string({ error: reminderMessages.reconfirmInvalid })
  .trim()
  .regex(/^[1-9]\d{0,9}\.[A-Za-z0-9_-]{43}$/, reminderMessages.reconfirmInvalid);

export const reconfirmViewRequest = z.object({ token: reconfirmToken });
export const reconfirmRequest = z.object({
  token: reconfirmToken,
  answer: z.enum(RECONFIRM_ANSWERS, { error: reminderMessages.reconfirmInvalid }),
});

/** What the reconfirmation page shows before the attendee answers. */
export const reconfirmView = z.object({
  event_id: z.number().int(),
  title: z.string(),
  start_date: z.string(),
  venue_name: z.string().nullable(),
  city: z.string().nullable(),
  name: z.string(),
  status: z.enum(RSVP_STATUSES),
  deadline: z.string(),
  reconfirmed: z.boolean(),
  /** False past the deadline: the page says so instead of offering the answers. */
  open: z.boolean(),
});
export type ReconfirmView = z.infer<typeof reconfirmView>;

export const reconfirmResponse = itemWithMessage(
  z.object({ reconfirmed: z.boolean(), status: z.enum(RSVP_STATUSES).nullable() }),
);
export type ReconfirmResponse = z.infer<typeof reconfirmResponse>;
