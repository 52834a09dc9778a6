import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiMessages, associationMessages, eventMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  associationBody,
  associationCountsThatDrifted,
  createApprovedAssociation,
  createAssociation,
  logoForm,
} from '../../../test/association-factories.ts';
import { htmlFile, pngFile } from '../../../test/cv-files.ts';
import {
  categories,
  eventBody,
  makeAdmin,
  makeConfirmedIndividual,
  makeIndividual,
  type Actor,
} from '../../../test/event-factories.ts';
import { selectRows, STRONG_PASSWORD } from '../../../test/factories.ts';

const testApp = await buildTestApp();
const { app, clock } = testApp;

const confirmed = (name: string) => makeConfirmedIndividual(testApp, name);
const admin = await makeAdmin(app);
const kwame = await confirmed('Kwame Leader');
const efua = await confirmed('Efua Member');
const yaw = await confirmed('Yaw Member');

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: Actor | null, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const detail = async (id: number, who: Actor | null = null) => (await api('GET', `/associations/${id}`, who)).json();
const join = (id: number, who: Actor) => api('POST', `/associations/${id}/membership`, who);
const leave = (id: number, who: Actor) => api('DELETE', `/associations/${id}/membership`, who);
const members = async (id: number, who: Actor, query = '') => api('GET', `/associations/${id}/members${query}`, who);

describe('registering an association', () => {
  it('a confirmed member registers one; it waits for an admin, with its creator as its first leader', async () => {
    const response = await api('POST', '/associations', kwame, associationBody({ name: 'Asante Kotoko Fans SA' }));
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.message).toBe(associationMessages.created);
    expect(created.data).toMatchObject({
      name: 'Asante Kotoko Fans SA',
      kind: 'hometown',
      home_region: 'Ashanti',
      home_town: 'Kumasi',
      status: 'pending',
      members_count: 1,
      leaders: [{ id: kwame.id, name: 'Kwame Leader', title: null }],
      membership: { status: 'active', role: 'leader' },
      can_manage: true,
    });
    const id = created.data.id;

    // Not in the directory, not for visitors, until an admin approves it.
    expect((await api('GET', `/associations/${id}`, null)).statusCode).toBe(404);
    const listed = async () => (await api('GET', '/associations', null)).json().data.map((a: { id: number }) => a.id);
    expect(await listed()).not.toContain(id);
    const pending = (await api('GET', '/admin/associations/pending', admin)).json();
    expect(pending.data.map((a: { id: number }) => a.id)).toContain(id);

    const approved = await api('PATCH', `/admin/associations/${id}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe(associationMessages.approved);
    expect(await listed()).toContain(id);
    expect((await detail(id)).data).toMatchObject({ status: 'approved', can_manage: false, membership: null });
  });

  it('refuses a member who has not confirmed an address, a visitor, and says what is wrong with a form', async () => {
    const unconfirmed = await makeIndividual(app, 'Not Confirmed Yet');
    const early = await api('POST', '/associations', unconfirmed, associationBody());
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(associationMessages.confirmToCreate);
    expect((await api('POST', '/associations', null, associationBody())).statusCode).toBe(401);

    const bad = await api(
      'POST',
      '/associations',
      kwame,
      associationBody({
        name: 'A',
        kind: 'club',
        home_region: 'Brong-Ahafo',
        province: 'Gauteng Province',
        city: '',
        website: 'javascript:alert(1)',
        email: 'not-an-address',
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      name: [associationMessages.nameMin],
      kind: [associationMessages.kindRequired],
      home_region: [associationMessages.regionRequired],
      province: [associationMessages.provinceRequired],
      city: [associationMessages.cityRequired],
      website: [associationMessages.websiteInvalid],
      email: [associationMessages.emailInvalid],
    });
  });

  it('filters the directory by kind, home region and province, and searches names and towns', async () => {
    const church = await createApprovedAssociation(app, kwame, {
      name: 'Ebenezer Methodist Fellowship Durban',
      kind: 'church',
      home_region: 'Central',
      home_town: 'Cape Coast',
      province: 'KwaZulu-Natal',
      city: 'Durban',
    });
    const alumni = await createApprovedAssociation(app, kwame, {
      name: 'Achimota Old Students Cape Town',
      kind: 'alumni',
      home_region: 'Greater Accra',
      home_town: null,
      province: 'Western Cape',
      city: 'Cape Town',
    });
    const ids = async (query: string) =>
      (await api('GET', `/associations${query}`, null)).json().data.map((a: { id: number }) => a.id);
    expect(await ids('?kind=church')).toEqual([church.id]);
    expect(await ids('?region=Greater%20Accra')).toEqual([alumni.id]);
    expect(await ids('?province=KwaZulu-Natal')).toEqual([church.id]);
    expect(await ids('?search=Achimota')).toEqual([alumni.id]);
    expect(await ids('?search=Cape%20Coast')).toContain(church.id);
    // A filter that cannot be used is ignored rather than refused.
    expect((await api('GET', '/associations?kind=club&region=Mars', null)).statusCode).toBe(200);
  });

  it('a leader edits it; a change an admin reads sends it back to review, others do not', async () => {
    const association = await createApprovedAssociation(app, kwame, { name: 'Volta Union Pretoria' });
    const contact = await api(
      'PUT',
      `/associations/${association.id}`,
      kwame,
      associationBody({ name: 'Volta Union Pretoria', phone: '082 555 1234', email: 'volta@example.org' }),
    );
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toMatchObject({
      message: associationMessages.updated,
      data: { status: 'approved', phone: '+27825551234', email: 'volta@example.org' },
    });
    const renamed = await api(
      'PUT',
      `/associations/${association.id}`,
      kwame,
      associationBody({ name: 'Volta Union of Pretoria and Tshwane' }),
    );
    expect(renamed.json()).toMatchObject({
      message: associationMessages.changesAwaitReview,
      data: { status: 'pending' },
    });

    // Somebody else's: seen but not changed.
    await api('PATCH', `/admin/associations/${association.id}/approve`, admin);
    const other = await api('PUT', `/associations/${association.id}`, efua, associationBody());
    expect(other.statusCode).toBe(403);
    expect((await api('DELETE', `/associations/${association.id}`, efua)).statusCode).toBe(403);
    expect((await api('PUT', '/associations/999999', kwame, associationBody())).statusCode).toBe(404);
  });
});

describe('members and leaders', () => {
  it('members join an open association at once and leave; the count follows its rows', async () => {
    const association = await createApprovedAssociation(app, kwame, { name: 'Open Doors Association' });
    const joined = await join(association.id, efua);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      message: associationMessages.joined,
      data: { membership: { status: 'active', role: 'member' }, members_count: 2 },
    });
    const again = await join(association.id, efua);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(associationMessages.alreadyMember);
    expect((await detail(association.id, efua)).data.membership).toEqual({ status: 'active', role: 'member' });

    const left = await leave(association.id, efua);
    expect(left.json()).toMatchObject({
      message: associationMessages.left,
      data: { membership: null, members_count: 1 },
    });
    expect((await leave(association.id, efua)).statusCode).toBe(409);
    expect(await associationCountsThatDrifted(testApp)).toEqual([]);
  });

  it('a leader lets in those who ask, names leaders, and the last leader cannot go', async () => {
    const association = await createApprovedAssociation(app, kwame, {
      name: 'Approval Needed Association',
      membership: 'approval',
    });
    const asked = await join(association.id, yaw);
    expect(asked.json()).toMatchObject({
      message: associationMessages.joinRequested,
      data: { membership: { status: 'pending', role: 'member' }, members_count: 1 },
    });
    expect((await detail(association.id, kwame)).data.pending_count).toBe(1);
    // Members and visitors do not read the members list.
    expect((await members(association.id, yaw)).statusCode).toBe(403);
    const waiting = (await members(association.id, kwame, '?status=pending')).json();
    expect(waiting.data).toMatchObject([{ id: yaw.id, name: 'Yaw Member', status: 'pending', role: 'member' }]);

    const letIn = await api('PATCH', `/associations/${association.id}/members/${yaw.id}`, kwame, { status: 'active' });
    expect(letIn.statusCode).toBe(200);
    expect(letIn.json().data).toMatchObject({ id: yaw.id, status: 'active' });
    expect((await detail(association.id)).data.members_count).toBe(2);

    // A member cannot change others; a leader names another leader with a title.
    expect(
      (await api('PATCH', `/associations/${association.id}/members/${kwame.id}`, yaw, { role: 'member' })).statusCode,
    ).toBe(403);
    const lastLeader = await leave(association.id, kwame);
    expect(lastLeader.statusCode).toBe(409);
    expect(lastLeader.json().message).toBe(associationMessages.lastLeader);
    const stepDown = await api('PATCH', `/associations/${association.id}/members/${kwame.id}`, kwame, {
      role: 'member',
    });
    expect(stepDown.statusCode).toBe(409);

    const promoted = await api('PATCH', `/associations/${association.id}/members/${yaw.id}`, kwame, {
      role: 'leader',
      title: 'Secretary',
    });
    expect(promoted.json().data).toMatchObject({ role: 'leader', title: 'Secretary' });
    expect((await detail(association.id)).data.leaders).toEqual([
      { id: kwame.id, name: 'Kwame Leader', title: null },
      { id: yaw.id, name: 'Yaw Member', title: 'Secretary' },
    ]);
    // Now Yaw leads too: Kwame may go, and Yaw manages the association.
    expect((await leave(association.id, kwame)).statusCode).toBe(200);
    expect((await detail(association.id, yaw)).data.can_manage).toBe(true);
    const removeLast = await api('DELETE', `/associations/${association.id}/members/${yaw.id}`, yaw);
    expect(removeLast.statusCode).toBe(409);
    expect(await associationCountsThatDrifted(testApp)).toEqual([]);
  });

  it('refuses joining before approval, an unconfirmed member, and members of someone else’s association', async () => {
    const pending = await createAssociation(app, kwame, { name: 'Not Yet Approved Union' });
    expect((await join(pending.id, efua)).statusCode).toBe(404);
    const association = await createApprovedAssociation(app, kwame, { name: 'Confirmed Members Only' });
    const unconfirmed = await makeIndividual(app, 'Unconfirmed Joiner');
    const refused = await join(association.id, unconfirmed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(associationMessages.confirmToJoin);
    expect((await join(association.id, null as never)).statusCode).toBe(401);

    const other = await createApprovedAssociation(app, efua, { name: 'Somebody Else’s Union' });
    expect((await api('DELETE', `/associations/${other.id}/members/${efua.id}`, kwame)).statusCode).toBe(403);
    const missing = await api('PATCH', `/associations/${association.id}/members/${yaw.id}`, kwame, {
      role: 'leader',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(associationMessages.memberNotFound);
    const empty = await api('PATCH', `/associations/${association.id}/members/${kwame.id}`, kwame, {});
    expect(empty.statusCode).toBe(422);
  });

  it('twenty members joining at once are counted once each', async () => {
    const association = await createApprovedAssociation(app, kwame, { name: 'Crowded Hall Association' });
    const crowd = await Promise.all(Array.from({ length: 20 }, (_, i) => confirmed(`Joiner ${i}`)));
    const answers = await Promise.all(crowd.map((member) => join(association.id, member)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(crowd.map(() => 201));
    expect((await detail(association.id)).data.members_count).toBe(21);
    expect(await associationCountsThatDrifted(testApp)).toEqual([]);
  });
});

describe('the logo', () => {
  const upload = (id: number, who: Actor, content: Buffer) => {
    const form = logoForm(content);
    return app.inject({
      method: 'POST',
      url: `/api/v1/associations/${id}/logo`,
      headers: { ...who.headers, ...form.headers },
      payload: form.payload,
    });
  };

  it('its leaders set a picture, re-encoded and shown on the page and the card, and remove it', async () => {
    const association = await createApprovedAssociation(app, kwame, { name: 'Logo Bearers Union' });
    const saved = await upload(association.id, kwame, pngFile());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(associationMessages.logoSaved);
    const logo = saved.json().data.logo as string;
    expect(logo).toMatch(/^\/uploads\/associations\/.+/);
    expect((await app.inject({ method: 'GET', url: logo })).statusCode).toBe(200);
    const card = (await api('GET', '/associations?search=Bearers', null)).json().data[0];
    expect(card.logo).toBe(logo);

    const removed = await api('DELETE', `/associations/${association.id}/logo`, kwame);
    expect(removed.json()).toMatchObject({ message: associationMessages.logoRemoved, data: { logo: null } });
  });

  it('refuses what is not a picture, a form without one, and anyone who does not lead it', async () => {
    const association = await createApprovedAssociation(app, kwame, { name: 'Careful Logo Union' });
    const notAPicture = await upload(association.id, kwame, htmlFile());
    expect(notAPicture.statusCode).toBe(422);
    expect(notAPicture.json().errors.logo).toEqual([associationMessages.logoInvalid]);
    await join(association.id, efua);
    expect((await upload(association.id, efua, pngFile())).statusCode).toBe(403);
    expect((await api('DELETE', `/associations/${association.id}/logo`, efua)).statusCode).toBe(403);
    expect((await detail(association.id)).data.logo).toBeNull();
  });
});

describe('events in an association’s name', () => {
  const category = async () => (await categories(app, 'event'))[0]!.id;

  it('its leaders post them, whatever their account; the page names it and its list filters by it', async () => {
    const association = await createApprovedAssociation(app, kwame, { name: 'Ewe Union Soweto' });
    const body = eventBody(clock.now(), await category(), {
      title: 'One-week observance of Mama Adjoa',
      association_id: association.id,
    });
    const posted = await api('POST', '/events', kwame, body);
    expect(posted.statusCode).toBe(201);
    const event = posted.json().data;
    expect(event).toMatchObject({ status: 'pending', association: { id: association.id, name: 'Ewe Union Soweto' } });

    // A member who does not lead it may not post in its name, nor an individual for themselves.
    await join(association.id, efua);
    const notLeader = await api('POST', '/events', efua, { ...body, title: 'Not in their name' });
    expect(notLeader.statusCode).toBe(422);
    expect(notLeader.json().errors.association_id).toEqual([eventMessages.associationNotLed]);
    const own = await api('POST', '/events', efua, { ...body, association_id: null });
    expect(own.statusCode).toBe(403);

    await api('PATCH', `/admin/events/${event.id}/approve`, admin);
    const listed = (await api('GET', `/events?association=${association.id}`, null)).json().data;
    expect(listed.map((e: { id: number }) => e.id)).toEqual([event.id]);
  });

  it('its leaders keep the contributions ledger of a funeral posted in its name; its members do not', async () => {
    const association = await createApprovedAssociation(app, kwame, { name: 'Ledger Keepers Union' });
    await join(association.id, efua);
    await join(association.id, yaw);
    await api('PATCH', `/associations/${association.id}/members/${efua.id}`, kwame, { role: 'leader' });
    const posted = await api(
      'POST',
      '/events',
      kwame,
      eventBody(clock.now(), await category(), {
        title: 'Funeral of Opanin Kwaku',
        life_event: 'funeral',
        association_id: association.id,
      }),
    );
    const id = posted.json().data.id;
    await api('PATCH', `/admin/events/${id}/approve`, admin);
    // Efua leads the association, not the event: she opens its ledger and reads it; Yaw, a member, may not.
    expect((await api('PUT', `/events/${id}/contributions`, efua, { totals_visibility: 'both' })).statusCode).toBe(200);
    expect((await api('GET', `/events/${id}/contributions/ledger`, efua)).statusCode).toBe(200);
    expect((await api('GET', `/events/${id}/contributions/ledger`, yaw)).statusCode).toBe(403);
    expect((await api('GET', `/events/${id}/contributions`, efua)).json().data.can_manage).toBe(true);
  });

  it('a verified association’s events go live at once, and an event outlives the association', async () => {
    const association = await createApprovedAssociation(app, kwame, { name: 'Verified Fante Union' });
    await api('PATCH', `/admin/associations/${association.id}/verify`, admin);
    const posted = await api(
      'POST',
      '/events',
      kwame,
      eventBody(clock.now(), await category(), { title: 'Fante Union Thanksgiving', association_id: association.id }),
    );
    expect(posted.json().data.status).toBe('approved');
    await api('DELETE', `/associations/${association.id}`, kwame);
    const event = (await api('GET', `/events/${posted.json().data.id}`, null)).json().data;
    expect(event).toMatchObject({ title: 'Fante Union Thanksgiving', association: null });
  });
});

describe('an account that goes', () => {
  it('hands its associations to a leader, comes off the counts, and takes along one nobody else belongs to', async () => {
    const founder = await confirmed('Founder Leaving');
    const shared = await createApprovedAssociation(app, founder, { name: 'Handed Over Association' });
    const alone = await createApprovedAssociation(app, founder, { name: 'Founder Alone Association' });
    await join(shared.id, efua);
    await join(shared.id, yaw);
    const elsewhere = await createApprovedAssociation(app, kwame, { name: 'Founder Joined Elsewhere' });
    await join(elsewhere.id, founder);

    const deleted = await api('DELETE', '/profile', founder, { password: STRONG_PASSWORD });
    expect(deleted.statusCode).toBe(200);

    const handedOver = (await detail(shared.id)).data;
    expect(handedOver).toMatchObject({ user_id: efua.id, members_count: 2 });
    expect(handedOver.leaders).toEqual([{ id: efua.id, name: 'Efua Member', title: null }]);
    expect((await api('GET', `/associations/${alone.id}`, null)).statusCode).toBe(404);
    expect((await detail(elsewhere.id)).data.members_count).toBe(1);
    expect(await associationCountsThatDrifted(testApp)).toEqual([]);
  });

  it('lists the member’s associations in Download my data and on My associations', async () => {
    const association = await createApprovedAssociation(app, kwame, { name: 'Exported Association' });
    await join(association.id, efua);
    const mine = (await api('GET', '/my/associations', efua)).json();
    expect(mine.data).toContainEqual(
      expect.objectContaining({ id: association.id, membership: { status: 'active', role: 'member' } }),
    );
    const rows = await selectRows(
      testApp.database,
      sql`select count(*)::int as n from association_members where user_id = ${efua.id}`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect((await api('GET', '/my/associations', null)).json().message).toBe(apiMessages.unauthenticated);
  });
});
