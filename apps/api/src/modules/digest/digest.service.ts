import { sql } from 'drizzle-orm';
import {
  cityLabel,
  DIGEST_EVERY_DAYS,
  DIGEST_NEARBY_DAYS,
  DIGEST_NEARBY_MAX,
  DIGEST_SECTION_MAX,
  digestMessages,
  formatDateTimeTwoClocks,
  NOTICE_KIND_LABELS,
  type NoticeKind,
} from '@akwaaba/contracts';
import type { Transact, Transaction } from '../../db/client.ts';
import { addDays, type Clock } from '../../lib/clock.ts';
import { composeMail, type MailLink } from '../../lib/mail-templates.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import type { Gazetteer } from '../places/places.gazetteer.ts';
import type { UnsubscribeLinks } from '../privacy/unsubscribe-links.ts';
import { nearbyPlace } from './digest.places.ts';
import type { ClaimedMember, DigestEvent, DigestNotice, DigestRepository } from './digest.repository.ts';

interface Deps {
  digestRepository: DigestRepository;
  outbox: Pick<OutboxService, 'enqueueEach'>;
  /** The footer link and one-click header of every digest (modules/privacy). */
  unsubscribeLinks: Pick<UnsubscribeLinks, 'token' | 'pageUrl' | 'oneClickUrl'>;
  /** Finds the member's city from the suburb or town on their profile, for 'Coming up near you'. */
  gazetteer: Pick<Gazetteer, 'suggest'>;
  transact: Transact;
  clock: Clock;
  publicUrl: string;
}

/** Members claimed, composed and queued in one transaction: a batch's reads are one statement each. */
const BATCH_SIZE = 100;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** Each member's items, in the order read; an item reached through two follows (a business's event posted in an association's name) once. */
function byMember<T extends { userId: number; id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.userId) ?? [];
    if (!group.some((other) => other.id === row.id)) group.push(row);
    groups.set(row.userId, group);
  }
  return groups;
}

function eventLink(event: DigestEvent): MailLink {
  const where = [event.venueName, event.city ? cityLabel(event.city) : null].filter(Boolean).join(', ');
  return {
    label: clip(event.title, 120),
    path: `/events/${event.id}`,
    detail: [
      formatDateTimeTwoClocks(event.startDate.toISOString()),
      ...(where ? [clip(where, 120)] : []),
      ...(event.fromName ? [digestMessages.eventFrom(clip(event.fromName, 80))] : []),
    ].join(' · '),
  };
}

function noticeLink(notice: DigestNotice): MailLink {
  const kind = NOTICE_KIND_LABELS[notice.kind as NoticeKind] ?? notice.kind;
  return {
    label: clip(notice.title, 120),
    path: `/notices/${notice.id}`,
    detail: digestMessages.noticeFrom(kind, clip(notice.fromName, 80)),
  };
}

/** The first DIGEST_SECTION_MAX items, and a link to the rest on the site. */
function capped(links: MailLink[], rest: string): MailLink[] {
  if (links.length <= DIGEST_SECTION_MAX) return links;
  return [
    ...links.slice(0, DIGEST_SECTION_MAX),
    { label: digestMessages.more(links.length - DIGEST_SECTION_MAX), path: rest },
  ];
}

/**
 * The weekly digest (decision 042): once a week each member who follows businesses, belongs to associations or
 * follows notice sources gets one mail with the events and notices created since their last one, and a handful of
 * events coming up near them; nothing in a week with nothing new from what they follow.
 */
export function createDigestService({
  digestRepository: repository,
  outbox,
  unsubscribeLinks,
  gazetteer,
  transact,
  clock,
  publicUrl,
}: Deps) {
  function compose(
    member: ClaimedMember & { email: string },
    news: { events: DigestEvent[]; notices: DigestNotice[]; nearby: DigestEvent[] },
    place: string | null,
  ): MailMessage {
    const token = unsubscribeLinks.token(member.userId, 'weekly_digest');
    const sections = [
      { heading: digestMessages.eventsHeading, links: capped(news.events.map(eventLink), '/events') },
      { heading: digestMessages.noticesHeading, links: capped(news.notices.map(noticeLink), '/notices') },
      ...(place ? [{ heading: digestMessages.nearbyHeading(place), links: news.nearby.map(eventLink) }] : []),
    ].filter((section) => section.links.length > 0);
    return composeMail(
      {
        to: member.email,
        subject: digestMessages.subject(news.events.length, news.notices.length),
        greeting: `Hello ${member.name},`,
        paragraphs: [digestMessages.intro],
        sections,
        footer: digestMessages.footer,
        unsubscribe: { pageUrl: unsubscribeLinks.pageUrl(token), oneClickUrl: unsubscribeLinks.oneClickUrl(token) },
      },
      publicUrl,
    );
  }

  /**
   * One batch, in the caller's transaction: claims up to BATCH_SIZE due members, reads what is new to all of them
   * (one statement per kind), queues their mails by one INSERT and moves their rows on. Answers how many were
   * claimed and how many mails were queued.
   */
  async function batch(tx: Transaction, now: Date): Promise<{ claimed: number; queued: number }> {
    const until = await repository.horizon(tx);
    const members = await repository.claimDue(tx, now, BATCH_SIZE);
    if (members.length === 0) return { claimed: 0, queued: 0 };
    const readers = members.filter(
      (member): member is ClaimedMember & { email: string } => member.reachable && member.email !== null,
    );
    const windows = readers.map((member) => ({ userId: member.userId, since: member.coveredUntil }));
    const events = byMember(await repository.newEvents(tx, windows, until, now));
    const notices = byMember(await repository.newNotices(tx, windows, until, now));

    // Only what they follow makes a digest: events near them come along, never on their own.
    const told = readers.filter((member) => events.has(member.userId) || notices.has(member.userId));
    const places = new Map(told.map((member) => [member.userId, nearbyPlace(member.location, gazetteer)]));
    const nearby = byMember(
      await repository.nearby(
        tx,
        told.flatMap((member) => {
          const place = places.get(member.userId);
          if (!place) return [];
          const exclude = (events.get(member.userId) ?? []).map((event) => event.id);
          return [{ userId: member.userId, city: place.city, cities: place.cities, exclude }];
        }),
        { from: now, to: addDays(now, DIGEST_NEARBY_DAYS), now },
        DIGEST_NEARBY_MAX,
      ),
    );

    const mails = told.map((member) =>
      compose(
        member,
        {
          events: events.get(member.userId) ?? [],
          notices: notices.get(member.userId) ?? [],
          nearby: nearby.get(member.userId) ?? [],
        },
        places.get(member.userId)?.label ?? null,
      ),
    );
    const queued =
      mails.length === 0
        ? 0
        : await outbox.enqueueEach(
            tx,
            'mail',
            sql`select value as payload from jsonb_array_elements(${JSON.stringify(mails)}::jsonb)`,
          );
    await repository.advance(
      tx,
      members.map((member) => member.userId),
      told.map((member) => member.userId),
      { dueAt: addDays(now, DIGEST_EVERY_DAYS), until, now },
    );
    return { claimed: members.length, queued };
  }

  return {
    /**
     * Sends the digests due at the clock's now; answers how many mails were queued. Safe from several processes at
     * once and any number of times: members are claimed with SKIP LOCKED, and each batch's mails are queued in the
     * transaction that moves its members' rows on, so a digest is queued once. The scheduler calls it every few
     * minutes; a digest due while no process ran goes at the next call, covering everything since the last one.
     */
    async sendDue(): Promise<number> {
      const now = clock.now();
      await repository.enrol(now, DIGEST_EVERY_DAYS);
      let queued = 0;
      for (;;) {
        const done = await transact((tx) => batch(tx, now));
        queued += done.queued;
        if (done.claimed < BATCH_SIZE) return queued;
      }
    },

    /** Download my data: when the member's next digest is due and when the last one went. */
    async exportFor({ id }: { id: number }) {
      return { data: { weekly_digest: await repository.exportOf(id) } };
    },
  };
}
export type DigestService = ReturnType<typeof createDigestService>;
