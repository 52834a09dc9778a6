import { eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database, type Transaction } from '../../db/client.ts';
import { associationMembers, associations } from '../associations/associations.table.ts';
import { follows } from '../businesses/follows/follows.table.ts';
import { businesses } from '../businesses/businesses.table.ts';
import { rsvps } from '../events/rsvps/rsvps.table.ts';
import { events } from '../events/events.table.ts';
import { noticeSourceFollowers, noticeSources, notices } from '../notices/notices.table.ts';
import { profiles, users } from '../users/users.table.ts';
import { memberDigests } from './digest.table.ts';

/** A member whose digest is due, claimed for this transaction, with what composing and addressing it needs. */
export interface ClaimedMember {
  userId: number;
  name: string;
  email: string | null;
  /** A confirmed address, not suspended, the setting on: the digest may be mailed. */
  reachable: boolean;
  /** What they wrote as their city or suburb, for 'Coming up near you'. */
  location: string | null;
  /** The start of their window: what was created from here on is new to them. */
  coveredUntil: Date;
}

export interface DigestEvent {
  userId: number;
  id: number;
  title: string;
  startDate: Date;
  city: string | null;
  venueName: string | null;
  /** The business or association it comes from; null in the 'near you' list. */
  fromName: string | null;
}

export interface DigestNotice {
  userId: number;
  id: number;
  title: string;
  kind: string;
  fromName: string;
}

type Raw = Record<string, unknown>;
const date = (value: unknown) => new Date(value as string | Date);
const iso = (value: Date) => sql`${value.toISOString()}::timestamptz`;

/** The members of a batch with their windows, as a table the queries join (one statement for the whole batch). */
const batchOf = (members: { userId: number; since: Date }[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(members.map((member) => ({ user_id: member.userId, since: member.since.toISOString() })))}::jsonb)
      as b(user_id integer, since timestamptz)`;

/** Every member who follows something now, with when they began: a business, an association as its member, a source. */
const followers = sql`
  select ${follows.userId} as user_id, ${follows.createdAt} as since from ${follows}
  union all
  select ${associationMembers.userId}, ${associationMembers.createdAt} from ${associationMembers}
    where ${associationMembers.status} = 'active'
  union all
  select ${noticeSourceFollowers.userId}, ${noticeSourceFollowers.createdAt} from ${noticeSourceFollowers}`;

/**
 * An event members may see in a digest: approved, public (the literal the listed indexes are built on), not
 * cancelled, not over, and not the member's own.
 */
const listedFor = (now: Date) =>
  sql`e.status = 'approved' and e.is_public and e.cancelled_at is null and e.end_date > ${iso(now)} and e.user_id <> b.user_id`;

const toEvent = (row: Raw): DigestEvent => ({
  userId: Number(row.user_id),
  id: Number(row.id),
  title: String(row.title),
  startDate: date(row.start_date),
  city: (row.city as string | null) ?? null,
  venueName: (row.venue_name as string | null) ?? null,
  fromName: (row.from_name as string | null) ?? null,
});

/**
 * The weekly digest's reads and writes (decision 042). Follows, memberships, events and notices belong to their own
 * modules: they are joined here read-only, for a whole batch of members in one statement each (decision 005).
 */
export function createDigestRepository(db: Database) {
  return {
    /**
     * A row for each member who follows something and has none yet (the scheduler asks every few minutes, so soon
     * after they begin): their first digest is due a week from `now`, and lists what was created since they began
     * following (at most a week back).
     */
    async enrol(now: Date, everyDays: number): Promise<void> {
      await db.execute(sql`
        insert into ${memberDigests} (user_id, due_at, covered_until)
        select f.user_id, ${iso(now)} + make_interval(days => ${everyDays}),
          greatest(min(f.since), now() - make_interval(days => ${everyDays}))
        from (${followers}) f
        where not exists (select 1 from ${memberDigests} d where d.user_id = f.user_id)
        group by f.user_id
        on conflict (user_id) do nothing
      `);
    },

    /**
     * The moment before which every write is settled, in the database's time (the items' `created_at` are): now, or
     * the start of the oldest other transaction still running, whose rows may yet appear with an earlier
     * `created_at`. Read first in the claiming transaction, so a row created before it is visible to every later
     * statement of that transaction, and one created from it on is left for the next digest.
     */
    async horizon(tx: Transaction): Promise<Date> {
      const [row] = await rowsOf<Raw>(
        tx,
        sql`select least(now(), (
              select min(xact_start) from pg_stat_activity
              where xact_start is not null and pid <> pg_backend_pid() and datname = current_database()
                and backend_type = 'client backend'
            )) as horizon`,
      );
      return date(row!.horizon);
    },

    /**
     * Up to `limit` members whose digest is due, locked for this transaction; rows another process holds are skipped
     * (SKIP LOCKED), and one it has moved on is no longer due, so each digest is composed by one process.
     */
    async claimDue(tx: Transaction, now: Date, limit: number): Promise<ClaimedMember[]> {
      const rows = await rowsOf<Raw>(
        tx,
        sql`
          select d.user_id, d.covered_until, u.name, u.email, p.location,
            (u.email is not null and u.email_verified_at is not null and u.suspended_at is null
              and u.notify_weekly_digest) as reachable
          from ${memberDigests} d
          join ${users} u on u.id = d.user_id
          left join ${profiles} p on p.user_id = d.user_id
          where d.due_at <= ${iso(now)}
          order by d.due_at, d.user_id
          limit ${limit}
          for update of d skip locked
        `,
      );
      return rows.map((row) => ({
        userId: Number(row.user_id),
        name: String(row.name),
        email: (row.email as string | null) ?? null,
        reachable: Boolean(row.reachable),
        location: (row.location as string | null) ?? null,
        coveredUntil: date(row.covered_until),
      }));
    },

    /**
     * Events created in each member's window [since, until) by a business they follow (an approved listing of the
     * event's organiser) or in the name of an approved association they are an active member of; soonest first.
     */
    async newEvents(
      tx: Transaction,
      members: { userId: number; since: Date }[],
      until: Date,
      now: Date,
    ): Promise<DigestEvent[]> {
      if (members.length === 0) return [];
      const inWindow = sql`e.created_at >= b.since and e.created_at < ${iso(until)} and ${listedFor(now)}`;
      const columns = sql`b.user_id, e.id, e.title, e.start_date, e.city, e.venue_name`;
      const rows = await rowsOf<Raw>(
        tx,
        sql`
          select * from (
            select ${columns}, a.name as from_name
            from ${batchOf(members)}
            join ${associationMembers} m on m.user_id = b.user_id and m.status = 'active'
            join ${associations} a on a.id = m.association_id and a.status = 'approved'
            join ${events} e on e.association_id = a.id
            where ${inWindow}
            union all
            select ${columns}, (
              select min(x.name) from ${businesses} x
              join ${follows} xf on xf.business_id = x.id and xf.user_id = b.user_id
              where x.user_id = e.user_id and x.status = 'approved'
            ) as from_name
            from ${batchOf(members)}
            join ${events} e on e.user_id in (
              select biz.user_id from ${follows} f
              join ${businesses} biz on biz.id = f.business_id and biz.status = 'approved'
              where f.user_id = b.user_id
            )
            where ${inWindow}
          ) found
          order by user_id, start_date, id
        `,
      );
      return rows.map(toEvent);
    },

    /**
     * Notices posted in each member's window by an approved association they are an active member of or a source
     * they follow; still on the board, not urgent (those were mailed at once), not their own; newest first.
     */
    async newNotices(
      tx: Transaction,
      members: { userId: number; since: Date }[],
      until: Date,
      now: Date,
    ): Promise<DigestNotice[]> {
      if (members.length === 0) return [];
      const inWindow = sql`n.created_at >= b.since and n.created_at < ${iso(until)}
        and n.status = 'published' and n.expires_at > ${iso(now)} and not n.is_urgent and n.user_id <> b.user_id`;
      const rows = await rowsOf<Raw>(
        tx,
        sql`
          select * from (
            select b.user_id, n.id, n.title, n.kind, n.created_at, a.name as from_name
            from ${batchOf(members)}
            join ${associationMembers} m on m.user_id = b.user_id and m.status = 'active'
            join ${associations} a on a.id = m.association_id and a.status = 'approved'
            join ${notices} n on n.association_id = a.id
            where ${inWindow}
            union all
            select b.user_id, n.id, n.title, n.kind, n.created_at, s.name
            from ${batchOf(members)}
            join ${noticeSourceFollowers} f on f.user_id = b.user_id
            join ${noticeSources} s on s.id = f.source_id
            join ${notices} n on n.source_id = s.id
            where ${inWindow}
          ) found
          order by user_id, created_at desc, id desc
        `,
      );
      return rows.map((row) => ({
        userId: Number(row.user_id),
        id: Number(row.id),
        title: String(row.title),
        kind: String(row.kind),
        fromName: String(row.from_name),
      }));
    },

    /**
     * For each member, up to `limit` events starting within [from, to) in one of their `cities` (their own city
     * first), leaving out the ids in `exclude` (already in their digest) and events they already answered.
     */
    async nearby(
      tx: Transaction,
      members: { userId: number; city: string | null; cities: string[]; exclude: number[] }[],
      window: { from: Date; to: Date; now: Date },
      limit: number,
    ): Promise<DigestEvent[]> {
      if (members.length === 0) return [];
      const batch = JSON.stringify(
        members.map((member) => ({
          user_id: member.userId,
          city: member.city,
          cities: member.cities,
          exclude: member.exclude,
        })),
      );
      const rows = await rowsOf<Raw>(
        tx,
        sql`
          select b.user_id, e.id, e.title, e.start_date, e.city, e.venue_name, null as from_name
          from jsonb_to_recordset(${batch}::jsonb) as b(user_id integer, city text, cities text[], exclude integer[])
          cross join lateral (
            select e.id, e.title, e.start_date, e.city, e.venue_name
            from ${events} e
            where ${listedFor(window.now)}
              and e.city = any(b.cities)
              and e.start_date >= ${iso(window.from)} and e.start_date < ${iso(window.to)}
              and not (e.id = any(b.exclude))
              and not exists (select 1 from ${rsvps} r where r.event_id = e.id and r.user_id = b.user_id)
            order by (e.city is not distinct from b.city) desc, e.start_date, e.id
            limit ${limit}
          ) e
          order by b.user_id, e.start_date, e.id
        `,
      );
      return rows.map(toEvent);
    },

    /** Download my data: where the member's digest stands (none when they follow nothing). */
    exportOf(userId: number) {
      return db
        .select({
          dueAt: memberDigests.dueAt,
          coveredUntil: memberDigests.coveredUntil,
          lastSentAt: memberDigests.lastSentAt,
        })
        .from(memberDigests)
        .where(eq(memberDigests.userId, userId));
    },

    /**
     * The batch's rows moved on in one statement: next due `dueAt`, covered up to `until` (never back), and stamped
     * sent for those mailed. Members who no longer follow anything lose their row (a new follow starts afresh).
     */
    async advance(
      tx: Transaction,
      claimed: number[],
      mailed: number[],
      next: { dueAt: Date; until: Date; now: Date },
    ): Promise<void> {
      if (claimed.length === 0) return;
      const ids = (list: number[]): SQL => sql`${`{${list.join(',')}}`}::integer[]`;
      await tx.execute(sql`
        update ${memberDigests} d
        set due_at = ${iso(next.dueAt)},
          covered_until = greatest(d.covered_until, ${iso(next.until)}),
          last_sent_at = case when d.user_id = any(${ids(mailed)}) then ${iso(next.now)} else d.last_sent_at end
        where d.user_id = any(${ids(claimed)})
      `);
      await tx.execute(sql`
        delete from ${memberDigests} d
        where d.user_id = any(${ids(claimed)})
          and not exists (select 1 from (${followers}) f where f.user_id = d.user_id)
      `);
    },
  };
}
export type DigestRepository = ReturnType<typeof createDigestRepository>;
