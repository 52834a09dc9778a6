import type { Clock } from './clock.ts';

interface Entry<T> {
  value: Promise<T>;
  expires: number;
  /** A replacement load under way while the expired value is still served. */
  refreshing?: boolean;
}

/**
 * A small per-process memo whose entries live `ttlMs`. For figures that may be a few seconds
 * stale on other instances (list totals) but must be exact after this instance's own writes:
 * call clear() on every write.
 *
 * It keeps the load's promise, not its value: the requests that miss together when an entry
 * expires share one load instead of each running the query (under 50 connections a list's count
 * ran 50 times at once every few seconds). A failed load is forgotten, and one cleared while in
 * flight answers only the requests already waiting on it.
 *
 * With `staleMs`, an entry expired less than that long ago is still answered while one request's
 * load replaces it in the background, so only the very first request for a key ever waits.
 */
export function createTtlCache<T>(ttlMs: number, clock: Clock, maxEntries = 500, { staleMs = 0 } = {}) {
  const entries = new Map<string, Entry<T>>();

  function store(key: string, value: Promise<T>, now: number): void {
    if (entries.size >= maxEntries && !entries.has(key)) entries.delete(entries.keys().next().value!);
    const entry = { value, expires: now + ttlMs };
    entries.set(key, entry);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
  }

  function refresh(key: string, hit: Entry<T>, load: () => Promise<T>): void {
    hit.refreshing = true;
    const value = load();
    value.then(
      () => {
        // A clear() meanwhile dropped the stale entry: this load is not for the cache any more.
        if (entries.get(key) === hit) store(key, value, clock.now().getTime());
      },
      () => {
        hit.refreshing = false;
      },
    );
  }

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (hit && hit.expires + staleMs > now) {
        if (!hit.refreshing) refresh(key, hit, load);
        return hit.value;
      }
      const value = load();
      store(key, value, now);
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
