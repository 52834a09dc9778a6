import type { Clock } from './clock.ts';

/**
 * A small per-process memo whose entries live `ttlMs`. For figures that may be a few seconds
 * stale on other instances (list totals) but must be exact after this instance's own writes:
 * call clear() on every write.
 */
export function createTtlCache<T>(ttlMs: number, clock: Clock, maxEntries = 500) {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = await load();
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expires: now + ttlMs });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
