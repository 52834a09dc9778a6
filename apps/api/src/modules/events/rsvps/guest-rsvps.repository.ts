import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { guestRsvpCodes } from './rsvps.table.ts';

/** The codes sent to guests' numbers (their RSVPs themselves are in rsvps.repository.ts). */
export function createGuestRsvpsRepository(db: Database) {
  return {
    /** A new code for (event, number) replaces any earlier one still open. */
    async insertCode(
      executor: Executor,
      values: {
        eventId: number;
        phone: string;
        name: string;
        plusOnes: number;
        codeHash: string;
        createdAt: Date;
        expiresAt: Date;
      },
    ): Promise<void> {
      await executor
        .update(guestRsvpCodes)
        .set({ consumedAt: values.createdAt })
        .where(
          and(
            eq(guestRsvpCodes.eventId, values.eventId),
            eq(guestRsvpCodes.phone, values.phone),
            isNull(guestRsvpCodes.consumedAt),
          ),
        );
      await executor.insert(guestRsvpCodes).values(values);
    },

    /** The newest code sent to the number for the event. */
    async latestCode(eventId: number, phone: string) {
      const [row] = await db
        .select()
        .from(guestRsvpCodes)
        .where(and(eq(guestRsvpCodes.eventId, eventId), eq(guestRsvpCodes.phone, phone)))
        .orderBy(desc(guestRsvpCodes.createdAt), desc(guestRsvpCodes.id))
        .limit(1);
      return row ?? null;
    },

    /** Counts one try; null when the code has had its tries (so parallel guesses cannot outrun the limit). */
    async takeAttempt(id: number, maxAttempts: number): Promise<number | null> {
      const [row] = await db
        .update(guestRsvpCodes)
        .set({ attempts: sql`${guestRsvpCodes.attempts} + 1` })
        .where(and(eq(guestRsvpCodes.id, id), lt(guestRsvpCodes.attempts, maxAttempts)))
        .returning({ attempts: guestRsvpCodes.attempts });
      return row?.attempts ?? null;
    },

    /** Uses the code once: false when another request used it first. */
    async consume(executor: Executor, id: number, now: Date): Promise<boolean> {
      const rows = await executor
        .update(guestRsvpCodes)
        .set({ consumedAt: now })
        .where(and(eq(guestRsvpCodes.id, id), isNull(guestRsvpCodes.consumedAt)))
        .returning({ id: guestRsvpCodes.id });
      return rows.length === 1;
    },

    /** Codes (with the names waiting on them) go once they expired. */
    async purgeExpired(now: Date): Promise<void> {
      await db.delete(guestRsvpCodes).where(lt(guestRsvpCodes.expiresAt, now));
    },
  };
}
export type GuestRsvpsRepository = ReturnType<typeof createGuestRsvpsRepository>;
