import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Database, type Executor } from './client.ts';

/** Why an item is hidden: a moderator acted on a report, or its author is suspended. */
export type HiddenReason = 'moderation' | 'suspension';

/**
 * Hiding and showing again for the tables whose items moderators hide by status (events, businesses, jobs): each
 * has `id`, `user_id`, `status`, `hidden_from_status`, `hidden_reason` and `updated_at`. The status to go back to is
 * kept, so showing again restores exactly what was there. A moderator's hide takes over an item hidden by its
 * author's suspension (so lifting the suspension leaves it hidden); a suspension never takes over a moderator's hide.
 * Public reads check for 'approved' or 'published', so they leave hidden items out unchanged.
 */
export function hidingQueries(table: PgTable) {
  const hideable = (reason: HiddenReason): SQL =>
    reason === 'moderation'
      ? sql.raw(`(status <> 'hidden' or hidden_reason = 'suspension')`)
      : sql.raw(`status <> 'hidden'`);

  async function hide(executor: Executor, where: SQL, reason: HiddenReason): Promise<number[]> {
    const rows = await rowsOf<{ id: number }>(
      executor as Database,
      sql`update ${table}
             set hidden_from_status = case when status = 'hidden' then hidden_from_status else status end,
                 status = 'hidden', hidden_reason = ${reason}, updated_at = now()
           where ${where} and ${hideable(reason)}
       returning id`,
    );
    return rows.map((row) => row.id);
  }

  async function restore(executor: Executor, where: SQL, reason: HiddenReason): Promise<number[]> {
    const rows = await rowsOf<{ id: number }>(
      executor as Database,
      sql`update ${table}
             set status = hidden_from_status, hidden_from_status = null, hidden_reason = null, updated_at = now()
           where ${where} and status = 'hidden' and hidden_reason = ${reason}
       returning id`,
    );
    return rows.map((row) => row.id);
  }

  return {
    /** Hides one item; false when it was already hidden (for the same or a stronger reason) or is gone. */
    hide: async (executor: Executor, id: number, reason: HiddenReason) =>
      (await hide(executor, sql`id = ${id}`, reason)).length > 0,
    /** Shows one item again, if it was hidden for this reason; false otherwise. */
    restore: async (executor: Executor, id: number, reason: HiddenReason) =>
      (await restore(executor, sql`id = ${id}`, reason)).length > 0,
    /** Hides every visible item of a member; answers the ids hidden. */
    hideAllOf: (executor: Executor, userId: number, reason: HiddenReason) =>
      hide(executor, sql`user_id = ${userId}`, reason),
    /** Shows again what was hidden of a member for this reason (not what was hidden for another). */
    restoreAllOf: (executor: Executor, userId: number, reason: HiddenReason) =>
      restore(executor, sql`user_id = ${userId}`, reason),
  };
}

export type Hiding = ReturnType<typeof hidingQueries>;

/**
 * What a feature's service hands moderation, in the caller's transaction (the caller empties the list cache once it
 * commits): hide one item (its owner and admins still see it, as 'hidden'), show it again as it was, and the same for
 * every item of a suspended member. Each answers whether, or which, anything changed.
 */
export function moderationHiding({ hide, restore, hideAllOf, restoreAllOf }: Hiding): Hiding {
  return { hide, restore, hideAllOf, restoreAllOf };
}
