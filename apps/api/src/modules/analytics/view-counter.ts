import type { FastifyRequest } from 'fastify';
import { saDateOf, type AnalyticsItemType } from '@akwaaba/contracts';
import type { Clock } from '../../lib/clock.ts';
import { describeError, type Logger } from '../../lib/logger.ts';
import type { AnalyticsRepository, ViewCount } from './analytics.repository.ts';

/** Link previews and crawlers fetch pages rather than the API, but one that calls it is not a reader. */
export const BOT_USER_AGENT = /bot|crawl|spider|preview|facebookexternalhit|WhatsApp/i;

/** How long views wait in memory before one statement adds them all. */
export const VIEW_FLUSH_DELAY_MS = 5_000;

export interface ViewedItem {
  type: AnalyticsItemType;
  id: number;
  /** The item's owner: their own visits are not counted. */
  ownerId: number;
}

/**
 * Counts detail-page views without a query per view: views add up in memory per (item, South African day) and are
 * written a few seconds later in one multi-row upsert, or at once by `flush()` (the analytics read calls it first,
 * and the app's close). Nothing about the viewer is kept. A failed write keeps its counts for the next attempt.
 */
export function createViewCounter({
  analyticsRepository,
  clock,
  logger,
  flushDelayMs = VIEW_FLUSH_DELAY_MS,
}: {
  analyticsRepository: Pick<AnalyticsRepository, 'addViews'>;
  clock: Clock;
  logger: Logger;
  flushDelayMs?: number;
}) {
  let pending = new Map<string, ViewCount>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Writes run one after another, so a flush that returns has seen every earlier batch reach the database.
  let writes: Promise<void> = Promise.resolve();
  let stopped = false;

  function add(count: ViewCount) {
    const key = `${count.type}:${count.id}:${count.day}`;
    const entry = pending.get(key);
    if (entry) entry.views += count.views;
    else pending.set(key, { ...count });
  }

  function schedule() {
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, flushDelayMs);
    // Waiting views never keep a process (a script, a test) alive; the app's close flushes them.
    timer.unref();
  }

  async function write() {
    if (pending.size === 0) return;
    const batch = [...pending.values()];
    pending = new Map();
    try {
      await analyticsRepository.addViews(batch);
    } catch (error) {
      logger.error({ err: describeError(error), views: batch.length }, 'view counts not saved; kept for a retry');
      for (const count of batch) add(count);
      schedule();
    }
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    writes = writes.then(write);
    return writes;
  }

  /** One view of an item today. */
  function record(type: AnalyticsItemType, id: number) {
    add({ type, id, day: saDateOf(clock.now()), views: 1 });
    schedule();
  }

  function countVisitorView(userAgent: string | undefined, item: ViewedItem) {
    if (BOT_USER_AGENT.test(userAgent ?? '')) return;
    record(item.type, item.id);
  }

  return {
    record,

    /**
     * Counts a detail answer unless the signed-in owner asked, or a bot. Called by the detail routes once the item
     * is found and visible to the caller, and by the public cache for each answer it serves from memory.
     */
    countView(request: FastifyRequest, item: ViewedItem) {
      // Kept with a cached copy of a visitor's answer, whose later readers count too (plugins/public-cache.ts).
      request.viewedItem = item;
      if (request.auth?.user.id === item.ownerId) return;
      countVisitorView(request.headers['user-agent'], item);
    },

    /** A visitor's view (nobody signed in, so not the owner's), unless a bot's: each answer the public cache serves. */
    countVisitorView,

    flush,

    /** The app's close: what waits is written now, and a failure is not retried (the database is going). */
    stop(): Promise<void> {
      stopped = true;
      return flush();
    },

    /** Views not yet written (for tests and logs). */
    pendingCount(): number {
      let total = 0;
      for (const count of pending.values()) total += count.views;
      return total;
    },
  };
}
export type ViewCounter = ReturnType<typeof createViewCounter>;
