import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  apiMessages,
  JOB_ALERTS_MAX,
  jobAlertMessages,
  type JobAlert,
  type JobAlertResponse,
} from '@akwaaba/contracts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import {
  categoryBySlug,
  makeBusiness,
  makeConfirmedIndividual,
  makeIndividual,
  type Actor,
} from '../../../../test/event-factories.ts';
import { bearer, mailBody, mailHeader, mailHtml, selectRows, STRONG_PASSWORD } from '../../../../test/factories.ts';
import { createJob } from '../../../../test/job-factories.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;

/**
 * The clock moves days ahead here; a session that 'remembers' the device lasts 30 idle days, where a plain one would
 * end after one.
 */
async function remembered(actor: Promise<Actor>): Promise<Actor> {
  const { id, email } = await actor;
  const token = await app.services.authService.issueToken(id, true);
  return { id, email, token, headers: bearer(token) };
}

const employer = await remembered(makeBusiness(app, 'Adinkra Logistics'));
const logistics = await categoryBySlug(app, 'job', 'logistics');
const technology = await categoryBySlug(app, 'job', 'technology');

type Json = ReturnType<typeof JSON.parse>;
const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Actor | null, payload?: Json) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

async function createAlert(who: Actor, body: Record<string, unknown>): Promise<JobAlert> {
  const response = await api('POST', '/job-alerts', who, { name: 'My alert', frequency: 'daily', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as JobAlertResponse).data;
}

const alertsOf = async (who: Actor) => ((await api('GET', '/my/job-alerts', who)).json() as { data: JobAlert[] }).data;

/** A driver's job in Durban, in logistics: what the drivers' alerts below look for. */
const driverJob = (title: string, overrides: Record<string, unknown> = {}) =>
  createJob(app, employer, {
    title,
    description: 'Deliver stock across KwaZulu-Natal with our own truck; a code 10 licence is needed.',
    category_id: logistics.id,
    city: 'Durban',
    type: 'full_time',
    ...overrides,
  });

/** The alert mails the worker delivered to `to`, oldest first (not the sign-up's confirmation). */
const mailsTo = async (to: string) =>
  (await testApp.mail()).filter(
    (eml) => mailHeader(eml, 'To') === to && / new jobs? for “/.test(mailHeader(eml, 'Subject') ?? ''),
  );

/** Moves the clock to when the alert mails next. */
async function untilNextMail(who: Actor, alertId: number) {
  const alert = (await alertsOf(who)).find((candidate) => candidate.id === alertId)!;
  clock.set(new Date(alert.next_mail_at));
}

const deliveries = async (alertId: number) =>
  (
    await selectRows(database, sql`select job_id from job_alert_deliveries where alert_id = ${alertId} order by job_id`)
  ).map((row) => Number(row.job_id));

describe('saving a search as an alert', () => {
  it('a confirmed member saves the board’s filters with a name and a frequency', async () => {
    const member = await remembered(makeConfirmedIndividual(testApp, 'Ama Driver'));
    const response = await api('POST', '/job-alerts', member, {
      name: 'Driving work in Durban',
      frequency: 'weekly',
      search: ' driver ',
      category: 'logistics',
      // The board's spellings: the hyphenated type, the city's other name, the flag as a form sends it.
      city: 'durban',
      job_type: 'full-time',
      experience_level: 'junior',
      is_remote: 'true',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = response.json() as JobAlertResponse;
    expect(message).toBe(jobAlertMessages.created);
    expect(data).toMatchObject({
      name: 'Driving work in Durban',
      frequency: 'weekly',
      filters: {
        search: 'driver',
        category: 'logistics',
        city: 'Durban',
        job_type: 'full_time',
        experience_level: 'junior',
        is_remote: true,
      },
      summary: '“driver” · Logistics & Transport · Durban · Full-time · Junior · Remote only',
      list_path:
        '/jobs?search=driver&category=logistics&city=Durban&job_type=full_time&experience_level=junior&is_remote=true',
      last_mailed_at: null,
    });
    // Weekly alerts go on Mondays at 07:00 in South Africa (05:00 UTC), within the coming week.
    const next = new Date(data.next_mail_at);
    expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([1, 5, 0]);
    expect(next.getTime() - clock.now().getTime()).toBeGreaterThan(0);
    expect(next.getTime() - clock.now().getTime()).toBeLessThanOrEqual(7 * 24 * 3_600_000);
    expect(await alertsOf(member)).toEqual([data]);
  });

  it('refuses a member without a confirmed email address, and a visitor', async () => {
    const unconfirmed = await makeIndividual(app, 'Kofi Unconfirmed');
    const refused = await api('POST', '/job-alerts', unconfirmed, { name: 'Anything', frequency: 'daily' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: jobAlertMessages.confirmEmail });
    const visitor = await api('POST', '/job-alerts', null, { name: 'Anything', frequency: 'daily' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: apiMessages.unauthenticated });
  });

  it('answers bad names, frequencies and searches with the fields’ messages', async () => {
    const member = await remembered(makeConfirmedIndividual(testApp));
    const refusal = async (body: Record<string, unknown>) => {
      const response = await api('POST', '/job-alerts', member, body);
      expect(response.statusCode, response.body).toBe(422);
      return (response.json() as { errors: Record<string, string[]> }).errors;
    };
    expect(await refusal({ frequency: 'daily' })).toEqual({ name: [jobAlertMessages.nameRequired] });
    expect(await refusal({ name: '   ', frequency: 'daily' })).toEqual({ name: [jobAlertMessages.nameRequired] });
    expect(await refusal({ name: 'x'.repeat(81), frequency: 'daily' })).toHaveProperty('name');
    expect(await refusal({ name: 'Hourly', frequency: 'hourly' })).toEqual({
      frequency: [jobAlertMessages.frequencyInvalid],
    });
    expect(await refusal({ name: 'No frequency' })).toEqual({ frequency: [jobAlertMessages.frequencyInvalid] });
    expect(await refusal({ name: 'Escapes', frequency: 'daily', search: 'driver\u001b[2J' })).toHaveProperty('search');
    expect(await refusal({ name: 'Made up', frequency: 'daily', category: 'astronauts' })).toEqual({
      category: [jobAlertMessages.categoryInvalid],
    });
    // What the board would ignore is ignored here too: the alert then has no such filter.
    const lenient = await createAlert(member, { name: 'Lenient', job_type: 'astronaut', experience_level: 'guru' });
    expect(lenient.filters).toMatchObject({ job_type: null, experience_level: null });
    expect(lenient.summary).toBe(jobAlertMessages.everyJob);
  });

  it('renames an alert, changes how often it mails, deletes it; another member’s alerts answer 404', async () => {
    const member = await remembered(makeConfirmedIndividual(testApp));
    const stranger = await remembered(makeConfirmedIndividual(testApp));
    const alert = await createAlert(member, { name: 'Nurses', search: 'nurse' });

    const renamed = await api('PATCH', `/job-alerts/${alert.id}`, member, {
      name: 'Nursing jobs',
      frequency: 'weekly',
    });
    expect(renamed.statusCode).toBe(200);
    const changed = (renamed.json() as JobAlertResponse).data;
    expect(changed).toMatchObject({ name: 'Nursing jobs', frequency: 'weekly', filters: { search: 'nurse' } });
    expect(new Date(changed.next_mail_at).getUTCDay()).toBe(1);
    const invalid = await api('PATCH', `/job-alerts/${alert.id}`, member, { frequency: 'monthly' });
    expect(invalid.statusCode).toBe(422);

    for (const [method, payload] of [
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await api(method, `/job-alerts/${alert.id}`, stranger, payload);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: jobAlertMessages.notFound });
    }
    expect(await alertsOf(stranger)).toEqual([]);
    expect((await alertsOf(member)).map((row) => row.name)).toEqual(['Nursing jobs']);

    const deleted = await api('DELETE', `/job-alerts/${alert.id}`, member);
    expect(deleted.json()).toEqual({ message: jobAlertMessages.deleted });
    expect(await alertsOf(member)).toEqual([]);
    expect((await api('DELETE', `/job-alerts/${alert.id}`, member)).statusCode).toBe(404);
  });

  it(`keeps at most ${JOB_ALERTS_MAX} alerts per member`, async () => {
    const member = await remembered(makeConfirmedIndividual(testApp));
    for (let n = 1; n <= JOB_ALERTS_MAX; n += 1) await createAlert(member, { name: `Alert ${n}` });
    const refused = await api('POST', '/job-alerts', member, { name: 'One more', frequency: 'daily' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: jobAlertMessages.tooMany });
    await api('DELETE', `/job-alerts/${(await alertsOf(member))[0]!.id}`, member);
    await createAlert(member, { name: 'Room again' });
  });
});

describe('sendDue', () => {
  it('mails the new matching jobs once, nothing the next time, then only the job that is new', async () => {
    const member = await remembered(makeConfirmedIndividual(testApp, 'Yaw Seeker'));
    const before = await driverJob('Driver Posted Before The Alert');
    const alert = await createAlert(member, { name: 'Drivers in Durban', search: 'driver', city: 'Durban' });
    const first = await driverJob('Delivery Driver');
    const second = await driverJob('Truck Driver');
    await driverJob('Driver in Cape Town', { city: 'Cape Town' });
    await createJob(app, employer, { title: 'Accountant', city: 'Durban' });

    // Not due yet: nothing.
    expect(await app.services.jobAlertsService.sendDue()).toBe(0);
    await untilNextMail(member, alert.id);
    // Other tests' alerts are due too: the count is of every mail queued.
    expect(await app.services.jobAlertsService.sendDue()).toBeGreaterThanOrEqual(1);
    const [mail, ...others] = await mailsTo(member.email);
    expect(others).toEqual([]);
    expect(mailHeader(mail!, 'Subject')).toBe('2 new jobs for “Drivers in Durban”');
    const text = mailBody(mail!);
    expect(text).toContain('Hello Yaw Seeker,');
    expect(text).toContain('New jobs on Akwaaba for your alert “Drivers in Durban” (“driver” · Durban):');
    // Newest first, each with its link.
    expect(text.indexOf('Truck Driver')).toBeLessThan(text.indexOf('Delivery Driver'));
    expect(text).toContain(
      `- Truck Driver (Adinkra Foods · Durban · Full-time)\n  http://akwaaba.test/jobs/${second.id}`,
    );
    expect(text).toContain(`http://akwaaba.test/jobs/${first.id}`);
    expect(text).not.toContain('Cape Town');
    expect(text).not.toContain('Accountant');
    expect(text).not.toContain(`/jobs/${before.id}`);
    expect(text).toContain('See all 2 on Akwaaba: http://akwaaba.test/jobs?search=driver&city=Durban');
    expect(mailHtml(mail!)).toContain(`<a href="http://akwaaba.test/jobs/${second.id}"`);
    expect(mailHtml(mail!)).not.toMatch(/<img/i);
    expect(mailHeader(mail!, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/akwaaba\.test\/api\/v1\/job-alerts\/unsubscribe\?token=\d+\.[\w-]{43}>$/,
    );
    expect(mailHeader(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(text).toMatch(/Unsubscribe from these emails: http:\/\/akwaaba\.test\/unsubscribe\/job-alert\?token=/);
    expect(await deliveries(alert.id)).toEqual([first.id, second.id].sort((a, b) => a - b));

    // Again at once, and a day later with nothing new: no mail, and the next one moves on.
    expect(await app.services.jobAlertsService.sendDue()).toBe(0);
    const mailedAt = (await alertsOf(member))[0]!;
    expect(mailedAt.last_mailed_at).toBe(clock.now().toISOString());
    await untilNextMail(member, alert.id);
    await app.services.jobAlertsService.sendDue();
    expect((await alertsOf(member))[0]!.next_mail_at).not.toBe(mailedAt.next_mail_at);
    expect(await mailsTo(member.email)).toHaveLength(1);

    // A new job later: that one alone.
    const third = await driverJob('Forklift Driver');
    await untilNextMail(member, alert.id);
    await app.services.jobAlertsService.sendDue();
    expect(await mailsTo(member.email)).toHaveLength(2);
    const latest = (await mailsTo(member.email)).at(-1)!;
    expect(mailHeader(latest, 'Subject')).toBe('1 new job for “Drivers in Durban”');
    expect(mailBody(latest)).toContain(`/jobs/${third.id}`);
    expect(mailBody(latest)).not.toContain(`/jobs/${first.id}`);
    expect(mailBody(latest)).not.toContain(`/jobs/${second.id}`);
  });

  it('lists ten jobs and links to all of them, with the alert’s filters', async () => {
    const member = await remembered(makeConfirmedIndividual(testApp));
    const alert = await createAlert(member, {
      name: 'Tech, remote',
      category: 'technology',
      is_remote: true,
      frequency: 'weekly',
    });
    for (let n = 1; n <= 12; n += 1) {
      await createJob(app, employer, { title: `Remote Developer ${n}`, category_id: technology.id, remote_work: true });
    }
    await createJob(app, employer, { title: 'Office Developer', category_id: technology.id });
    await untilNextMail(member, alert.id);
    await app.services.jobAlertsService.sendDue();
    const [mail, ...others] = await mailsTo(member.email);
    expect(others).toEqual([]);
    const text = mailBody(mail!);
    expect(mailHeader(mail!, 'Subject')).toBe('12 new jobs for “Tech, remote”');
    expect(text).toContain('These are the newest 10 of 12.');
    expect(text.match(/^- Remote Developer/gm)).toHaveLength(10);
    expect(text).toContain('- Remote Developer 12 ');
    expect(text).not.toContain('- Remote Developer 2 ');
    expect(text).not.toContain('Office Developer');
    expect(text).toContain('See all 12 on Akwaaba: http://akwaaba.test/jobs?category=technology&is_remote=true');
    expect(await deliveries(alert.id)).toHaveLength(12);
  });

  it('mails what the board lists for the same filters', async () => {
    const member = await remembered(makeConfirmedIndividual(testApp));
    const filters = { search: 'warehouse', job_type: 'part_time', experience_level: 'entry' };
    const alert = await createAlert(member, { name: 'Warehouse', ...filters });
    const matching = await createJob(app, employer, {
      title: 'Warehouse Packer',
      type: 'part_time',
      level: 'entry',
    });
    await createJob(app, employer, { title: 'Warehouse Manager', type: 'full_time', level: 'senior' });
    await createJob(app, employer, { title: 'Shop Assistant', type: 'part_time', level: 'entry' });
    const board = await api('GET', `/job-listings?${new URLSearchParams(filters).toString()}`, null);
    const listed = (board.json() as { data: { id: number }[] }).data.map((job) => job.id);
    await untilNextMail(member, alert.id);
    await app.services.jobAlertsService.sendDue();
    expect(await deliveries(alert.id)).toEqual(listed.filter((id) => id >= matching.id));
    expect(listed).toContain(matching.id);
  });

  it('two senders at once mail each alert once and each job once', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => remembered(makeConfirmedIndividual(testApp))));
    const alerts = [];
    for (const member of members) alerts.push(await createAlert(member, { name: 'Cooks', search: 'cook' }));
    const jobs = [
      await createJob(app, employer, { title: 'Line Cook' }),
      await createJob(app, employer, { title: 'Head Cook' }),
    ];
    await untilNextMail(members[0]!, alerts[0]!.id);

    const [one, two] = await Promise.all([
      app.services.jobAlertsService.sendDue(),
      app.services.jobAlertsService.sendDue(),
    ]);
    // Other tests' alerts may be due as well; these four got one mail each, whichever sender sent it.
    expect(one + two).toBeGreaterThanOrEqual(members.length);
    for (const member of members) {
      const mails = await mailsTo(member.email);
      expect(mails).toHaveLength(1);
      for (const job of jobs) expect(mailBody(mails[0]!).split(`/jobs/${job.id}\n`)).toHaveLength(2);
    }
    const rows = await selectRows(
      database,
      sql`select alert_id, count(*)::int as jobs from job_alert_deliveries
          where alert_id in (${sql.join(
            alerts.map((alert) => sql`${alert.id}`),
            sql`, `,
          )})
          group by alert_id`,
    );
    expect(rows.map((row) => row.jobs)).toEqual(alerts.map(() => 2));
  });

  it('mails no one whose address is no longer confirmed, and still moves their alert on', async () => {
    const member = await remembered(makeConfirmedIndividual(testApp));
    const alert = await createAlert(member, { name: 'Anything new' });
    await createJob(app, employer, { title: 'Receptionist' });
    await database.db.execute(sql`update users set email_verified_at = null where id = ${member.id}`);
    await untilNextMail(member, alert.id);
    await app.services.jobAlertsService.sendDue();
    expect(await mailsTo(member.email)).toEqual([]);
    expect(new Date((await alertsOf(member))[0]!.next_mail_at).getTime()).toBeGreaterThan(clock.now().getTime());
  });
});

describe('the unsubscribe link', () => {
  async function mailedToken(member: Actor, alertName: string) {
    const alert = await createAlert(member, { name: alertName });
    await createJob(app, employer, { title: `Job for ${alertName}` });
    await untilNextMail(member, alert.id);
    await app.services.jobAlertsService.sendDue();
    const mail = (await mailsTo(member.email)).find((eml) => mailHeader(eml, 'Subject')!.includes(alertName))!;
    return { alert, token: /token=([\w.-]+)>/.exec(mailHeader(mail, 'List-Unsubscribe')!)![1]! };
  }

  it('says which alert it stops, and stops that one alone without signing in; again changes nothing', async () => {
    const member = await remembered(makeConfirmedIndividual(testApp));
    const { alert, token } = await mailedToken(member, 'Chefs');
    const other = await createAlert(member, { name: 'Bakers' });

    const target = await api('GET', `/job-alerts/unsubscribe?token=${token}`, null);
    expect(target.json()).toEqual({ data: { name: 'Chefs', summary: jobAlertMessages.everyJob } });
    expect((await alertsOf(member)).map((row) => row.id)).toEqual([alert.id, other.id]);

    // A mail client's one-click unsubscribe (RFC 8058): a form body naming nothing the token does not.
    const stopped = await app.inject({
      method: 'POST',
      url: `/api/v1/job-alerts/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({
      data: { name: 'Chefs', summary: jobAlertMessages.everyJob },
      message: jobAlertMessages.unsubscribed,
    });
    expect((await alertsOf(member)).map((row) => row.id)).toEqual([other.id]);

    const again = await api('POST', `/job-alerts/unsubscribe?token=${token}`, null);
    expect(again.json()).toEqual({ data: { name: null, summary: null }, message: jobAlertMessages.alreadyOff });
    expect((await api('GET', `/job-alerts/unsubscribe?token=${token}`, null)).json()).toEqual({
      data: { name: null, summary: null },
    });
  });

  it('refuses a forged or altered token, and one made for another alert', async () => {
    const member = await remembered(makeConfirmedIndividual(testApp));
    const { alert, token } = await mailedToken(member, 'Guards');
    const other = await createAlert(member, { name: 'Cleaners' });
    const [, signature] = token.split('.');
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    for (const forged of [
      `${other.id}.${signature}`,
      `${alert.id}.${flipped}`,
      `${alert.id}.${'x'.repeat(43)}`,
      String(alert.id),
      'marketing.1.' + signature,
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await api(method, `/job-alerts/unsubscribe?token=${encodeURIComponent(forged)}`, null);
        expect(answer.statusCode, forged).toBe(404);
        expect(answer.json()).toEqual({ message: jobAlertMessages.unsubscribeInvalid });
      }
    }
    expect((await api('POST', '/job-alerts/unsubscribe', null)).statusCode).toBe(422);
    expect((await alertsOf(member)).map((row) => row.id)).toEqual([alert.id, other.id]);
  });
});

describe('the member’s data', () => {
  it('is in Download my data, and goes with the account', async () => {
    const member = await remembered(makeConfirmedIndividual(testApp));
    const alert = await createAlert(member, { name: 'Exported', city: 'Pretoria' });
    await createJob(app, employer, { title: 'Clerk', city: 'Pretoria' });
    await untilNextMail(member, alert.id);
    await app.services.jobAlertsService.sendDue();
    expect(await deliveries(alert.id)).toHaveLength(1);

    const exported = await api('POST', '/profile/export', member, { password: STRONG_PASSWORD });
    const { 'data.json': json } = unzipSync(new Uint8Array(exported.rawPayload));
    expect(JSON.parse(strFromU8(json!)).job_alerts).toEqual([
      expect.objectContaining({ id: alert.id, name: 'Exported', frequency: 'daily', city: 'Pretoria' }),
    ]);

    expect((await api('DELETE', '/profile', member, { password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect(await selectRows(database, sql`select 1 from job_alerts where user_id = ${member.id}`)).toEqual([]);
    expect(await deliveries(alert.id)).toEqual([]);
  });
});
