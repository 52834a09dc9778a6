// Every feature's tables, gathered for drizzle-kit and the database client.
export * from '../modules/users/users.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/auth/social-accounts.table.ts';
export * from '../modules/categories/categories.table.ts';
export * from '../modules/activity/activity.table.ts';
export * from '../modules/events/events.table.ts';
export * from '../modules/events/rsvps/rsvps.table.ts';
export * from '../modules/outbox/outbox.table.ts';
export * from '../modules/businesses/businesses.table.ts';
export * from '../modules/businesses/reviews/reviews.table.ts';
export * from '../modules/businesses/follows/follows.table.ts';
export * from '../modules/jobs/jobs.table.ts';
export * from '../modules/jobs/applications/applications.table.ts';
export * from '../modules/contact/contact.table.ts';
export * from '../modules/analytics/analytics.table.ts';
