import {
  ANALYTICS_TIME_ZONE,
  analyticsMessages,
  listingBasePath,
  saDateOf,
  saMidnight,
  type AnalyticsDay,
  type AnalyticsItem,
  type AnalyticsItemType,
  type AnalyticsReport,
  type AnalyticsTotals,
  type UserType,
} from '@akwaaba/contracts';
import type { Clock } from '../../lib/clock.ts';
import { forbidden } from '../../lib/errors.ts';
import type { AnalyticsRepository, Window } from './analytics.repository.ts';
import type { ViewCounter } from './view-counter.ts';

const DAY_MS = 24 * 3_600_000;

/** The YYYY-MM-DD day `offset` days after `day` (calendar arithmetic, no time zone involved). */
function shiftDay(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** The `days` South African calendar days that end today. */
export function windowEnding(now: Date, days: number): Window & { days: string[] } {
  const to = saDateOf(now);
  const from = shiftDay(to, 1 - days);
  return {
    from,
    to,
    start: saMidnight(from),
    end: saMidnight(shiftDay(to, 1)),
    days: Array.from({ length: days }, (_, index) => shiftDay(from, index)),
  };
}

const itemLink = (type: AnalyticsItemType, id: number) => `${listingBasePath(type)}/${id}`;

const ZERO: AnalyticsTotals = { views: 0, rsvps: 0, followers: 0, reviews: 0, applications: 0 };

export function createAnalyticsService({
  analyticsRepository,
  viewCounter,
  clock,
}: {
  analyticsRepository: AnalyticsRepository;
  viewCounter: Pick<ViewCounter, 'flush'>;
  clock: Clock;
}) {
  return {
    /** A business member's views and engagement over the last `days` days, per day and per item. */
    async report(viewer: { id: number; userType: UserType }, days: number): Promise<AnalyticsReport> {
      if (viewer.userType !== 'business') throw forbidden(analyticsMessages.businessOnly);
      // One instance holds its own pending views: written first, the answer includes the views just made.
      await viewCounter.flush();
      const window = windowEnding(clock.now(), days);
      const [itemRows, dayRows] = await Promise.all([
        analyticsRepository.itemTotals(viewer.id, window),
        analyticsRepository.dayTotals(viewer.id, window),
      ]);
      const byDay = new Map(dayRows.map((row) => [row.day, row]));
      const series: AnalyticsDay[] = window.days.map((day) => {
        const row = byDay.get(day);
        return row ? { ...row, day } : { day, ...ZERO };
      });
      const totals = { ...ZERO };
      for (const day of series) {
        for (const metric of Object.keys(totals) as (keyof AnalyticsTotals)[]) totals[metric] += day[metric];
      }
      const items: AnalyticsItem[] = itemRows.map((row) => ({ ...row, link: itemLink(row.type, row.id) }));
      return { days, from: window.from, to: window.to, timezone: ANALYTICS_TIME_ZONE, totals, series, items };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
