import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessages, NEWSLETTER_SUBJECT_MAX, privacyMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { makeAdmin, makeIndividual, type Actor } from '../../../test/event-factories.ts';
import { mailBody, mailHeader, mailHtml, selectRows } from '../../../test/factories.ts';

const testApp = await buildTestApp();
const { app, database } = testApp;

const admin = await makeAdmin(app);
const setMarketing = async (who: Actor, on: boolean) => {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/v1/profile',
    headers: who.headers,
    payload: { notify_marketing: on },
  });
  expect(response.statusCode).toBe(200);
};
const audience = async () =>
  (await app.inject({ method: 'GET', url: '/api/v1/admin/newsletters/audience', headers: admin.headers })).json().data
    .audience as number;
const send = (payload: Record<string, unknown>, who: Actor | null = admin) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/admin/newsletters',
    ...(who ? { headers: who.headers } : {}),
    payload,
  });
/** What the newsletter sent to an address (a sign-up's own confirmation mail left out). */
const mailTo = async (email: string) =>
  (await testApp.mail()).filter(
    (eml) => mailHeader(eml, 'To') === email && mailHeader(eml, 'Subject') !== 'Confirm your Akwaaba email address',
  );

describe('the community newsletter', () => {
  it('reaches exactly the members whose marketing consent is current, with footer link and one-click headers', async () => {
    const fan = await makeIndividual(app, 'Abena <Fan> & Co');
    const second = await makeIndividual(app, 'Second Fan');
    const neverAsked = await makeIndividual(app, 'Never Asked');
    const withdrew = await makeIndividual(app, 'Changed Mind');
    const flagOnly = await makeIndividual(app, 'Flag Without Consent');
    const suspended = await makeIndividual(app, 'Suspended Fan');
    const staleGrant = await makeIndividual(app, 'Withdrawn Grant');
    // Confirmed addresses, so that only consent decides here (the double opt-in has its own test, auth/email).
    await database.db.execute(sql`update users set email_verified_at = now() where email is not null`);
    for (const member of [fan, second, withdrew, suspended, staleGrant]) await setMarketing(member, true);
    await setMarketing(withdrew, false);
    await setMarketing(staleGrant, false);
    // A flag set behind the consent's back (no grant on record) mails nobody.
    await database.db.execute(
      sql`update users set notify_marketing = true where id in (${flagOnly.id}, ${staleGrant.id})`,
    );
    await database.db.execute(sql`update users set suspended_at = now() where id = ${suspended.id}`);

    expect(await audience()).toBe(2);
    const response = await send({ subject: 'Heritage Month in Joburg', body: 'Braai, music and more.\n\nSee you!' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { queued: 2 }, message: privacyMessages.newsletterSent(2) });
    await app.services.outbox.drain();

    for (const member of [neverAsked, withdrew, flagOnly, suspended, staleGrant])
      expect(await mailTo(member.email)).toEqual([]);
    const [mail] = await mailTo(fan.email);
    expect(mail).toBeDefined();
    expect(await mailTo(second.email)).toHaveLength(1);
    expect(mailHeader(mail!, 'Subject')).toBe('Heritage Month in Joburg');
    expect(mailHeader(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(mailHeader(mail!, 'List-Unsubscribe') ?? '')?.[1];
    expect(oneClick).toMatch(/^http:\/\/akwaaba\.test\/api\/v1\/unsubscribe\?token=marketing\.\d+\.[\w-]{43}$/);
    const token = new URL(oneClick!).searchParams.get('token')!;
    expect(token).toBe(app.services.consentsService.unsubscribeLinkToken(fan.id, 'marketing'));

    const text = mailBody(mail!);
    expect(text).toContain('Hello Abena <Fan> & Co,');
    expect(text).toContain('Braai, music and more.');
    expect(text).toContain('Profile Settings → Account');
    expect(text).toContain(`Unsubscribe from these emails: http://akwaaba.test/unsubscribe?token=${token}`);
    const html = mailHtml(mail!)!;
    expect(html).toContain('Hello Abena &lt;Fan&gt; &amp; Co,');
    expect(html).toContain(`href="http://akwaaba.test/unsubscribe?token=${token}"`);

    // The admin audit trail names who sent it, and how many it reached.
    const audit = await app.inject({ method: 'GET', url: '/api/v1/admin/audit', headers: admin.headers });
    expect(audit.json().data).toContainEqual(
      expect.objectContaining({
        admin: { id: admin.id, name: expect.any(String) },
        action: 'newsletter.sent',
        target_type: 'newsletter',
        note: 'Heritage Month in Joburg (2 queued)',
      }),
    );

    // The link in the mail works: the member is out of the next newsletter's audience.
    const unsubscribed = await app.inject({
      method: 'POST',
      url: new URL(oneClick!).pathname + new URL(oneClick!).search,
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(await audience()).toBe(1);
  });

  it('answers 422 with field messages for a missing, blank, too long or control-character subject or body', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{}, { subject: [privacyMessages.newsletterSubjectRequired], body: [privacyMessages.newsletterBodyRequired] }],
      [{ subject: '  ', body: 'Hello' }, { subject: [privacyMessages.newsletterSubjectRequired] }],
      [{ subject: 'x'.repeat(NEWSLETTER_SUBJECT_MAX + 1), body: 'Hello' }, { subject: [expect.any(String)] }],
      [{ subject: 'Hi\u0000there', body: 'Hello' }, { subject: [expect.any(String)] }],
      [{ subject: 'Hi', body: 'Hello\u0000' }, { body: [expect.any(String)] }],
      [{ subject: 'Hi', body: 42 }, { body: [expect.any(String)] }],
    ];
    const before = await selectRows(database, sql`select count(*)::int as n from outbox_messages`);
    for (const [payload, errors] of cases) {
      const response = await send(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await selectRows(database, sql`select count(*)::int as n from outbox_messages`)).toEqual(before);
  });

  it('is for admins only: a member gets 403, a visitor 401, and nothing is queued', async () => {
    const member = await makeIndividual(app);
    const before = await selectRows(database, sql`select count(*)::int as n from outbox_messages`);
    const forbidden = await send({ subject: 'Hi', body: 'Hello' }, member);
    expect(forbidden.statusCode).toBe(403);
    expect((await send({ subject: 'Hi', body: 'Hello' }, null)).statusCode).toBe(401);
    expect((await send({ subject: 'Hi', body: 'Hello' }, null)).json()).toEqual({
      message: apiMessages.unauthenticated,
    });
    const audienceAsMember = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/newsletters/audience',
      headers: member.headers,
    });
    expect(audienceAsMember.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/newsletters/audience' })).statusCode).toBe(401);
    expect(await selectRows(database, sql`select count(*)::int as n from outbox_messages`)).toEqual(before);
  });
});
