import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventMessages, seriesMessages, type EventDetail } from '@akwaaba/contracts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { CALENDAR_PARSERS } from '../../../../test/calendar-parsers.ts';
import {
  categoryBySlug,
  createEvent,
  eventBody,
  makeAdmin,
  makeBusiness,
  makeIndividual,
  makeVerifiedBusiness,
  type Actor,
} from '../../../../test/event-factories.ts';
import { selectRows } from '../../../../test/factories.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;
clock.set(new Date('2026-12-01T08:00:00Z'));

const category = await categoryBySlug(app, 'event', 'church-and-faith');
const organiser = await makeVerifiedBusiness(app, 'Ebenezer Methodist');
const admin = await makeAdmin(app);

type Json = ReturnType<typeof JSON.parse>;

/** A series' body: the event form's fields, its rule and end. */
const seriesBody = (overrides: Record<string, unknown> = {}) =>
  eventBody(clock.now(), category.id, {
    title: 'Twi Sunday Service',
    start_date: '2027-12-19T18:00',
    end_date: '2027-12-19T20:00',
    repeat: 'weekly',
    repeat_count: 4,
    ...overrides,
  });

const post = (body: Record<string, unknown>, who: Actor = organiser) =>
  app.inject({ method: 'POST', url: '/api/v1/events', headers: who.headers, payload: body });
const put = (id: number, body: Record<string, unknown>, scope?: string, who: Actor = organiser) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/events/${id}${scope ? `?scope=${scope}` : ''}`,
    headers: who.headers,
    payload: body,
  });
const detail = async (id: number, who: Actor | null = null): Promise<EventDetail> =>
  (await app.inject({ method: 'GET', url: `/api/v1/events/${id}`, headers: who?.headers ?? {} })).json().data;
const attend = (id: number, who: Actor) =>
  app.inject({ method: 'POST', url: `/api/v1/events/${id}/attend`, headers: who.headers });
const icsOf = async (id: number, who: Actor | null = null) => {
  const response = await app.inject({ method: 'GET', url: `/api/v1/events/${id}.ics`, headers: who?.headers ?? {} });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The dates of a series as stored: id, start (ISO), original start, series. */
async function datesOf(seriesId: number) {
  const rows = await selectRows(
    database,
    sql`select id, start_date, end_date, series_start, sequence, status from events where series_id = ${seriesId} order by series_start`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    start: new Date(row.start_date as string).toISOString(),
    end: new Date(row.end_date as string).toISOString(),
    seriesStart: new Date(row.series_start as string).toISOString(),
    sequence: Number(row.sequence),
    status: row.status as string,
  }));
}

async function createSeries(overrides: Record<string, unknown> = {}, who: Actor = organiser) {
  const event = await createEvent(app, who, seriesBody(overrides));
  expect(event.series).not.toBeNull();
  return { first: event, dates: await datesOf(event.series!.id) };
}

describe('creating a series', () => {
  it('makes a weekly series on the South African clock across a month and a year boundary, each date its own event', async () => {
    const response = await post(seriesBody());
    expect(response.statusCode).toBe(201);
    const first = response.json().data as EventDetail;
    expect(response.json().message).toBe(seriesMessages.createdSeries(4));
    const dates = await datesOf(first.series!.id);
    expect(dates.map((date) => date.start)).toEqual([
      '2027-12-19T16:00:00.000Z',
      '2027-12-26T16:00:00.000Z',
      '2028-01-02T16:00:00.000Z',
      '2028-01-09T16:00:00.000Z',
    ]);
    expect(dates.map((date) => date.end)).toEqual(dates.map((date) => date.start.replace('T16', 'T18')));
    expect(new Set(dates.map((date) => date.id)).size).toBe(4);
    expect(dates.every((date) => date.start === date.seriesStart && date.status === 'approved')).toBe(true);
    expect(first.id).toBe(dates[0]!.id);
    expect(first.repeat).toBe('weekly');
    expect(first.series).toMatchObject({ repeat: 'weekly', count: 4, position: 1, until: null });
    expect(first.series!.next_dates.map((date) => date.start_date)).toEqual(dates.slice(1).map((date) => date.start));

    const third = await detail(dates[2]!.id);
    expect(third.series).toMatchObject({ position: 3, count: 4 });
    expect(third.series!.next_dates.map((date) => date.id)).toEqual([dates[3]!.id]);
  });

  it('makes a fortnightly series held in Ghana on Ghana’s clock (two hours behind on the South African one)', async () => {
    const { dates } = await createSeries({
      held_in: 'ghana',
      city: 'Kumasi',
      start_date: '2027-01-23T10:00',
      end_date: '2027-01-23T12:00',
      repeat: 'fortnightly',
      repeat_count: null,
      repeat_until: '2027-03-06',
    });
    expect(dates.map((date) => date.start)).toEqual([
      '2027-01-23T10:00:00.000Z',
      '2027-02-06T10:00:00.000Z',
      '2027-02-20T10:00:00.000Z',
      '2027-03-06T10:00:00.000Z',
    ]);
  });

  it('makes a monthly series on the last Sunday, and one on the second Saturday', async () => {
    const last = await createSeries({
      start_date: '2027-01-31T09:00',
      end_date: '2027-01-31T11:00',
      repeat: 'monthly_last',
      repeat_count: null,
      repeat_until: '2027-05-31',
    });
    expect(last.dates.map((date) => date.start.slice(0, 10))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-28',
      '2027-04-25',
      '2027-05-30',
    ]);
    const second = await createSeries({
      start_date: '2027-02-13T15:00',
      end_date: '2027-02-13T17:00',
      repeat: 'monthly',
      repeat_count: 3,
    });
    expect(second.dates.map((date) => date.start)).toEqual([
      '2027-02-13T13:00:00.000Z',
      '2027-03-13T13:00:00.000Z',
      '2027-04-10T13:00:00.000Z',
    ]);
  });

  it.each([
    ['no end', { repeat_count: null }, 'repeat_until', seriesMessages.endRequired],
    ['both ends', { repeat_until: '2028-01-30' }, 'repeat_count', seriesMessages.endBoth],
    ['too many dates', { repeat_count: 53 }, 'repeat_count', seriesMessages.tooMany],
    ['thousands of dates', { repeat_count: 5000 }, 'repeat_count', seriesMessages.tooMany],
    ['one date', { repeat_count: 1 }, 'repeat_count', seriesMessages.countMin],
    [
      'a last date before the start',
      { repeat_count: null, repeat_until: '2027-12-01' },
      'repeat_until',
      seriesMessages.untilBeforeStart,
    ],
    ['more than 12 months', { repeat_count: null, repeat_until: '2029-06-01' }, 'repeat_until', seriesMessages.tooLong],
    [
      '53 weeks within a year',
      { repeat_count: null, repeat_until: '2028-12-19' },
      'repeat_until',
      seriesMessages.tooMany,
    ],
    ['24 months', { repeat: 'monthly', repeat_count: 24 }, 'repeat_count', seriesMessages.tooLong],
    [
      'the last weekday from mid-month',
      { start_date: '2027-12-12T18:00', end_date: '2027-12-12T20:00', repeat: 'monthly_last' },
      'repeat',
      seriesMessages.lastWeekdayUnavailable,
    ],
    ['dates that overlap', { end_date: '2027-12-27T20:00' }, 'end_date', seriesMessages.overlap],
    ['an unknown rule', { repeat: 'daily' }, 'repeat', seriesMessages.repeatInvalid],
  ])('refuses %s with a 422 on the field', async (_, overrides, field, message) => {
    const before = await selectRows(database, sql`select count(*)::int as n from events`);
    const response = await post(seriesBody(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await selectRows(database, sql`select count(*)::int as n from events`)).toEqual(before);
  });

  it('gives each date its own RSVPs, places and waitlist', async () => {
    const { dates } = await createSeries({ max_attendees: 1 });
    const ama = await makeIndividual(app, 'Ama');
    const kofi = await makeIndividual(app, 'Kofi');
    expect((await attend(dates[0]!.id, ama)).json().data.status).toBe('attending');
    expect((await attend(dates[0]!.id, kofi)).json().data.status).toBe('waitlisted');
    expect((await attend(dates[1]!.id, kofi)).json().data.status).toBe('attending');
    const [one, two, three] = await Promise.all(dates.slice(0, 3).map((date) => detail(date.id)));
    expect([one!.attendees_count, one!.waitlist_count]).toEqual([1, 1]);
    expect([two!.attendees_count, two!.waitlist_count]).toEqual([1, 0]);
    expect([three!.attendees_count, three!.waitlist_count]).toEqual([0, 0]);
  });
});

describe('lists and approval', () => {
  it('lists a series by its next date only, marked as repeating; a later day shows the date from then', async () => {
    const { dates } = await createSeries({ title: 'Asante Kotoko Supporters Meeting' });
    const listed = async (query: string) =>
      ((await app.inject({ method: 'GET', url: `/api/v1/events?search=Kotoko${query}` })).json().data as Json[]).map(
        (event) => [event.id, event.repeat],
      );
    expect(await listed('')).toEqual([[dates[0]!.id, 'weekly']]);
    expect(await listed('&date_from=2027-12-25')).toEqual([[dates[1]!.id, 'weekly']]);
    clock.set(new Date('2027-12-20T08:00:00Z'));
    try {
      expect(await listed('')).toEqual([[dates[1]!.id, 'weekly']]);
    } finally {
      clock.set(new Date('2026-12-01T08:00:00Z'));
    }
  });

  it('waits for review as one entry, and the admin’s decision takes every date', async () => {
    const business = await makeBusiness(app, 'Unverified Fellowship');
    const { first, dates } = await createSeries({ title: 'Fellowship Bible Study' }, business);
    expect(dates.every((date) => date.status === 'pending')).toBe(true);
    const queue = (
      await app.inject({ method: 'GET', url: '/api/v1/admin/events/pending?per_page=50', headers: admin.headers })
    ).json().data as Json[];
    const entries = queue.filter((entry) => entry.title === 'Fellowship Bible Study');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: dates[0]!.id, series: { repeat: 'weekly', pending_dates: 4 } });
    const approved = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/events/${dates[0]!.id}/approve`,
      headers: admin.headers,
    });
    expect(approved.statusCode).toBe(200);
    expect((await datesOf(first.series!.id)).map((date) => date.status)).toEqual([
      'approved',
      'approved',
      'approved',
      'approved',
    ]);
  });
});

describe('editing a date of a series', () => {
  it('moves this date alone: it keeps its original start as its RECURRENCE-ID, and its attendees are told', async () => {
    const { first, dates } = await createSeries({ title: 'Choir Rehearsal' });
    const yaw = await makeIndividual(app, 'Yaw');
    await attend(dates[1]!.id, yaw);
    const moved = await put(
      dates[1]!.id,
      seriesBody({
        title: 'Choir Rehearsal',
        start_date: '2027-12-25T10:00',
        end_date: '2027-12-25T12:00',
        repeat: 'none',
        repeat_count: null,
      }),
    );
    expect(moved.statusCode).toBe(200);
    const after = await datesOf(first.series!.id);
    expect(after.map((date) => date.start)).toEqual([
      dates[0]!.start,
      '2027-12-25T08:00:00.000Z',
      dates[2]!.start,
      dates[3]!.start,
    ]);
    expect(after[1]!.seriesStart).toBe(dates[1]!.seriesStart);
    expect(after[1]!.sequence).toBe(1);
    const activity = (await app.inject({ method: 'GET', url: '/api/v1/activity', headers: yaw.headers })).json()
      .data as Json[];
    expect(activity.some((entry) => /Choir Rehearsal.+changed/.test(entry.message))).toBe(true);

    const ics = await icsOf(dates[0]!.id);
    expect(ics).toContain(`RECURRENCE-ID;TZID=Africa/Johannesburg:20271226T180000`);
    for (const [, parse] of CALENDAR_PARSERS) {
      const shown = parse(ics).occurrences(new Date('2027-12-01'), new Date('2028-02-01'));
      expect(shown.map((date) => date.start.toISOString())).toEqual(after.map((date) => date.start));
    }
  });

  it('edits this and all later dates: a new time splits the series, attendees of moved dates are told', async () => {
    const { first, dates } = await createSeries({ title: 'Men’s Fellowship' });
    const esi = await makeIndividual(app, 'Esi');
    await attend(dates[3]!.id, esi);
    const response = await put(
      dates[2]!.id,
      seriesBody({
        title: 'Men’s Fellowship',
        start_date: '2028-01-02T19:00',
        end_date: '2028-01-02T21:00',
        repeat: 'weekly',
        repeat_count: 2,
      }),
      'future',
    );
    expect(response.statusCode).toBe(200);
    const edited = response.json().data as EventDetail;
    expect(edited.series!.id).not.toBe(first.series!.id);
    expect(edited.series).toMatchObject({ position: 1, count: 2 });
    const earlier = await datesOf(first.series!.id);
    expect(earlier.map((date) => date.start)).toEqual([dates[0]!.start, dates[1]!.start]);
    const later = await datesOf(edited.series!.id);
    expect(later.map((date) => [date.id, date.start, date.sequence])).toEqual([
      [dates[2]!.id, '2028-01-02T17:00:00.000Z', 1],
      [dates[3]!.id, '2028-01-09T17:00:00.000Z', 1],
    ]);
    const activity = (await app.inject({ method: 'GET', url: '/api/v1/activity', headers: esi.headers })).json()
      .data as Json[];
    expect(activity.some((entry) => /Fellowship.+changed/.test(entry.message))).toBe(true);
    expect((await detail(dates[0]!.id)).series).toMatchObject({ count: 2, position: 1 });
    expect(await icsOf(dates[0]!.id)).toContain('RRULE:FREQ=WEEKLY;COUNT=2');
  });

  it('changes the rule from the first date: fewer dates delete the last ones, and its attendees are told', async () => {
    const { first, dates } = await createSeries({ title: 'Youth Choir' });
    const abena = await makeIndividual(app, 'Abena');
    await attend(dates[3]!.id, abena);
    const response = await put(
      dates[0]!.id,
      seriesBody({ title: 'Youth Choir', repeat: 'fortnightly', repeat_count: 2 }),
      'future',
    );
    expect(response.statusCode).toBe(200);
    const after = await datesOf(first.series!.id);
    expect(after.map((date) => [date.id, date.start])).toEqual([
      [dates[0]!.id, '2027-12-19T16:00:00.000Z'],
      [dates[1]!.id, '2028-01-02T16:00:00.000Z'],
    ]);
    expect(
      await selectRows(database, sql`select id from events where id in (${dates[2]!.id}, ${dates[3]!.id})`),
    ).toEqual([]);
    const activity = (await app.inject({ method: 'GET', url: '/api/v1/activity', headers: abena.headers })).json()
      .data as Json[];
    expect(activity.some((entry) => /Youth Choir/.test(entry.message))).toBe(true);
  });

  it('refuses a capacity below a later date’s attendees', async () => {
    const { dates } = await createSeries({ title: 'Naming Classes', max_attendees: 5 });
    await attend(dates[3]!.id, await makeIndividual(app));
    await attend(dates[3]!.id, await makeIndividual(app));
    const response = await put(dates[0]!.id, seriesBody({ title: 'Naming Classes', max_attendees: 1 }), 'future');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.max_attendees).toEqual([eventMessages.capacityBelowAttending]);
  });

  it('deletes this and all later dates in one go, the series ending before it', async () => {
    const { first, dates } = await createSeries({ title: 'Harvest Planning' });
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/v1/events/${dates[1]!.id}?scope=future`,
      headers: organiser.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(seriesMessages.seriesDeleted);
    expect((await datesOf(first.series!.id)).map((date) => date.id)).toEqual([dates[0]!.id]);
    expect(await icsOf(dates[0]!.id)).toContain('RRULE:FREQ=WEEKLY;COUNT=1');
  });

  it('is refused to another member (403) and to a visitor (401)', async () => {
    const { dates } = await createSeries({ title: 'Elders Meeting' });
    const stranger = await makeVerifiedBusiness(app, 'Stranger');
    expect((await put(dates[1]!.id, seriesBody({ title: 'Elders Meeting' }), 'future', stranger)).statusCode).toBe(403);
    const visitor = await app.inject({ method: 'DELETE', url: `/api/v1/events/${dates[1]!.id}?scope=future` });
    expect(visitor.statusCode).toBe(401);
    expect(await datesOf((await detail(dates[0]!.id)).series!.id)).toHaveLength(4);
  });
});

describe('the series in a calendar file', () => {
  it('is one RRULE two parsers expand to the stored dates across a month boundary, a cancelled and a deleted date left out', async () => {
    const { first, dates } = await createSeries({ title: 'Akan Language Class', repeat_count: 6 });
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/v1/events/${dates[1]!.id}/cancel`,
      headers: organiser.headers,
    });
    expect(cancel.statusCode).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/events/${dates[3]!.id}`,
      headers: organiser.headers,
    });
    expect(removed.statusCode).toBe(200);

    const ics = await icsOf(dates[0]!.id);
    expect(ics).toContain(`UID:series-${first.series!.id}@`);
    expect(ics).toContain('RRULE:FREQ=WEEKLY;COUNT=6');
    expect(ics).toContain('EXDATE;TZID=Africa/Johannesburg:20271226T180000,20280109T180000');
    const shown = dates.filter((_, index) => index !== 1 && index !== 3);
    for (const [name, parse] of CALENDAR_PARSERS) {
      const occurrences = parse(ics).occurrences(new Date('2027-12-01'), new Date('2028-03-01'));
      expect(
        occurrences.map((date) => date.start.toISOString()),
        name,
      ).toEqual(shown.map((date) => date.start));
      expect(occurrences.every((date) => date.summary === 'Akan Language Class')).toBe(true);
    }
  });

  it('a monthly series on the last Sunday expands the same in both parsers, on the wall clock', async () => {
    const { first, dates } = await createSeries({
      title: 'Association General Meeting',
      start_date: '2027-01-31T14:00',
      end_date: '2027-01-31T17:00',
      repeat: 'monthly_last',
      repeat_count: 4,
    });
    const ics = await icsOf(first.id);
    expect(ics).toContain('RRULE:FREQ=MONTHLY;BYDAY=-1SU;COUNT=4');
    for (const [name, parse] of CALENDAR_PARSERS) {
      const occurrences = parse(ics).occurrences(new Date('2027-01-01'), new Date('2027-12-31'));
      expect(
        occurrences.map((date) => date.start.toISOString()),
        name,
      ).toEqual(dates.map((date) => date.start));
      expect(
        occurrences.map((date) => date.localStart),
        name,
      ).toEqual(['2027-01-31 14:00', '2027-02-28 14:00', '2027-03-28 14:00', '2027-04-25 14:00']);
    }
  });

  it('leaves a private date of the series out of a visitor’s file, but not out of its organiser’s', async () => {
    const { dates } = await createSeries({ title: 'Council Meeting' });
    await app.inject({
      method: 'PATCH',
      url: `/api/v1/events/${dates[2]!.id}/toggle-privacy`,
      headers: organiser.headers,
    });
    const parse = CALENDAR_PARSERS[0][1];
    const visitor = parse(await icsOf(dates[0]!.id)).occurrences(new Date('2027-12-01'), new Date('2028-02-01'));
    const owner = parse(await icsOf(dates[0]!.id, organiser)).occurrences(
      new Date('2027-12-01'),
      new Date('2028-02-01'),
    );
    expect(visitor).toHaveLength(3);
    expect(owner).toHaveLength(4);
  });
});
