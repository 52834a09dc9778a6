import {
  accountDataMessages,
  formatDateTimeTwoClocks,
  NOTIFICATIONS_MENU_SIZE,
  pageMeta,
  pageOffset,
  type ActivityItem,
  type ListResponse,
  type NotificationsResponse,
} from '@akwaaba/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor, Transact } from '../../db/client.ts';
import { addDays } from '../../lib/clock.ts';
import { mergeField } from '../../lib/mail-merge.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { composeMail } from '../../lib/mail-templates.ts';
import type { DashboardParams } from '../dashboard/dashboard.service.ts';
import type { UnsubscribeLinks } from '../privacy/unsubscribe-links.ts';
import type { Fold, OutboxService } from '../outbox/outbox.service.ts';
import type { ActivityEntry, ActivityRepository } from './activity.repository.ts';

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
  /** Words for the mail only, after the text (a moderator's note in full: the activity entry keeps to 300 characters). */
  details?: string;
  /** Mail of notices with the same key is folded: at most one per window, saying the latest (outbox `fold`). */
  mailFold?: Fold;
}

/** The acting member's entry of what they did (see `record`). */
export interface OwnEntry {
  userId: number;
  type: string;
  message: string;
  link: string | null;
  /** The member whose name the message carries (a listing's owner, by its business name). */
  namedMemberId?: number;
  /** Within a statement that writes it with other rows (`entryWrites`): only when this holds too. */
  onlyIf?: SQL;
}

const ownEntry = ({ namedMemberId, ...entry }: OwnEntry): ActivityEntry => ({
  ...entry,
  read: true,
  actorId: namedMemberId,
});

/** How many of the latest entries the dashboard shows. */
const DASHBOARD_RECENT_ACTIVITY = 5;

/** Organiser-made SMS updates go only for events starting within this many days (see tellAttendees). */
export const SMS_UPDATE_WINDOW_DAYS = 14;

/** The entries a notice makes: the acting member's own first, when given, then the one telling `userId`. */
function entriesOf(userId: number, notice: Notice, own: OwnEntry | undefined): ActivityEntry[] {
  const told = { userId, type: notice.type, message: notice.text, link: notice.link, actorId: notice.actorId };
  return own ? [ownEntry(own), told] : [told];
}

export function createActivityService({
  activityRepository,
  outbox,
  publicUrl,
  transact,
  unsubscribeLinks,
}: {
  activityRepository: ActivityRepository;
  outbox: OutboxService;
  publicUrl: string;
  transact: Transact;
  /** The footer link and one-click header of new-event mail (modules/privacy). */
  unsubscribeLinks: UnsubscribeLinks;
}) {
  function noticeMail(notice: Notice, to: { name: string; email: string }): MailMessage {
    return composeMail(
      {
        to: to.email,
        subject: notice.subject,
        greeting: `Hello ${to.name},`,
        paragraphs: notice.details ? [notice.text, notice.details] : [notice.text],
        action: { label: 'View on Akwaaba', path: notice.link },
        footer: 'You received this email because of activity on your Akwaaba account.',
      },
      publicUrl,
    );
  }

  /**
   * What `notify` writes (a notice without a folded mail), as WITH clauses of a feature's own statement that makes the
   * change at the same time: written only when `onlyIf` holds within that statement (its change was made).
   */
  function noticeWrites(userId: number, notice: Notice, { own, onlyIf = sql`true` }: { own?: OwnEntry; onlyIf?: SQL }) {
    const fields = { to: mergeField('to'), name: mergeField('name') };
    const mail = noticeMail(notice, { name: fields.name, email: fields.to });
    return sql`${activityRepository.insertion(entriesOf(userId, notice, own), onlyIf)},
      ${outbox.insertion('mail', activityRepository.mailTo(userId, mail, fields, onlyIf))}`;
  }

  /**
   * What `inform` writes (`told`, unread) with the acting member's `own` entry, or either alone, as a WITH clause of a
   * feature's own statement: written only when `onlyIf` holds within it (see noticeWrites).
   */
  function entryWrites({ told, own = [] }: { told?: ActivityEntry; own?: OwnEntry[] }, onlyIf: SQL): SQL {
    return activityRepository.insertion([...own.map(ownEntry), ...(told ? [told] : [])], onlyIf);
  }

  return {
    /**
     * Tells a member something that happened to them: an activity entry, and a mail through the outbox
     * when they have an address. Both are written in the caller's transaction, so they exist exactly
     * when the change does: by one statement, with `own` (the acting member's entry of what they did, as `record`
     * writes it), unless the mail is folded.
     */
    async notify(tx: Executor, userId: number, notice: Notice, own?: OwnEntry): Promise<void> {
      if (!notice.mailFold) return activityRepository.write(tx, noticeWrites(userId, notice, { own }));
      // Folding reads what is pending for the key first, so the mail is its own statement.
      await activityRepository.insertAll(entriesOf(userId, notice, own), tx);
      const member = await activityRepository.contact(tx, userId);
      if (member?.email)
        await outbox.mail(tx, noticeMail(notice, { ...member, email: member.email }), { fold: notice.mailFold });
    },

    noticeWrites,
    entryWrites,

    /**
     * Puts the member's own action on their activity feed, inside their write's transaction. It is history,
     * not news to them, so it is stored read and never counts in the notifications menu. `namedMemberId` is the
     * member whose name the message carries (a listing's owner, by its business name), so it goes with their account.
     */
    record(
      executor: Executor,
      userId: number,
      type: string,
      message: string,
      link: string | null = null,
      namedMemberId?: number,
    ): Promise<void> {
      return activityRepository.insert(ownEntry({ userId, type, message, link, namedMemberId }), executor);
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
     * approved. Each follower gets an entry, and those with an email and the new-event setting on (Profile
     * Settings → Account) a mail through the outbox, each with its own unsubscribe link: both by one
     * INSERT … SELECT, however many followers there are.
     */
    async announceEvent(executor: Executor, event: { id: number; title: string; organiserId: number }): Promise<void> {
      const entry = { organiserId: event.organiserId, type: 'event.followed_business', link: `/events/${event.id}` };
      const fields = {
        to: mergeField('to'),
        name: mergeField('name'),
        business: mergeField('business'),
        token: mergeField('token'),
      };
      const template = composeMail(
        {
          to: fields.to,
          subject: `New event: ${event.title}`,
          greeting: `Hello ${fields.name},`,
          paragraphs: [`“${fields.business}”, a business you follow on Akwaaba, posted a new event: “${event.title}”.`],
          action: { label: 'See the event', path: entry.link },
          footer:
            'You received this email because you follow this business on Akwaaba and new-event emails are on. ' +
            'To stop them, use the link below or turn off new-event emails in Profile Settings → Account.',
          unsubscribe: {
            pageUrl: unsubscribeLinks.pageUrl(fields.token),
            oneClickUrl: unsubscribeLinks.oneClickUrl(fields.token),
          },
        },
        publicUrl,
      );
      await outbox.enqueueEach(
        executor,
        'mail',
        activityRepository.followerMailPayloads(entry, template, fields, (userId) =>
          unsubscribeLinks.tokenSql(userId, 'new_events'),
        ),
      );
      await activityRepository.recordForOrganiserFollowers(executor, { ...entry, title: event.title });
    },

    /**
     * An event was cancelled (its page stays), deleted, or its start or venue changed: everyone with an RSVP to it
     * (attending, waitlisted or asking; decision 037) gets an entry and a mail when they have an address; members who
     * turned on 'SMS important updates' and guests (whose only channel it is) an SMS. All by INSERT … SELECT, in the
     * write's transaction.
     *
     * These SMS are sent by an organiser's (or an admin's) write, not by a request a stranger can repeat, so they
     * are bounded here rather than by the per-address SMS caps (README, Limits): only for an event that starts
     * within the next SMS_UPDATE_WINDOW_DAYS days and has not ended (further out, the entry, the mail and the event
     * page say it), and at most one SMS per member and event a day (each SMS leaves a read entry on the member's feed,
     * which the next one looks for; a second change that day is an entry and a mail). Event edits are limited per
     * organiser besides; a cancellation happens once.
     */
    async tellAttendees(
      executor: Executor,
      event: { id: number; title: string; startDate: Date; endDate: Date },
      change:
        | { kind: 'cancelled' | 'deleted' }
        | { kind: 'changed'; startDate: Date; venue: string | null; previousStart: Date },
      now: Date,
    ): Promise<void> {
      const title = event.title.length > 60 ? `${event.title.slice(0, 59)}…` : event.title;
      const link = change.kind === 'deleted' ? null : `/events/${event.id}`;
      const type = change.kind === 'changed' ? 'event.changed' : 'event.cancelled';
      const message =
        change.kind === 'changed'
          ? `“${title}” changed: it now starts ${formatDateTimeTwoClocks(change.startDate.toISOString())}${change.venue ? ` at ${change.venue.slice(0, 80)}` : ''}.`
          : `“${title}” on ${formatDateTimeTwoClocks(event.startDate.toISOString())} was cancelled by its organiser.`;
      const windowEnd = addDays(now, SMS_UPDATE_WINDOW_DAYS);
      const starts = change.kind === 'changed' ? [change.previousStart, change.startDate] : [event.startDate];
      const soon = event.endDate > now && starts.some((start) => start <= windowEnd);
      if (soon) {
        const body =
          change.kind === 'changed'
            ? `Akwaaba: "${title}" now starts ${formatDateTimeTwoClocks(change.startDate.toISOString())}${change.venue ? ` at ${change.venue.slice(0, 60)}` : ''}. ${publicUrl.replace(/\/$/, '')}${link}`
            : `Akwaaba: "${title}" on ${formatDateTimeTwoClocks(event.startDate.toISOString())} is cancelled.`;
        const texting = { eventId: event.id, link, since: addDays(now, -1) };
        await outbox.enqueueEach(executor, 'sms', activityRepository.attendeeSmsPayloads({ ...texting, body }));
        await activityRepository.recordTexted(executor, {
          ...texting,
          message: `We sent you an SMS: ${body}`.slice(0, 300),
          at: now,
        });
        await outbox.enqueueEach(executor, 'sms', activityRepository.guestSmsPayloads(event.id, body));
      }
      const fields = { to: mergeField('to'), name: mergeField('name') };
      const mail = composeMail(
        {
          to: fields.to,
          subject: change.kind === 'changed' ? `Changed: ${event.title}` : `Cancelled: ${event.title}`,
          greeting: `Hello ${fields.name},`,
          paragraphs: [message],
          ...(link ? { action: { label: 'See the event', path: link } } : {}),
          footer: 'You received this email because you RSVPed to this event on Akwaaba.',
        },
        publicUrl,
      );
      await outbox.enqueueEach(executor, 'mail', activityRepository.rsvpMailPayloads(event.id, mail, fields));
      await activityRepository.recordForAttendees(executor, {
        eventId: event.id,
        type,
        message,
        link,
        at: now,
        everyone: true,
      });
    },

    /** An unread entry for each member attending the event (a reminder), by one INSERT … SELECT. */
    informAttendees(
      executor: Executor,
      entry: { eventId: number; type: string; message: string; link: string; at: Date },
    ): Promise<void> {
      return activityRepository.recordForAttendees(executor, entry);
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

    /** The dashboard's latest entries: the first of the list, read within the dashboard's statement. */
    recent: ({ userId }: DashboardParams) => activityRepository.recentItems(userId, DASHBOARD_RECENT_ACTIVITY),

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
