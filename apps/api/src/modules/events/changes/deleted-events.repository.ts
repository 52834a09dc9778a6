import { lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { rsvps } from '../rsvps/rsvps.table.ts';
import { deletedEventAttendees, deletedEvents } from './deleted-events.table.ts';

/** What is kept of a deleted event for the calendar feeds (decision 037). */
export function createDeletedEventsRepository(db: Database) {
  return {
    /**
     * Keeps the event's tombstone and the members who had an RSVP to it, in the deletion's transaction before the
     * event's row (and its RSVPs with it) goes.
     */
    async keep(
      executor: Executor,
      event: {
        id: number;
        userId: number;
        associationId: number | null;
        title: string;
        startDate: Date;
        endDate: Date;
        city: string | null;
        sequence: number;
      },
      now: Date,
    ): Promise<void> {
      await executor
        .insert(deletedEvents)
        .values({
          eventId: event.id,
          organiserId: event.userId,
          associationId: event.associationId,
          title: event.title,
          startDate: event.startDate,
          endDate: event.endDate,
          city: event.city,
          sequence: event.sequence + 1,
          deletedAt: now,
        })
        .onConflictDoNothing();
      await executor.execute(sql`
        insert into ${deletedEventAttendees} (event_id, user_id)
        select ${rsvps.eventId}, ${rsvps.userId} from ${rsvps}
        where ${rsvps.eventId} = ${event.id} and ${rsvps.userId} is not null
        on conflict do nothing
      `);
    },

    /** Tombstones of events that ended before `before` go (their members' rows with them). Answers how many. */
    async purgeEndedBefore(before: Date): Promise<number> {
      const gone = await db
        .delete(deletedEvents)
        .where(lt(deletedEvents.endDate, before))
        .returning({ id: deletedEvents.eventId });
      return gone.length;
    },
  };
}
export type DeletedEventsRepository = ReturnType<typeof createDeletedEventsRepository>;
