import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatDateTimeTwoClocks, reminderMessages, reminderTexts, releaseTexts } from '@akwaaba/contracts';
import { buildSecondInstance, buildTestApp } from '../../../../test/build-test-app.ts';
import {
  categoryBySlug,
  createEvent,
  eventBody,
  makeIndividual,
  makeVerifiedBusiness,
  storedRsvps,
  type Actor,
} from '../../../../test/event-factories.ts';
import { linkToken, mailBody, mailHeader, selectRows, smsCode } from '../../../../test/factories.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;
/**
 * A second server process on the same database: the scheduler runs in both. PostgreSQL only: on PGlite's one
 * connection the two would share their prepared statements, so there the same instance runs twice at once.
 */
const other = process.env.DATABASE_URL ? await buildSecondInstance(testApp) : app;

const HOUR = 3_600_000;
const category = await categoryBySlug(app, 'event', 'cultural-celebrations');
const organiser = await makeVerifiedBusiness(app, 'Ghana Union Gauteng');

/** An event starting `days` from now, for three hours (eventBody's week unless said). */
const event = (overrides: Record<string, unknown> = {}) =>
  createEvent(app, organiser, eventBody(clock.now(), category.id, overrides));
const attend = async (id: number, who: Actor) => {
  const response = await app.inject({ method: 'POST', url: `/api/v1/events/${id}/attend`, headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.status as string;
};
const members = (count: number) => Promise.all(Array.from({ length: count }, () => makeIndividual(app)));
const activityOf = async (who: Actor) =>
  (await app.inject({ method: 'GET', url: '/api/v1/activity?per_page=50', headers: who.headers })).json().data as {
    type: string;
    message: string;
    link: string | null;
  }[];
/** Moves the clock to `hours` before the event's start. */
const goTo = (start: string, hours: number) => clock.set(new Date(new Date(start).getTime() - hours * HOUR));
/** Both instances' schedulers at once, as two processes would run them. */
const bothRemind = async () =>
  (await Promise.all([app, other].map((a) => a.services.remindersService.sendDue()))).reduce((a, b) => a + b);
const bothRelease = async () =>
  (await Promise.all([app, other].map((a) => a.services.remindersService.releaseDue()))).reduce((a, b) => a + b);

async function mailTo(who: Actor, subject?: string) {
  return (await testApp.mail()).filter(
    (eml) => mailHeader(eml, 'To') === who.email && (subject === undefined || mailHeader(eml, 'Subject') === subject),
  );
}
async function withVerifiedPhone(who: Actor, phone: string): Promise<void> {
  await selectRows(
    database,
    sql`update users set phone = ${phone}, phone_verified_at = now(), notify_sms_updates = true where id = ${who.id}`,
  );
}
/** A guest's RSVP by phone, through the SMS code. */
async function guestRsvp(eventId: number, national: string) {
  const e164 = `+27${national.slice(1)}`;
  expect(
    (
      await app.inject({
        method: 'POST',
        url: `/api/v1/events/${eventId}/guest-rsvps`,
        payload: { name: 'Esi Guest', phone: national },
      })
    ).statusCode,
  ).toBe(200);
  const code = smsCode((await testApp.sms()).filter((text) => text.to === e164).at(-1)!);
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api/v1/events/${eventId}/guest-rsvps/confirm`,
    payload: { phone: national, code },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return e164;
}
/** The 'Still coming?' token in the newest reminder mailed to the member. */
async function reconfirmToken(who: Actor): Promise<string> {
  const token = linkToken(await testApp.mail(), who.email!, '/reconfirm');
  expect(token).not.toBeNull();
  return token!;
}
const answer = (token: string, reply: 'yes' | 'no') =>
  app.inject({ method: 'POST', url: '/api/v1/reconfirmations', payload: { token, answer: reply } });
const view = (token: string) => app.inject({ method: 'POST', url: '/api/v1/reconfirmations/view', payload: { token } });

describe('reminders 24 hours before', () => {
  it('go at T-24 h exactly once with two instances running, by feed, mail and SMS, with both clocks, the place and a map', async () => {
    const { id, start_date } = await event({ title: 'Asanteman Durbar', venue_name: 'Zoo Lake Gardens' });
    const [ama, kofi] = await members(2);
    await withVerifiedPhone(kofi!, '+27825550101');
    await attend(id, ama!);
    await attend(id, kofi!);
    const guest = await guestRsvp(id, '0825550199');

    goTo(start_date, 24.02);
    expect(await bothRemind()).toBe(0);
    goTo(start_date, 24);
    expect(await bothRemind()).toBe(1);
    expect(await bothRemind()).toBe(0);
    goTo(start_date, 3);
    expect(await bothRemind()).toBe(0);

    const subject = reminderTexts.subject('Asanteman Durbar');
    for (const who of [ama!, kofi!]) {
      const mails = await mailTo(who, subject);
      expect(mails).toHaveLength(1);
      const text = mailBody(mails[0]!);
      // Both clocks: '06 Mar 2030, 18:30 (16:30 in Ghana)', with Ghana's day named when it is another ('00:34 (22:34
      // Sat in Ghana)': the test's event starts at the hour the test runs).
      expect(text).toContain(`starts ${formatDateTimeTwoClocks(start_date)}`);
      expect(text).toMatch(/\d\d:\d\d \(\d\d:\d\d( [A-Z][a-z]{2})? in Ghana\)/);
      expect(text).toContain('Where: Zoo Lake Gardens, Prince of Wales Drive, Parkview, Johannesburg');
      expect(text).toContain('https://www.google.com/maps/search/?api=1&query=Zoo%20Lake%20Gardens');
      expect(text).not.toContain('reconfirm');
      expect((await activityOf(who)).filter((entry) => entry.type === 'event.reminder')).toHaveLength(1);
    }
    const texts = (await testApp.sms()).filter((text) => text.body.startsWith('Akwaaba reminder'));
    expect(texts.map((text) => text.to).sort()).toEqual([guest, '+27825550101'].sort());
    expect(texts[0]!.body).toContain('"Asanteman Durbar" starts');
  });

  it('go late when the instances were down at the due time, and not at all once the event has started', async () => {
    const [abena] = await members(1);
    const missed = await event({ title: 'Missed reminder' });
    await attend(missed.id, abena!);
    // Down from before its T-24 h until a minute after it started: too late to remind.
    clock.set(new Date(new Date(missed.start_date).getTime() + 60_000));
    await bothRemind();
    expect(await mailTo(abena!, reminderTexts.subject('Missed reminder'))).toHaveLength(0);

    const late = await event({ title: 'Late reminder' });
    await attend(late.id, abena!);
    // Down from before its T-24 h until an hour before it starts: sent then, once.
    goTo(late.start_date, 1);
    expect(await bothRemind()).toBe(1);
    expect(await mailTo(abena!, reminderTexts.subject('Late reminder'))).toHaveLength(1);
  });

  it('are not sent for a cancelled event', async () => {
    const { id, start_date } = await event({ title: 'Called off' });
    const [yaw] = await members(1);
    await attend(id, yaw!);
    expect(
      (await app.inject({ method: 'POST', url: `/api/v1/events/${id}/cancel`, headers: organiser.headers })).statusCode,
    ).toBe(200);
    goTo(start_date, 23);
    await bothRemind();
    expect(await mailTo(yaw!, reminderTexts.subject('Called off'))).toHaveLength(0);
  });

  it('go again for the new start when the event moves, to those who answered before too', async () => {
    const created = await event({ title: 'Moved gathering', max_attendees: 5, reconfirm_hours: 6 });
    const [efua] = await members(1);
    await attend(created.id, efua!);
    goTo(created.start_date, 24);
    await bothRemind();
    expect((await answer(await reconfirmToken(efua!), 'yes')).statusCode).toBe(200);
    const later = new Date(new Date(created.start_date).getTime() + 48 * HOUR);
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/v1/events/${created.id}`,
      headers: organiser.headers,
      payload: eventBody(clock.now(), category.id, {
        title: 'Moved gathering',
        max_attendees: 5,
        reconfirm_hours: 6,
        start_date: later.toISOString(),
        end_date: new Date(later.getTime() + 3 * HOUR).toISOString(),
      }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await mailTo(efua!, 'Changed: Moved gathering')).toHaveLength(1);
    goTo(later.toISOString(), 24);
    expect(await bothRemind()).toBeGreaterThanOrEqual(1);
    expect(await mailTo(efua!, reminderTexts.subject('Moved gathering'))).toHaveLength(2);
    // Her earlier yes was for the old date: she is asked again, and silent she loses the place.
    const [{ asked, reconfirmed }] = (await selectRows(
      database,
      sql`select reconfirm_asked_at is not null as asked, reconfirmed_at is not null as reconfirmed from event_attendees where event_id = ${created.id}`,
    )) as [{ asked: boolean; reconfirmed: boolean }];
    expect({ asked, reconfirmed }).toEqual({ asked: true, reconfirmed: false });
  });
});

describe('reconfirmation', () => {
  it('releases the places not reconfirmed at the deadline to the waitlist, once, and tells both sides', async () => {
    const { id, start_date } = await event({ title: 'Kente night', max_attendees: 2, reconfirm_hours: 6 });
    const [keeps, silent, first, second] = await members(4);
    await attend(id, keeps!);
    await attend(id, silent!);
    expect(await attend(id, first!)).toBe('waitlisted');
    expect(await attend(id, second!)).toBe('waitlisted');

    goTo(start_date, 24);
    await bothRemind();
    const reminder = mailBody((await mailTo(keeps!, reminderTexts.subject('Kente night')))[0]!);
    expect(reminder).toContain('Still coming? Please reconfirm by');
    expect(await mailTo(first!, reminderTexts.subject('Kente night'))).toHaveLength(0);

    const token = await reconfirmToken(keeps!);
    const shown = await view(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      event_id: id,
      title: 'Kente night',
      status: 'attending',
      reconfirmed: false,
      open: true,
    });
    const yes = await answer(token, 'yes');
    expect(yes.json()).toEqual({
      data: { reconfirmed: true, status: 'attending' },
      message: reminderMessages.reconfirmedYes,
    });
    expect((await answer(token, 'yes')).json().message).toBe(reminderMessages.reconfirmedAlready);

    goTo(start_date, 6.01);
    expect(await bothRelease()).toBe(0);
    goTo(start_date, 6);
    expect(await bothRelease()).toBe(1);
    expect(await bothRelease()).toBe(0);

    const rows = await storedRsvps(testApp, id);
    expect(rows.attendeesCount).toBe(2);
    expect(rows.waitlistCount).toBe(1);
    expect(
      rows.rows
        .filter((row) => row.status === 'attending')
        .map((row) => row.userId)
        .sort(),
    ).toEqual([keeps!.id, first!.id].sort());
    expect((await activityOf(silent!)).some((entry) => entry.message === releaseTexts.entry('Kente night'))).toBe(true);
    expect(await mailTo(silent!, releaseTexts.subject('Kente night'))).toHaveLength(1);
    expect((await activityOf(first!)).some((entry) => entry.type === 'event.promoted')).toBe(true);

    // The organiser sees who reconfirmed.
    const list = (
      await app.inject({ method: 'GET', url: `/api/v1/events/${id}/attendees`, headers: organiser.headers })
    ).json().data as { user_id: number; reconfirmed_at: string | null }[];
    expect(list.find((row) => row.user_id === keeps!.id)!.reconfirmed_at).not.toBeNull();
    expect(list.find((row) => row.user_id === first!.id)!.reconfirmed_at).toBeNull();

    // Past the deadline the link answers so; the released member's link names nothing any more.
    expect((await answer(token, 'no')).statusCode).toBe(409);
    expect((await answer(token, 'no')).json().message).toBe(reminderMessages.reconfirmClosed);
    const released = await reconfirmToken(silent!);
    expect((await answer(released, 'yes')).statusCode).toBe(404);
    expect((await view(released)).json().message).toBe(reminderMessages.reconfirmGone);
    // Promoted after the reminder, never asked: the place stays hers.
    goTo(start_date, 1);
    await bothRelease();
    expect((await storedRsvps(testApp, id)).rows.find((row) => row.userId === first!.id)!.status).toBe('attending');
  });

  it("gives a place up at once on 'can't come', and the waitlist moves up", async () => {
    const { id, start_date } = await event({ title: 'Naming ceremony', max_attendees: 1, reconfirm_hours: 4 });
    const [going, waiting] = await members(2);
    await attend(id, going!);
    await attend(id, waiting!);
    goTo(start_date, 20);
    await bothRemind();
    const token = await reconfirmToken(going!);
    const no = await answer(token, 'no');
    expect(no.json()).toEqual({ data: { reconfirmed: false, status: null }, message: reminderMessages.reconfirmedNo });
    expect((await storedRsvps(testApp, id)).rows).toEqual([{ userId: waiting!.id, status: 'attending' }]);
    expect((await answer(token, 'no')).statusCode).toBe(404);
  });

  it('refuses forged, malformed and foreign tokens', async () => {
    const forged = await answer(`123.${'A'.repeat(43)}`, 'yes');
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(reminderMessages.reconfirmGone);
    const malformed = await answer('not-a-token', 'yes');
    expect(malformed.statusCode).toBe(422);
    expect((await answer(`123.${'A'.repeat(43)}`, 'maybe' as 'yes')).statusCode).toBe(422);
  });

  it('is refused on the form after the event, beyond bounds, or without a capacity', async () => {
    for (const [value, message] of [
      [0, reminderMessages.reconfirmHoursInvalid],
      [30, reminderMessages.reconfirmHoursInvalid],
      ['soon', reminderMessages.reconfirmHoursInvalid],
      [2.5, reminderMessages.reconfirmHoursInvalid],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/events',
        headers: organiser.headers,
        payload: eventBody(clock.now(), category.id, { max_attendees: 10, reconfirm_hours: value }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.reconfirm_hours).toEqual([message]);
    }
    const noCapacity = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: organiser.headers,
      payload: eventBody(clock.now(), category.id, { reconfirm_hours: 6 }),
    });
    expect(noCapacity.json().errors.reconfirm_hours).toEqual([reminderMessages.reconfirmNeedsCapacity]);
  });
});

describe('an organiser cancels an event', () => {
  it('keeps the page and the RSVPs, tells everyone with an RSVP, and closes RSVPs', async () => {
    const { id } = await event({ title: 'Highlife picnic', max_attendees: 1 });
    const [going, waiting, stranger] = await members(3);
    await attend(id, going!);
    await attend(id, waiting!);
    const guest = await guestRsvp(id, '0825550177');

    expect(
      (await app.inject({ method: 'POST', url: `/api/v1/events/${id}/cancel`, headers: stranger!.headers })).statusCode,
    ).toBeGreaterThanOrEqual(403);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/v1/events/${id}/cancel`,
      headers: organiser.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(reminderMessages.cancelled);
    expect(cancelled.json().data.cancelled_at).not.toBeNull();

    for (const who of [going!, waiting!]) {
      expect(await mailTo(who, 'Cancelled: Highlife picnic')).toHaveLength(1);
      expect(
        (await activityOf(who)).some((entry) => entry.type === 'event.cancelled' && entry.link === `/events/${id}`),
      ).toBe(true);
    }
    expect((await testApp.sms()).some((text) => text.to === guest && text.body.includes('is cancelled'))).toBe(true);
    expect((await storedRsvps(testApp, id)).rows).toHaveLength(3);

    const again = await app.inject({ method: 'POST', url: `/api/v1/events/${id}/cancel`, headers: organiser.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(reminderMessages.alreadyCancelled);
    const late = await app.inject({ method: 'POST', url: `/api/v1/events/${id}/attend`, headers: stranger!.headers });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(reminderMessages.cannotRsvpCancelled);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/v1/events/${id}`,
      headers: organiser.headers,
      payload: eventBody(clock.now(), category.id),
    });
    expect(edit.statusCode).toBe(409);
    const listed = (await app.inject({ method: 'GET', url: '/api/v1/events?per_page=50' })).json().data as {
      id: number;
      cancelled_at: string | null;
    }[];
    expect(listed.find((row) => row.id === id)?.cancelled_at).not.toBeNull();
  });

  it('deleting an event that has not ended tells everyone and keeps what calendars need until 30 days after its end', async () => {
    const { id, end_date } = await event({ title: 'Deleted durbar', max_attendees: 1 });
    const [going, waiting] = await members(2);
    await attend(id, going!);
    await attend(id, waiting!);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/events/${id}`, headers: organiser.headers })).statusCode,
    ).toBe(200);
    for (const who of [going!, waiting!]) expect(await mailTo(who, 'Cancelled: Deleted durbar')).toHaveLength(1);
    const kept = await selectRows(
      database,
      sql`select user_id from deleted_event_attendees where event_id = ${id} order by user_id`,
    );
    expect(kept.map((row) => row.user_id)).toEqual([going!.id, waiting!.id].sort((a, b) => a - b));
    clock.set(new Date(new Date(end_date).getTime() + 29 * 24 * HOUR));
    await app.services.eventsService.purgeDeleted();
    expect(await selectRows(database, sql`select 1 from deleted_events where event_id = ${id}`)).toHaveLength(1);
    clock.set(new Date(new Date(end_date).getTime() + 31 * 24 * HOUR));
    await app.services.eventsService.purgeDeleted();
    expect(await selectRows(database, sql`select 1 from deleted_events where event_id = ${id}`)).toHaveLength(0);
  });
});
