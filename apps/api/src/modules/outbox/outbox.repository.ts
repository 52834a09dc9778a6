import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { outboxMessages, type OutboxMessageRow } from './outbox.table.ts';

function insertion(kind: string, payloads: SQL, runAfter: Date): SQL {
  return sql`
    queued as (
      insert into ${outboxMessages} (kind, payload, run_after)
      select ${kind}, recipient.payload, ${runAfter.toISOString()}::timestamptz from (${payloads}) as recipient
      returning 1
    )`;
}

export function createOutboxRepository(db: Database) {
  return {
    async insert(
      executor: Executor,
      kind: string,
      payload: Record<string, unknown>,
      runAfter: Date,
      extra: { expiresAt?: Date | null; foldKey?: string | null; foldState?: string | null } = {},
    ): Promise<void> {
      await executor.insert(outboxMessages).values({ kind, payload, runAfter, ...extra });
    },

    /**
     * The newest message of a fold key not yet finished or finished last, locked for the caller's transaction
     * (a worker's claim of it waits, or is skipped, until the caller commits).
     */
    async latestFolded(
      executor: Executor,
      foldKey: string,
    ): Promise<Pick<OutboxMessageRow, 'id' | 'status' | 'lockedUntil' | 'runAfter' | 'finishedAt'> | null> {
      const [row] = await executor
        .select({
          id: outboxMessages.id,
          status: outboxMessages.status,
          lockedUntil: outboxMessages.lockedUntil,
          runAfter: outboxMessages.runAfter,
          finishedAt: outboxMessages.finishedAt,
        })
        .from(outboxMessages)
        .where(eq(outboxMessages.foldKey, foldKey))
        .orderBy(desc(outboxMessages.id))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    /** A pending message takes the content of a later one of its fold key, and waits at least until `runAfter`. */
    async replacePayload(
      executor: Executor,
      id: number,
      values: { payload: Record<string, unknown>; expiresAt: Date | null; foldState: string | null; runAfter: Date },
    ): Promise<void> {
      await executor
        .update(outboxMessages)
        .set({
          payload: values.payload,
          expiresAt: values.expiresAt,
          foldState: values.foldState,
          runAfter: sql`greatest(${outboxMessages.runAfter}, ${values.runAfter.toISOString()}::timestamptz)`,
        })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')));
    },

    /**
     * What the recipient of a fold key last heard: the state of its newest message sent or being sent (claimed by a
     * worker until `now` or later); undefined when none was.
     */
    async lastHeardState(executor: Executor, foldKey: string, now: Date): Promise<string | null | undefined> {
      const [row] = await executor
        .select({ foldState: outboxMessages.foldState })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.foldKey, foldKey),
            sql`(${outboxMessages.status} = 'sent' or (${outboxMessages.status} = 'pending' and ${outboxMessages.lockedUntil} > ${now.toISOString()}::timestamptz))`,
          ),
        )
        .orderBy(desc(outboxMessages.id))
        .limit(1);
      return row ? row.foldState : undefined;
    },

    /** A pending message nobody needs any more is dropped unsent. */
    async withdraw(executor: Executor, id: number): Promise<void> {
      await executor.delete(outboxMessages).where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')));
    },

    /** The worker's heartbeat: messages it still holds stay its own until `lockedUntil`. */
    async extendLease(ids: number[], lockedUntil: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(outboxMessages)
        .set({ lockedUntil })
        .where(and(inArray(outboxMessages.id, ids), eq(outboxMessages.status, 'pending')));
    },

    /**
     * One message per row of `payloads` (a SELECT of one jsonb column named payload), as a WITH clause
     * (`queued as (insert …)`) of a larger statement.
     */
    insertion,

    /** One message per row of `payloads`, in one statement; answers how many. */
    async insertEach(executor: Executor, kind: string, payloads: SQL, runAfter: Date): Promise<number> {
      const result = await executor.execute(
        sql`with ${insertion(kind, payloads, runAfter)} select count(*)::int as queued from queued`,
      );
      return (result as unknown as { rows: { queued: number }[] }).rows[0]!.queued;
    },

    /**
     * Takes up to `limit` due messages for this worker until `lockedUntil`. SKIP LOCKED lets several
     * instances claim side by side; a claim whose worker died runs again once its lease is over.
     */
    async claimDue(now: Date, lockedUntil: Date, limit: number): Promise<OutboxMessageRow[]> {
      const due = db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.status, 'pending'),
            sql`${outboxMessages.runAfter} <= ${now.toISOString()}`,
            sql`(${outboxMessages.lockedUntil} is null or ${outboxMessages.lockedUntil} <= ${now.toISOString()})`,
          ),
        )
        .orderBy(asc(outboxMessages.runAfter), asc(outboxMessages.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(outboxMessages)
        .set({ lockedUntil, attempts: sql`${outboxMessages.attempts} + 1` })
        .where(inArray(outboxMessages.id, due))
        .returning();
      return rows.sort((a, b) => a.id - b.id);
    },

    async markSent(executor: Executor, id: number, now: Date): Promise<void> {
      await executor
        .update(outboxMessages)
        .set({ status: 'sent', payload: {}, lockedUntil: null, finishedAt: now, lastError: null })
        .where(eq(outboxMessages.id, id));
    },

    /** Its lifetime ended unsent: kept a while like a sent message, without what it carried. */
    async markExpired(id: number, now: Date, lastError: string): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ status: 'expired', payload: {}, lockedUntil: null, finishedAt: now, lastError })
        .where(eq(outboxMessages.id, id));
    },

    async markFailed(id: number, failure: { error: string; retryAt: Date | null; now: Date }): Promise<void> {
      await db
        .update(outboxMessages)
        .set(
          failure.retryAt
            ? { runAfter: failure.retryAt, lockedUntil: null, lastError: failure.error }
            : { status: 'dead', lockedUntil: null, lastError: failure.error, finishedAt: failure.now },
        )
        .where(eq(outboxMessages.id, id));
    },

    /** Finished messages are kept a while for support questions ("did my mail go?"), then dropped. */
    async purgeFinished(before: Date): Promise<void> {
      await db
        .delete(outboxMessages)
        .where(and(inArray(outboxMessages.status, ['sent', 'dead', 'expired']), lt(outboxMessages.finishedAt, before)));
    },

    /** Drops mail not yet sent to addresses at `domain`; answers how many. */
    async discardPendingMailTo(domain: string): Promise<number> {
      const rows = await db
        .delete(outboxMessages)
        .where(
          and(
            eq(outboxMessages.status, 'pending'),
            eq(outboxMessages.kind, 'mail'),
            sql`lower(${outboxMessages.payload} ->> 'to') like ${`%@${domain.toLowerCase()}`}`,
          ),
        )
        .returning({ id: outboxMessages.id });
      return rows.length;
    },

    list() {
      return db.select().from(outboxMessages).orderBy(asc(outboxMessages.id));
    },

    /** Pending messages due by `now` (the worker's backlog) and when the oldest of them was queued. */
    async backlog(now: Date): Promise<{ due: number; oldestCreatedAt: Date | null }> {
      const [row] = await db
        .select({ due: count(), oldest: sql<string | null>`min(${outboxMessages.createdAt})` })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.status, 'pending'), sql`${outboxMessages.runAfter} <= ${now.toISOString()}`));
      return { due: row?.due ?? 0, oldestCreatedAt: row?.oldest ? new Date(row.oldest) : null };
    },

    /** Dead messages, the latest failure first, with how many there are. */
    async listDead(limit: number, offset: number): Promise<{ rows: OutboxMessageRow[]; total: number }> {
      const dead = eq(outboxMessages.status, 'dead');
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(outboxMessages)
          .where(dead)
          .orderBy(desc(outboxMessages.finishedAt), desc(outboxMessages.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(outboxMessages).where(dead),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Puts a dead message back in the queue with a fresh count of tries; false when there is no such dead message. */
    async retryDead(id: number, now: Date, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(outboxMessages)
        .set({ status: 'pending', attempts: 0, runAfter: now, lockedUntil: null, lastError: null, finishedAt: null })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'dead')))
        .returning({ id: outboxMessages.id });
      return rows.length > 0;
    },

    /**
     * Account deletion: messages not sent (pending, or given up and kept for the admins) that are addressed to
     * the member, or hold their email or number anywhere, go; those to others that name them read `replacement`
     * instead. Sent messages keep no payload (markSent empties it). Values are matched as JSON strings.
     */
    async forgetMember(
      executor: Executor,
      member: { addresses: string[]; names: string[] },
      replacement: string,
    ): Promise<void> {
      const unsent = inArray(outboxMessages.status, ['pending', 'dead']);
      const asJson = (value: string) => JSON.stringify(value).slice(1, -1);
      for (const address of member.addresses) {
        await executor
          .delete(outboxMessages)
          .where(
            and(unsent, sql`strpos(lower(${outboxMessages.payload}::text), ${asJson(address.toLowerCase())}) > 0`),
          );
      }
      for (const name of [...new Set(member.names)].sort((a, b) => b.length - a.length)) {
        await executor
          .update(outboxMessages)
          .set({
            payload: sql`replace(${outboxMessages.payload}::text, ${asJson(name)}::text, ${asJson(replacement)}::text)::jsonb`,
          })
          .where(and(unsent, sql`strpos(${outboxMessages.payload}::text, ${asJson(name)}) > 0`));
      }
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
