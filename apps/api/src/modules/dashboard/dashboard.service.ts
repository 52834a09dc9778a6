import type { DashboardCounters, DashboardResponse } from '@akwaaba/contracts';
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

export function createDashboardService(deps: {
  activityService: ActivityService;
  counterSources: DashboardCounterSource[];
}) {
  return {
    async forUser(user: { id: number; userType: 'individual' | 'business' }): Promise<DashboardResponse['data']> {
      const parts = await Promise.all(deps.counterSources.map((source) => source(user.id)));
      return {
        user_type: user.userType,
        counters: Object.assign({ ...ZERO }, ...parts),
        recent_activity: await deps.activityService.recent(user.id),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
