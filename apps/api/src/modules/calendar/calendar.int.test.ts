import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarMessages, type CalendarFeedLink } from '@akwaaba/contracts';
import { buildTestApp, relaxedRateLimits } from '../../../test/build-test-app.ts';
import { CALENDAR_PARSERS, parseWithIcalJs, type ParsedEntry } from '../../../test/calendar-parsers.ts';
import { createApprovedAssociation, createAssociation } from '../../../test/association-factories.ts';
import { createApprovedBusiness, createBusiness } from '../../../test/business-factories.ts';
import {
  approveEvent,
  categories,
  createEvent,
  eventBody,
  makeAdmin,
  makeConfirmedIndividual,
  makeIndividual,
  makeVerifiedBusiness,
  type Actor,
} from '../../../test/event-factories.ts';
import { selectRows, STRONG_PASSWORD } from '../../../test/factories.ts';
import { sha256 } from '../../lib/secrets.ts';

/** Reads per feed token are counted; the other limits are out of the way. */
const READS_PER_TOKEN = 12;
const testApp = await buildTestApp({
  rateLimits: { ...relaxedRateLimits, calendarFeedReadsPerToken: { max: READS_PER_TOKEN, timeWindow: 60_000 } },
});
const { app, clock, database } = testApp;
/** A Sunday in January 2030: the events below fall on the 31st and on the 1st of February. */
const NOW = new Date('2030-01-20T08:00:00.000Z');
clock.set(NOW);

const SITE = 'http://akwaaba.test';
const category = (await categories(app, 'event'))[0]!.id;
const admin = await makeAdmin(app);
/** A verified business: its events are listed at once. */
const organiser = await makeVerifiedBusiness(app, 'Kente Events');
const member = await makeIndividual(app, 'Ama Calendar');
const other = await makeIndividual(app, 'Kofi Other');

/** A South African wall-clock time ('2030-01-31 19:00') as the instant the API takes. */
const sast = (local: string) => new Date(`${local.replace(' ', 'T')}:00+02:00`).toISOString();

async function eventAt(who: Actor, start: string, end: string, overrides: Record<string, unknown> = {}) {
  const body = eventBody(clock.now(), category, { start_date: sast(start), end_date: sast(end), ...overrides });
  return { ...(await createEvent(app, who, body)), body };
}

async function rsvp(who: Actor, eventId: number) {
  const response = await app.inject({ method: 'POST', url: `/api/v1/events/${eventId}/attend`, headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.status as string;
}

async function newLink(who: Actor): Promise<CalendarFeedLink> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/calendar/feed', headers: who.headers });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().message).toBe(calendarMessages.created);
  return response.json().data;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: url.replace(SITE, ''), headers });

/** A feed's text, checked for what every calendar app needs of the file itself. */
async function feedText(url: string): Promise<string> {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const text = response.body;
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
  expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Africa/Johannesburg');
  expect(text).toMatch(/\r\nX-WR-CALNAME:/);
  expect(text).toMatch(/\r\nREFRESH-INTERVAL;VALUE=DURATION:PT\d+H\r\n/);
  return text;
}

const uidOf = (eventId: number) => `event-${eventId}@akwaaba.test`;
/** The entries of a file by UID (a series' overrides share theirs: the first entry, its master, is kept). */
const byUid = (entries: ParsedEntry[]) => {
  const map = new Map<string, ParsedEntry>();
  for (const entry of entries) if (!map.has(entry.uid)) map.set(entry.uid, entry);
  return map;
};

// ---------------------------------------------------------------------------------------------------------------
// The member's events: attending on the 31st, waitlisted just after midnight on the 1st (South African time; still
// the 31st in UTC), asking to join on the 3rd; and one the member did not answer.

const monthEnd = await eventAt(organiser, '2030-01-31 19:00', '2030-01-31 22:00', {
  title: 'Month-End Highlife Night',
});
const newMonth = await eventAt(organiser, '2030-02-01 00:30', '2030-02-01 03:00', {
  title: 'New Month Watch Night',
  max_attendees: 1,
});
const asking = await eventAt(organiser, '2030-02-03 10:00', '2030-02-03 13:00', {
  title: 'Elders’ Breakfast',
  requires_approval: true,
});
const unanswered = await eventAt(organiser, '2030-02-02 15:00', '2030-02-02 18:00', { title: 'Nobody’s Picnic' });
await rsvp(other, newMonth.id);
expect(await rsvp(member, monthEnd.id)).toBe('attending');
expect(await rsvp(member, newMonth.id)).toBe('waitlisted');
expect(await rsvp(member, asking.id)).toBe('requested');

describe('a member’s private calendar feed', () => {
  it('is shown once when made: afterwards only when it was made and last read, and only its hash is kept', async () => {
    const before = await get('/api/v1/calendar/feed', member.headers);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ data: null });

    const link = await newLink(member);
    const token = new URL(link.url).searchParams.get('token')!;
    expect(link.url).toBe(`${SITE}/api/v1/calendar/private.ics?token=${token}`);
    expect(link.webcal_url).toBe(`webcal://akwaaba.test/api/v1/calendar/private.ics?token=${token}`);
    // 256 random bits, base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ created_at: NOW.toISOString(), last_read_at: null });

    const rows = await selectRows(database, sql`select * from calendar_feeds where user_id = ${member.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    await feedText(link.url);
    const after = await get('/api/v1/calendar/feed', member.headers);
    expect(after.json()).toEqual({ data: { created_at: NOW.toISOString(), last_read_at: NOW.toISOString() } });
    expect(after.body).not.toContain(token);
  });

  describe.each(CALENDAR_PARSERS)('read by %s', (_, parse) => {
    it('carries the member’s RSVPs across the month’s end on South African time, each with its status', async () => {
      const link = await newLink(member);
      const response = await get(link.url);
      expect(response.headers['cache-control']).toBe('private, max-age=300');
      const calendar = parse(await feedText(link.url));
      expect(calendar.name).toBe(calendarMessages.memberFeedName);
      const entries = byUid(calendar.entries);
      expect([...entries.keys()].sort()).toEqual([monthEnd.id, newMonth.id, asking.id].map(uidOf).sort());

      const onThe31st = entries.get(uidOf(monthEnd.id))!;
      expect(onThe31st).toMatchObject({
        summary: 'Month-End Highlife Night',
        status: 'CONFIRMED',
        localStart: '2030-01-31 19:00',
        tzid: 'Africa/Johannesburg',
        url: `${SITE}/events/${monthEnd.id}`,
      });
      expect(onThe31st.start.toISOString()).toBe('2030-01-31T17:00:00.000Z');
      expect(onThe31st.end.toISOString()).toBe('2030-01-31T20:00:00.000Z');

      // Half past midnight on the 1st in South Africa, still the 31st in UTC: shown on the 1st.
      const onThe1st = entries.get(uidOf(newMonth.id))!;
      expect(onThe1st).toMatchObject({ status: 'TENTATIVE', localStart: '2030-02-01 00:30' });
      expect(onThe1st.start.toISOString()).toBe('2030-01-31T22:30:00.000Z');
      expect(onThe1st.description).toMatch(new RegExp(`^${calendarMessages.waitlistedNote}`));
      expect(entries.get(uidOf(asking.id))).toMatchObject({ status: 'TENTATIVE', localStart: '2030-02-03 10:00' });
      expect(entries.get(uidOf(asking.id))!.description).toMatch(new RegExp(`^${calendarMessages.requestedNote}`));

      const days = calendar.occurrences(new Date('2030-01-31T00:00:00+02:00'), new Date('2030-02-01T23:59:00+02:00'));
      expect(days.map((day) => [day.summary, day.localStart])).toEqual([
        ['Month-End Highlife Night', '2030-01-31 19:00'],
        ['New Month Watch Night', '2030-02-01 00:30'],
      ]);
    });
  });

  it('carries the events the member organises or co-hosts, those awaiting review as tentative', async () => {
    const newcomer = await makeVerifiedBusiness(app, 'Adinkra Tours');
    const own = await eventAt(newcomer, '2030-02-05 09:00', '2030-02-05 12:00', { title: 'Cape Point Trip' });
    const cohosted = await eventAt(organiser, '2030-02-05 15:00', '2030-02-05 18:00', { title: 'Co-hosted Tour' });
    await database.db.execute(
      sql`insert into event_cohosts (event_id, user_id) values (${cohosted.id}, ${newcomer.id})`,
    );
    // Back to review, as an edit by a member who may not publish would send it.
    const pending = await eventAt(newcomer, '2030-02-06 09:00', '2030-02-06 12:00', { title: 'Robben Island Trip' });
    await database.db.execute(sql`update events set status = 'pending' where id = ${pending.id}`);
    const hidden = await eventAt(newcomer, '2030-02-07 09:00', '2030-02-07 12:00', { title: 'Hidden Trip' });
    await database.db.execute(sql`update events set status = 'hidden', hidden_from_status = 'approved',
                                  hidden_reason = 'moderation' where id = ${hidden.id}`);
    await rsvp(newcomer, monthEnd.id);
    for (const [, parse] of CALENDAR_PARSERS) {
      const entries = byUid(parse(await feedText((await newLink(newcomer)).url)).entries);
      expect([...entries.keys()].sort()).toEqual([monthEnd.id, own.id, cohosted.id, pending.id].map(uidOf).sort());
      expect(entries.get(uidOf(own.id))!.status).toBe('CONFIRMED');
      expect(entries.get(uidOf(cohosted.id))!.status).toBe('CONFIRMED');
      expect(entries.get(uidOf(pending.id))!.status).toBe('TENTATIVE');
      expect(entries.get(uidOf(pending.id))!.description).toMatch(
        new RegExp(`^${calendarMessages.awaitingReviewNote}`),
      );
    }
  });

  it('carries a cancellation and a move with a higher SEQUENCE, and a deleted event to its attendee', async () => {
    const cancelled = await eventAt(organiser, '2030-02-10 18:00', '2030-02-10 21:00', { title: 'Gala Called Off' });
    const moved = await eventAt(organiser, '2030-02-11 18:00', '2030-02-11 21:00', { title: 'Quiz Night' });
    const deleted = await eventAt(organiser, '2030-02-12 18:00', '2030-02-12 21:00', { title: 'Braai Cancelled' });
    for (const event of [cancelled, moved, deleted]) await rsvp(member, event.id);
    const link = await newLink(member);
    const before = byUid(parseWithIcalJs(await feedText(link.url)).entries);

    const cancel = await app.inject({
      method: 'POST',
      url: `/api/v1/events/${cancelled.id}/cancel`,
      headers: organiser.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const move = await app.inject({
      method: 'PUT',
      url: `/api/v1/events/${moved.id}`,
      headers: organiser.headers,
      payload: { ...moved.body, start_date: sast('2030-02-13 19:00'), end_date: sast('2030-02-13 22:00') },
    });
    expect(move.statusCode, move.body).toBe(200);
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/v1/events/${deleted.id}`,
      headers: organiser.headers,
    });
    expect(remove.statusCode, remove.body).toBe(200);

    const text = await feedText(link.url);
    for (const [, parse] of CALENDAR_PARSERS) {
      const after = byUid(parse(text).entries);
      expect(after.get(uidOf(cancelled.id))).toMatchObject({ status: 'CANCELLED', summary: 'Gala Called Off' });
      expect(after.get(uidOf(cancelled.id))!.sequence).toBeGreaterThan(before.get(uidOf(cancelled.id))!.sequence);

      expect(after.get(uidOf(moved.id))).toMatchObject({ status: 'CONFIRMED', localStart: '2030-02-13 19:00' });
      expect(after.get(uidOf(moved.id))!.sequence).toBeGreaterThan(before.get(uidOf(moved.id))!.sequence);

      // What is left of the deleted event: its cancellation, with its time and title, and no page to link to.
      const tombstone = after.get(uidOf(deleted.id))!;
      expect(tombstone).toMatchObject({
        status: 'CANCELLED',
        summary: 'Braai Cancelled',
        localStart: '2030-02-12 18:00',
        description: calendarMessages.deletedDescription,
        url: null,
      });
      expect(tombstone.sequence).toBeGreaterThan(before.get(uidOf(deleted.id))!.sequence);
    }
    // Someone who had no RSVP on it is not told of it.
    const stranger = byUid(parseWithIcalJs(await feedText((await newLink(other)).url)).entries);
    expect(stranger.has(uidOf(deleted.id))).toBe(false);
  });

  it('stops answering at once when replaced or turned off', async () => {
    const first = await newLink(member);
    expect((await get(first.url)).statusCode).toBe(200);

    const second = await newLink(member);
    const replaced = await get(first.url);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json().message).toBe(calendarMessages.notFound);
    expect((await get(second.url)).statusCode).toBe(200);

    const revoke = await app.inject({ method: 'DELETE', url: '/api/v1/calendar/feed', headers: member.headers });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().message).toBe(calendarMessages.revoked);
    expect((await get(second.url)).statusCode).toBe(404);
    expect((await get('/api/v1/calendar/feed', member.headers)).json()).toEqual({ data: null });
  });

  it('opens its own member’s events alone: another member’s link does not give them', async () => {
    const mine = byUid(parseWithIcalJs(await feedText((await newLink(member)).url)).entries);
    const theirs = byUid(parseWithIcalJs(await feedText((await newLink(other)).url)).entries);
    expect(mine.has(uidOf(monthEnd.id))).toBe(true);
    expect(theirs.has(uidOf(monthEnd.id))).toBe(false);
    expect(theirs.has(uidOf(asking.id))).toBe(false);
    expect([...theirs.values()].map((entry) => entry.summary)).toContain('New Month Watch Night');
    expect(mine.has(uidOf(unanswered.id)) || theirs.has(uidOf(unanswered.id))).toBe(false);
  });

  it('is no session: its token is refused as a bearer, and a session token opens no feed', async () => {
    const token = new URL((await newLink(member)).url).searchParams.get('token')!;
    for (const url of ['/api/v1/calendar/feed', '/api/v1/my/rsvps', '/api/v1/notifications', '/api/v1/profile']) {
      const response = await get(url, { authorization: `Bearer ${token}` });
      expect(response.statusCode, url).toBe(401);
    }
    const revoke = await app.inject({
      method: 'DELETE',
      url: '/api/v1/calendar/feed',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoke.statusCode).toBe(401);
    // The feed is read with its token alone: a session's bearer header adds nothing, and a session token is no feed.
    expect((await get(`/api/v1/calendar/private.ics?token=${member.token}`)).statusCode).toBe(404);
    expect((await get('/api/v1/calendar/private.ics', member.headers)).statusCode).toBe(404);
    for (const bad of ['', 'x', 'a'.repeat(43), `${token}x`, encodeURIComponent('../../feed')]) {
      expect((await get(`/api/v1/calendar/private.ics?token=${bad}`)).statusCode, bad).toBe(404);
    }
  });

  it('answers 304 to a calendar that holds the same events, and the new feed once they change', async () => {
    const link = await newLink(other);
    const first = await get(link.url);
    const etag = String(first.headers.etag);
    clock.advance(60 * 60 * 1000);
    try {
      const again = await get(link.url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      await rsvp(other, monthEnd.id);
      const changed = await get(link.url, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    } finally {
      clock.set(NOW);
    }
  });

  it('escapes what members write, so no text can add a line or an event of its own', async () => {
    const hostile = await eventAt(organiser, '2030-02-20 18:00', '2030-02-20 21:00', { title: 'Plain title' });
    const title = 'Braai; bring chairs, drums \\ and “flags”';
    const description = 'Line one\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil@x\r\nSUMMARY:Injected\nLast line\rafter CR';
    const venue = 'Hall 2, "Main"; Gate\\B';
    await database.db.execute(
      sql`update events set title = ${title}, description = ${description}, venue_name = ${venue}
          where id = ${hostile.id}`,
    );
    const guest = await makeIndividual(app, 'Esi Hostile');
    await rsvp(guest, hostile.id);
    const text = await feedText((await newLink(guest)).url);
    expect(text).not.toMatch(/\r\nUID:evil@x/);
    for (const [, parse] of CALENDAR_PARSERS) {
      const entries = parse(text).entries;
      expect(entries.map((entry) => entry.uid)).toEqual([uidOf(hostile.id)]);
      expect(entries[0]!.summary).toBe(title);
      expect(entries[0]!.description).toContain('Line one\nEND:VEVENT\nBEGIN:VEVENT\nUID:evil@x\nSUMMARY:Injected');
      expect(entries[0]!.description).toContain('Last line\nafter CR');
      expect(entries[0]!.location).toContain(venue);
    }
  });

  it('reaches 30 days back: an event that ended before is left out', async () => {
    const guest = await makeIndividual(app, 'Yaa Past');
    const recent = await eventAt(organiser, '2030-02-21 18:00', '2030-02-21 21:00', { title: 'Recent' });
    const old = await eventAt(organiser, '2030-02-22 18:00', '2030-02-22 21:00', { title: 'Old' });
    await rsvp(guest, recent.id);
    await rsvp(guest, old.id);
    // Ended 25 and 35 days before now.
    await database.db.execute(sql`update events set start_date = ${sast('2029-12-26 18:00')},
                                  end_date = ${sast('2029-12-26 21:00')} where id = ${recent.id}`);
    await database.db.execute(sql`update events set start_date = ${sast('2029-12-16 18:00')},
                                  end_date = ${sast('2029-12-16 21:00')} where id = ${old.id}`);
    const entries = byUid(parseWithIcalJs(await feedText((await newLink(guest)).url)).entries);
    expect([...entries.keys()]).toEqual([uidOf(recent.id)]);
  });

  it('is in Download my data as when it was made and last read, never its token, and goes with the account', async () => {
    const owner = await makeIndividual(app, 'Efua Export');
    const link = await newLink(owner);
    await get(link.url);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/profile/export',
      headers: owner.headers,
      payload: { password: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const json = strFromU8(unzipSync(new Uint8Array(response.rawPayload))['data.json']!);
    expect(JSON.parse(json).calendar_feed).toEqual([
      { created_at: NOW.toISOString(), last_read_at: NOW.toISOString() },
    ]);
    expect(json).not.toContain(new URL(link.url).searchParams.get('token')!);

    const gone = await app.inject({
      method: 'DELETE',
      url: '/api/v1/profile',
      headers: owner.headers,
      payload: { password: STRONG_PASSWORD },
    });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect((await get(link.url)).statusCode).toBe(404);
    expect(await selectRows(database, sql`select 1 from calendar_feeds where user_id = ${owner.id}`)).toEqual([]);
  });

  it('counts reads per feed, past which it answers 429', async () => {
    const reader = await makeIndividual(app, 'Abena Poller');
    const link = await newLink(reader);
    for (let read = 0; read < READS_PER_TOKEN; read += 1) expect((await get(link.url)).statusCode).toBe(200);
    const refused = await get(link.url);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another feed has its own count.
    expect((await get((await newLink(other)).url)).statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('public calendar feeds', () => {
  it('of an association: its listed events, not its private, pending or hidden ones', async () => {
    const leader = await makeConfirmedIndividual(testApp, 'Nana Leader');
    const association = await createApprovedAssociation(app, leader, { name: 'Asante Union; Cape Town, "West"' });
    const inItsName = (title: string, start: string, end: string, extra: Record<string, unknown> = {}) =>
      eventAt(leader, start, end, { title, association_id: association.id, ...extra });
    const listed = await inItsName('Union AGM', '2030-01-31 18:00', '2030-01-31 20:00');
    const early = await inItsName('New Month Prayer', '2030-02-01 06:00', '2030-02-01 07:00');
    const privateOne = await inItsName('Committee Only', '2030-02-02 18:00', '2030-02-02 20:00', { is_public: false });
    const pending = await inItsName('Awaiting Review', '2030-02-03 18:00', '2030-02-03 20:00');
    const hidden = await inItsName('Hidden One', '2030-02-04 18:00', '2030-02-04 20:00');
    const cancelled = await inItsName('Called Off', '2030-02-05 18:00', '2030-02-05 20:00');
    for (const event of [listed, early, privateOne, hidden, cancelled]) await approveEvent(app, admin, event.id);
    await database.db.execute(sql`update events set status = 'hidden', hidden_from_status = 'approved',
                                  hidden_reason = 'moderation' where id = ${hidden.id}`);
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/v1/events/${cancelled.id}/cancel`,
      headers: leader.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const url = `/api/v1/calendar/associations/${association.id}.ics`;
    const response = await get(url);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const text = await feedText(url);
    for (const [, parse] of CALENDAR_PARSERS) {
      const calendar = parse(text);
      // Written without the characters TEXT escapes: ical.js reads X-WR-CALNAME raw, node-ical unescapes it.
      expect(calendar.name).toBe(calendarMessages.associationFeedName('Asante Union – Cape Town – "West"'));
      const entries = byUid(calendar.entries);
      expect([...entries.keys()].sort()).toEqual([listed.id, early.id, cancelled.id].map(uidOf).sort());
      expect(entries.get(uidOf(listed.id))).toMatchObject({ status: 'CONFIRMED', localStart: '2030-01-31 18:00' });
      expect(entries.get(uidOf(early.id))).toMatchObject({ status: 'CONFIRMED', localStart: '2030-02-01 06:00' });
      expect(entries.get(uidOf(cancelled.id))!.status).toBe('CANCELLED');
      expect(entries.has(uidOf(pending.id))).toBe(false);
    }

    const waiting = await createAssociation(app, leader, { name: 'Not Yet Approved' });
    expect((await get(`/api/v1/calendar/associations/${waiting.id}.ics`)).statusCode).toBe(404);
    expect((await get('/api/v1/calendar/associations/2147483000.ics')).statusCode).toBe(404);
  });

  it('of a business: its owner’s listed events, and nobody else’s', async () => {
    const owner = await makeVerifiedBusiness(app, 'Waakye Corner');
    const business = await createApprovedBusiness(app, owner, { name: 'Waakye Corner Catering' });
    const tasting = await eventAt(owner, '2030-01-31 12:00', '2030-01-31 14:00', { title: 'Waakye Tasting' });
    const text = await feedText(`/api/v1/calendar/businesses/${business.id}.ics`);
    for (const [, parse] of CALENDAR_PARSERS) {
      const calendar = parse(text);
      expect(calendar.name).toBe(calendarMessages.businessFeedName('Waakye Corner Catering'));
      expect(calendar.entries.map((entry) => entry.uid)).toEqual([uidOf(tasting.id)]);
    }
    const pending = await createBusiness(app, owner, { name: 'Waakye Corner Two' });
    expect((await get(`/api/v1/calendar/businesses/${pending.id}.ics`)).statusCode).toBe(404);
  });

  it('of a city: the listed events held there, by the city’s name in the address', async () => {
    const inCapeTown = await eventAt(organiser, '2030-01-31 18:00', '2030-01-31 21:00', {
      title: 'Cape Town Jollof Cook-off',
      city: 'Cape Town',
    });
    const text = await feedText('/api/v1/calendar/cities/cape-town.ics');
    for (const [, parse] of CALENDAR_PARSERS) {
      const calendar = parse(text);
      expect(calendar.name).toBe(calendarMessages.cityFeedName('Cape Town'));
      expect(calendar.entries.map((entry) => entry.uid)).toEqual([uidOf(inCapeTown.id)]);
    }
    // Johannesburg's feed has the events above, not Cape Town's.
    const johannesburg = parseWithIcalJs(await feedText('/api/v1/calendar/cities/johannesburg.ics'));
    expect(johannesburg.entries.map((entry) => entry.uid)).toContain(uidOf(monthEnd.id));
    expect(johannesburg.entries.map((entry) => entry.uid)).not.toContain(uidOf(inCapeTown.id));
    for (const unknown of ['atlantis', 'Cape%20Town', 'cape-town-', '..']) {
      expect((await get(`/api/v1/calendar/cities/${unknown}.ics`)).statusCode, unknown).toBe(404);
    }
  });

  it('carry a series as one RRULE: its dates across the month’s end, a moved date moved, a cancelled one gone', async () => {
    const weekly = await eventAt(organiser, '2030-01-24 10:00', '2030-01-24 12:00', {
      title: 'Thursday Choir Practice',
      city: 'Durban',
      repeat: 'weekly',
      repeat_count: 4,
    });
    const dates = await selectRows(
      database,
      sql`select id, series_id from events where series_id = (select series_id from events where id = ${weekly.id})
          order by start_date`,
    );
    expect(dates).toHaveLength(4);
    const [, second, third] = dates.map((row) => Number(row.id));
    const seriesId = Number(dates[0]!.series_id);
    // The 31st moves to the 1st, 11:00; the 7th of February is called off.
    const move = await app.inject({
      method: 'PUT',
      url: `/api/v1/events/${second}?scope=this`,
      headers: organiser.headers,
      payload: {
        ...weekly.body,
        repeat: undefined,
        repeat_count: undefined,
        start_date: sast('2030-02-01 11:00'),
        end_date: sast('2030-02-01 13:00'),
      },
    });
    expect(move.statusCode, move.body).toBe(200);
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/v1/events/${third}/cancel`,
      headers: organiser.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const text = await feedText('/api/v1/calendar/cities/durban.ics');
    expect(text.match(/\r\nRRULE:/g)).toHaveLength(1);
    for (const [, parse] of CALENDAR_PARSERS) {
      const calendar = parse(text);
      const uids = new Set(calendar.entries.map((entry) => entry.uid));
      expect([...uids]).toEqual([`series-${seriesId}@akwaaba.test`]);
      const shown = calendar.occurrences(new Date('2030-01-20T00:00:00Z'), new Date('2030-03-01T00:00:00Z'));
      expect(shown.map((date) => date.localStart)).toEqual([
        '2030-01-24 10:00',
        '2030-02-01 11:00',
        '2030-02-14 10:00',
      ]);
    }
  });
});
