import type { ReadinessResponse } from '@akwaaba/contracts';
import type { RedisLink } from '../../lib/redis.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { HealthRepository } from './health.repository.ts';

/** Each check's limit: a proxy polls every second or two, and a dependency slower than this is not ready for it. */
export const READINESS_CHECK_MS = 1_000;

interface Deps {
  healthRepository: HealthRepository;
  /** Absent when REDIS_URL is not set. */
  redis?: RedisLink;
  /** Public uploads and private documents. */
  storages: readonly FileStorage[];
  /** The outbox's due messages (the outbox service answers it). */
  outboxBacklog(): Promise<{ due: number; oldestDueSeconds: number | null }>;
}

class TimedOut extends Error {}

/** The work's answer, or TimedOut after `ms` (the work itself goes on: a query cannot be taken back). */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Readiness for a proxy or an orchestrator: every dependency checked at once, each within READINESS_CHECK_MS. Only
 * the database decides: with it the site answers (Redis has a fallback in the process, and a storage outage fails
 * uploads alone); without it every page fails. What went wrong is never said beyond up or down.
 */
export function createHealthService(deps: Deps) {
  return {
    async readiness(): Promise<ReadinessResponse> {
      const [database, outbox, storage] = await Promise.all([
        within(deps.healthRepository.ping(), READINESS_CHECK_MS).then(
          () => 'up' as const,
          () => 'down' as const,
        ),
        within(deps.outboxBacklog(), READINESS_CHECK_MS).catch(() => null),
        Promise.all(deps.storages.map((store) => store.check(READINESS_CHECK_MS))).then((answers) =>
          answers.every(Boolean) ? ('up' as const) : ('down' as const),
        ),
      ]);
      return {
        status: database === 'up' ? 'ready' : 'not_ready',
        database,
        redis: deps.redis ? (deps.redis.up ? 'up' : 'down') : 'not_configured',
        storage,
        outbox: outbox && database === 'up' ? { due: outbox.due, oldest_due_seconds: outbox.oldestDueSeconds } : null,
      };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
