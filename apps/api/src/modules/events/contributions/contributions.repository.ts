import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TotalsVisibility } from '@akwaaba/contracts';
import type { Database, Executor, Transaction } from '../../../db/client.ts';
import { executeNamed } from '../../../db/named-statements.ts';
import { fromJson } from '../../../db/json-rows.ts';
import { users } from '../../users/users.table.ts';
import { events } from '../events.table.ts';
import {
  contributionLedgers,
  contributionReceipts,
  pledges,
  type LedgerRow,
  type PledgeRow,
  type ReceiptRow,
} from './contributions.table.ts';

/** The totals a change of rows moves, in one statement under the ledger's lock. */
interface TotalsChange {
  pledgedCents?: number;
  receivedCents?: number;
  pledgesCount?: number;
  receiptsCount?: number;
}

const pledger = alias(users, 'pledger');
const recorder = alias(users, 'recorder');

export function createContributionsRepository(db: Database) {
  return {
    async find(executor: Executor, eventId: number) {
      const [row] = await executor.select().from(contributionLedgers).where(eq(contributionLedgers.eventId, eventId));
      return row ?? null;
    },

    /** The ledger, locked until the transaction ends: every change of its rows and totals starts here. */
    async lock(tx: Transaction, eventId: number) {
      const [row] = await tx
        .select()
        .from(contributionLedgers)
        .where(eq(contributionLedgers.eventId, eventId))
        .for('update');
      return row ?? null;
    },

    /** Opens the ledger, or sets what the page shows; true when it was opened now. */
    async open(tx: Transaction, eventId: number, totalsVisibility: TotalsVisibility): Promise<boolean> {
      const rows = await tx
        .insert(contributionLedgers)
        .values({ eventId, totalsVisibility })
        .onConflictDoUpdate({
          target: contributionLedgers.eventId,
          set: { totalsVisibility, updatedAt: sql`now()` },
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      return rows[0]?.inserted === true;
    },

    /** Never called without the ledger's lock (decision 007). */
    async moveTotals(tx: Transaction, eventId: number, change: TotalsChange): Promise<void> {
      await tx
        .update(contributionLedgers)
        .set({
          pledgedCents: sql`${contributionLedgers.pledgedCents} + ${change.pledgedCents ?? 0}`,
          receivedCents: sql`${contributionLedgers.receivedCents} + ${change.receivedCents ?? 0}`,
          pledgesCount: sql`${contributionLedgers.pledgesCount} + ${change.pledgesCount ?? 0}`,
          receiptsCount: sql`${contributionLedgers.receiptsCount} + ${change.receiptsCount ?? 0}`,
          updatedAt: sql`now()`,
        })
        .where(eq(contributionLedgers.eventId, eventId));
    },

    async pledgeOf(executor: Executor, eventId: number, userId: number) {
      const [row] = await executor
        .select()
        .from(pledges)
        .where(and(eq(pledges.eventId, eventId), eq(pledges.userId, userId)));
      return row ?? null;
    },

    async pledgeById(tx: Transaction, eventId: number, id: number) {
      const [row] = await tx
        .select()
        .from(pledges)
        .where(and(eq(pledges.eventId, eventId), eq(pledges.id, id)));
      return row ?? null;
    },

    /**
     * Adds the member's pledge while the event's ledger is open, once per member (the unique index), and moves the
     * ledger's totals with it: one statement. Answers both as they now are; null when the pledge was not added.
     */
    async insertPledge(
      values: { eventId: number; userId: number; amountCents: number; anonymous: boolean },
      executor: Executor = db,
    ): Promise<{ pledge: PledgeRow; ledger: LedgerRow } | null> {
      const counted = executor
        .update(contributionLedgers)
        .set({
          pledgedCents: sql`${contributionLedgers.pledgedCents} + ${values.amountCents}`,
          pledgesCount: sql`${contributionLedgers.pledgesCount} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(contributionLedgers.eventId, sql`(select event_id from added)`))
        .returning();
      const {
        rows: [row],
      } = await executeNamed<{ pledge: Record<string, unknown>; ledger: Record<string, unknown> }>(
        executor,
        sql`
        with added as (
          insert into ${pledges} (event_id, user_id, amount_cents, anonymous)
          select ${values.eventId}::integer, ${values.userId}::integer, ${values.amountCents}::integer,
                 ${values.anonymous}::boolean
          from ${contributionLedgers} where ${contributionLedgers.eventId} = ${values.eventId}
          on conflict (event_id, user_id) do nothing
          returning *),
        counted as (${counted.getSQL()})
        select row_to_json(added) as pledge, row_to_json(counted) as ledger from added, counted`,
      );
      return row ? { pledge: fromJson(pledges, row.pledge), ledger: fromJson(contributionLedgers, row.ledger) } : null;
    },

    async updatePledge(
      tx: Transaction,
      id: number,
      values: { amountCents?: number; anonymous?: boolean; status?: 'pledged' | 'received' },
    ) {
      await tx
        .update(pledges)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(pledges.id, id));
    },

    async deletePledge(tx: Transaction, id: number): Promise<void> {
      await tx.delete(pledges).where(eq(pledges.id, id));
    },

    /**
     * Who pledged openly, newest first, as the page lists them (a suspended or hidden member's name left out), and how
     * many pledged anonymously.
     */
    async supporters(eventId: number, limit: number): Promise<{ names: string[]; anonymous: number }> {
      const shown = db
        .select({ name: users.name, createdAt: pledges.createdAt, id: pledges.id })
        .from(pledges)
        .innerJoin(users, eq(users.id, pledges.userId))
        .where(
          and(
            eq(pledges.eventId, eventId),
            eq(pledges.anonymous, false),
            isNull(users.suspendedAt),
            isNull(users.hiddenAt),
          ),
        )
        .orderBy(desc(pledges.createdAt), desc(pledges.id))
        .limit(limit);
      const { rows } = await executeNamed<{ names: string[]; anonymous: number }>(
        db,
        sql`
        select coalesce((select json_agg(shown.name order by shown.created_at desc, shown.id desc) from ${shown} shown),
                        '[]') as names,
               (select count(*)::int from ${pledges} where ${pledges.eventId} = ${eventId} and ${pledges.anonymous})
                 as anonymous`,
      );
      return rows[0]!;
    },

    /** Every pledge with its member's name, for the organisers. */
    async pledgesOf(executor: Executor, eventId: number) {
      return executor
        .select({ pledge: pledges, name: users.name })
        .from(pledges)
        .innerJoin(users, eq(users.id, pledges.userId))
        .where(eq(pledges.eventId, eventId))
        .orderBy(asc(pledges.createdAt), asc(pledges.id));
    },

    /** Every receipt, with the pledging member's and the recording organiser's names. */
    async receiptsOf(executor: Executor, eventId: number) {
      return executor
        .select({ receipt: contributionReceipts, pledgerName: pledger.name, recorderName: recorder.name })
        .from(contributionReceipts)
        .leftJoin(pledges, eq(pledges.id, contributionReceipts.pledgeId))
        .leftJoin(pledger, eq(pledger.id, pledges.userId))
        .leftJoin(recorder, eq(recorder.id, contributionReceipts.recordedBy))
        .where(eq(contributionReceipts.eventId, eventId))
        .orderBy(asc(contributionReceipts.receivedOn), asc(contributionReceipts.id));
    },

    async insertReceipt(tx: Transaction, values: typeof contributionReceipts.$inferInsert): Promise<number> {
      const [row] = await tx.insert(contributionReceipts).values(values).returning({ id: contributionReceipts.id });
      return row!.id;
    },

    async receipt(executor: Executor, eventId: number, id: number): Promise<ReceiptRow | null> {
      const [row] = await executor
        .select()
        .from(contributionReceipts)
        .where(and(eq(contributionReceipts.eventId, eventId), eq(contributionReceipts.id, id)));
      return row ?? null;
    },

    async deleteReceipt(tx: Transaction, id: number): Promise<void> {
      await tx.delete(contributionReceipts).where(eq(contributionReceipts.id, id));
    },

    /** Account deletion: the member's pledges, by event, so each ledger is locked in the same order everywhere. */
    async pledgesOfMember(tx: Transaction, userId: number) {
      return tx.select().from(pledges).where(eq(pledges.userId, userId)).orderBy(asc(pledges.eventId));
    },

    /** A receipt of a pledge that goes with its member keeps who it was from in words only. */
    async nameReceiptsOf(tx: Transaction, pledgeId: number, name: string): Promise<void> {
      await tx.update(contributionReceipts).set({ fromName: name }).where(eq(contributionReceipts.pledgeId, pledgeId));
    },

    /** The proof files of the ledgers of these events (they go with the events). */
    async proofKeysOfEvents(tx: Transaction, eventIds: number[]): Promise<string[]> {
      if (eventIds.length === 0) return [];
      const rows = await tx
        .select({ key: contributionReceipts.proofKey })
        .from(contributionReceipts)
        .where(and(inArray(contributionReceipts.eventId, eventIds), sql`${contributionReceipts.proofKey} is not null`));
      return rows.map((row) => row.key!);
    },

    async eventIdsOfOwner(tx: Transaction, userId: number): Promise<number[]> {
      const rows = await tx.select({ id: events.id }).from(events).where(eq(events.userId, userId));
      return rows.map((row) => row.id);
    },

    /** Download my data: the member's pledges, with the event each was for. */
    async exportOf(userId: number) {
      return db
        .select({
          eventId: pledges.eventId,
          eventTitle: events.title,
          amountCents: pledges.amountCents,
          anonymous: pledges.anonymous,
          status: pledges.status,
          createdAt: pledges.createdAt,
          updatedAt: pledges.updatedAt,
        })
        .from(pledges)
        .innerJoin(events, eq(events.id, pledges.eventId))
        .where(eq(pledges.userId, userId))
        .orderBy(asc(pledges.createdAt));
    },
  };
}
export type ContributionsRepository = ReturnType<typeof createContributionsRepository>;
