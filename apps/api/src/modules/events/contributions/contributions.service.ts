import {
  centsToRand,
  contributionMessages,
  lifeEventLabels,
  paymentMethodLabels,
  saDateOf,
  SUPPORTERS_SHOWN,
  type ContributionLedger,
  type ContributionsSummary,
  type PledgeStatus,
  type ReceiptCommand,
  type TotalsVisibility,
  totalsVisibilityLabels,
} from '@akwaaba/contracts';
import type { Database, Transact, Transaction } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError, notFound, validationError } from '../../../lib/errors.ts';
import type { FileStorage } from '../../../lib/storage.ts';
import type { Viewer } from '../../users/viewer.ts';
import type { EventLog } from '../cohosts/cohosts.service.ts';
import type { EventAccess } from '../events.access.ts';
import { csvCell } from '../events.mappers.ts';
import type { EventWithRefs } from '../events.repository.ts';
import type { ContributionsRepository } from './contributions.repository.ts';
import type { LedgerRow, PledgeRow } from './contributions.table.ts';
import { checkProof, proofExtension, proofKey, type CheckedProof } from './proof.ts';

type Member = NonNullable<Viewer>;

interface Deps {
  contributionsRepository: ContributionsRepository;
  eventAccess: EventAccess;
  /** Private storage: proofs of payment leave it only through `proof`, which checks who is asking. */
  documents: FileStorage;
  transact: Transact;
  clock: Clock;
  db: Database;
  /** The event's log: who opened the ledger, changed what it shows, recorded or removed a receipt (decision 040). */
  eventLog: EventLog;
}

const proofName = (eventId: number, receiptId: number, type: string) =>
  `akwaaba-proof-${eventId}-${receiptId}.${proofExtension(type)}`;

const conflict = (code: string, message: string) => new AppError(`contributions.${code}`, 409, message);

/** A receipt as the event's log names it: 'R200.00 by Cash'. */
const receiptNote = (cents: number, method: keyof typeof paymentMethodLabels) =>
  `R${centsToRand(cents)} by ${paymentMethodLabels[method]}`;

const showsPledged = (visibility: TotalsVisibility) => visibility === 'both' || visibility === 'pledged';
const showsReceived = (visibility: TotalsVisibility) => visibility === 'both' || visibility === 'received';

/**
 * A life event's contributions ledger (decision 033): members pledge, the organisers record what they received. The
 * ledger row's totals move only under its lock, in the transaction that changes the rows (decision 007), on every
 * path: a pledge made, changed or withdrawn, a receipt recorded or removed, an account erased.
 */
export function createContributionsService({
  contributionsRepository: repository,
  eventAccess,
  documents,
  transact,
  clock,
  db,
  eventLog,
}: Deps) {
  /**
   * Who keeps the ledger is who manages the event (events.access.ts, decision 040): its organiser, its co-hosts (the
   * leaders of the association it is posted for among them) and admins.
   */
  async function keepsLedger(viewer: Viewer, row: EventWithRefs): Promise<boolean> {
    return (await eventAccess.roleOf(viewer, row)) !== null;
  }

  /** The ledger of an event the viewer may see and keep: 404 when they cannot see it, 403 when they only see it. */
  const managed = (eventId: number, viewer: Member): Promise<EventWithRefs> =>
    eventAccess.managedEvent(eventId, viewer);

  async function lockOpen(tx: Transaction, eventId: number): Promise<LedgerRow> {
    const ledger = await repository.lock(tx, eventId);
    if (!ledger) throw conflict('not_open', contributionMessages.notOpen);
    return ledger;
  }

  /** `written`: the ledger and the viewer's pledge as their write just left them, not read again. */
  async function summaryOf(
    row: EventWithRefs,
    viewer: Viewer,
    written?: { ledger: LedgerRow; pledge: PledgeRow },
  ): Promise<ContributionsSummary> {
    const eventId = row.event.id;
    const canManage = await keepsLedger(viewer, row);
    const canOpen = row.event.lifeEvent !== null;
    const ledger = written?.ledger ?? (await repository.find(db, eventId));
    if (!ledger) {
      return {
        open: false,
        totals_visibility: null,
        pledged_total: null,
        received_total: null,
        pledges_count: null,
        supporters: [],
        anonymous_supporters: 0,
        my_pledge: null,
        can_manage: canManage,
        can_open: canOpen,
      };
    }
    const [mine, supporters] = await Promise.all([
      written?.pledge ?? (viewer ? repository.pledgeOf(db, eventId, viewer.id) : null),
      viewer ? repository.supporters(eventId, SUPPORTERS_SHOWN) : { names: [], anonymous: 0 },
    ]);
    const pledged = canManage || showsPledged(ledger.totalsVisibility);
    const received = canManage || showsReceived(ledger.totalsVisibility);
    return {
      open: true,
      totals_visibility: ledger.totalsVisibility,
      pledged_total: pledged ? centsToRand(ledger.pledgedCents) : null,
      received_total: received ? centsToRand(ledger.receivedCents) : null,
      pledges_count: pledged ? ledger.pledgesCount : null,
      supporters: supporters.names,
      anonymous_supporters: supporters.anonymous,
      my_pledge: mine
        ? {
            amount: centsToRand(mine.amountCents),
            anonymous: mine.anonymous,
            status: mine.status,
            created_at: mine.createdAt.toISOString(),
            updated_at: mine.updatedAt.toISOString(),
          }
        : null,
      can_manage: canManage,
      can_open: canOpen,
    };
  }

  async function ledgerOf(eventId: number): Promise<ContributionLedger> {
    const ledger = await repository.find(db, eventId);
    if (!ledger) throw conflict('not_open', contributionMessages.notOpen);
    const [pledgeRows, receiptRows] = await Promise.all([
      repository.pledgesOf(db, eventId),
      repository.receiptsOf(db, eventId),
    ]);
    return {
      totals_visibility: ledger.totalsVisibility,
      pledged_total: centsToRand(ledger.pledgedCents),
      received_total: centsToRand(ledger.receivedCents),
      pledges_count: ledger.pledgesCount,
      receipts_count: ledger.receiptsCount,
      pledges: pledgeRows.map(({ pledge, name }) => ({
        id: pledge.id,
        user: { id: pledge.userId, name },
        amount: centsToRand(pledge.amountCents),
        anonymous: pledge.anonymous,
        status: pledge.status,
        created_at: pledge.createdAt.toISOString(),
        updated_at: pledge.updatedAt.toISOString(),
      })),
      receipts: receiptRows.map(({ receipt, pledgerName, recorderName }) => ({
        id: receipt.id,
        pledge_id: receipt.pledgeId,
        from: pledgerName ?? receipt.fromName,
        amount: centsToRand(receipt.amountCents),
        received_on: receipt.receivedOn,
        method: receipt.method,
        note: receipt.note,
        has_proof: receipt.proofKey !== null,
        proof_name: receipt.proofType ? proofName(eventId, receipt.id, receipt.proofType) : null,
        recorded_by: recorderName,
        created_at: receipt.createdAt.toISOString(),
      })),
    };
  }

  async function removeFiles(keys: readonly string[]): Promise<void> {
    for (const key of keys) await documents.delete(key);
  }

  return {
    async summary(eventId: number, viewer: Viewer): Promise<ContributionsSummary> {
      return summaryOf(await eventAccess.visibleEvent(eventId, viewer), viewer);
    },

    /** Opens the ledger of a life event, or changes what its page shows of the totals. */
    async settings(viewer: Member, eventId: number, totalsVisibility: TotalsVisibility) {
      const row = await managed(eventId, viewer);
      const opened = await transact(async (tx) => {
        const existing = await repository.lock(tx, eventId);
        if (!existing && row.event.lifeEvent === null)
          throw conflict('not_life_event', contributionMessages.onlyLifeEvents);
        const note = totalsVisibilityLabels[totalsVisibility];
        await eventLog.record(tx, { eventId, actorId: viewer.id, action: 'contributions.settings', note });
        return repository.open(tx, eventId, totalsVisibility);
      });
      return {
        data: await summaryOf(row, viewer),
        message: opened ? contributionMessages.opened : contributionMessages.settingsSaved,
      };
    },

    /** A member pledges, or changes their pledge while it is not received; the pledged total moves with it. */
    async pledge(viewer: Member, eventId: number, input: { amount: number; anonymous: boolean }) {
      const row = await eventAccess.visibleEvent(eventId, viewer);
      const values = { eventId, userId: viewer.id, amountCents: input.amount, anonymous: input.anonymous };
      // The usual case, a first pledge to an open ledger, in one statement; otherwise under the ledger's lock.
      const written =
        (await repository.insertPledge(values)) ??
        (await transact(async (tx) => {
          await lockOpen(tx, eventId);
          const existing = await repository.pledgeOf(tx, eventId, viewer.id);
          if (!existing) return repository.insertPledge(values, tx);
          if (existing.status === 'received') throw conflict('pledge_received', contributionMessages.pledgeReceived);
          await repository.updatePledge(tx, existing.id, { amountCents: input.amount, anonymous: input.anonymous });
          await repository.moveTotals(tx, eventId, { pledgedCents: input.amount - existing.amountCents });
          return null;
        }));
      return {
        data: await summaryOf(row, viewer, written ?? undefined),
        message: written ? contributionMessages.pledged : contributionMessages.pledgeChanged,
      };
    },

    /** Withdraws the member's pledge while it is not received; without one, nothing changes. */
    async withdraw(viewer: Member, eventId: number) {
      const row = await eventAccess.visibleEvent(eventId, viewer);
      await transact(async (tx) => {
        const ledger = await repository.lock(tx, eventId);
        if (!ledger) return;
        const existing = await repository.pledgeOf(tx, eventId, viewer.id);
        if (!existing) return;
        if (existing.status === 'received') throw conflict('pledge_received', contributionMessages.pledgeReceived);
        await repository.deletePledge(tx, existing.id);
        await repository.moveTotals(tx, eventId, { pledgedCents: -existing.amountCents, pledgesCount: -1 });
      });
      return { data: await summaryOf(row, viewer), message: contributionMessages.pledgeWithdrawn };
    },

    async ledger(viewer: Member, eventId: number) {
      await managed(eventId, viewer);
      return { data: await ledgerOf(eventId) };
    },

    /**
     * Records what the organisers received. The proof, checked by its content, is written before the row and removed
     * again when the row is refused; against a pledge, the pledge is marked received.
     */
    async recordReceipt(viewer: Member, eventId: number, command: ReceiptCommand, upload: Buffer | null) {
      await managed(eventId, viewer);
      if (command.received_on > saDateOf(clock.now())) {
        throw validationError('received_on', contributionMessages.receivedOnFuture);
      }
      const proof: CheckedProof | null = upload ? await checkProof(upload) : null;
      const key = proof ? proofKey(eventId, proof) : null;
      if (proof && key) await documents.put(key, proof.content);
      try {
        await transact(async (tx) => {
          await lockOpen(tx, eventId);
          if (command.pledge_id !== null) {
            const pledge = await repository.pledgeById(tx, eventId, command.pledge_id);
            if (!pledge) throw validationError('pledge_id', contributionMessages.pledgeUnknown);
            if (pledge.status === 'received') {
              throw conflict('pledge_already_received', contributionMessages.pledgeAlreadyReceived);
            }
            await repository.updatePledge(tx, pledge.id, { status: 'received' });
          }
          await repository.insertReceipt(tx, {
            eventId,
            pledgeId: command.pledge_id,
            amountCents: command.amount,
            receivedOn: command.received_on,
            method: command.method,
            note: command.note,
            fromName: command.from_name,
            proofKey: key,
            proofType: proof?.type ?? null,
            recordedBy: viewer.id,
          });
          await repository.moveTotals(tx, eventId, { receivedCents: command.amount, receiptsCount: 1 });
          await eventLog.record(tx, {
            eventId,
            actorId: viewer.id,
            action: 'receipt.recorded',
            note: receiptNote(command.amount, command.method),
          });
        });
      } catch (error) {
        if (key) await documents.delete(key);
        throw error;
      }
      return { data: await ledgerOf(eventId), message: contributionMessages.receiptRecorded };
    },

    /** Takes a receipt back (a mistake): the received total drops, a pledge it received is pledged again. */
    async removeReceipt(viewer: Member, eventId: number, receiptId: number) {
      await managed(eventId, viewer);
      const removed = await transact(async (tx) => {
        await lockOpen(tx, eventId);
        const receipt = await repository.receipt(tx, eventId, receiptId);
        if (!receipt) throw notFound(contributionMessages.receiptNotFound);
        await repository.deleteReceipt(tx, receipt.id);
        if (receipt.pledgeId !== null) await repository.updatePledge(tx, receipt.pledgeId, { status: 'pledged' });
        await repository.moveTotals(tx, eventId, { receivedCents: -receipt.amountCents, receiptsCount: -1 });
        await eventLog.record(tx, {
          eventId,
          actorId: viewer.id,
          action: 'receipt.removed',
          note: receiptNote(receipt.amountCents, receipt.method),
        });
        return receipt;
      });
      if (removed.proofKey) await removeFiles([removed.proofKey]);
      return { data: await ledgerOf(eventId), message: contributionMessages.receiptRemoved };
    },

    /** A proof of payment opens for the organisers only. */
    async proof(viewer: Member, eventId: number, receiptId: number) {
      await managed(eventId, viewer);
      const receipt = await repository.receipt(db, eventId, receiptId);
      if (!receipt) throw notFound(contributionMessages.receiptNotFound);
      const content = receipt.proofKey ? await documents.get(receipt.proofKey) : null;
      if (!content || !receipt.proofType) throw notFound(contributionMessages.proofNotFound);
      return { content, type: receipt.proofType, name: proofName(eventId, receipt.id, receipt.proofType) };
    },

    /** The ledger as a spreadsheet: a line per pledge and per receipt, then the totals, which equal those lines. */
    async csv(viewer: Member, eventId: number): Promise<{ filename: string; csv: string }> {
      const row = await managed(eventId, viewer);
      const ledger = await ledgerOf(eventId);
      const occasion = row.event.lifeEvent ? lifeEventLabels[row.event.lifeEvent] : '';
      const statusLabel = (status: PledgeStatus) => contributionMessages.statusLabels[status];
      const lines: string[][] = [
        ['Event', row.event.title, occasion, '', '', '', ''],
        ['Type', 'Date', 'Name', 'Amount (ZAR)', 'Status or method', 'Anonymous', 'Note'],
        ...ledger.pledges.map((pledge) => [
          'Pledge',
          saDateOf(new Date(pledge.created_at)),
          pledge.user.name,
          pledge.amount,
          statusLabel(pledge.status),
          pledge.anonymous ? 'Yes' : 'No',
          '',
        ]),
        ...ledger.receipts.map((receipt) => [
          'Receipt',
          receipt.received_on,
          receipt.from ?? '',
          receipt.amount,
          paymentMethodLabels[receipt.method],
          '',
          receipt.note ?? '',
        ]),
        ['Total pledged', '', '', ledger.pledged_total, `${ledger.pledges_count} pledges`, '', ''],
        ['Total received', '', '', ledger.received_total, `${ledger.receipts_count} receipts`, '', ''],
      ];
      return {
        filename: `akwaaba-contributions-${eventId}.csv`,
        csv: `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`,
      };
    },

    /**
     * Account deletion (decision 033): the member's pledges go, each taken off its ledger's pledged total under the
     * ledger's lock; a receipt that received one stays (the money did arrive) and says it came from a former member.
     * The proofs of the ledgers of the member's own events go with those events once the deletion has committed.
     */
    async onAccountDeleted(tx: Transaction, userId: number): Promise<() => Promise<void>> {
      for (const pledge of await repository.pledgesOfMember(tx, userId)) {
        await repository.lock(tx, pledge.eventId);
        await repository.nameReceiptsOf(tx, pledge.id, contributionMessages.formerMember);
        await repository.deletePledge(tx, pledge.id);
        await repository.moveTotals(tx, pledge.eventId, { pledgedCents: -pledge.amountCents, pledgesCount: -1 });
      }
      const keys = await repository.proofKeysOfEvents(tx, await repository.eventIdsOfOwner(tx, userId));
      return () => removeFiles(keys);
    },

    /** An event's deletion: its proofs go once it is gone (the rows go with the event). */
    async onEventDeleted(tx: Transaction, eventId: number): Promise<() => Promise<void>> {
      const keys = await repository.proofKeysOfEvents(tx, [eventId]);
      return () => removeFiles(keys);
    },

    /** Download my data: the member's pledges, with the event each was for. */
    async exportFor({ id }: { id: number }) {
      const rows = await repository.exportOf(id);
      return {
        data: {
          pledges: rows.map((row) => ({
            event_id: row.eventId,
            event_title: row.eventTitle,
            amount: centsToRand(row.amountCents),
            anonymous: row.anonymous,
            status: row.status,
            created_at: row.createdAt.toISOString(),
            updated_at: row.updatedAt.toISOString(),
          })),
        },
      };
    },
  };
}
export type ContributionsService = ReturnType<typeof createContributionsService>;
