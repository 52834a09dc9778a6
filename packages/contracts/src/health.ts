import { z } from 'zod';

/** Liveness: the process answers. Nothing outside it is asked, so a database restart never gets it killed. */
export const healthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;

export const healthMessages = {
  /** The readiness answer's message when the database does not answer (503 with Retry-After). */
  notReady: 'Akwaaba cannot reach its database. Please try again in a moment.',
} as const;

/**
 * Readiness: each dependency as this instance sees it. Only the database decides (`not_ready`, 503): without Redis
 * the limits are counted per instance, without storage uploads fail, and the rest of the site works. Neither host
 * names nor error messages appear.
 */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  /** A `select 1` answered within a second. */
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not_configured']),
  /** The uploads directory is writable, or the bucket answers. */
  storage: z.enum(['up', 'down']),
  /** Mail, SMS and follow-up work due and not yet done; null when the database does not answer. */
  outbox: z
    .object({
      due: z.number().int(),
      /** Seconds since the oldest of them was queued; null when none is due. */
      oldest_due_seconds: z.number().int().nullable(),
    })
    .nullable(),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;

/** The 503 answer: the same report, with the message every error answer carries. */
export const notReadyResponse = readinessResponse.extend({ message: z.string() });
