import {
  CALENDAR_FEED_DAYS_BACK,
  CALENDAR_FEED_MAX_EVENTS,
  CALENDAR_REFRESH_HOURS,
  calendarMessages,
  calendarOps,
  cityFromSlug,
  cityLabel,
  type CalendarFeed,
  type CalendarFeedLink,
} from '@akwaaba/contracts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { UserRow } from '../users/users.table.ts';
import { eventEntry, eventUid } from '../events/events.ics.ts';
import { seriesEntries } from '../events/series/series.ics.ts';
import type { CalendarRepository, FeedEventRow, PublicFeedFilter, TombstoneRow } from './calendar.repository.ts';
import { calendarFile, type CalendarEntry } from './ics.ts';

interface Deps {
  calendarRepository: CalendarRepository;
  clock: Clock;
  publicUrl: string;
}

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** randomToken's shape (256 bits, base64url): anything else is no token, answered without asking the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const isFeedToken = (token: string | undefined): token is string =>
  token !== undefined && TOKEN_SHAPE.test(token);

type RsvpStatus = 'attending' | 'waitlisted' | 'requested';

/**
 * A feed's name without the characters iCalendar TEXT escapes: readers differ on X-WR-CALNAME (ical.js keeps `\,`
 * as written, node-ical unescapes it), so an association called 'Asante Union; Cape Town' is named the same in all.
 */
const plainName = (name: string) => name.replace(/\s*[;,\\]+\s*/g, ' – ');

const byStart = (a: CalendarEntry, b: CalendarEntry) =>
  a.start.getTime() - b.start.getTime() || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);

/**
 * Calendar feeds (decision 038). A member's private feed is opened by a token that is shown once, stored as its
 * SHA-256, and opens that feed alone: it is no session, and no other route reads it. Public feeds carry what the
 * public lists carry. Every feed reaches CALENDAR_FEED_DAYS_BACK back and as far ahead as events go, at most
 * CALENDAR_FEED_MAX_EVENTS events; an organiser's cancellation is CANCELLED with a higher SEQUENCE, so subscribed
 * calendars take it, and so is a deleted event in the private feeds of its people.
 */
export function createCalendarService({ calendarRepository: repository, clock, publicUrl }: Deps) {
  const since = () => new Date(clock.now().getTime() - CALENDAR_FEED_DAYS_BACK * DAY);
  const privateUrl = (token: string) =>
    `${publicUrl}/api/v1${calendarOps.privateFeed.path}?token=${encodeURIComponent(token)}`;

  /** A deleted event, cancelled in the calendars that held it; its page is gone, so no URL. */
  function tombstoneEntry(row: TombstoneRow): CalendarEntry {
    return {
      uid: eventUid(row.eventId, publicUrl),
      start: row.startDate,
      end: row.endDate,
      summary: row.title,
      description: calendarMessages.deletedDescription,
      location: row.city ? cityLabel(row.city) : '',
      url: '',
      status: 'CANCELLED',
      sequence: row.sequence,
      lastModified: row.deletedAt,
    };
  }

  /** A tentative entry says first why: the member's place is not held yet, or the event is not listed yet. */
  function tentative(entry: CalendarEntry, note: string): CalendarEntry {
    if (entry.status === 'CANCELLED') return entry;
    return { ...entry, status: 'TENTATIVE', description: `${note}\n\n${entry.description}` };
  }

  const rsvpEntry = (event: FeedEventRow, status: RsvpStatus) => {
    const entry = eventEntry(event, publicUrl);
    if (status === 'waitlisted') return tentative(entry, calendarMessages.waitlistedNote);
    if (status === 'requested') return tentative(entry, calendarMessages.requestedNote);
    return entry;
  };

  const organisedEntry = (event: FeedEventRow, status: string) => {
    const entry = eventEntry(event, publicUrl);
    return status === 'pending' ? tentative(entry, calendarMessages.awaitingReviewNote) : entry;
  };

  function file(entries: CalendarEntry[], name: string, refreshHours: number): string {
    const sorted = entries.sort(byStart).slice(0, CALENDAR_FEED_MAX_EVENTS);
    return calendarFile(sorted, { now: clock.now(), name, refreshHours });
  }

  /**
   * A public feed's events: a single event as one VEVENT, the dates of a series (decision 039) that the feed carries
   * as the series' one RRULE with its exceptions; a date the feed does not carry (past the window, private, elsewhere,
   * cancelled) is one of its EXDATEs.
   */
  async function publicEntries(rows: FeedEventRow[]): Promise<CalendarEntry[]> {
    const bySeries = new Map<number, FeedEventRow[]>();
    const single: CalendarEntry[] = [];
    for (const row of rows) {
      if (row.seriesId === null) single.push(eventEntry(row, publicUrl));
      else bySeries.set(row.seriesId, [...(bySeries.get(row.seriesId) ?? []), row]);
    }
    const series = await repository.seriesOf([...bySeries.keys()]);
    const found = new Map(series.map((one) => [one.id, one]));
    const grouped = [...bySeries].flatMap(([id, dates]) => {
      const rule = found.get(id);
      // A series removed meanwhile leaves its dates as single events.
      return rule ? seriesEntries(rule, dates, publicUrl) : dates.map((date) => eventEntry(date, publicUrl));
    });
    return [...single, ...grouped];
  }

  /**
   * A public feed. A deleted event leaves it (a subscribed calendar drops what its feed no longer carries): what is
   * left of a deleted event does not say whether it was ever listed, so it is carried only to its own people.
   */
  async function publicFeed(filter: PublicFeedFilter, name: string): Promise<string> {
    const rows = await repository.listedEvents(filter, since(), CALENDAR_FEED_MAX_EVENTS);
    return file(await publicEntries(rows), name, CALENDAR_REFRESH_HOURS.public);
  }

  const toFeed = (row: { createdAt: Date; lastReadAt: Date | null }): CalendarFeed => ({
    created_at: row.createdAt.toISOString(),
    last_read_at: row.lastReadAt?.toISOString() ?? null,
  });

  return {
    /** Whether the member has a private feed; its address is never shown again. */
    async feed(member: Pick<UserRow, 'id'>): Promise<CalendarFeed | null> {
      const row = await repository.feedOf(member.id);
      return row ? toFeed(row) : null;
    },

    /** A new private feed, whose address is answered this once; the member's old one stops working. */
    async create(member: Pick<UserRow, 'id'>): Promise<CalendarFeedLink> {
      const token = randomToken();
      const now = clock.now();
      await repository.replaceFeed(member.id, sha256(token), now);
      const url = privateUrl(token);
      return { ...toFeed({ createdAt: now, lastReadAt: null }), url, webcal_url: url.replace(/^https?:/, 'webcal:') };
    },

    /** Download my data: when the member's private feed was made and last read (its token is kept by nobody). */
    async exportFor({ id }: { id: number }) {
      const row = await repository.feedOf(id);
      return { data: { calendar_feed: row ? [row] : [] } };
    },

    /** Turns the member's private feed off (nothing to do when there is none). */
    async revoke(member: Pick<UserRow, 'id'>): Promise<void> {
      await repository.deleteFeed(member.id);
    },

    /**
     * The private feed the token opens: the member's RSVPs (attending CONFIRMED, waitlisted or asking TENTATIVE), the
     * events they organise (awaiting review TENTATIVE), and the deleted ones among them as CANCELLED. 404 for any
     * token that opens nothing, revoked, replaced or never made.
     */
    async privateFeed(token: string | undefined): Promise<string> {
      if (!isFeedToken(token)) throw notFound(calendarMessages.notFound);
      const feed = await repository.findFeed(sha256(token));
      if (!feed) throw notFound(calendarMessages.notFound);
      const now = clock.now();
      const from = since();
      const [rsvped, organised, tombstones] = await Promise.all([
        repository.rsvpedEvents(feed.userId, from, CALENDAR_FEED_MAX_EVENTS),
        repository.organisedEvents(feed.userId, from, CALENDAR_FEED_MAX_EVENTS),
        repository.memberTombstones(feed.userId, from, CALENDAR_FEED_MAX_EVENTS),
        repository.markRead(feed.userId, now, new Date(now.getTime() - HOUR)),
      ]);
      // One entry per event: an organiser's own event is theirs whatever RSVP they hold on it.
      const entries = new Map<number, CalendarEntry>();
      for (const { event, status } of organised) entries.set(event.id, organisedEntry(event, status));
      for (const { event, rsvpStatus } of rsvped) {
        if (!entries.has(event.id)) entries.set(event.id, rsvpEntry(event, rsvpStatus));
      }
      for (const row of tombstones) {
        if (!entries.has(row.eventId)) entries.set(row.eventId, tombstoneEntry(row));
      }
      return file([...entries.values()], calendarMessages.memberFeedName, CALENDAR_REFRESH_HOURS.member);
    },

    async associationFeed(id: number): Promise<string> {
      const association = await repository.listedAssociation(id);
      if (!association) throw notFound(calendarMessages.notFound);
      return publicFeed({ associationId: id }, calendarMessages.associationFeedName(plainName(association.name)));
    },

    /** A business's events are its owner's: the events module knows no business, only who organises. */
    async businessFeed(id: number): Promise<string> {
      const business = await repository.listedBusiness(id);
      if (!business) throw notFound(calendarMessages.notFound);
      return publicFeed({ organiserId: business.ownerId }, calendarMessages.businessFeedName(plainName(business.name)));
    },

    async cityFeed(slug: string): Promise<string> {
      const city = cityFromSlug(slug);
      if (!city) throw notFound(calendarMessages.notFound);
      return publicFeed({ city }, calendarMessages.cityFeedName(city));
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
