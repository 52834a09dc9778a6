import { z } from 'zod';
import { MAX_ID, parseId } from './common/ids.ts';
import { itemWithMessage } from './common/pagination.ts';
import { COHOST_SOURCES, cohostMessages, EVENT_LOG_ACTIONS } from './cohosts.constants.ts';

export * from './cohosts.constants.ts';

/**
 * A member as the organiser names them (decision 040): the link of their public profile ('https://…/profile/42', or
 * '/profile/42'), or the id the attendee list gives. Accounts have no public handle, so a link the organiser was given
 * is the one way to name a member who did not RSVP.
 */
export const memberReference = z
  .union([z.number(), z.string()], { error: cohostMessages.memberRequired })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: cohostMessages.memberRequired });
      return z.NEVER;
    }
    const id =
      parseId(text) ??
      parseId(/^(?:[a-z][a-z0-9+.-]*:\/\/[^/\s]+)?\/profile\/(\d{1,10})\/?(?:[?#]\S*)?$/i.exec(text)?.[1]);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: cohostMessages.memberInvalid });
      return z.NEVER;
    }
    return id;
  });

export const cohostInput = z.object({ member: memberReference });
export type CohostInput = z.input<typeof cohostInput>;

export const cohostParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  userId: z.coerce.number().int().positive().max(MAX_ID),
});

/** A co-host of an event: added by the organiser (with when), or a leader of the association it is posted for. */
export const cohost = z.object({
  user_id: z.number().int(),
  name: z.string(),
  source: z.enum(COHOST_SOURCES),
  /** The association they lead, for a leader. */
  association: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  added_at: z.string().nullable(),
});
export type Cohost = z.infer<typeof cohost>;

export const cohostAdded = itemWithMessage(cohost);
export type CohostAdded = z.infer<typeof cohostAdded>;

/** One entry of an event's log: who (null once their account is gone) did what to whom, and when. */
export const eventLogEntry = z.object({
  id: z.number().int(),
  action: z.enum(EVENT_LOG_ACTIONS),
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  /** The member or guest the change was about; null when it was about the event itself. */
  subject: z.object({ user_id: z.number().int().nullable(), name: z.string() }).nullable(),
  /** What the entry adds in a few words (an amount received). */
  note: z.string().nullable(),
  created_at: z.string(),
});
export type EventLogEntry = z.infer<typeof eventLogEntry>;
