import {
  deliveryMessages,
  OUTBOX_KEEP_FINISHED_DAYS,
  pageMeta,
  pageOffset,
  type DeadOutboxMessage,
  type ListResponse,
} from '@akwaaba/contracts';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { Audit } from '../../lib/audit.ts';
import { addDays, type Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { maskEmail, type Mailer, type MailMessage } from '../../lib/mailer.ts';
import type { SmsSender } from '../../lib/sms.ts';
import type { OutboxRepository } from './outbox.repository.ts';
import type { OutboxMessageRow } from './outbox.table.ts';

/** Work done inside the worker's transaction: it commits together with the message being marked sent. */
export type OutboxJob = (payload: Record<string, unknown>, tx: Executor) => Promise<void>;

interface Deps {
  db: Database;
  outboxRepository: OutboxRepository;
  mailer: Mailer;
  sms: SmsSender;
  clock: Clock;
  logger: Logger;
  /** Tries before a message is given up as dead: with the back-off below, about six hours. */
  maxAttempts?: number;
  /** The admin audit trail: sending a dead message again is an admin action. Scripts without admins leave it out. */
  audit?: Audit;
  /** How often the worker renews the lease of the messages it holds (tests shorten it). */
  heartbeatMs?: number;
}

/** What a message may say of itself besides its content. */
export interface EnqueueOptions {
  /** The instant its content is of no use any more (a code or a link that expires): not sent after it. */
  expiresAt?: Date;
  /**
   * Messages with the same key are folded into one: while one is pending, a later one replaces its content; after
   * one was sent, the next waits until `everyMs` after it. So the recipient hears at most once per window, and last
   * of the latest content.
   */
  fold?: Fold;
}

/**
 * Folding (see EnqueueOptions.fold). `holdMs`: a message waits this long after the latest change before it goes, so a
 * change undone at once is never sent. `state`: what the message tells; when a change brings the state back to what
 * the recipient last heard (the state of the last message sent, or `initialState` before any), the message not yet
 * sent is withdrawn instead.
 */
export interface Fold {
  key: string;
  everyMs: number;
  holdMs?: number;
  state?: string;
  initialState?: string;
}

const BATCH = 20;
/**
 * How long a claim holds without news from its worker. The worker renews it every HEARTBEAT_MS while it works (a slow
 * SMTP conversation keeps its message), so only a claim whose process died lapses: another worker takes it within
 * OUTBOX_LEASE_MS plus its poll, well inside an SMS code's ten minutes.
 */
export const OUTBOX_LEASE_MS = 20_000;
const HEARTBEAT_MS = 5_000;
const PURGE_EVERY_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min … doubling, at most an hour between tries. */
function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** A failure no retry will change (lib/mailer.ts PermanentDeliveryError, or any error flagged so by a transport). */
function isPermanent(error: unknown): boolean {
  return (error as { permanent?: unknown } | null)?.permanent === true;
}

/**
 * What may be logged or stored of a failure: its class and code, never a message that could carry an address.
 * A permanent refusal keeps the server's reason, which its transport has already masked.
 */
function describeFailure(error: unknown): string {
  const { name, code, responseCode, message } = (error ?? {}) as {
    name?: string;
    code?: string;
    responseCode?: number;
    message?: string;
  };
  const described = [name ?? 'Error', code, responseCode].filter((part) => part !== undefined).join(' ');
  return (isPermanent(error) && message ? message : described).slice(0, 300);
}

/** '+27821234567' → '+2782*****67': enough for an admin to tell numbers apart, not to dial one. */
function maskPhone(phone: string): string {
  return phone.length <= 7
    ? `${phone.slice(0, 2)}***`
    : `${phone.slice(0, 5)}${'*'.repeat(phone.length - 7)}${phone.slice(-2)}`;
}

function toDeadMessage(row: OutboxMessageRow): DeadOutboxMessage {
  const payload = row.payload as { to?: unknown; email?: unknown; subject?: unknown };
  const to = typeof payload.to === 'string' ? payload.to : typeof payload.email === 'string' ? payload.email : null;
  return {
    id: row.id,
    kind: row.kind,
    recipient: to === null ? null : to.includes('@') ? maskEmail(to) : maskPhone(to),
    subject: row.kind === 'mail' && typeof payload.subject === 'string' ? payload.subject : null,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    failed_at: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * The durable outbox (docs/rules/security-and-reliability.md): features write messages in the transaction of the change
 * that causes them; a worker in each server process delivers them with retries and back-off, marks them sent or dead,
 * and picks up after a restart whatever was left. A request never waits for, nor fails by, delivery.
 */
export function createOutboxService(deps: Deps) {
  const { db, outboxRepository: repository, clock, logger } = deps;
  const maxAttempts = deps.maxAttempts ?? 12;
  const jobs = new Map<string, OutboxJob>();
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let enqueuedSinceTick = false;
  let lastPurge = 0;
  const heartbeatMs = deps.heartbeatMs ?? HEARTBEAT_MS;

  const expired = (message: Pick<OutboxMessageRow, 'expiresAt'>, at: Date) =>
    message.expiresAt !== null && message.expiresAt.getTime() <= at.getTime();

  /**
   * Renews the lease of the claimed messages not yet finished, until `release`: a live worker keeps what it holds
   * however slow a send, and a dead one stops renewing. A renewal that fails is logged: the lease then lapses as a
   * crash's would, and the message may go twice, the one duplicate at-least-once delivery allows.
   */
  function holdWhileWorking(held: Set<number>): () => void {
    let renewing = false;
    const timer = setInterval(() => {
      if (renewing || held.size === 0) return;
      renewing = true;
      repository
        .extendLease([...held], new Date(clock.now().getTime() + OUTBOX_LEASE_MS))
        .catch((error: unknown) => logger.warn({ error: describeFailure(error) }, 'outbox lease renewal failed'))
        .finally(() => (renewing = false));
    }, heartbeatMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  async function deliver(message: OutboxMessageRow): Promise<void> {
    const now = clock.now();
    if (expired(message, now)) {
      // The worker or the transport was down past the message's use: a code that no longer works is not sent late.
      await repository.markExpired(message.id, now, 'expired before it could be sent');
      logger.info({ outbox: message.id, kind: message.kind }, 'outbox message expired unsent');
      return;
    }
    if (message.kind === 'mail') {
      await deps.mailer.send(message.payload as unknown as MailMessage);
      await repository.markSent(db, message.id, now);
    } else if (message.kind === 'sms') {
      const { to, body } = message.payload as { to: string; body: string };
      await deps.sms.send(to, body);
      await repository.markSent(db, message.id, now);
    } else {
      const job = jobs.get(message.kind);
      if (!job) throw new Error(`No outbox job for ${message.kind}`);
      await db.transaction(async (tx) => {
        await job(message.payload, tx);
        await repository.markSent(tx, message.id, now);
      });
    }
  }

  /** One pass: claims what is due and works through it. Answers how many messages it took. */
  async function tick(): Promise<number> {
    enqueuedSinceTick = false;
    const now = clock.now();
    const claimed = await repository.claimDue(now, new Date(now.getTime() + OUTBOX_LEASE_MS), BATCH);
    const held = new Set(claimed.map((message) => message.id));
    const release = holdWhileWorking(held);
    try {
      for (const message of claimed) {
        try {
          await deliver(message);
        } catch (error) {
          await failed(message, error, now);
        } finally {
          held.delete(message.id);
        }
      }
    } finally {
      release();
    }
    if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = now.getTime();
      await repository.purgeFinished(addDays(now, -OUTBOX_KEEP_FINISHED_DAYS));
    }
    return claimed.length;
  }

  async function failed(message: OutboxMessageRow, error: unknown, now: Date): Promise<void> {
    const failure = describeFailure(error);
    const retryAt =
      message.attempts < maxAttempts && !isPermanent(error)
        ? new Date(now.getTime() + retryDelayMs(message.attempts))
        : null;
    if (retryAt && expired(message, retryAt)) {
      // Its next try would come after its use: it ends here, as expired rather than among the admins' dead messages.
      await repository.markExpired(
        message.id,
        clock.now(),
        `expired before it could be sent (${failure})`.slice(0, 300),
      );
      logger.warn({ outbox: message.id, kind: message.kind, error: failure }, 'outbox delivery failed; expired unsent');
      return;
    }
    await repository.markFailed(message.id, { error: failure, retryAt, now: clock.now() });
    logger.warn(
      { outbox: message.id, kind: message.kind, attempts: message.attempts, error: failure },
      retryAt ? 'outbox delivery failed; will retry' : 'outbox delivery failed for good',
    );
  }

  /** Ticks never overlap within a process: each waits for the one before. */
  function queueTick(): Promise<number> {
    const next = chain.then(tick, tick);
    chain = next.catch((error: unknown) => logger.error({ error: describeFailure(error) }, 'outbox tick failed'));
    return next;
  }

  /** Writes a message in the caller's transaction: it exists exactly when the change that caused it commits. */
  async function enqueue(
    executor: Executor,
    kind: string,
    payload: Record<string, unknown>,
    options: EnqueueOptions = {},
  ): Promise<void> {
    const now = clock.now();
    const expiresAt = options.expiresAt ?? null;
    const { fold } = options;
    let runAfter = now;
    if (fold) {
      const held = new Date(now.getTime() + (fold.holdMs ?? 0));
      const latest = await repository.latestFolded(executor, fold.key);
      const inFlight = latest?.lockedUntil != null && latest.lockedUntil.getTime() > now.getTime();
      const waiting = latest?.status === 'pending' && !inFlight ? latest : null;
      if (fold.state !== undefined) {
        const told = await repository.lastHeardState(executor, fold.key, now);
        const heard = told === undefined ? fold.initialState : told;
        if (fold.state === heard) {
          // Back to what the recipient knows: nothing to tell, and what was about to be told is taken back.
          if (waiting) await repository.withdraw(executor, waiting.id);
          return;
        }
      }
      if (waiting) {
        // Not yet sent, nor being sent (the row is locked until the caller commits, so no worker takes it meanwhile).
        await repository.replacePayload(executor, waiting.id, {
          payload,
          expiresAt,
          foldState: fold.state ?? null,
          runAfter: held,
        });
        return;
      }
      const lastSent = inFlight ? now : latest?.status === 'sent' ? latest.finishedAt : null;
      runAfter = new Date(Math.max(held.getTime(), lastSent ? lastSent.getTime() + fold.everyMs : 0));
    }
    await repository.insert(executor, kind, payload, runAfter, {
      expiresAt,
      foldKey: fold?.key ?? null,
      foldState: fold?.state ?? null,
    });
    enqueuedSinceTick = true;
  }

  function poke(): void {
    if (timer && enqueuedSinceTick) void queueTick().catch(() => {});
  }

  return {
    enqueue,
    mail: (executor: Executor, message: MailMessage, options?: EnqueueOptions) =>
      enqueue(executor, 'mail', { ...message }, options),
    /**
     * Many messages of one kind in the caller's transaction, one per row of `payloads` (a SELECT of one jsonb
     * column named payload, such as lib/mail-merge.ts builds), by one INSERT … SELECT. Answers how many.
     */
    async enqueueEach(executor: Executor, kind: string, payloads: SQL): Promise<number> {
      const queued = await repository.insertEach(executor, kind, payloads, clock.now());
      if (queued > 0) enqueuedSinceTick = true;
      return queued;
    },
    /**
     * enqueueEach as a WITH clause (`queued as (insert …)`) of the caller's own statement, which writes its change and
     * the messages it causes at once. The worker looks for them after the request (they may be none).
     */
    insertion(kind: string, payloads: SQL): SQL {
      enqueuedSinceTick = true;
      return repository.insertion(kind, payloads, clock.now());
    },
    sms: (executor: Executor, to: string, body: string, options?: EnqueueOptions) =>
      enqueue(executor, 'sms', { to, body }, options),

    /** Drops mail to a domain nobody reads (the demo community's), before the worker delivers it. */
    discardPendingMailTo: (domain: string) => repository.discardPendingMailTo(domain),

    /**
     * Account deletion, in its transaction: what is not yet sent to the member's email or number goes, and
     * messages to others that name them say `replacement` instead.
     */
    forgetMember: (
      tx: Executor,
      member: { email: string | null; phone: string | null; names: Array<string | null> },
      replacement: string,
    ) =>
      repository.forgetMember(
        tx,
        {
          addresses: [member.email, member.phone].filter((value): value is string => value !== null),
          names: member.names.filter((name): name is string => name !== null && name.length > 0),
        },
        replacement,
      ),

    /** Registers the work behind a kind of message that is not mail or SMS. */
    defineJob(kind: string, job: OutboxJob): void {
      jobs.set(kind, job);
    },

    /** Runs until nothing is due (tests, and a worker catching up). Answers how many messages it took. */
    async drain(): Promise<number> {
      let total = 0;
      for (let taken = await queueTick(); taken > 0; taken = await queueTick()) total += taken;
      return total;
    },

    /** After a transaction that wrote messages commits: deliver them now rather than at the next poll. */
    poke,

    start(pollMs = 1_000): void {
      if (timer) return;
      timer = setInterval(() => void queueTick().catch(() => {}), pollMs);
      timer.unref();
      void queueTick().catch(() => {});
    },

    /** Stops polling and waits for the message in hand; what is left stays queued for the next start. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await chain;
    },

    list: () => repository.list(),

    /** What is due and not yet sent, for the readiness answer: how many, and the oldest's age in seconds. */
    async backlog(): Promise<{ due: number; oldestDueSeconds: number | null }> {
      const now = clock.now();
      const { due, oldestCreatedAt } = await repository.backlog(now);
      const age = oldestCreatedAt ? Math.max(0, Math.floor((now.getTime() - oldestCreatedAt.getTime()) / 1000)) : null;
      return { due, oldestDueSeconds: age };
    },

    /** The admins' view of what was given up: newest failure first. */
    async dead(page: number, perPage: number): Promise<ListResponse<DeadOutboxMessage>> {
      const { rows, total } = await repository.listDead(perPage, pageOffset(page, perPage));
      return { data: rows.map(toDeadMessage), ...pageMeta(page, perPage, total, rows.length) };
    },

    /** An admin sends a dead message again (the cause fixed): back in the queue now, with all its tries. */
    async retry(id: number, adminId: number): Promise<void> {
      const retried = await db.transaction(async (tx) => {
        if (!(await repository.retryDead(id, clock.now(), tx))) return false;
        await deps.audit?.(tx, { adminId, action: 'outbox.retry', targetType: 'outbox_message', targetId: id });
        return true;
      });
      if (!retried) throw notFound(deliveryMessages.notFound);
      enqueuedSinceTick = true;
      poke();
    },
  };
}
export type OutboxService = ReturnType<typeof createOutboxService>;
