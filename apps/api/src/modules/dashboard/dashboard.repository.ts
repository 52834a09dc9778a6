import { sql, type SQL } from 'drizzle-orm';
import type { ActivityItem, DashboardCounters } from '@akwaaba/contracts';
import type { Database } from '../../db/client.ts';
import type { DashboardFragments } from './dashboard.service.ts';

/** The values the fragments' placeholders stand for; `now` as ISO text, as the database compares it. */
const params = { userId: sql.placeholder('userId'), now: sql.placeholder('now') };

/**
 * The whole dashboard in one prepared statement, one round trip rather than one per feature: each feature's counts,
 * the recent activity and the first RSVP, as scalar subqueries of one row.
 */
export function createDashboardRepository(db: Database, fragments: DashboardFragments) {
  const counters: Record<string, SQL<number>> = {};
  for (const source of fragments.counterSources) {
    for (const [name, count] of Object.entries(source(params))) counters[name] = sql`${count}`.mapWith(Number);
  }
  const statement = db
    .select({
      counters,
      recentActivity: fragments.recentActivity(params),
      hasRsvped: fragments.hasRsvped(params),
    })
    // A one-row source: the select list is all subqueries, and a drizzle select needs a FROM.
    .from(sql`(values (0)) as dashboard`)
    .prepare('dashboard_of_member');

  return {
    async read(
      userId: number,
      now: Date,
    ): Promise<{ counters: Partial<DashboardCounters>; recentActivity: ActivityItem[]; hasRsvped: boolean }> {
      const [row] = await statement.execute({ userId, now: now.toISOString() });
      return row!;
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
