import { z } from 'zod';
import { MAX_ID } from './common/ids.ts';
export * from './outbox.constants.ts';

export const outboxMessageIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** A message the outbox marked dead, as admins see it: never its body, and the recipient partly masked. */
export const deadOutboxMessage = z.object({
  id: z.number().int(),
  /** 'mail', 'sms', or the work behind a request (e.g. 'password_reset.requested'). */
  kind: z.string(),
  /** 'am***@example.com' or '+2782*****67'; null when the message names nobody. */
  recipient: z.string().nullable(),
  /** Mail only. */
  subject: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  failed_at: z.string().nullable(),
});
export type DeadOutboxMessage = z.infer<typeof deadOutboxMessage>;
