import {
  ONBOARDING_STEPS_BY_TYPE,
  type ActivityItem,
  type DashboardCounters,
  type DashboardResponse,
  type OnboardingStepKey,
} from '@akwaaba/contracts';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Clock } from '../../lib/clock.ts';
import type { UserWithProfile } from '../users/users.repository.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

/** What the dashboard's one statement is read for: the member, and the time 'upcoming' is counted from. */
export interface DashboardParams {
  userId: Placeholder;
  now: Placeholder;
}

/**
 * Each feature that counts something for the dashboard hands in one of these (wired in services.ts): its counts as
 * scalar subqueries, by counter name, which the dashboard reads together in one statement.
 */
export type DashboardCounterSource = (params: DashboardParams) => Partial<Record<keyof DashboardCounters, SQL>>;

/** What the dashboard's statement is made of, each fragment from the feature that owns its rows. */
export interface DashboardFragments {
  counterSources: DashboardCounterSource[];
  /** The latest activity entries, as a json array of the activity list's items. */
  recentActivity: (params: DashboardParams) => SQL<ActivityItem[]>;
  /** Whether the member ever RSVP'd. */
  hasRsvped: (params: DashboardParams) => SQL<boolean>;
}

const ZERO: DashboardCounters = {
  events_attending: 0,
  businesses_following: 0,
  jobs_applied: 0,
  events_created: 0,
  business_listings: 0,
  jobs_posted: 0,
  associations_joined: 0,
};

const NEW_MEMBER_MS = 24 * 60 * 60 * 1000;

const filled = (value: string | null | undefined) => Boolean(value?.trim());

type DashboardUser = Pick<
  UserWithProfile,
  'id' | 'userType' | 'createdAt' | 'businessDescription' | 'businessRegistrationNumber' | 'profile'
>;

/**
 * Whether each first step is done, from the member's own rows: the profile's fields, the counters, and for the
 * first RSVP any RSVP at all (one to an event that is over still counts, where the counter does not).
 */
function stepsDone(user: DashboardUser, counters: DashboardCounters, hasRsvped: boolean) {
  return {
    profile: filled(user.profile?.location) && filled(user.profile?.bio),
    rsvp: hasRsvped,
    follow: counters.businesses_following > 0,
    business_profile: filled(user.businessDescription) && filled(user.businessRegistrationNumber),
    listing: counters.business_listings > 0,
    event: counters.events_created > 0,
    job: counters.jobs_posted > 0,
  } satisfies Record<OnboardingStepKey, boolean>;
}

export function createDashboardService(deps: { dashboardRepository: DashboardRepository; clock: Clock }) {
  return {
    async forUser(user: DashboardUser): Promise<DashboardResponse['data']> {
      const now = deps.clock.now();
      const read = await deps.dashboardRepository.read(user.id, now);
      const counters: DashboardCounters = { ...ZERO, ...read.counters };
      const { recentActivity, hasRsvped } = read;
      const done = stepsDone(user, counters, hasRsvped);
      return {
        user_type: user.userType,
        // Welcomed on the first day until they do something the counters see (an RSVP, a follow, a listing…).
        is_new_member:
          now.getTime() - user.createdAt.getTime() < NEW_MEMBER_MS &&
          Object.values(counters).every((value) => value === 0),
        counters,
        onboarding: ONBOARDING_STEPS_BY_TYPE[user.userType].map((step) => ({ step, done: done[step] })),
        recent_activity: recentActivity,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
