import {
  ONBOARDING_STEPS_BY_TYPE,
  type DashboardCounters,
  type DashboardResponse,
  type OnboardingStepKey,
} from '@akwaaba/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { ActivityService } from '../notifications/activity.service.ts';
import type { UserWithProfile } from '../users/users.repository.ts';

/** Each feature that counts something for the dashboard hands in one of these (wired in app.ts). */
export type DashboardCounterSource = (userId: number) => Promise<Partial<DashboardCounters>>;

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

export function createDashboardService(deps: {
  activityService: ActivityService;
  counterSources: DashboardCounterSource[];
  hasRsvped: (userId: number) => Promise<boolean>;
  clock: Clock;
}) {
  return {
    async forUser(user: DashboardUser): Promise<DashboardResponse['data']> {
      const [parts, recentActivity, hasRsvped] = await Promise.all([
        Promise.all(deps.counterSources.map((source) => source(user.id))),
        deps.activityService.recent(user.id),
        deps.hasRsvped(user.id),
      ]);
      const counters: DashboardCounters = Object.assign({ ...ZERO }, ...parts);
      const done = stepsDone(user, counters, hasRsvped);
      return {
        user_type: user.userType,
        // Welcomed on the first day until they do something the counters see (an RSVP, a follow, a listing…).
        is_new_member:
          deps.clock.now().getTime() - user.createdAt.getTime() < NEW_MEMBER_MS &&
          Object.values(counters).every((value) => value === 0),
        counters,
        onboarding: ONBOARDING_STEPS_BY_TYPE[user.userType].map((step) => ({ step, done: done[step] })),
        recent_activity: recentActivity,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
