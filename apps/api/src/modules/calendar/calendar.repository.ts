import { and, asc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { associations } from '../associations/associations.table.ts';
import { businesses } from '../businesses/businesses.table.ts';
import { deletedEventAttendees, deletedEvents } from '../events/changes/deleted-events.table.ts';
import { eventCohosts } from '../events/cohosts/cohosts.table.ts';
import { events } from '../events/events.table.ts';
import { rsvps } from '../events/rsvps/rsvps.table.ts';
import { eventSeries } from '../events/series/series.table.ts';
import { users } from '../users/users.table.ts';
import { calendarFeeds } from './calendar.table.ts';

/** What one VEVENT says of an event (events.ics.ts's eventEntry), and nothing else. */
const entryColumns = {
  id: events.id,
  userId: events.userId,
  title: events.title,
  description: events.description,
  eventType: events.eventType,
  virtualUrl: events.virtualUrl,
  venueName: events.venueName,
  venueAddress: events.venueAddress,
  city: events.city,
  startDate: events.startDate,
  endDate: events.endDate,
  cancelledAt: events.cancelledAt,
  sequence: events.sequence,
  updatedAt: events.updatedAt,
  seriesId: events.seriesId,
  seriesStart: events.seriesStart,
};

/** What is left of a deleted event: enough for its cancellation to reach the calendars that held it. */
const tombstoneColumns = {
  eventId: deletedEvents.eventId,
  title: deletedEvents.title,
  startDate: deletedEvents.startDate,
  endDate: deletedEvents.endDate,
  city: deletedEvents.city,
  sequence: deletedEvents.sequence,
  deletedAt: deletedEvents.deletedAt,
};

/** Whose events a public feed carries: an association's, an organiser's (a business's owner) or a city's. */
export type PublicFeedFilter = { associationId: number } | { organiserId: number } | { city: string };

const MAX_DURATION_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Events listed publicly (approved and public, as every list asks: hidden and suspended members' events are out by
 * their status) that end at or after `from`. The start bound (events last at most EVENT_MAX_DURATION_DAYS) keeps
 * each scan to the index range of the feed's window.
 */
function listedSince(from: Date): SQL {
  return and(
    sql`${events.status} = 'approved'`,
    sql`${events.isPublic}`,
    gte(events.endDate, from),
    gte(events.startDate, new Date(from.getTime() - MAX_DURATION_MS)),
  )!;
}

function publicFilter(filter: PublicFeedFilter): SQL {
  if ('associationId' in filter) return eq(events.associationId, filter.associationId);
  if ('organiserId' in filter) return eq(events.userId, filter.organiserId);
  return eq(events.city, filter.city);
}

/**
 * Calendar feeds (decision 038). The feeds read the events module's tables, and the associations' and businesses'
 * for a feed's name, read-only and inside these queries (decision 005); who may see an event is the lists' rule.
 */
export function createCalendarRepository(db: Database) {
  return {
    /** The member whose feed the token's hash opens; a suspended member's feed opens nothing. */
    async findFeed(tokenHash: string) {
      const [row] = await db
        .select({ userId: calendarFeeds.userId, lastReadAt: calendarFeeds.lastReadAt })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(users.suspendedAt)));
      return row ?? null;
    },

    async feedOf(userId: number) {
      const [row] = await db
        .select({ createdAt: calendarFeeds.createdAt, lastReadAt: calendarFeeds.lastReadAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId));
      return row ?? null;
    },

    /** The member's one feed, made anew: the old token's hash is overwritten, so its address stops at once. */
    async replaceFeed(userId: number, tokenHash: string, now: Date) {
      await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, createdAt: now, lastReadAt: null })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now, lastReadAt: null } });
    },

    async deleteFeed(userId: number): Promise<boolean> {
      const rows = await db
        .delete(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
        .returning({ userId: calendarFeeds.userId });
      return rows.length > 0;
    },

    /** Notes a read, at most once an hour: calendar apps poll, and a write per poll would be a write per poll. */
    async markRead(userId: number, now: Date, staleBefore: Date) {
      await db
        .update(calendarFeeds)
        .set({ lastReadAt: now })
        .where(
          and(
            eq(calendarFeeds.userId, userId),
            or(isNull(calendarFeeds.lastReadAt), lt(calendarFeeds.lastReadAt, staleBefore)),
          ),
        );
    },

    /** The member's RSVPs (any status) to approved events that end at or after `from`, soonest first. */
    rsvpedEvents(userId: number, from: Date, limit: number) {
      return db
        .select({ event: entryColumns, rsvpStatus: rsvps.status })
        .from(rsvps)
        .innerJoin(events, eq(events.id, rsvps.eventId))
        .where(and(eq(rsvps.userId, userId), sql`${events.status} = 'approved'`, gte(events.endDate, from)))
        .orderBy(asc(events.startDate), asc(events.id))
        .limit(limit);
    },

    /**
     * The events the member organises or co-hosts (decision 040) that end at or after `from`: listed ones and those
     * awaiting review (rejected and hidden ones are not going ahead as they stand), private ones included, soonest
     * first.
     */
    organisedEvents(userId: number, from: Date, limit: number) {
      const cohosted = db
        .select({ eventId: eventCohosts.eventId })
        .from(eventCohosts)
        .where(eq(eventCohosts.userId, userId));
      return db
        .select({ event: entryColumns, status: events.status })
        .from(events)
        .where(
          and(
            or(eq(events.userId, userId), inArray(events.id, cohosted)),
            inArray(events.status, ['approved', 'pending']),
            gte(events.endDate, from),
          ),
        )
        .orderBy(asc(events.startDate), asc(events.id))
        .limit(limit);
    },

    /** Deleted events the member had an RSVP on, or organised, that end at or after `from`. */
    memberTombstones(userId: number, from: Date, limit: number) {
      const attended = db
        .select({ eventId: deletedEventAttendees.eventId })
        .from(deletedEventAttendees)
        .where(eq(deletedEventAttendees.userId, userId));
      return db
        .select(tombstoneColumns)
        .from(deletedEvents)
        .where(
          and(
            gte(deletedEvents.endDate, from),
            or(eq(deletedEvents.organiserId, userId), inArray(deletedEvents.eventId, attended)),
          ),
        )
        .orderBy(asc(deletedEvents.startDate), asc(deletedEvents.eventId))
        .limit(limit);
    },

    /** A public feed's events, soonest first. */
    listedEvents(filter: PublicFeedFilter, from: Date, limit: number) {
      return db
        .select(entryColumns)
        .from(events)
        .where(and(publicFilter(filter), listedSince(from)))
        .orderBy(asc(events.startDate), asc(events.id))
        .limit(limit);
    },

    /** The rules of the series a public feed's dates belong to, each written as one RRULE. */
    seriesOf(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: eventSeries.id,
          repeat: eventSeries.repeat,
          heldIn: eventSeries.heldIn,
          firstStart: eventSeries.firstStart,
          count: eventSeries.count,
          sequence: eventSeries.sequence,
        })
        .from(eventSeries)
        .where(inArray(eventSeries.id, ids));
    },

    /** An approved association's name (its page is public), or null. */
    async listedAssociation(id: number): Promise<{ name: string } | null> {
      const [row] = await db
        .select({ name: associations.name })
        .from(associations)
        .where(and(eq(associations.id, id), sql`${associations.status} = 'approved'`));
      return row ?? null;
    },

    /** An approved business's name and owner, who organises its events, or null. */
    async listedBusiness(id: number): Promise<{ name: string; ownerId: number } | null> {
      const [row] = await db
        .select({ name: businesses.name, ownerId: businesses.userId })
        .from(businesses)
        .where(and(eq(businesses.id, id), sql`${businesses.status} = 'approved'`));
      return row ?? null;
    },
  };
}
export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
export type FeedEventRow = Awaited<ReturnType<CalendarRepository['listedEvents']>>[number];
export type TombstoneRow = Awaited<ReturnType<CalendarRepository['memberTombstones']>>[number];
