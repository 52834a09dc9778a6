import { sql, type SQLWrapper } from 'drizzle-orm';
import { ANALYTICS_TIME_ZONE, type AnalyticsItemType } from '@akwaaba/contracts';
import { rowsOf, type Database } from '../../db/client.ts';
import { follows } from '../businesses/follows/follows.table.ts';
import { reviews } from '../businesses/reviews/reviews.table.ts';
import { businesses } from '../businesses/businesses.table.ts';
import { rsvps } from '../events/rsvps/rsvps.table.ts';
import { events } from '../events/events.table.ts';
import { applications } from '../jobs/applications/applications.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { itemViews } from './analytics.table.ts';

/** Views of one item on one South African day, waiting to be added to item_views. */
export interface ViewCount {
  type: AnalyticsItemType;
  id: number;
  day: string;
  views: number;
}

/** The window: calendar days `from`..`to` (included) and the instants they span, [start, end). */
export interface Window {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

export interface ItemTotals {
  type: AnalyticsItemType;
  id: number;
  title: string;
  views: number;
  rsvps: number | null;
  followers: number | null;
  reviews: number | null;
  applications: number | null;
}

export interface DayTotals {
  day: string;
  views: number;
  rsvps: number;
  followers: number;
  reviews: number;
  applications: number;
}

/** RSVPs that hold a place or a waitlist spot; a request awaiting the organiser is not (yet) one. */
const placeTaken = sql`${rsvps.status} in ('attending', 'waitlisted')`;

/** The South African calendar day of a timestamptz column, as the views are bucketed. */
const localDay = (column: SQLWrapper) => sql`(${column} at time zone ${sql.raw(`'${ANALYTICS_TIME_ZONE}'`)})::date`;

/** A creation time within the window's instants: a range on the (parent, created_at) indexes. */
const createdIn = (column: SQLWrapper, { start, end }: Window) =>
  sql`${column} >= ${start.toISOString()} and ${column} < ${end.toISOString()}`;

/**
 * Reads other modules' tables for counting only (decision 005). Every lookup starts from the owner's items (the
 * user_id indexes of events, businesses and jobs) and reads each child table by its (parent, created_at) index, or
 * item_views by its primary key (item_type, item_id, day), so the cost follows the member's own items, not the site.
 */
export function createAnalyticsRepository(db: Database) {
  const ownItems = (userId: number) => sql`
    own (type, id, title) as (
      select 'event'::text, ${events.id}, ${events.title} from ${events} where ${events.userId} = ${userId}
      union all
      select 'business'::text, ${businesses.id}, ${businesses.name} from ${businesses} where ${businesses.userId} = ${userId}
      union all
      select 'job'::text, ${jobs.id}, ${jobs.title} from ${jobs} where ${jobs.userId} = ${userId}
    )`;

  return {
    /**
     * Adds a batch in one statement. The batch holds each (item, day) once, as ON CONFLICT DO UPDATE requires; rows
     * for the same item from other instances meet in the upsert rather than in a read-modify-write.
     */
    async addViews(batch: readonly ViewCount[]): Promise<void> {
      if (batch.length === 0) return;
      await db
        .insert(itemViews)
        .values(batch.map(({ type, id, day, views }) => ({ itemType: type, itemId: id, day, views })))
        .onConflictDoUpdate({
          target: [itemViews.itemType, itemViews.itemId, itemViews.day],
          set: { views: sql.raw('item_views.views + excluded.views') },
        });
    },

    /** Each of the owner's items with its figures over the window, most viewed first. */
    async itemTotals(userId: number, window: Window): Promise<ItemTotals[]> {
      const { from, to } = window;
      const inWindow = (column: SQLWrapper) => createdIn(column, window);
      return rowsOf<ItemTotals>(
        db,
        sql`
          with ${ownItems(userId)}
          select own.type, own.id, own.title,
            (select coalesce(sum(${itemViews.views}), 0)::int from ${itemViews}
              where ${itemViews.itemType} = own.type and ${itemViews.itemId} = own.id
                and ${itemViews.day} between ${from} and ${to}) as views,
            case when own.type = 'event' then
              (select count(*)::int from ${rsvps}
                where ${rsvps.eventId} = own.id and ${placeTaken} and ${inWindow(rsvps.createdAt)}) end as rsvps,
            case when own.type = 'business' then
              (select count(*)::int from ${follows}
                where ${follows.businessId} = own.id and ${inWindow(follows.createdAt)}) end as followers,
            case when own.type = 'business' then
              (select count(*)::int from ${reviews}
                where ${reviews.businessId} = own.id and ${inWindow(reviews.createdAt)}) end as reviews,
            case when own.type = 'job' then
              (select count(*)::int from ${applications}
                where ${applications.jobId} = own.id and ${inWindow(applications.createdAt)}) end as applications
          from own
          order by views desc, own.title, own.id`,
      );
    },

    /** The owner's figures per day of the window; days with nothing are left out (the service fills them). */
    async dayTotals(userId: number, window: Window): Promise<DayTotals[]> {
      const { from, to } = window;
      const inWindow = (column: SQLWrapper) => createdIn(column, window);
      return rowsOf<DayTotals>(
        db,
        sql`
          with ${ownItems(userId)},
          facts (day, views, rsvps, followers, reviews, applications) as (
            select ${itemViews.day}, sum(${itemViews.views}), 0, 0, 0, 0
              from own join ${itemViews} on ${itemViews.itemType} = own.type and ${itemViews.itemId} = own.id
              where ${itemViews.day} between ${from} and ${to}
              group by 1
            union all
            select ${localDay(rsvps.createdAt)}, 0, count(*), 0, 0, 0
              from own join ${rsvps} on own.type = 'event' and ${rsvps.eventId} = own.id
              where ${placeTaken} and ${inWindow(rsvps.createdAt)}
              group by 1
            union all
            select ${localDay(follows.createdAt)}, 0, 0, count(*), 0, 0
              from own join ${follows} on own.type = 'business' and ${follows.businessId} = own.id
              where ${inWindow(follows.createdAt)}
              group by 1
            union all
            select ${localDay(reviews.createdAt)}, 0, 0, 0, count(*), 0
              from own join ${reviews} on own.type = 'business' and ${reviews.businessId} = own.id
              where ${inWindow(reviews.createdAt)}
              group by 1
            union all
            select ${localDay(applications.createdAt)}, 0, 0, 0, 0, count(*)
              from own join ${applications} on own.type = 'job' and ${applications.jobId} = own.id
              where ${inWindow(applications.createdAt)}
              group by 1
          )
          select day::text as day, sum(views)::int as views, sum(rsvps)::int as rsvps,
            sum(followers)::int as followers, sum(reviews)::int as reviews, sum(applications)::int as applications
          from facts
          group by day
          order by day`,
      );
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
