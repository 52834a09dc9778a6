import { pageMeta, pageOffset, type ActivityItem, type ListResponse } from '@akwaaba/contracts';
import type { ActivityRepository } from './activity.repository.ts';

type ActivityRow = Awaited<ReturnType<ActivityRepository['listForUser']>>[number];

function toActivityItem(row: ActivityRow): ActivityItem {
  return { id: row.id, type: row.type, message: row.message, link: row.link, created_at: row.createdAt.toISOString() };
}

export function createActivityService({ activityRepository }: { activityRepository: ActivityRepository }) {
  return {
    /** Other features call this to put an entry on a member's activity feed. */
    record(userId: number, type: string, message: string, link: string | null = null): Promise<void> {
      return activityRepository.insert({ userId, type, message, link });
    },

    async recent(userId: number, limit = 5): Promise<ActivityItem[]> {
      return (await activityRepository.listForUser(userId, limit, 0)).map(toActivityItem);
    },

    async list(userId: number, page: number, perPage: number): Promise<ListResponse<ActivityItem>> {
      const [rows, total] = await Promise.all([
        activityRepository.listForUser(userId, perPage, pageOffset(page, perPage)),
        activityRepository.countForUser(userId),
      ]);
      return { data: rows.map(toActivityItem), ...pageMeta(page, perPage, total, rows.length) };
    },
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;
