import { and, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { businesses } from '../businesses/businesses.table.ts';
import { follows } from '../businesses/follows/follows.table.ts';
import { users } from '../users/users.table.ts';
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

export function createActivityRepository(db: Database) {
  return {
    async insert(
      {
        read = false,
        ...values
      }: {
        userId: number;
        type: string;
        message: string;
        link: string | null;
        read?: boolean;
        /** The other member the entry names ("Kwame is going to …"), so the name can go with their account. */
        actorId?: number;
      },
      executor: Executor = db,
    ): Promise<void> {
      await executor.insert(activities).values({ ...values, readAt: read ? sql`now()` : null });
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
