import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  digestMessages,
  formatDateTimeTwoClocks,
  privacyMessages,
  saDateOf,
  UNSUBSCRIBE_CATEGORY_LABELS,
} from '@akwaaba/contracts';
import { createApprovedAssociation } from '../../../test/association-factories.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  categoryBySlug,
  createEvent,
  eventBody,
  hoursFrom,
  makeAdmin,
  makeConfirmedIndividual,
  makeIndividual,
  makeVerifiedBusiness,
  type Actor,
} from '../../../test/event-factories.ts';
import { mailBody, mailHeader, mailHtml, selectRows } from '../../../test/factories.ts';
import { makeSource, postNotice as post } from '../../../test/notice-factories.ts';
import { addDays } from '../../lib/clock.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;

const DAY = 24 * 3_600_000;
const WEEK = 7 * DAY;
const sendDue = () => app.services.digestService.sendDue();

const api = (method: 'GET' | 'POST' | 'PUT', url: string, who: Actor | null, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
};

const category = await categoryBySlug(app, 'event', 'cultural-celebrations');
const admin = await makeAdmin(app);
const leader = await makeConfirmedIndividual(testApp, 'Kwame Leader');
const association = await createApprovedAssociation(app, leader, { name: 'Kumasi Youth Association Johannesburg' });
const organiser = await makeVerifiedBusiness(app, 'Kente House');
const [business] = (await api('GET', '/my/businesses', organiser)).json().data as { id: number }[];
const elsewhere = await makeVerifiedBusiness(app, 'Jollof Corner');
const desk = await makeConfirmedIndividual(testApp, 'Consular Desk');
const sourceId = await makeSource(app, admin, desk, 'Ghana High Commission, Pretoria');

/** A physical event by `who`, starting `days` from the test clock's now. */
const eventIn = (who: Actor, days: number, overrides: Record<string, unknown> = {}) =>
  createEvent(
    app,
    who,
    eventBody(clock.now(), category.id, {
      start_date: hoursFrom(clock.now(), days * 24),
      end_date: hoursFrom(clock.now(), days * 24 + 3),
      ...overrides,
    }),
  );

/** A notice in `author`'s name, on the board for a month from the test clock's now. */
const postNotice = (_: unknown, who: Actor, author: string, overrides: Record<string, unknown>) =>
  post(app, who, author, { expires_on: saDateOf(addDays(clock.now(), 30)), ...overrides });

/** A confirmed member living in `location` who follows the business, joins the association or follows the source. */
async function follower(
  name: string,
  what: { business?: boolean; association?: boolean; source?: boolean },
  location = 'Yeoville',
) {
  const member = await makeConfirmedIndividual(testApp, name);
  await ok(api('PUT', '/profile', member, { location }));
  if (what.business) await ok(api('POST', `/businesses/${business!.id}/follow`, member));
  if (what.association) await ok(api('POST', `/associations/${association.id}/membership`, member));
  if (what.source) await ok(api('POST', `/notice-sources/${sourceId}/followers`, member));
  return member;
}

/** The member's setting as stored (their session has long expired on the moved clock). */
const digestSetting = async (who: Actor) =>
  (await selectRows(database, sql`select notify_weekly_digest as on from users where id = ${who.id}`))[0]!.on;

/** The digests delivered to `email`, oldest first. */
const digestsTo = async (email: string) =>
  (await testApp.mail()).filter(
    (eml) => mailHeader(eml, 'To') === email && mailHeader(eml, 'Subject')?.startsWith('Your week on Akwaaba'),
  );

describe('the weekly digest', () => {
  it('brings a follower one mail with the new event and notice, events near them, both clocks and an unsubscribe link', async () => {
    const reader = await follower('Ama Reader', { business: true, association: true });
    // The scheduler sees them following within minutes: their first digest is due a week later.
    await sendDue();
    expect(await digestsTo(reader.email)).toEqual([]);

    const event = await eventIn(organiser, 10, { title: 'Kente Weaving Afternoon' });
    const notice = await postNotice(app, leader, `association:${association.id}`, {
      title: 'Choir rehearsal on Thursday',
    });
    const urgent = await postNotice(app, leader, `association:${association.id}`, {
      title: 'Road closed on the N1',
      is_urgent: true,
    });
    // Near them (Johannesburg) in the coming two weeks, from a business they do not follow.
    const nearby = await eventIn(elsewhere, 12, { title: 'Jollof Cook-Off' });
    const farAway = await eventIn(elsewhere, 12, { title: 'Durban Beach Braai', city: 'Durban' });

    // A non-urgent notice waits for the digest: nothing yet but the urgent notice's own mail.
    await sendDue();
    expect(await digestsTo(reader.email)).toEqual([]);

    clock.advance(WEEK);
    await sendDue();
    const [mail, ...more] = await digestsTo(reader.email);
    expect(more).toEqual([]);
    expect(mailHeader(mail!, 'Subject')).toBe(digestMessages.subject(1, 1));
    const text = mailBody(mail!);
    expect(text).toContain('Hello Ama Reader,');
    expect(text).toContain(`${digestMessages.eventsHeading}\n\n- Kente Weaving Afternoon (`);
    expect(text).toContain(formatDateTimeTwoClocks(event.start_date));
    expect(text).toContain('from Kente House Trading');
    expect(text).toContain(`http://akwaaba.test/events/${event.id}`);
    expect(text).toContain(`- Choir rehearsal on Thursday (Community news notice from ${association.name})`);
    expect(text).toContain(`http://akwaaba.test/notices/${notice.id}`);
    expect(text).not.toContain(`/notices/${urgent.id}`);
    expect(text).toContain(`${digestMessages.nearbyHeading('Johannesburg')}\n\n- Jollof Cook-Off (`);
    expect(text).toContain(`http://akwaaba.test/events/${nearby.id}`);
    expect(text).not.toContain(`/events/${farAway.id}`);
    // The followed event is listed once, as new, not again as nearby.
    expect(text.split(`/events/${event.id}`)).toHaveLength(2);

    const token = app.services.consentsService.unsubscribeLinkToken(reader.id, 'weekly_digest');
    expect(text).toContain(`Unsubscribe from these emails: http://akwaaba.test/unsubscribe?token=${token}`);
    expect(mailHeader(mail!, 'List-Unsubscribe')).toBe(`<http://akwaaba.test/api/v1/unsubscribe?token=${token}>`);
    expect(mailHeader(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const html = mailHtml(mail!)!;
    expect(html).toContain(`<a href="http://akwaaba.test/events/${event.id}"`);
    expect(html).toContain(`<a href="http://akwaaba.test/notices/${notice.id}"`);
    expect(html).not.toMatch(/<img/i);
    expect(mail!.length).toBeLessThan(20_000);

    // Asked again the same week: nothing more.
    await sendDue();
    await sendDue();
    expect(await digestsTo(reader.email)).toHaveLength(1);
    // Download my data says where their digest stands.
    const { data } = await app.services.digestService.exportFor({ id: reader.id });
    expect(data.weekly_digest).toEqual([
      { dueAt: new Date(clock.now().getTime() + WEEK), coveredUntil: expect.any(Date), lastSentAt: clock.now() },
    ]);
  });

  it('sends nothing in a week with nothing new (events near them alone are no reason), then only what is new', async () => {
    const reader = await follower('Kofi Weekly', { source: true });
    await sendDue();
    const first = await postNotice(app, desk, `source:${sourceId}`, { kind: 'consular', title: 'Passport day' });
    clock.advance(WEEK);
    await sendDue();
    expect(await digestsTo(reader.email)).toHaveLength(1);

    // A week with an event near them (three days ahead at the next digest), but nothing from what they follow.
    await eventIn(elsewhere, 10, { title: 'Highlife Night' });
    clock.advance(WEEK);
    await sendDue();
    expect(await digestsTo(reader.email)).toHaveLength(1);

    const second = await postNotice(app, desk, `source:${sourceId}`, { kind: 'consular', title: 'Consulate closed' });
    clock.advance(WEEK);
    await sendDue();
    const mails = await digestsTo(reader.email);
    expect(mails).toHaveLength(2);
    const text = mailBody(mails[1]!);
    expect(mailHeader(mails[1]!, 'Subject')).toBe(digestMessages.subject(0, 1));
    expect(text).toContain(`/notices/${second.id}`);
    expect(text).not.toContain(`/notices/${first.id}`);
    expect(text).not.toContain(digestMessages.eventsHeading);
  });

  it('is not sent to a member who turned it off, nor to an address never confirmed, nor to one who follows nothing', async () => {
    const optedOut = await follower('Esi Opted Out', { source: true });
    await ok(api('PUT', '/profile', optedOut, { notify_weekly_digest: false }));
    expect((await api('GET', '/profile', optedOut)).json().data.notifications.notify_weekly_digest).toBe(false);
    const unconfirmed = await makeIndividual(app, 'Yaw Unconfirmed');
    await ok(api('POST', `/notice-sources/${sourceId}/followers`, unconfirmed));
    const followsNothing = await makeConfirmedIndividual(testApp, 'Abena Nothing');
    const control = await follower('Akua Control', { source: true });
    await sendDue();

    await postNotice(app, desk, `source:${sourceId}`, { kind: 'consular', title: 'Visa clinic' });
    await eventIn(elsewhere, 5, { title: 'Kwahu Easter Social' });
    clock.advance(WEEK);
    await sendDue();
    expect(await digestsTo(control.email)).toHaveLength(1);
    for (const member of [optedOut, unconfirmed, followsNothing]) expect(await digestsTo(member.email)).toEqual([]);
    const rows = await selectRows(database, sql`select 1 from member_digests where user_id = ${followsNothing.id}`);
    expect(rows).toEqual([]);
  });

  it('stops with one click on its link; a forged link is refused and changes nothing', async () => {
    const reader = await follower('Adwoa Unsubscribes', { source: true });
    await sendDue();
    await postNotice(app, desk, `source:${sourceId}`, { kind: 'consular', title: 'Elections abroad' });
    clock.advance(WEEK);
    await sendDue();
    const [mail] = await digestsTo(reader.email);
    const token = /unsubscribe\?token=([\w.-]+)/.exec(mailBody(mail!))![1]!;
    expect(token).toBe(app.services.consentsService.unsubscribeLinkToken(reader.id, 'weekly_digest'));

    const forged = token.replace(`.${reader.id}.`, `.${leader.id}.`);
    for (const bad of [forged, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, `new_events.${token}`]) {
      const refused = await app.inject({ method: 'POST', url: `/api/v1/unsubscribe?token=${bad}` });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(privacyMessages.unsubscribeInvalid);
    }
    expect(await digestSetting(leader)).toBe(true);

    const target = await app.inject({ method: 'GET', url: `/api/v1/unsubscribe?token=${token}` });
    expect(target.json().data).toEqual({
      category: 'weekly_digest',
      label: UNSUBSCRIBE_CATEGORY_LABELS.weekly_digest,
    });
    expect(await digestSetting(reader)).toBe(true);
    const oneClick = await app.inject({
      method: 'POST',
      url: `/api/v1/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().message).toBe(privacyMessages.unsubscribed);
    expect(await digestSetting(reader)).toBe(false);

    await postNotice(app, desk, `source:${sourceId}`, { kind: 'consular', title: 'Another notice' });
    clock.advance(WEEK);
    await sendDue();
    expect(await digestsTo(reader.email)).toHaveLength(1);
  });

  it('two processes at once queue one digest per member, in batches', async () => {
    // 150 followers, more than one batch, seeded below HTTP.
    const seeded = await selectRows(
      database,
      sql`insert into users (name, email, email_verified_at)
          select 'Batch Reader ' || n, 'batch.reader.' || n || '@example.com', now()
          from generate_series(1, 150) as n
          returning id, email`,
    );
    await database.db.execute(
      sql`insert into notice_source_followers (source_id, user_id)
          select ${sourceId}, id from users where email like 'batch.reader.%'`,
    );
    await sendDue();
    await postNotice(app, desk, `source:${sourceId}`, { kind: 'consular', title: 'Town hall meeting' });
    clock.advance(WEEK);

    const [one, two] = await Promise.all([sendDue(), sendDue()]);
    expect(one + two).toBeGreaterThanOrEqual(seeded.length);
    const counts = await selectRows(
      database,
      sql`select payload->>'to' as to, count(*)::int as mails from outbox_messages
          where kind = 'mail' and payload->>'to' like 'batch.reader.%' group by 1`,
    );
    expect(counts).toHaveLength(seeded.length);
    expect(counts.every((row) => row.mails === 1)).toBe(true);
    expect(await Promise.all([sendDue(), sendDue()])).toEqual([0, 0]);
  });
});
