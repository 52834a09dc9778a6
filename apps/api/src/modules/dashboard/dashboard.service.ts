import type { DashboardCounters, DashboardResponse } from '@akwaaba/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { ActivityService } from '../activity/activity.service.ts';

/** Each feature that counts something for the dashboard hands in one of these (wired in app.ts). */
export type DashboardCounterSource = (userId: number) => Promise<Partial<DashboardCounters>>;

const ZERO: DashboardCounters = {
  events_attending: 0,
  businesses_following: 0,
  jobs_applied: 0,
  events_created: 0,
  business_listings: 0,
  jobs_posted: 0,
};

const NEW_MEMBER_MS = 24 * 60 * 60 * 1000;

export function createDashboardService(deps: {
  activityService: ActivityService;
  counterSources: DashboardCounterSource[];
  clock: Clock;
}) {
  return {
    async forUser(user: {
      id: number;
      userType: 'individual' | 'business';
      createdAt: Date;
    }): Promise<DashboardResponse['data']> {
      const [parts, recentActivity] = await Promise.all([
        Promise.all(deps.counterSources.map((source) => source(user.id))),
        deps.activityService.recent(user.id),
      ]);
      const counters: DashboardCounters = Object.assign({ ...ZERO }, ...parts);
      return {
        user_type: user.userType,
        // Welcomed on the first day until they do something the counters see (an RSVP, a follow, a listing…).
        is_new_member:
          deps.clock.now().getTime() - user.createdAt.getTime() < NEW_MEMBER_MS &&
          Object.values(counters).every((value) => value === 0),
        counters,
        recent_activity: recentActivity,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
