import { pageMeta, pageOffset, type ActivityItem, type ListResponse } from '@akwaaba/contracts';
import type { Executor } from '../../db/client.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import type { ActivityRepository } from './activity.repository.ts';

type ActivityRow = Awaited<ReturnType<ActivityRepository['listForUser']>>[number];

function toActivityItem(row: ActivityRow): ActivityItem {
  return { id: row.id, type: row.type, message: row.message, link: row.link, created_at: row.createdAt.toISOString() };
}

export interface Notice {
  type: string;
  subject: string;
  /** The activity entry's words; the mail adds a greeting, the link and a signature. */
  text: string;
  link: string;
}

export function createActivityService({
  activityRepository,
  outbox,
  publicUrl,
}: {
  activityRepository: ActivityRepository;
  outbox: OutboxService;
  publicUrl: string;
}) {
  return {
    /**
     * Tells a member something that happened to them: an activity entry, and a mail through the outbox
     * when they have an address. Both are written in the caller's transaction, so they exist exactly
     * when the change does.
     */
    async notify(tx: Executor, userId: number, notice: Notice): Promise<void> {
      await activityRepository.insert({ userId, type: notice.type, message: notice.text, link: notice.link }, tx);
      const member = await activityRepository.contact(tx, userId);
      if (!member?.email) return;
      await outbox.mail(tx, {
        to: member.email,
        subject: notice.subject,
        text: `Hello ${member.name},\n\n${notice.text}\n\n${publicUrl}${notice.link}\n\nAkwaaba`,
      });
    },

    /** Other features call this to put an entry on a member's activity feed, inside their write's transaction. */
    record(
      executor: Executor,
      userId: number,
      type: string,
      message: string,
      link: string | null = null,
    ): Promise<void> {
      return activityRepository.insert({ userId, type, message, link }, executor);
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
