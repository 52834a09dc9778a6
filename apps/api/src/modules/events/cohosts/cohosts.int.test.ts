import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cohostMessages,
  EVENT_MAX_COHOSTS,
  GUEST_RSVP_KEEP_DAYS,
  guestRsvpMessages,
  type EventLogEntry,
} from '@akwaaba/contracts';
import { createApprovedAssociation } from '../../../../test/association-factories.ts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import {
  approveEvent,
  categories,
  countsThatDrifted,
  createEvent,
  eventBody,
  makeAdmin,
  makeConfirmedIndividual,
  makeIndividual,
  makeVerifiedBusiness,
  type Actor,
} from '../../../../test/event-factories.ts';
import { bearer, loginAs, selectRows, smsCode, STRONG_PASSWORD } from '../../../../test/factories.ts';

const testApp = await buildTestApp();
const { app, clock, database } = testApp;
const categoryId = (await categories(app, 'event'))[0]!.id;
const organiser = await makeVerifiedBusiness(app, 'Asante Events');
const admin = await makeAdmin(app);

const event = (overrides: Record<string, unknown> = {}, who: Actor = organiser) =>
  createEvent(app, who, eventBody(clock.now(), categoryId, { title: 'Outdooring of baby Kwame', ...overrides }));

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: Actor | null, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

const addCohost = (eventId: number, member: unknown, who: Actor = organiser) =>
  api('POST', `/events/${eventId}/cohosts`, who, { member });
const removeCohost = (eventId: number, userId: number, who: Actor = organiser) =>
  api('DELETE', `/events/${eventId}/cohosts/${userId}`, who);
const attend = (eventId: number, who: Actor) => api('POST', `/events/${eventId}/attend`, who);
const logOf = async (eventId: number, who: Actor = organiser) => {
  const response = await api('GET', `/events/${eventId}/log`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as EventLogEntry[];
};
/** The log as sentences, oldest first: "<actor> <action> <subject>". */
const story = async (eventId: number) =>
  (await logOf(eventId)).reverse().map((entry) => [entry.actor.name, entry.action, entry.subject?.name ?? null]);

const profileLink = (who: Actor) => `http://akwaaba.test/profile/${who.id}`;

describe('adding co-hosts', () => {
  it('adds a confirmed member by their profile link, tells them, and lists them', async () => {
    const { id } = await event();
    const ama = await makeConfirmedIndividual(testApp, 'Ama Mensah');
    const added = await addCohost(id, profileLink(ama));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      data: { user_id: ama.id, name: 'Ama Mensah', source: 'added', association: null },
      message: cohostMessages.added('Ama Mensah'),
    });
    const listed = await api('GET', `/events/${id}/cohosts`, organiser);
    expect(listed.json().data).toEqual([
      { user_id: ama.id, name: 'Ama Mensah', source: 'added', association: null, added_at: expect.any(String) },
    ]);
    const feed = (await api('GET', '/activity', ama)).json().data as { type: string; link: string }[];
    expect(feed[0]).toMatchObject({ type: 'event.cohost_added', link: `/events/${id}` });
    expect((await api('GET', `/events/${id}`, ama)).json().data).toMatchObject({ host_role: 'cohost' });
  });

  it('reads a profile link in its usual spellings, or the id the attendee list gives', async () => {
    const { id } = await event();
    for (const spelling of [
      (who: Actor) => `https://www.akwaaba.co.za/profile/${who.id}/`,
      (who: Actor) => `/profile/${who.id}?tab=about`,
      (who: Actor) => ` ${who.id} `,
      (who: Actor) => who.id,
    ]) {
      const member = await makeConfirmedIndividual(testApp);
      const added = await addCohost(id, spelling(member));
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().data.user_id).toBe(member.id);
    }
  });

  it.each([
    ['an empty field', '', cohostMessages.memberRequired],
    ['a link to something else', 'https://akwaaba.test/events/12', cohostMessages.memberInvalid],
    ['a name', 'Ama Mensah', cohostMessages.memberInvalid],
    ['a negative id', -4, cohostMessages.memberInvalid],
    ['nothing at all', undefined, cohostMessages.memberRequired],
  ])('refuses %s with the field message', async (_what, member, message) => {
    const { id } = await event();
    const response = await api('POST', `/events/${id}/cohosts`, organiser, member === undefined ? {} : { member });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ member: [message] });
  });

  it('answers the same for an account that does not exist, one never confirmed and one with a hidden profile', async () => {
    const { id } = await event();
    const unconfirmed = await makeIndividual(app, 'Kojo Unconfirmed');
    const hidden = await makeConfirmedIndividual(testApp, 'Yaa Private');
    await database.db.execute(sql`update users set show_in_search = false where id = ${hidden.id}`);
    const suspended = await makeConfirmedIndividual(testApp, 'Kwesi Suspended');
    await api('POST', `/admin/users/${suspended.id}/suspend`, admin, { note: 'Spam.' });
    const answers = await Promise.all(
      [999_999, unconfirmed.id, hidden.id, suspended.id].map((member) => addCohost(id, member)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({
        message: cohostMessages.memberNotEligible,
        errors: { member: [cohostMessages.memberNotEligible] },
      });
    }
    expect((await api('GET', `/events/${id}/cohosts`, organiser)).json().data).toEqual([]);
  });

  it('takes a member with a hidden profile who RSVP’d: the organiser sees them in the attendee list', async () => {
    const { id } = await event();
    const hidden = await makeConfirmedIndividual(testApp, 'Yaa Attending');
    await database.db.execute(sql`update users set show_in_search = false where id = ${hidden.id}`);
    expect((await addCohost(id, hidden.id)).statusCode).toBe(422);
    await attend(id, hidden);
    expect((await addCohost(id, hidden.id)).statusCode).toBe(201);
  });

  it('refuses the organiser, a member added twice, and more than the limit', async () => {
    const { id } = await event();
    expect((await addCohost(id, organiser.id)).json().errors).toEqual({ member: [cohostMessages.organiserIsHost] });
    const first = await makeConfirmedIndividual(testApp);
    expect((await addCohost(id, first.id)).statusCode).toBe(201);
    const twice = await addCohost(id, first.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(cohostMessages.alreadyCohost);
    for (let n = 1; n < EVENT_MAX_COHOSTS; n += 1) {
      expect((await addCohost(id, (await makeConfirmedIndividual(testApp)).id)).statusCode).toBe(201);
    }
    const tooMany = await addCohost(id, (await makeConfirmedIndividual(testApp)).id);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(cohostMessages.tooMany);
    expect((await api('GET', `/events/${id}/cohosts`, organiser)).json().data).toHaveLength(EVENT_MAX_COHOSTS);
  });

  it('lets only the organiser and admins choose co-hosts', async () => {
    const { id } = await event();
    const cohost = await makeConfirmedIndividual(testApp);
    const other = await makeConfirmedIndividual(testApp);
    await addCohost(id, cohost.id);
    expect((await addCohost(id, other.id, cohost)).statusCode).toBe(403);
    expect((await removeCohost(id, cohost.id, other)).statusCode).toBe(403);
    expect((await addCohost(id, other.id, await makeIndividual(app))).statusCode).toBe(403);
    expect((await addCohost(id, other.id, admin)).statusCode).toBe(201);
    expect((await removeCohost(id, other.id, admin)).statusCode).toBe(200);
  });
});

describe('what a co-host may do', () => {
  it('edits the event, answers requests, removes members and guests, keeps the list and the CSV; the log says who', async () => {
    const { id } = await event({ requires_approval: true, max_attendees: 10 });
    const cohost = await makeConfirmedIndividual(testApp, 'Efua Cohost');
    await addCohost(id, cohost.id);
    const [kofi, yaw, abena] = await Promise.all(
      ['Kofi Boateng', 'Yaw Darko', 'Abena Owusu'].map((name) => makeIndividual(app, name)),
    );
    for (const who of [kofi!, yaw!, abena!]) await attend(id, who);

    const edited = await api(
      'PUT',
      `/events/${id}`,
      cohost,
      eventBody(clock.now(), categoryId, {
        title: 'Outdooring of baby Kwame (new venue)',
        requires_approval: true,
        max_attendees: 10,
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // The review rule is about who changes it: a co-host who cannot publish without review sends it back to review.
    expect(edited.json().data.status).toBe('pending');
    expect((await api('POST', `/events/${id}/rsvps/${kofi!.id}/approve`, cohost)).statusCode).toBe(200);
    expect((await api('POST', `/events/${id}/rsvps/${yaw!.id}/decline`, cohost)).statusCode).toBe(200);
    expect((await api('POST', `/events/${id}/rsvps/${abena!.id}/approve`, cohost)).statusCode).toBe(200);
    expect((await api('DELETE', `/events/${id}/rsvps/${abena!.id}`, cohost)).statusCode).toBe(200);
    const attendees = await api('GET', `/events/${id}/attendees`, cohost);
    expect(attendees.json().data).toEqual([expect.objectContaining({ user_id: kofi!.id, status: 'attending' })]);
    expect((await api('GET', `/events/${id}/attendees.csv`, cohost)).body).toContain('Kofi Boateng');
    expect((await api('PATCH', `/events/${id}/toggle-privacy`, cohost)).statusCode).toBe(200);

    expect(await story(id)).toEqual([
      ['Asante Events', 'cohost.added', 'Efua Cohost'],
      ['Efua Cohost', 'event.edited', null],
      ['Efua Cohost', 'rsvp.approved', 'Kofi Boateng'],
      ['Efua Cohost', 'rsvp.declined', 'Yaw Darko'],
      ['Efua Cohost', 'rsvp.approved', 'Abena Owusu'],
      ['Efua Cohost', 'rsvp.removed', 'Abena Owusu'],
      ['Efua Cohost', 'event.made_private', null],
    ]);
    // The co-host reads the same log; the event, now private, is still theirs to see.
    expect(await logOf(id, cohost)).toHaveLength(7);
    expect((await api('GET', `/events/${id}`, cohost)).statusCode).toBe(200);
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });

  it('answers and removes guests who RSVP’d by phone, the log naming the guest', async () => {
    const { id } = await event({ requires_approval: true });
    const cohost = await makeConfirmedIndividual(testApp, 'Esi Cohost');
    await addCohost(id, cohost.id);
    const phone = '0825557001';
    await app.inject({
      method: 'POST',
      url: `/api/v1/events/${id}/guest-rsvps`,
      payload: { name: 'Auntie Akos', phone },
    });
    const code = smsCode((await testApp.sms()).filter((text) => text.to === '+27825557001').at(-1)!);
    await app.inject({ method: 'POST', url: `/api/v1/events/${id}/guest-rsvps/confirm`, payload: { phone, code } });
    const [guest] = (await api('GET', `/events/${id}/attendees`, cohost)).json().data as { guest_id: number }[];
    expect((await api('POST', `/events/${id}/guests/${guest!.guest_id}/approve`, cohost)).statusCode).toBe(200);
    expect((await api('DELETE', `/events/${id}/guests/${guest!.guest_id}`, cohost)).statusCode).toBe(200);
    expect((await story(id)).slice(1)).toEqual([
      ['Esi Cohost', 'rsvp.approved', 'Auntie Akos'],
      ['Esi Cohost', 'rsvp.removed', 'Auntie Akos'],
    ]);
  });

  it('keeps the contributions ledger of a life event, and the log records each receipt with its amount', async () => {
    const { id } = await event({ life_event: 'funeral', title: 'Funeral of Opanyin Kwaku' });
    const cohost = await makeConfirmedIndividual(testApp, 'Kwabena Treasurer');
    await addCohost(id, cohost.id);
    const base = `/events/${id}/contributions`;
    expect((await api('PUT', base, cohost, { totals_visibility: 'both' })).statusCode).toBe(200);
    const recorded = await api('POST', `${base}/receipts`, cohost, {
      amount: '250',
      received_on: '2026-01-15',
      method: 'cash',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect((await api('GET', `${base}/ledger`, cohost)).statusCode).toBe(200);
    const [receipt] = recorded.json().data.receipts as { id: number }[];
    expect((await api('DELETE', `${base}/receipts/${receipt!.id}`, cohost)).statusCode).toBe(200);
    const entries = (await logOf(id)).reverse();
    expect(entries.map((entry) => [entry.action, entry.note])).toEqual([
      ['cohost.added', null],
      ['contributions.settings', 'Show pledged and received'],
      ['receipt.recorded', 'R250.00 by Cash'],
      ['receipt.removed', 'R250.00 by Cash'],
    ]);
  });

  it('neither deletes the event nor changes its co-hosts, but may step down', async () => {
    const { id } = await event();
    const cohost = await makeConfirmedIndividual(testApp, 'Akua Helper');
    await addCohost(id, cohost.id);
    expect((await api('DELETE', `/events/${id}`, cohost)).statusCode).toBe(403);
    const steppedDown = await removeCohost(id, cohost.id, cohost);
    expect(steppedDown.json()).toEqual({ message: cohostMessages.left });
    expect((await api('GET', `/events/${id}/attendees`, cohost)).statusCode).toBe(403);
    expect((await story(id)).at(-1)).toEqual(['Akua Helper', 'cohost.left', null]);
  });
});

describe('who is refused', () => {
  it('refuses a member who is not a co-host (403 on a public event, 404 on a private one), and visitors', async () => {
    const publicEvent = await event();
    const privateEvent = await event({ is_public: false });
    const stranger = await makeConfirmedIndividual(testApp);
    for (const url of ['attendees', 'cohosts', 'log']) {
      expect((await api('GET', `/events/${publicEvent.id}/${url}`, stranger)).statusCode).toBe(403);
      expect((await api('GET', `/events/${privateEvent.id}/${url}`, stranger)).statusCode).toBe(404);
      expect((await api('GET', `/events/${publicEvent.id}/${url}`, null)).statusCode).toBe(401);
    }
    const edit = await api('PUT', `/events/${publicEvent.id}`, stranger, eventBody(clock.now(), categoryId));
    expect(edit.statusCode).toBe(403);
  });

  it('a removed co-host loses access at once, hears of it, and the log records who removed them', async () => {
    const { id } = await event({ is_public: false });
    const cohost = await makeConfirmedIndividual(testApp, 'Kojo Former');
    await addCohost(id, cohost.id);
    expect((await api('GET', `/events/${id}/attendees`, cohost)).statusCode).toBe(200);
    const removed = await removeCohost(id, cohost.id);
    expect(removed.json()).toEqual({ message: cohostMessages.removed });
    for (const url of ['', '/attendees', '/log']) {
      expect((await api('GET', `/events/${id}${url}`, cohost)).statusCode).toBe(404);
    }
    expect((await removeCohost(id, cohost.id)).statusCode).toBe(404);
    const feed = (await api('GET', '/activity', cohost)).json().data as { type: string }[];
    expect(feed[0]).toMatchObject({ type: 'event.cohost_removed' });
    expect((await story(id)).at(-1)).toEqual(['Asante Events', 'cohost.removed', 'Kojo Former']);
  });
});

describe("an association's leaders", () => {
  it('co-host the events posted in its name without being added, and stop when they stop leading it', async () => {
    const chair = await makeConfirmedIndividual(testApp, 'Nana Chair');
    const secretary = await makeConfirmedIndividual(testApp, 'Adwoa Secretary');
    const association = await createApprovedAssociation(app, chair, { name: 'Akyem Union Pretoria' });
    await api('POST', `/associations/${association.id}/membership`, secretary);
    const made = await api('PATCH', `/associations/${association.id}/members/${secretary.id}`, chair, {
      role: 'leader',
    });
    expect(made.statusCode, made.body).toBe(200);
    const posted = await event({ association_id: association.id, requires_approval: true }, chair);
    await approveEvent(app, admin, posted.id);
    const guest = await makeIndividual(app, 'Ekow Visitor');
    await attend(posted.id, guest);

    expect((await api('GET', `/events/${posted.id}`, secretary)).json().data).toMatchObject({ host_role: 'cohost' });
    expect((await api('POST', `/events/${posted.id}/rsvps/${guest.id}/approve`, secretary)).statusCode).toBe(200);
    expect((await api('GET', `/events/${posted.id}/cohosts`, chair)).json().data).toEqual([
      {
        user_id: secretary.id,
        name: 'Adwoa Secretary',
        source: 'association',
        association: { id: association.id, name: 'Akyem Union Pretoria' },
        added_at: null,
      },
    ]);
    // A leader needs no adding; the event shows on their Co-hosting list.
    expect((await addCohost(posted.id, secretary.id, chair)).statusCode).toBe(409);
    const mine = await api('GET', '/my/cohosted-events', secretary);
    expect(mine.json().data.map((row: { id: number }) => row.id)).toEqual([posted.id]);

    await api('PATCH', `/associations/${association.id}/members/${secretary.id}`, chair, { role: 'member' });
    expect((await api('GET', `/events/${posted.id}/attendees`, secretary)).statusCode).toBe(403);
    expect((await api('GET', '/my/cohosted-events', secretary)).json().total).toBe(0);
  });
});

describe('My Events: Co-hosting', () => {
  it('lists the events the member co-hosts, never their own, the latest first', async () => {
    const member = await makeConfirmedIndividual(testApp, 'Serwaa Busy');
    const sooner = await event({ title: 'Naming ceremony' });
    const later = await event({
      title: 'Thanksgiving service',
      start_date: new Date(clock.now().getTime() + 20 * 86_400_000).toISOString(),
      end_date: new Date(clock.now().getTime() + 20 * 86_400_000 + 3_600_000).toISOString(),
    });
    await event({ title: 'Not theirs' });
    await addCohost(sooner.id, member.id);
    await addCohost(later.id, member.id);
    const listed = await api('GET', '/my/cohosted-events', member);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ total: 2, current_page: 1 });
    expect(listed.json().data.map((row: { title: string }) => row.title)).toEqual([
      'Thanksgiving service',
      'Naming ceremony',
    ]);
    expect((await api('GET', '/my/cohosted-events', organiser)).json().total).toBe(0);
  });
});

describe('the log after an account goes', () => {
  it('names a deleted co-host "A former member", and the entries stay', async () => {
    const { id } = await event({ requires_approval: true });
    const cohost = await makeConfirmedIndividual(testApp, 'Fiifi Leaving');
    const member = await makeIndividual(app, 'Esi Member');
    await addCohost(id, cohost.id);
    await attend(id, member);
    await api('POST', `/events/${id}/rsvps/${member.id}/approve`, cohost);
    const deleted = await api('DELETE', '/profile', cohost, { password: STRONG_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await story(id)).toEqual([
      ['Asante Events', 'cohost.added', cohostMessages.formerMember],
      [cohostMessages.formerMember, 'rsvp.approved', 'Esi Member'],
    ]);
    expect(await selectRows(database, sql`select * from event_cohosts where event_id = ${id}`)).toEqual([]);
  });
});

// Last in the file: it moves the clock past the event.
describe('the log and retention', () => {
  it(`forgets a guest's name in the log with the guest's details, ${GUEST_RSVP_KEEP_DAYS} days after the event`, async () => {
    const { id } = await event({ requires_approval: true });
    const phone = '0825557101';
    const url = `/api/v1/events/${id}/guest-rsvps`;
    await app.inject({ method: 'POST', url, payload: { name: 'Auntie Adjoa', phone } });
    const code = smsCode((await testApp.sms()).filter((text) => text.to === '+27825557101').at(-1)!);
    await app.inject({ method: 'POST', url: `${url}/confirm`, payload: { phone, code } });
    const [guest] = (await api('GET', `/events/${id}/attendees`, organiser)).json().data as { guest_id: number }[];
    await api('POST', `/events/${id}/guests/${guest!.guest_id}/approve`, organiser);
    expect((await story(id)).at(-1)).toEqual(['Asante Events', 'rsvp.approved', 'Auntie Adjoa']);

    clock.advance((8 + GUEST_RSVP_KEEP_DAYS) * 24 * 3_600_000);
    await app.services.retentionService.run();
    const headers = bearer(await loginAs(app, organiser.email));
    const log = await app.inject({ method: 'GET', url: `/api/v1/events/${id}/log`, headers });
    expect((log.json().data as EventLogEntry[])[0]!.subject).toEqual({
      user_id: null,
      name: guestRsvpMessages.formerGuest,
    });
  });
});
