import { z } from 'zod';
import {
  ANALYTICS_DEFAULT_WINDOW,
  ANALYTICS_ITEM_TYPES,
  ANALYTICS_TIME_ZONE,
  ANALYTICS_WINDOWS,
  analyticsMessages,
} from './analytics.constants.ts';
import { itemResponse } from './common/pagination.ts';
export * from './analytics.constants.ts';

export const analyticsQuery = z.object({
  days: z.coerce
    .number({ error: analyticsMessages.windowInvalid })
    .refine((days) => (ANALYTICS_WINDOWS as readonly number[]).includes(days), analyticsMessages.windowInvalid)
    .default(ANALYTICS_DEFAULT_WINDOW),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

const count = z.number().int();

export const analyticsTotals = z.object({
  views: count,
  rsvps: count,
  followers: count,
  reviews: count,
  applications: count,
});
export type AnalyticsTotals = z.infer<typeof analyticsTotals>;

/** One calendar day of the window (YYYY-MM-DD), summed over the member's own items; days without any are zeros. */
export const analyticsDay = analyticsTotals.extend({ day: z.string() });
export type AnalyticsDay = z.infer<typeof analyticsDay>;

/** One of the member's items over the window; a metric that does not apply to its type is null. */
export const analyticsItem = z.object({
  type: z.enum(ANALYTICS_ITEM_TYPES),
  id: z.number().int(),
  title: z.string(),
  views: count,
  rsvps: count.nullable(),
  followers: count.nullable(),
  reviews: count.nullable(),
  applications: count.nullable(),
  /** The item's page on the site. */
  link: z.string(),
});
export type AnalyticsItem = z.infer<typeof analyticsItem>;

export const analyticsReport = z.object({
  days: z.number().int(),
  /** First and last day of the window, YYYY-MM-DD, both included. */
  from: z.string(),
  to: z.string(),
  timezone: z.literal(ANALYTICS_TIME_ZONE),
  totals: analyticsTotals,
  series: z.array(analyticsDay),
  /** Most viewed first. */
  items: z.array(analyticsItem),
});
export type AnalyticsReport = z.infer<typeof analyticsReport>;

export const analyticsResponse = itemResponse(analyticsReport);
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;
