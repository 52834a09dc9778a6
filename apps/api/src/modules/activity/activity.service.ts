import {
  accountDataMessages,
  NOTIFICATIONS_MENU_SIZE,
  pageMeta,
  pageOffset,
  type ActivityItem,
  type ListResponse,
  type NotificationsResponse,
} from '@akwaaba/contracts';
import type { Executor, Transact } from '../../db/client.ts';
import { composeMail } from '../../lib/mail-templates.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import type { ActivityRepository } from './activity.repository.ts';

type ActivityRow = Awaited<ReturnType<ActivityRepository['listForUser']>>[number];

function toActivityItem(row: ActivityRow): ActivityItem {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

export interface Notice {
  type: string;
  subject: string;
  /** The activity entry's words; the mail adds a greeting, the link and a signature. */
  text: string;
  link: string;
  /** The other member whose action this tells of, when it names one. */
  actorId?: number;
}

export function createActivityService({
  activityRepository,
  outbox,
  publicUrl,
  transact,
}: {
  activityRepository: ActivityRepository;
  outbox: OutboxService;
  publicUrl: string;
  transact: Transact;
}) {
  return {
    /**
     * Tells a member something that happened to them: an activity entry, and a mail through the outbox
     * when they have an address. Both are written in the caller's transaction, so they exist exactly
     * when the change does.
     */
    async notify(tx: Executor, userId: number, notice: Notice): Promise<void> {
      await activityRepository.insert(
        { userId, type: notice.type, message: notice.text, link: notice.link, actorId: notice.actorId },
        tx,
      );
      const member = await activityRepository.contact(tx, userId);
      if (!member?.email) return;
      await outbox.mail(
        tx,
        composeMail(
          {
            to: member.email,
            subject: notice.subject,
            greeting: `Hello ${member.name},`,
            paragraphs: [notice.text],
            action: { label: 'View on Akwaaba', path: notice.link },
            footer: 'You received this email because of activity on your Akwaaba account.',
          },
          publicUrl,
        ),
      );
    },

    /**
     * Puts the member's own action on their activity feed, inside their write's transaction. It is history,
     * not news to them, so it is stored read and never counts in the notifications menu.
     */
    record(
      executor: Executor,
      userId: number,
      type: string,
      message: string,
      link: string | null = null,
    ): Promise<void> {
      return activityRepository.insert({ userId, type, message, link, read: true }, executor);
    },

    /**
     * Tells a member something that happened to them, unread in their notifications menu, without a mail.
     * `actorId` is the other member the message names, when it names one.
     */
    inform(
      executor: Executor,
      userId: number,
      type: string,
      message: string,
      link: string,
      actorId?: number,
    ): Promise<void> {
      return activityRepository.insert({ userId, type, message, link, actorId }, executor);
    },

    /**
     * 'New events from businesses they follow': called in the transaction that makes an event public and
     * approved. An activity entry only, no mail: a popular organiser would otherwise mail hundreds at once.
     */
    announceEvent(executor: Executor, event: { id: number; title: string; organiserId: number }): Promise<void> {
      return activityRepository.recordForOrganiserFollowers(executor, {
        organiserId: event.organiserId,
        type: 'event.followed_business',
        title: event.title,
        link: `/events/${event.id}`,
      });
    },

    /**
     * Account deletion: other members' entries that name the member ('Kwame is going to …', their business's
     * name) read 'A former member is going to …' from now on. Called in the deletion's transaction.
     */
    forgetNames(tx: Executor, actorId: number, names: Array<string | null>): Promise<void> {
      return activityRepository.forgetActor(
        tx,
        actorId,
        names.filter((name): name is string => name !== null),
        accountDataMessages.formerMember,
      );
    },

    /** Download my data: the member's activity feed. */
    async exportFor({ id }: { id: number }) {
      return { data: { activity: await activityRepository.exportOf(id) } };
    },

    /** The header's menu: the latest entries, read or not, and how many are unread. */
    async notifications(userId: number): Promise<NotificationsResponse['data']> {
      const [rows, unreadCount] = await Promise.all([
        activityRepository.listForUser(userId, NOTIFICATIONS_MENU_SIZE, 0),
        activityRepository.countUnread(userId),
      ]);
      return { unread_count: unreadCount, items: rows.map(toActivityItem) };
    },

    /** Answers how many stay unread (those newer than `upToId`, or that arrived meanwhile). */
    markRead(userId: number, upToId: number | undefined): Promise<number> {
      return transact(async (tx) => {
        await activityRepository.markRead(tx, userId, upToId);
        return activityRepository.countUnread(userId, tx);
      });
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
