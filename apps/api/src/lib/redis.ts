import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from './logger.ts';

/**
 * Redis holds only what instances share (rate limits, failed sign-in counts, cache invalidations), and each of those
 * has a fallback in the process, so a command must fail at once rather than wait: no offline queue (a command sent
 * while disconnected is refused on the spot), no retry of a command, a short timeout for a Redis that hangs. The
 * client reconnects by itself, at most a second apart, so the shared counters resume soon after Redis returns.
 */
export const REDIS_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 1_000,
  commandTimeout: 100,
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 1_000),
} satisfies RedisOptions;

export function createRedisClient(url: string): Redis {
  const client = new Redis(url, REDIS_OPTIONS);
  // The app's watchRedis reports outages; until it listens, a failed connection must not be printed with its stack
  // (ioredis prints an error event nobody listens to) nor end the process.
  client.on('error', () => {});
  return client;
}

/** quit() waits for the server; a Redis that is down gets no goodbye, the socket just closes. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}

/** Why Redis is unreachable, for the log: the error's code or class, never its message (it names the host). */
function reasonOf(error: unknown): string {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return typeof code === 'string' ? code : typeof name === 'string' ? name : 'unknown';
}

/**
 * The app's view of its Redis client: whether it is up, and one way to use it with a fallback. While the connection
 * is known to be down (the client's ready/close/end/error events) the fallback answers without Redis being tried; a
 * command that fails anyway (a timeout) is answered by the fallback too. The operator reads one warning per outage
 * and one line when Redis is back, never a stack.
 */
export interface RedisLink {
  readonly client: Redis;
  readonly up: boolean;
  /** `shared()` when Redis is up and answers, else `fallback()`; never throws for Redis's sake. */
  use<T>(shared: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
  /** The app is closing: the connection's end that follows is no outage. */
  stop(): void;
}

/**
 * Commands that failed in a row, on an open connection, before it counts as an outage (a Redis that hangs). One alone
 * is not: a busy event loop (the embedded database runs on it) can outlast the command timeout of a healthy Redis.
 */
const FAILURES_FOR_OUTAGE = 3;

export function watchRedis(client: Redis, log: Logger): RedisLink {
  let up = client.status === 'ready';
  let outage = false;
  let failuresInARow = 0;
  let stopped = false;

  function reportDown(reason: string) {
    if (outage || stopped) return;
    outage = true;
    log.warn(
      { redis: 'down', reason },
      'Redis unreachable: rate limits and failed sign-in counts are kept by each instance alone, and cache ' +
        'invalidations reach other instances only as their copies expire (10 s), until Redis is back',
    );
  }
  function reportBack() {
    if (!outage || stopped) return;
    outage = false;
    log.info({ redis: 'up' }, 'Redis reachable again: limits and cache invalidations are shared again');
  }

  client.on('ready', () => {
    up = true;
    failuresInARow = 0;
    reportBack();
  });
  client.on('error', (error: unknown) => reportDown(reasonOf(error)));
  for (const event of ['close', 'end'] as const) {
    client.on(event, () => {
      up = false;
      reportDown('connection closed');
    });
  }

  return {
    client,
    get up() {
      return up;
    },
    async use(shared, fallback) {
      if (!up) return fallback();
      try {
        const answer = await shared();
        failuresInARow = 0;
        // Timeouts reported an outage while the connection stayed open: this answer ends it.
        reportBack();
        return answer;
      } catch (error) {
        failuresInARow += 1;
        if (failuresInARow >= FAILURES_FOR_OUTAGE) reportDown(reasonOf(error));
        return fallback();
      }
    },
    stop() {
      stopped = true;
    },
  };
}
