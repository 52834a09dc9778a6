import { z } from 'zod';
import { USER_TYPES } from './auth.ts';
import { ONBOARDING_STEPS } from './dashboard.constants.ts';
export * from './dashboard.constants.ts';

export const activityItem = z.object({
  id: z.number().int(),
  type: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  /** False until the member opened the notifications menu (or marked all read) after it arrived. */
  read: z.boolean(),
});
export type ActivityItem = z.infer<typeof activityItem>;

/** Counters come from the database; a feature not yet built counts zero. */
export const dashboardCounters = z.object({
  events_attending: z.number().int(),
  businesses_following: z.number().int(),
  jobs_applied: z.number().int(),
  events_created: z.number().int(),
  business_listings: z.number().int(),
  jobs_posted: z.number().int(),
  /** Associations the member is an active member of (their leaders included). */
  associations_joined: z.number().int(),
});
export type DashboardCounters = z.infer<typeof dashboardCounters>;

/** One first step of the dashboard's 'Get started' checklist, done or not, read from the member's own rows. */
export const onboardingStep = z.object({ step: z.enum(ONBOARDING_STEPS), done: z.boolean() });
export type OnboardingStep = z.infer<typeof onboardingStep>;

export const dashboardResponse = z.object({
  data: z.object({
    user_type: z.enum(USER_TYPES),
    /** Just registered and nothing done yet: the dashboard welcomes them and shows where to start. */
    is_new_member: z.boolean(),
    counters: dashboardCounters,
    /** The account type's first steps in order (ONBOARDING_STEPS_BY_TYPE). */
    onboarding: z.array(onboardingStep),
    recent_activity: z.array(activityItem),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
