import { SA_TIME_ZONE } from './common/dates.ts';
import { LISTING_TYPES } from './listing-kinds.constants.ts';

/** The periods the analytics page offers, in days ending today. */
export const ANALYTICS_WINDOWS = [7, 30, 90] as const;
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];
export const ANALYTICS_DEFAULT_WINDOW: AnalyticsWindow = 30;

/** Days are South African calendar days, as every date on the site is shown (docs/rules/formats-and-defaults.md). */
export const ANALYTICS_TIME_ZONE = SA_TIME_ZONE;

/** Every kind of listing counts its views. */
export const ANALYTICS_ITEM_TYPES = LISTING_TYPES;
export type AnalyticsItemType = (typeof ANALYTICS_ITEM_TYPES)[number];

export const ANALYTICS_ITEM_TYPE_LABELS: Record<AnalyticsItemType, string> = {
  event: 'Event',
  business: 'Business',
  job: 'Job',
  association: 'Association',
  notice: 'Notice',
};

/** The engagement each kind of item has: RSVPs for events, followers and reviews for listings, applications for jobs. */
export const ANALYTICS_METRICS = ['views', 'rsvps', 'followers', 'reviews', 'applications'] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

export const ANALYTICS_METRIC_LABELS: Record<AnalyticsMetric, string> = {
  views: 'Views',
  rsvps: 'RSVPs',
  followers: 'Followers',
  reviews: 'Reviews',
  applications: 'Applications',
};

export const analyticsMessages = {
  businessOnly: 'Analytics is available to business accounts only.',
  windowInvalid: 'Choose a period of 7, 30 or 90 days.',
  fetchFailed: 'Failed to load your analytics.',
} as const;
