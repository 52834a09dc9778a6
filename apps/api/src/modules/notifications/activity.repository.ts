import { and, count, desc, eq, lte, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { ActivityItem } from '@akwaaba/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { executeNamed } from '../../db/named-statements.ts';
import { businesses } from '../businesses/businesses.table.ts';
import { follows } from '../businesses/follows/follows.table.ts';
import { users } from '../users/users.table.ts';
import { rsvps } from '../events/rsvps/rsvps.table.ts';
import { mergedMailPayload } from '../../lib/mail-merge.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { activities } from './activity.table.ts';

/**
 * Written as a literal, the partial index's predicate (activities_user_unread_idx): a bound parameter or
 * `isNull()` helper would hide from a generic plan that the index covers the rows.
 */
const unread = sql`${activities.readAt} is null`;

/** A business name or event title inside an activity line, short enough that the line fits its 300 characters. */
const NAME_IN_MESSAGE_MAX = 120;
const clip = (text: SQL) =>
  sql`case when char_length(${text}) > ${NAME_IN_MESSAGE_MAX} then left(${text}, ${NAME_IN_MESSAGE_MAX - 1}) || '…' else ${text} end`;

/** An entry's line fits its column (activities.message, 300 characters): what a longer one says is cut, not refused. */
const MESSAGE_MAX = 300;
const fitted = (message: string) => (message.length <= MESSAGE_MAX ? message : `${message.slice(0, MESSAGE_MAX - 1)}…`);

/** The feed entry that records an SMS update sent about an event. */
const TEXTED = 'event.update_texted';

/** Attendees of the event who may be texted an update: verified phone, SMS updates on, not texted about it since `since`. */
function textable(entry: { eventId: number; link: string | null; since: Date }): SQL {
  return sql`
    from ${rsvps}
    join ${users} on ${users.id} = ${rsvps.userId}
    where ${rsvps.eventId} = ${entry.eventId}
      and ${users.phone} is not null
      and ${users.phoneVerifiedAt} is not null
      and ${users.notifySmsUpdates}
      and not exists (
        select 1 from ${activities} texted
        where texted.user_id = ${rsvps.userId} and texted.type = ${TEXTED}
          and texted.link is not distinct from ${entry.link}::text
          and texted.created_at > ${entry.since.toISOString()}::timestamptz
      )
  `;
}

export interface ActivityEntry {
  userId: number;
  type: string;
  message: string;
  link: string | null;
  /** The member's own action: history, not news to them, stored read. */
  read?: boolean;
  /** The other member the entry names ("Kwame is going to …"), so the name can go with their account. */
  actorId?: number;
  /** Within a statement that writes it with other rows (`insertion`): only when this holds too. */
  onlyIf?: SQL;
}

export function createActivityRepository(db: Database) {
  async function insertAll(entries: ActivityEntry[], executor: Executor = db): Promise<void> {
    await executor.insert(activities).values(
      entries.map(({ read = false, ...values }) => ({
        ...values,
        message: fitted(values.message),
        readAt: read ? sql`now()` : null,
      })),
    );
  }

  return {
    insert: (entry: ActivityEntry, executor: Executor = db) => insertAll([entry], executor),
    insertAll,

    /**
     * The entries as a WITH clause (`entries as (insert …)`) of a statement that writes them with the change they tell
     * of: only when `onlyIf` holds within it (the change was made).
     */
    insertion(entries: ActivityEntry[], onlyIf: SQL): SQL {
      const values = entries.map(
        ({ read = false, ...entry }) =>
          sql`(${entry.userId}::integer, ${entry.actorId ?? null}::integer, ${entry.type}::text,
               ${fitted(entry.message)}::text, ${entry.link}::text, ${read ? sql`now()` : null}::timestamptz,
               ${entry.onlyIf ?? sql`true`})`,
      );
      return sql`entries as (
        insert into ${activities} (user_id, actor_id, type, message, link, read_at)
        select user_id, actor_id, type, message, link, read_at
        from (values ${sql.join(values, sql`, `)}) as entry (user_id, actor_id, type, message, link, read_at, wanted)
        where entry.wanted and ${onlyIf})`;
    },

    /**
     * The mail `template` to the member (its fields merged with their address and name), as a SELECT of payloads for
     * the outbox: none without an email, nor unless `onlyIf` holds.
     */
    mailTo(userId: number, template: MailMessage, fields: { to: string; name: string }, onlyIf: SQL): SQL {
      const payload = mergedMailPayload(template, { [fields.to]: users.email, [fields.name]: users.name });
      return sql`select ${payload} as payload from ${users}
        where ${users.id} = ${userId} and ${users.email} is not null and ${onlyIf}`;
    },

    /** Runs WITH clauses that only write (`insertion`, the outbox's), as one statement. */
    async write(executor: Executor, writes: SQL): Promise<void> {
      await executeNamed(executor, sql`with ${writes} select 1`);
    },

    /** Who to write to: the member's name and address (null without an email), read in the caller's transaction. */
    async contact(executor: Executor, userId: number) {
      const [row] = await executor
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async listForUser(userId: number, limit: number, offset: number) {
      return db
        .select()
        .from(activities)
        .where(eq(activities.userId, userId))
        .orderBy(desc(activities.createdAt), desc(activities.id))
        .limit(limit)
        .offset(offset);
    },

    /**
     * The member's latest entries as one json array of the list's items, newest first, for the dashboard's statement:
     * created_at in UTC to the millisecond, as `toActivityItem`'s `toISOString` writes it.
     */
    recentItems: (userId: Placeholder, limit: number): SQL<ActivityItem[]> => sql`(
      select coalesce(json_agg(json_build_object(
        'id', recent.id, 'type', recent.type, 'message', recent.message, 'link', recent.link,
        'created_at', to_char(recent.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'read', recent.read_at is not null
      ) order by recent.created_at desc, recent.id desc), '[]')
      from (${db
        .select()
        .from(activities)
        .where(eq(activities.userId, userId))
        .orderBy(desc(activities.createdAt), desc(activities.id))
        .limit(limit)}) as recent
    )`,

    async countForUser(userId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(activities).where(eq(activities.userId, userId));
      return row!.value;
    },

    async countUnread(userId: number, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ value: count() })
        .from(activities)
        .where(and(eq(activities.userId, userId), unread));
      return row!.value;
    },

    /** Marks the member's unread entries read, only those up to `upToId` when given. */
    async markRead(executor: Executor, userId: number, upToId: number | undefined): Promise<void> {
      await executor
        .update(activities)
        .set({ readAt: sql`now()` })
        .where(
          and(eq(activities.userId, userId), unread, upToId === undefined ? undefined : lte(activities.id, upToId)),
        );
    },

    /**
     * The new-event mail for the followers `recordForOrganiserFollowers` is about to tell (the same members, each
     * once, with the same business named), only those with an email and the new-event setting on: one outbox
     * payload each, merged from `template` (lib/mail-merge.ts). Run before the entries are written: a member
     * already told about the event is not mailed twice.
     */
    followerMailPayloads(
      entry: { organiserId: number; type: string; link: string },
      template: MailMessage,
      fields: { to: string; name: string; business: string; token: string },
      token: (userId: AnyColumn) => SQL,
    ): SQL {
      const payload = mergedMailPayload(template, {
        [fields.to]: users.email,
        [fields.name]: users.name,
        [fields.business]: businesses.name,
        [fields.token]: token(users.id),
      });
      return sql`
        select distinct on (${follows.userId}) ${payload} as payload
        from ${follows}
        join ${businesses} on ${businesses.id} = ${follows.businessId}
        join ${users} on ${users.id} = ${follows.userId}
        where ${businesses.userId} = ${entry.organiserId}
          and ${businesses.status} = 'approved'
          and ${follows.userId} <> ${entry.organiserId}
          and ${users.notifyNewEvents}
          and ${users.email} is not null
          and not exists (
            select 1 from ${activities} told
            where told.user_id = ${follows.userId} and told.type = ${entry.type} and told.link = ${entry.link}
          )
        order by ${follows.userId}, ${businesses.name}
      `;
    },

    /**
     * An SMS payload for each attendee (status attending) of the event with a verified phone and the SMS setting on,
     * who was not texted about the event in the last day (no TEXTED entry for it since `since`).
     */
    attendeeSmsPayloads(entry: { eventId: number; link: string | null; body: string; since: Date }): SQL {
      return sql`select jsonb_build_object('to', ${users.phone}, 'body', ${entry.body}::text) as payload ${textable(entry)}`;
    },

    /**
     * The record of who was texted (the same members as attendeeSmsPayloads, so run it right after): a read entry on
     * their feed ("We sent you an SMS …"), which also bounds the next SMS about the event.
     */
    async recordTexted(
      executor: Executor,
      entry: { eventId: number; link: string | null; message: string; since: Date; at: Date },
    ): Promise<void> {
      await executor.execute(sql`
        insert into ${activities} (user_id, type, message, link, created_at, read_at)
        select ${users.id}, ${TEXTED}, ${fitted(entry.message)}, ${entry.link}, ${entry.at.toISOString()}::timestamptz,
          ${entry.at.toISOString()}::timestamptz
        ${textable(entry)}
      `);
    },

    /**
     * One unread entry for each member attending the event, or with any RSVP to it (`everyone`: the waitlisted and
     * those asking too), stamped `at` (the service's clock).
     */
    async recordForAttendees(
      executor: Executor,
      entry: { eventId: number; type: string; message: string; link: string | null; at: Date; everyone?: boolean },
    ): Promise<void> {
      await executor.execute(sql`
        insert into ${activities} (user_id, type, message, link, created_at)
        select ${rsvps.userId}, ${entry.type}, ${fitted(entry.message)}, ${entry.link}, ${entry.at.toISOString()}::timestamptz
        from ${rsvps}
        where ${rsvps.eventId} = ${entry.eventId} and (${entry.everyone ?? false} or ${rsvps.status} = 'attending')
          and ${rsvps.userId} is not null
      `);
    },

    /** A mail payload for each member with an RSVP to the event (any status) and an address. */
    rsvpMailPayloads(eventId: number, template: MailMessage, fields: { to: string; name: string }): SQL {
      const payload = mergedMailPayload(template, { [fields.to]: users.email, [fields.name]: users.name });
      return sql`
        select ${payload} as payload
        from ${rsvps} join ${users} on ${users.id} = ${rsvps.userId}
        where ${rsvps.eventId} = ${eventId} and ${users.email} is not null
      `;
    },

    /** An SMS payload for each guest with an RSVP to the event (their only channel; decision 034). */
    guestSmsPayloads(eventId: number, body: string): SQL {
      return sql`
        select jsonb_build_object('to', ${rsvps.guestPhone}, 'body', ${body}::text) as payload
        from ${rsvps}
        where ${rsvps.eventId} = ${eventId} and ${rsvps.userId} is null and ${rsvps.guestPhone} is not null
      `;
    },

    /**
     * One entry for each member who follows an approved business of the organiser (never the organiser,
     * each member once however many of the organiser's businesses they follow, named after the first of
     * them by name), in one statement. A member already told about this event (it was approved again
     * after an edit, or made public again) is not told twice.
     */
    async recordForOrganiserFollowers(
      executor: Executor,
      entry: { organiserId: number; type: string; title: string; link: string },
    ): Promise<void> {
      await executor.execute(sql`
        insert into ${activities} (user_id, actor_id, type, message, link)
        select distinct on (${follows.userId})
          ${follows.userId},
          ${entry.organiserId}::integer,
          ${entry.type},
          '“' || ${clip(sql`${businesses.name}`)} || '” posted a new event: “' || ${clip(sql`${entry.title}::text`)} || '”.',
          ${entry.link}
        from ${follows}
        join ${businesses} on ${businesses.id} = ${follows.businessId}
        where ${businesses.userId} = ${entry.organiserId}
          and ${businesses.status} = 'approved'
          and ${follows.userId} <> ${entry.organiserId}
          and not exists (
            select 1 from ${activities} told
            where told.user_id = ${follows.userId} and told.type = ${entry.type} and told.link = ${entry.link}
          )
        order by ${follows.userId}, ${businesses.name}
      `);
    },

    /**
     * Account deletion: other members' entries that name the departing member ("Kwame is going to …", their
     * business's name) read `replacement` in place of each name. Run before the account's row goes: the FK then
     * sets actor_id null. Longer names first, so 'Kwame Mensah' goes whole before 'Kwame' would.
     */
    async forgetActor(executor: Executor, actorId: number, names: string[], replacement: string): Promise<void> {
      const distinct = [...new Set(names.filter((name) => name.length > 0))].sort((a, b) => b.length - a.length);
      if (distinct.length === 0) return;
      const message = distinct.reduce<SQL>(
        (text, name) => sql`replace(${text}, ${name}::text, ${replacement}::text)`,
        sql`${activities.message}`,
      );
      await executor
        .update(activities)
        .set({ message: sql`left(${message}, 300)` })
        .where(eq(activities.actorId, actorId));
    },

    /** Download my data: the member's whole feed, oldest first. */
    async exportOf(userId: number) {
      return db
        .select({
          type: activities.type,
          message: activities.message,
          link: activities.link,
          createdAt: activities.createdAt,
          readAt: activities.readAt,
        })
        .from(activities)
        .where(eq(activities.userId, userId))
        .orderBy(activities.createdAt, activities.id);
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
