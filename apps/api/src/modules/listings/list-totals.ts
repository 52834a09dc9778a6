import type { Clock } from '../../lib/clock.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';

/** A list's total is counted at most every few seconds per filter; this instance's own writes clear it. */
const LIST_TOTAL_TTL_MS = 5_000;
/**
 * For this long after, the last count is still answered while one request counts again in the background: on a large
 * directory a count takes a good part of a second (the events list at a million events, issue 29's cost curves), which
 * only the first visitor after a start or a write should wait for. Another instance's writes show within both.
 */
const LIST_TOTAL_STALE_MS = 30_000;

/** The totals of one kind's public lists, by a key of their filters; `clear()` on every write that changes them. */
export const createListTotals = (clock: Clock) =>
  createTtlCache<number>(LIST_TOTAL_TTL_MS, clock, 500, { staleMs: LIST_TOTAL_STALE_MS });
