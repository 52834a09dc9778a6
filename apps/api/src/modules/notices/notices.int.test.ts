import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTICE_MAX_DAYS, noticeMessages, saDateOf } from '@akwaaba/contracts';
import { createApprovedAssociation } from '../../../test/association-factories.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { makeAdmin, makeConfirmedIndividual, type Actor } from '../../../test/event-factories.ts';
import { selectRows } from '../../../test/factories.ts';
import { makeSource, noticeBody, postNotice } from '../../../test/notice-factories.ts';
import { addDays } from '../../lib/clock.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Actor | null, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const confirmed = (name: string) => makeConfirmedIndividual(testApp, name);

const admin = await makeAdmin(app);
const leader = await confirmed('Kwame Leader');
const outsider = await confirmed('Yaw Outsider');
const association = await createApprovedAssociation(app, leader, { name: 'Kumasi Youth Association Johannesburg' });
const asAssociation = `association:${association.id}`;

let phoneSequence = 0;
/** A member of the association: with a verified phone and 'SMS important updates' on or off, or no phone at all. */
async function follower(name: string, phone: 'sms-on' | 'sms-off' | 'none', associationId = association.id) {
  const member = await confirmed(name);
  const joined = await api('POST', `/associations/${associationId}/membership`, member);
  expect(joined.statusCode).toBe(201);
  if (phone !== 'none') {
    const number = `+2782${String(++phoneSequence).padStart(7, '0')}`;
    await database.db.execute(
      sql`update users set phone = ${number}, phone_verified_at = now(), notify_sms_updates = ${phone === 'sms-on'}
          where id = ${member.id}`,
    );
  }
  return member;
}

async function phoneOf(member: Actor): Promise<string> {
  const [row] = await selectRows(database, sql`select phone from users where id = ${member.id}`);
  return String(row!.phone);
}

const smsTo = async (phone: string) =>
  (await selectRows(database, sql`select id from outbox_messages where kind = 'sms' and payload->>'to' = ${phone}`))
    .length;
const boardIds = async (query = '') => {
  app.publicCache.clear();
  return (await api('GET', `/notices${query}`, null)).json().data.map((notice: { id: number }) => notice.id);
};

describe('posting a notice', () => {
  it('a leader posts in the association’s name; it is on the board with its author and no badge', async () => {
    const response = await api('POST', '/notices', leader, noticeBody(asAssociation, { kind: 'bereavement' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(noticeMessages.created);
    const notice = response.json().data;
    expect(notice).toMatchObject({
      kind: 'bereavement',
      is_urgent: false,
      author: { type: 'association', id: association.id, name: association.name, is_official: false },
      can_manage: true,
      is_expired: false,
      texted_count: 0,
    });
    expect(await boardIds()).toContain(notice.id);
    expect(await boardIds('?kind=bereavement')).toContain(notice.id);
    expect(await boardIds('?kind=safety')).not.toContain(notice.id);
    expect(await boardIds(`?association_id=${association.id}`)).toContain(notice.id);
    expect(await boardIds('?urgent=true')).not.toContain(notice.id);
    const visitor = await api('GET', `/notices/${notice.id}`, null);
    expect(visitor.json().data).toMatchObject({ id: notice.id, can_manage: false });
  });

  it('refuses a member who does not lead the association (403) and a visitor (401)', async () => {
    const member = await follower('Efua Member', 'none');
    for (const who of [member, outsider]) {
      const refused = await api('POST', '/notices', who, noticeBody(asAssociation));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(noticeMessages.notAuthor);
    }
    expect((await api('POST', '/notices', null, noticeBody(asAssociation))).statusCode).toBe(401);
    const authors = await api('GET', '/my/notice-authors', member);
    expect(authors.json().data).toEqual([]);
    expect((await api('GET', '/my/notice-authors', leader)).json().data).toEqual([
      { type: 'association', id: association.id, name: association.name, is_official: false },
    ]);
  });

  it('says what is wrong with an expiry in the past or too far ahead, and with the other fields, keeping nothing', async () => {
    const yesterday = saDateOf(addDays(clock.now(), -1));
    const past = await api('POST', '/notices', leader, noticeBody(asAssociation, { expires_on: yesterday }));
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ expires_on: [noticeMessages.expiresPast] });

    const far = saDateOf(addDays(clock.now(), NOTICE_MAX_DAYS + 2));
    const tooFar = await api('POST', '/notices', leader, noticeBody(asAssociation, { expires_on: far }));
    expect(tooFar.statusCode).toBe(422);
    expect(tooFar.json().errors).toEqual({ expires_on: [noticeMessages.expiresTooFar] });

    const bad = await api(
      'POST',
      '/notices',
      leader,
      noticeBody('club:1', { kind: 'gossip', title: '', body: '', expires_on: '2026-02-30' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      author: [noticeMessages.authorRequired],
      kind: [noticeMessages.kindRequired],
      title: [noticeMessages.titleRequired],
      body: [noticeMessages.bodyRequired],
      expires_on: [noticeMessages.expiresInvalid],
    });
    const [row] = await selectRows(database, sql`select count(*)::int as n from notices where user_id = ${leader.id}`);
    expect(row!.n).toBe(1);
  });
});

describe('changing a notice', () => {
  it('only its poster, the association’s leaders and admins may edit or delete it', async () => {
    const notice = await postNotice(app, leader, asAssociation);
    const edit = noticeBody(asAssociation, { title: 'Meeting moved again' });
    const notYours = await api('PUT', `/notices/${notice.id}`, outsider, edit);
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toBe(noticeMessages.onlyAuthor);
    expect((await api('DELETE', `/notices/${notice.id}`, outsider)).statusCode).toBe(403);

    const saved = await api('PUT', `/notices/${notice.id}`, leader, edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.title).toBe('Meeting moved again');

    const pastEdit = await api(
      'PUT',
      `/notices/${notice.id}`,
      leader,
      noticeBody(asAssociation, { expires_on: saDateOf(addDays(clock.now(), -3)) }),
    );
    expect(pastEdit.statusCode).toBe(422);
    expect(pastEdit.json().errors.expires_on).toEqual([noticeMessages.expiresPast]);

    expect((await api('PUT', `/notices/${notice.id}`, admin, edit)).statusCode).toBe(200);
    const audited = await selectRows(
      database,
      sql`select action from admin_audit_log where target_type = 'notice' and target_id = ${notice.id}`,
    );
    expect(audited.map((entry) => entry.action)).toEqual(['notice.update']);

    expect((await api('DELETE', `/notices/${notice.id}`, leader)).statusCode).toBe(200);
    expect((await api('GET', `/notices/${notice.id}`, leader)).statusCode).toBe(404);
  });

  it('the board’s total counts a notice posted or taken down at once (its count is kept between reads)', async () => {
    const total = async () => {
      app.publicCache.clear();
      return (await api('GET', '/notices', null)).json().total as number;
    };
    const before = await total();
    const notice = await postNotice(app, leader, asAssociation);
    expect(await total()).toBe(before + 1);
    expect((await api('DELETE', `/notices/${notice.id}`, leader)).statusCode).toBe(200);
    expect(await total()).toBe(before);
  });

  it('a missing notice is 404 to everyone', async () => {
    expect((await api('GET', '/notices/999999', null)).statusCode).toBe(404);
    expect((await api('PUT', '/notices/999999', leader, noticeBody(asAssociation))).statusCode).toBe(404);
  });
});

describe('expiry', () => {
  it('an expired notice leaves the board and the feed; its page is 404 but to those who manage it', async () => {
    const notice = await postNotice(app, leader, asAssociation, {
      title: 'Water cut in Yeoville tomorrow',
      expires_on: saDateOf(clock.now()),
    });
    expect(await boardIds()).toContain(notice.id);
    clock.advance(2 * 24 * 60 * 60 * 1000);
    try {
      expect(await boardIds()).not.toContain(notice.id);
      const gone = await api('GET', `/notices/${notice.id}`, outsider);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(noticeMessages.notFound);
      app.publicCache.clear();
      expect((await api('GET', '/notices.atom', null)).body).not.toContain('Water cut in Yeoville');
      const own = await api('GET', `/notices/${notice.id}`, leader);
      expect(own.json().data).toMatchObject({ is_expired: true, can_manage: true });
    } finally {
      clock.advance(-2 * 24 * 60 * 60 * 1000);
    }
  });
});

describe('urgent notices', () => {
  it('text only followers who opted in, once a day each, and mail every follower at once', async () => {
    const kotoko = await createApprovedAssociation(app, leader, { name: 'Kotoko Supporters Pretoria' });
    const optedIn = await follower('Ama Texted', 'sms-on', kotoko.id);
    const optedOut = await follower('Kofi Quiet', 'sms-off', kotoko.id);
    const noPhone = await follower('Esi No Phone', 'none', kotoko.id);
    const unrelated = await follower('Abena Elsewhere', 'sms-on');
    await database.db.execute(
      sql`update users set phone = '+27839990001', phone_verified_at = now() where id = ${leader.id}`,
    );

    const response = await api(
      'POST',
      '/notices',
      leader,
      noticeBody(`association:${kotoko.id}`, { kind: 'safety', title: 'Road closed on the N1', is_urgent: true }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(noticeMessages.createdUrgent(1));
    const notice = response.json().data;
    expect(notice.texted_count).toBe(1);

    expect(await smsTo(await phoneOf(optedIn))).toBe(1);
    expect(await smsTo(await phoneOf(optedOut))).toBe(0);
    expect(await smsTo(await phoneOf(unrelated))).toBe(0);
    expect(await smsTo('+27839990001')).toBe(0);

    // Every follower reads it in the app; the poster does not.
    for (const who of [optedIn, optedOut, noPhone]) {
      const feed = (await api('GET', '/notifications', who)).json().data.items as { link: string }[];
      expect(feed.map((item) => item.link)).toContain(`/notices/${notice.id}`);
    }
    const mails = await selectRows(
      database,
      sql`select payload->>'to' as to from outbox_messages where kind = 'mail' and payload->>'subject' like 'Urgent:%'`,
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual([optedIn.email, optedOut.email, noPhone.email].sort());

    // A second urgent notice the same day: in the app and the mail, but no second SMS.
    const again = await postNotice(app, leader, `association:${kotoko.id}`, {
      is_urgent: true,
      title: 'N1 open again',
    });
    expect(again.texted_count).toBe(0);
    expect(await smsTo(await phoneOf(optedIn))).toBe(1);

    // The counts equal their rows (decision 007).
    const drift = await selectRows(
      database,
      sql`select n.id from notices n
          where n.texted_count <> (select count(*) from notice_texts t where t.notice_id = n.id)`,
    );
    expect(drift).toEqual([]);
  });

  it('stay within the day’s cap an admin sets, and the admin sees the volume', async () => {
    const source = await confirmed('Consular Desk');
    const sourceId = await makeSource(app, admin, source);
    const readers: Actor[] = [];
    for (const name of ['Akua One', 'Akua Two', 'Akua Three']) {
      const reader = await follower(name, 'sms-on');
      expect((await api('POST', `/notice-sources/${sourceId}/followers`, reader)).statusCode).toBe(200);
      readers.push(reader);
    }
    const before = (await api('GET', '/admin/notice-sms', admin)).json().data;
    const capped = await api('PUT', '/admin/notice-sms', admin, { cap_per_day: before.sent_today + 2 });
    expect(capped.statusCode).toBe(200);
    expect(capped.json().data.cap_per_day).toBe(before.sent_today + 2);
    expect((await api('PUT', '/admin/notice-sms', admin, { cap_per_day: -1 })).json().errors.cap_per_day).toEqual([
      noticeMessages.smsCapInvalid,
    ]);
    expect((await api('PUT', '/admin/notice-sms', outsider, { cap_per_day: 5 })).statusCode).toBe(403);

    const notice = await postNotice(app, source, `source:${sourceId}`, { kind: 'consular', is_urgent: true });
    expect(notice.author).toMatchObject({ type: 'source', id: sourceId, is_official: true });
    expect(notice.texted_count).toBe(2);
    const volume = (await api('GET', '/admin/notice-sms', admin)).json().data;
    expect(volume.sent_today).toBe(before.sent_today + 2);
    expect(volume.sent_7_days).toBeGreaterThanOrEqual(volume.sent_today);

    // The day is full: the next urgent notice texts nobody.
    const next = await postNotice(app, source, `source:${sourceId}`, {
      is_urgent: true,
      title: 'Passport office closed',
    });
    expect(next.texted_count).toBe(0);
  });
});

describe('official sources', () => {
  it('an admin names them; only the source itself (and admins) post in its name; members follow it', async () => {
    const desk = await confirmed('Johannesburg Consulate Desk');
    expect((await api('POST', '/admin/notice-sources', outsider, { user_id: desk.id, name: 'X' })).statusCode).toBe(
      403,
    );
    const sourceId = await makeSource(app, admin, desk, 'Consulate of Ghana, Johannesburg');
    const taken = await api('POST', '/admin/notice-sources', admin, { user_id: desk.id, name: 'Again' });
    expect(taken.statusCode).toBe(409);
    const missing = await api('POST', '/admin/notice-sources', admin, { user_id: 999999, name: 'Nobody' });
    expect(missing.json().errors.user_id).toEqual([noticeMessages.memberNotFound]);

    expect((await api('POST', '/notices', outsider, noticeBody(`source:${sourceId}`))).statusCode).toBe(403);
    const notice = await postNotice(app, desk, `source:${sourceId}`, { kind: 'consular' });
    expect(await boardIds(`?source_id=${sourceId}`)).toEqual([notice.id]);

    const follow = await api('POST', `/notice-sources/${sourceId}/followers`, outsider);
    expect(follow.json()).toEqual({ data: { following: true, followers_count: 1 }, message: noticeMessages.followed });
    const listed = (await api('GET', '/notice-sources', outsider)).json().data;
    expect(listed).toContainEqual({
      id: sourceId,
      name: 'Consulate of Ghana, Johannesburg',
      followers_count: 1,
      following: true,
    });
    const unfollow = await api('DELETE', `/notice-sources/${sourceId}/followers`, outsider);
    expect(unfollow.json().data).toEqual({ following: false, followers_count: 0 });
    expect((await api('POST', '/notice-sources/999999/followers', outsider)).statusCode).toBe(404);

    const sources = (await api('GET', '/admin/notice-sources', admin)).json().data;
    expect(sources).toContainEqual(
      expect.objectContaining({
        id: sourceId,
        user: { id: desk.id, name: 'Johannesburg Consulate Desk' },
        notices_count: 1,
      }),
    );
    expect((await api('DELETE', `/admin/notice-sources/${sourceId}`, admin)).statusCode).toBe(200);
    expect((await api('GET', `/notices/${notice.id}`, null)).statusCode).toBe(404);
  });
});

describe('the Atom feed and the weekly digest', () => {
  it('the feed answers Atom with the board’s notices', async () => {
    const notice = await postNotice(app, leader, asAssociation, { title: 'Independence Day <braai> & party' });
    app.publicCache.clear();
    const feed = await api('GET', '/notices.atom', null);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/atom+xml');
    expect(feed.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(feed.body).toContain('Independence Day &lt;braai&gt; &amp; party');
    expect(feed.body).toContain(`/notices/${notice.id}</id>`);
  });

  it('mails a non-urgent notice to nobody at once: followers find it in their weekly digest (decision 042)', async () => {
    const reader = await follower('Weekly Reader', 'none');
    // The digest's scheduler sees the new member; their first digest is due a week later.
    await app.services.digestService.sendDue();
    const notice = await postNotice(app, leader, asAssociation, { title: 'Choir rehearsal on Thursday' });
    const mailsTo = async () =>
      selectRows(
        database,
        sql`select payload->>'subject' as subject, payload->>'text' as text from outbox_messages
            where kind = 'mail' and payload->>'to' = ${reader.email} and payload->>'text' like '%Choir rehearsal%'`,
      );
    expect(await mailsTo()).toEqual([]);

    clock.advance(7 * 24 * 60 * 60 * 1000);
    try {
      await app.services.digestService.sendDue();
      const [digest, ...more] = await mailsTo();
      expect(more).toEqual([]);
      expect(String(digest!.subject)).toMatch(/^Your week on Akwaaba/);
      expect(String(digest!.text)).toContain(`/notices/${notice.id}`);
      // Not again the week after.
      clock.advance(7 * 24 * 60 * 60 * 1000);
      await app.services.digestService.sendDue();
      expect(await mailsTo()).toHaveLength(1);
    } finally {
      clock.advance(-14 * 24 * 60 * 60 * 1000);
    }
  });
});
