import type { Clock } from './clock.ts';

/**
 * A small per-process memo whose entries live `ttlMs`. For figures that may be a few seconds
 * stale on other instances (list totals) but must be exact after this instance's own writes:
 * call clear() on every write.
 *
 * It keeps the load's promise, not its value: the requests that miss together when an entry
 * expires share one load instead of each running the query (under 50 connections a list's count
 * ran 50 times at once every few seconds). A failed load is forgotten, and one cleared while in
 * flight answers only the requests already waiting on it.
 */
export function createTtlCache<T>(ttlMs: number, clock: Clock, maxEntries = 500) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = load();
      if (entries.size >= maxEntries && !entries.has(key)) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expires: now + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
