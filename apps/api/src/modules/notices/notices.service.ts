import {
  NOTICE_FEED_SIZE,
  NOTICE_KIND_LABELS,
  NOTICE_MAX_DAYS,
  NOTICE_SMS_DEFAULT_DAILY_CAP,
  noticeMessages,
  pageMeta,
  pageOffset,
  saDateOf,
  saMidnight,
  type AdminNoticeSource,
  type ListResponse,
  type NoticeAuthor,
  type NoticeCommand,
  type NoticeDetail,
  type NoticeKind,
  type NoticeSmsVolume,
  type NoticeSource,
  type NoticeSummary,
} from '@akwaaba/contracts';
import type { Transact, Transaction } from '../../db/client.ts';
import { moderationHiding } from '../../db/hidden-items.ts';
import { auditAdminChange, type Audit } from '../../lib/audit.ts';
import { addDays, type Clock } from '../../lib/clock.ts';
import { AppError, forbidden, invalidInput, notFound } from '../../lib/errors.ts';
import { composeMail } from '../../lib/mail-templates.ts';
import type { AssociationAccess } from '../associations/associations.access.ts';
import type { ActivityService } from '../notifications/activity.service.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import type { UserRow } from '../users/users.table.ts';
import type { Viewer } from '../users/viewer.ts';
import { toNoticeAuthor, toNoticeDetail, toNoticeSummary } from './notices.mappers.ts';
import type { NoticesRepository, NoticeWithAuthor } from './notices.repository.ts';
import { atomFeed } from './notices.feed.ts';
import { createListTotals } from '../listings/list-totals.ts';

interface Deps {
  noticesRepository: NoticesRepository;
  /** Whether a member leads an association: its leaders manage the notices posted in its name. */
  associationAccess: Pick<AssociationAccess, 'leads' | 'postingAs'>;
  activityService: ActivityService;
  outbox: OutboxService;
  transact: Transact;
  clock: Clock;
  publicUrl: string;
  audit: Audit;
}

/** The last moment of the chosen South African day: a notice 'until 30 June' is on the board all that day. */
const endOfSaDay = (date: string) => new Date(addDays(saMidnight(date), 1).getTime() - 1);

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * The notice board (decision 036): association leaders and official sources post notices that stay until their
 * expiry. Followers (an association's active members, a source's followers) get an entry at once; an urgent notice
 * is also mailed at once, with an SMS to those who opted in under the daily SMS cap. The others reach followers'
 * inboxes in their weekly digest (modules/digest, decision 042).
 */
export function createNoticesService(deps: Deps) {
  const {
    noticesRepository: repository,
    associationAccess,
    activityService,
    outbox,
    transact,
    clock,
    publicUrl,
  } = deps;
  const site = publicUrl.replace(/\/$/, '');
  const boardTotals = createListTotals(clock);

  async function canManage(viewer: Viewer, row: NoticeWithAuthor): Promise<boolean> {
    if (!viewer) return false;
    if (viewer.isAdmin || viewer.id === row.notice.userId) return true;
    return row.notice.associationId !== null && (await associationAccess.leads(row.notice.associationId, viewer.id));
  }

  const onBoard = (row: NoticeWithAuthor, now: Date) => row.notice.status === 'published' && row.notice.expiresAt > now;

  /** The notice and whether the viewer manages it; 404 when they may not see it (gone, hidden or expired). */
  async function visible(id: number, viewer: Viewer) {
    const row = await repository.findById(id);
    const managing = row ? await canManage(viewer, row) : false;
    if (!row || (!onBoard(row, clock.now()) && !managing)) throw notFound(noticeMessages.notFound);
    return { row, managing };
  }

  async function managed(id: number, viewer: NonNullable<Viewer>) {
    const found = await visible(id, viewer);
    if (!found.managing) throw forbidden(noticeMessages.onlyAuthor);
    return found.row;
  }

  async function detail(id: number, viewer: Viewer): Promise<NoticeDetail> {
    const { row, managing } = await visible(id, viewer);
    return toNoticeDetail(row, { canManage: managing, now: clock.now() });
  }

  /** The names the member may post in: the approved associations they lead and their own official source. */
  async function authors(member: NonNullable<Viewer>): Promise<NoticeAuthor[]> {
    const [led, source] = await Promise.all([
      repository.ledAssociations(member.id),
      repository.sourceOfUser(member.id),
    ]);
    return [
      ...(source ? [{ type: 'source' as const, id: source.id, name: source.name, is_official: true }] : []),
      ...led.map((association) => ({
        type: 'association' as const,
        id: association.id,
        name: association.name,
        is_official: false,
      })),
    ];
  }

  /**
   * The author a notice is posted in: a leader's approved association, the member's own source; admins may post in
   * any approved association's or source's name. 403 otherwise.
   */
  async function authorFor(member: NonNullable<Viewer>, author: NoticeCommand['author']) {
    if (author.type === 'source') {
      const source = await repository.findSource(author.id);
      if (source && (member.isAdmin || source.userId === member.id))
        return { associationId: null, sourceId: source.id };
    } else if (await associationAccess.postingAs(author.id, member)) {
      // The associations' own rule, as for events in an association's name (decision 035).
      return { associationId: author.id, sourceId: null };
    }
    throw forbidden(noticeMessages.notAuthor);
  }

  /** A notice past its expiry, or too far ahead, is refused with the field's message; nothing else is lost. */
  function expiryOf(command: NoticeCommand): Date {
    const now = clock.now();
    if (command.expires_on < saDateOf(now)) throw invalidInput({ expires_on: [noticeMessages.expiresPast] });
    if (command.expires_on > saDateOf(addDays(now, NOTICE_MAX_DAYS))) {
      throw invalidInput({ expires_on: [noticeMessages.expiresTooFar] });
    }
    return endOfSaDay(command.expires_on);
  }

  function columns(command: NoticeCommand, expiresAt: Date) {
    return { kind: command.kind, title: command.title, body: command.body, isUrgent: command.is_urgent, expiresAt };
  }

  /**
   * Tells the notice's followers, in the posting transaction: an unread entry each; for an urgent notice a mail now
   * and an SMS to those who opted in, at most one notice SMS per member a day and no more than the day's cap allows
   * (the rest read it in the app and their mail). Answers how many were texted.
   */
  async function deliver(
    tx: Transaction,
    notice: { id: number; title: string; kind: NoticeKind; isUrgent: boolean; authorName: string },
    author: { associationId: number | null; sourceId: number | null },
    posterId: number,
  ): Promise<number> {
    const now = clock.now();
    const link = `/notices/${notice.id}`;
    const title = clip(notice.title, 120);
    // Urgent notices take the settings row first, so two posted at once count the day's SMS, and each member's, in turn.
    const settings = notice.isUrgent ? await repository.lockSettings(tx) : null;
    const followers = await repository.followers(tx, author, posterId, addDays(now, -1));
    const message = clip(
      `${notice.isUrgent ? 'Urgent notice' : 'New notice'} from “${clip(notice.authorName, 80)}”: “${title}”.`,
      300,
    );
    for (const follower of followers) {
      await activityService.inform(tx, follower.id, 'notice.posted', message, link);
    }
    if (!settings) return 0;
    for (const follower of followers) {
      if (!follower.email) continue;
      await outbox.mail(
        tx,
        composeMail(
          {
            to: follower.email,
            subject: `Urgent: ${title}`,
            greeting: `Hello ${follower.name},`,
            paragraphs: [
              `“${notice.authorName}” posted an urgent ${NOTICE_KIND_LABELS[notice.kind].toLowerCase()} notice on Akwaaba: “${title}”.`,
            ],
            action: { label: 'Read the notice', path: link },
            footer: 'You received this email because you follow this association or official source on Akwaaba.',
          },
          publicUrl,
        ),
      );
    }
    const sentToday = await repository.textsSince(saMidnight(saDateOf(now)), tx);
    const room = Math.max(0, settings.smsCapPerDay - sentToday);
    const texted = followers.filter((follower) => follower.textablePhone !== null).slice(0, room);
    const body = `Akwaaba urgent notice from ${clip(notice.authorName, 40)}: "${clip(notice.title, 60)}" ${site}${link}`;
    for (const follower of texted) await outbox.sms(tx, follower.textablePhone!, body);
    await repository.recordTexts(
      tx,
      notice.id,
      texted.map((follower) => follower.id),
      now,
    );
    return texted.length;
  }

  async function adminSources(): Promise<AdminNoticeSource[]> {
    const rows = await repository.adminSources();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      user: { id: row.userId, name: row.userName },
      followers_count: Number(row.followersCount),
      notices_count: Number(row.noticesCount),
      created_at: row.createdAt.toISOString(),
    }));
  }

  async function smsVolume(): Promise<NoticeSmsVolume> {
    const now = clock.now();
    const today = saMidnight(saDateOf(now));
    const [settings, sentToday, sent7, sent30] = await Promise.all([
      repository.settings(),
      repository.textsSince(today),
      repository.textsSince(addDays(today, -6)),
      repository.textsSince(addDays(today, -29)),
    ]);
    return {
      cap_per_day: settings?.smsCapPerDay ?? NOTICE_SMS_DEFAULT_DAILY_CAP,
      sent_today: sentToday,
      sent_7_days: sent7,
      sent_30_days: sent30,
    };
  }

  return {
    detail,
    authors,

    async list(query: {
      page: number;
      per_page: number;
      kind?: NoticeKind;
      association_id?: number;
      source_id?: number;
      urgent?: 'true';
    }): Promise<ListResponse<NoticeSummary>> {
      const filters = {
        kind: query.kind,
        associationId: query.association_id,
        sourceId: query.source_id,
        urgent: query.urgent === 'true',
      };
      const now = clock.now();
      const [rows, total] = await Promise.all([
        repository.listBoard(filters, now, query.per_page, pageOffset(query.page, query.per_page)),
        boardTotals.get(JSON.stringify(filters), () => repository.countBoard(filters, now)),
      ]);
      return { data: rows.map(toNoticeSummary), ...pageMeta(query.page, query.per_page, total, rows.length) };
    },

    /** The board's newest notices as Atom (RFC 4287). */
    async feed(): Promise<string> {
      const now = clock.now();
      const rows = await repository.feed(now, NOTICE_FEED_SIZE);
      return atomFeed(
        site,
        rows.map((row) => ({ ...toNoticeSummary(row), body: row.body })),
        now,
      );
    },

    async create(member: UserRow, command: NoticeCommand): Promise<{ notice: NoticeDetail; texted: number }> {
      const author = await authorFor(member, command.author);
      const expiresAt = expiryOf(command);
      const { id, texted } = await transact(async (tx) => {
        const id = await repository.insert(tx, { ...columns(command, expiresAt), ...author, userId: member.id });
        const row = (await repository.findById(id, tx))!;
        const authorName = toNoticeAuthor({
          ...row.notice,
          associationName: row.associationName,
          sourceName: row.sourceName,
        }).name;
        await activityService.record(
          tx,
          member.id,
          'notice.created',
          `You posted the notice “${clip(command.title, 200)}”.`,
          `/notices/${id}`,
        );
        const texted = await deliver(
          tx,
          { id, title: command.title, kind: command.kind, isUrgent: command.is_urgent, authorName },
          author,
          member.id,
        );
        return { id, texted };
      });
      boardTotals.clear();
      return { notice: await detail(id, member), texted };
    },

    /** Its words, kind and expiry change; urgency is for posting: an edit never mails or texts again. */
    async update(viewer: NonNullable<Viewer>, id: number, command: NoticeCommand): Promise<NoticeDetail> {
      const row = await managed(id, viewer);
      const expiresAt = expiryOf(command);
      await transact(async (tx) => {
        await repository.update(tx, id, columns(command, expiresAt));
        await auditAdminChange(deps.audit, tx, viewer, row.notice.userId, {
          action: 'notice.update',
          targetType: 'notice',
          targetId: id,
        });
      });
      boardTotals.clear();
      return detail(id, viewer);
    },

    async remove(viewer: NonNullable<Viewer>, id: number): Promise<void> {
      const row = await managed(id, viewer);
      await transact(async (tx) => {
        await repository.delete(tx, id);
        await auditAdminChange(deps.audit, tx, viewer, row.notice.userId, {
          action: 'notice.delete',
          targetType: 'notice',
          targetId: id,
          note: row.notice.title,
        });
      });
      boardTotals.clear();
    },

    // ---- official sources ----

    async sources(viewer: Viewer): Promise<NoticeSource[]> {
      const rows = await repository.sources(viewer?.id ?? null);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        followers_count: Number(row.followersCount),
        following: Boolean(row.following),
      }));
    },

    async setFollowing(member: NonNullable<Viewer>, sourceId: number, following: boolean) {
      if (!(await repository.findSource(sourceId))) throw notFound(noticeMessages.sourceNotFound);
      await (following ? repository.follow(sourceId, member.id) : repository.unfollow(sourceId, member.id));
      return {
        data: { following, followers_count: await repository.followersCount(sourceId) },
        message: following ? noticeMessages.followed : noticeMessages.unfollowed,
      };
    },

    adminSources,

    async addSource(admin: NonNullable<Viewer>, input: { user_id: number; name: string }): Promise<AdminNoticeSource> {
      if (!(await repository.userExists(input.user_id)))
        throw invalidInput({ user_id: [noticeMessages.memberNotFound] });
      const id = await transact(async (tx) => {
        const id = await repository.insertSource(tx, { userId: input.user_id, name: input.name });
        if (id === null) throw new AppError('notices.source_taken', 409, noticeMessages.sourceTaken);
        await deps.audit(tx, {
          adminId: admin.id,
          action: 'notice_source.add',
          targetType: 'notice_source',
          targetId: id,
          note: input.name,
        });
        return id;
      });
      return (await adminSources()).find((source) => source.id === id)!;
    },

    async removeSource(admin: NonNullable<Viewer>, id: number): Promise<void> {
      await transact(async (tx) => {
        const source = await repository.findSource(id, tx);
        if (!source || !(await repository.deleteSource(tx, id))) throw notFound(noticeMessages.sourceNotFound);
        await deps.audit(tx, {
          adminId: admin.id,
          action: 'notice_source.remove',
          targetType: 'notice_source',
          targetId: id,
          note: source.name,
        });
      });
      boardTotals.clear();
    },

    smsVolume,

    async setSmsCap(admin: NonNullable<Viewer>, cap: number): Promise<NoticeSmsVolume> {
      await transact(async (tx) => {
        await repository.setCap(tx, cap);
        await deps.audit(tx, {
          adminId: admin.id,
          action: 'notice_sms.cap',
          targetType: 'notice_sms',
          targetId: null,
          note: String(cap),
        });
      });
      return smsVolume();
    },

    // ---- the listing kind's ports (modules/listings/listing-kind.ts) ----

    /** Moderation hid or showed a notice: the board counts afresh. */
    listChanged: () => boardTotals.clear(),

    sitemapEntries: () => repository.listedIds(clock.now()),

    async moderationTarget(id: number) {
      const row = await repository.findById(id);
      if (!row) return null;
      return {
        authorId: row.notice.userId,
        title: row.notice.title,
        excerpt: row.notice.body,
        link: `/notices/${id}`,
        status: row.notice.status,
        listed: onBoard(row, clock.now()),
      };
    },

    ...moderationHiding(repository),

    /** The dashboard has no notice counter yet. */
    counters: () => ({}),

    async exportFor({ id }: { id: number }) {
      return { data: { notices: await repository.exportOf(id) } };
    },

    /** The member's notices and follows go with the account (cascade): once it is gone, the board counts afresh. */
    onAccountDeleted: async () => async () => boardTotals.clear(),
  };
}
export type NoticesService = ReturnType<typeof createNoticesService>;
