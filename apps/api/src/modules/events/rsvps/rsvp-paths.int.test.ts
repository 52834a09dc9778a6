import { describe, expect, it } from 'vitest';
import { rsvpMessages, eventMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { mailBody, mailHeader, STRONG_PASSWORD } from '../../../../test/factories.ts';
import {
  categoryBySlug,
  countsThatDrifted,
  createEvent,
  eventBody,
  makeAdmin,
  makeBusiness,
  makeIndividual,
  makeVerifiedBusiness,
  storedRsvps,
  type Actor,
} from '../../../../test/event-factories.ts';

const testApp = await buildTestApp();
const { app, clock } = testApp;

const category = await categoryBySlug(app, 'event', 'cultural-celebrations');
const organiser = await makeVerifiedBusiness(app, 'Ghana Union Gauteng');
const body = (overrides: Record<string, unknown> = {}) => eventBody(clock.now(), category.id, overrides);
const members = (count: number) => Promise.all(Array.from({ length: count }, () => makeIndividual(app)));

const attend = (id: number, who: Actor) =>
  app.inject({ method: 'POST', url: `/api/v1/events/${id}/attend`, headers: who.headers });
const withdraw = (id: number, who: Actor) =>
  app.inject({ method: 'DELETE', url: `/api/v1/events/${id}/attend`, headers: who.headers });
const decide = (id: number, userId: number, decision: 'approve' | 'decline', who: Actor) =>
  app.inject({ method: 'POST', url: `/api/v1/events/${id}/rsvps/${userId}/${decision}`, headers: who.headers });
const removeMember = (id: number, userId: number, who: Actor) =>
  app.inject({ method: 'DELETE', url: `/api/v1/events/${id}/rsvps/${userId}`, headers: who.headers });
const statusOf = async (id: number, who: Actor) =>
  (await storedRsvps(testApp, id)).rows.find((row) => row.userId === who.id)?.status ?? null;
const mailTo = async (who: Actor) => (await testApp.mail()).filter((eml) => mailHeader(eml, 'To')?.includes(who.email));
const deleteAccount = (who: Actor) =>
  app.inject({
    method: 'DELETE',
    url: '/api/v1/profile',
    headers: who.headers,
    payload: { password: STRONG_PASSWORD },
  });

describe('counts equal rows on every path that removes or changes an RSVP', () => {
  it('account deletion gives the place back and promotes the waitlist (the audit’s repro)', async () => {
    const event = await createEvent(app, organiser, body({ max_attendees: 2 }));
    const [x, other, y] = await members(3);
    for (const member of [x!, other!, y!]) await attend(event.id, member);
    expect(await statusOf(event.id, y!)).toBe('waitlisted');

    expect((await deleteAccount(x!)).statusCode).toBe(200);

    expect(await storedRsvps(testApp, event.id)).toMatchObject({ attendeesCount: 2, waitlistCount: 0 });
    expect(await statusOf(event.id, y!)).toBe('attending');
    expect(await countsThatDrifted(testApp)).toEqual([]);
    expect((await mailTo(y!)).map(mailBody).join('\n')).toContain('A place opened up');
  });

  it('deleting a waitlisted member’s account shortens the waitlist', async () => {
    const event = await createEvent(app, organiser, body({ max_attendees: 1 }));
    const [first, waiting] = await members(2);
    await attend(event.id, first!);
    await attend(event.id, waiting!);
    await deleteAccount(waiting!);
    expect(await storedRsvps(testApp, event.id)).toMatchObject({ attendeesCount: 1, waitlistCount: 0 });
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });

  it('cancellation, a raised capacity and an organiser’s removal keep counts equal to rows', async () => {
    const event = await createEvent(app, organiser, body({ max_attendees: 2 }));
    const group = await members(5);
    for (const member of group) await attend(event.id, member);
    expect(await countsThatDrifted(testApp)).toEqual([]);

    await withdraw(event.id, group[0]!);
    expect(await countsThatDrifted(testApp)).toEqual([]);

    const raised = await app.inject({
      method: 'PUT',
      url: `/api/v1/events/${event.id}`,
      headers: organiser.headers,
      payload: body({ max_attendees: 3 }),
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().data).toMatchObject({ attendees_count: 3, waitlist_count: 1 });
    expect(await countsThatDrifted(testApp)).toEqual([]);

    const removed = await removeMember(event.id, group[1]!.id, organiser);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      data: { user_id: group[1]!.id, status: null, attendees_count: 3, waitlist_count: 0 },
      message: rsvpMessages.memberRemoved,
    });
    expect(await statusOf(event.id, group[4]!)).toBe('attending');
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });

  it('the attendee list and its CSV are never stored by a cache', async () => {
    const event = await createEvent(app, organiser, body());
    for (const url of [`/api/v1/events/${event.id}/attendees`, `/api/v1/events/${event.id}/attendees.csv`]) {
      const response = await app.inject({ method: 'GET', url, headers: organiser.headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('only the organiser or an admin removes a member; nobody removes a stranger', async () => {
    const event = await createEvent(app, organiser, body());
    const [member, stranger] = await members(2);
    await attend(event.id, member!);
    expect((await removeMember(event.id, member!.id, stranger!)).statusCode).toBe(403);
    expect((await removeMember(event.id, stranger!.id, organiser)).statusCode).toBe(404);
    const admin = await makeAdmin(app);
    expect((await removeMember(event.id, member!.id, admin)).statusCode).toBe(200);
    expect(await storedRsvps(testApp, event.id)).toMatchObject({ attendeesCount: 0, rows: [] });
  });
});

describe("events that require the organiser's approval", () => {
  const requiringApproval = (overrides: Record<string, unknown> = {}) =>
    createEvent(app, organiser, body({ requires_approval: true, ...overrides }));

  it('an RSVP is a request that holds no place, and the organiser hears of it', async () => {
    const event = await requiringApproval({ max_attendees: 1 });
    const [ama] = await members(1);
    const response = await attend(event.id, ama!);
    expect(response.json()).toEqual({
      data: { status: 'requested', attendees_count: 0, waitlist_count: 0, waitlist_position: null, plus_ones: 0 },
      message: rsvpMessages.requested,
    });
    const detail = await app.inject({ method: 'GET', url: `/api/v1/events/${event.id}`, headers: ama!.headers });
    expect(detail.json().data).toMatchObject({ user_requested: true, user_attending: false, attendees_count: 0 });
    const attendees = await app.inject({
      method: 'GET',
      url: `/api/v1/events/${event.id}/attendees`,
      headers: organiser.headers,
    });
    expect(attendees.json().data).toEqual([expect.objectContaining({ user_id: ama!.id, status: 'requested' })]);
    expect((await mailTo(organiser)).map(mailBody).join('\n')).toContain('asked to attend');
  });

  it('approval takes a free place, else the waitlist; the member is told either way', async () => {
    const event = await requiringApproval({ max_attendees: 1 });
    const [first, second] = await members(2);
    await attend(event.id, first!);
    await attend(event.id, second!);

    const approved = await decide(event.id, first!.id, 'approve', organiser);
    expect(approved.json()).toEqual({
      data: { user_id: first!.id, status: 'attending', attendees_count: 1, waitlist_count: 0 },
      message: rsvpMessages.requestApproved,
    });
    const waitlisted = await decide(event.id, second!.id, 'approve', organiser);
    expect(waitlisted.json()).toMatchObject({
      data: { status: 'waitlisted', attendees_count: 1, waitlist_count: 1 },
      message: rsvpMessages.requestApprovedWaitlisted,
    });
    expect((await mailTo(first!)).map(mailBody).join('\n')).toContain('approved your request');
    expect((await mailTo(second!)).map(mailBody).join('\n')).toContain('on the waitlist');
    expect(await countsThatDrifted(testApp)).toEqual([]);

    // A place that frees up goes to the approved member on the waitlist.
    await withdraw(event.id, first!);
    expect(await statusOf(event.id, second!)).toBe('attending');
  });

  it('a declined request is gone and the member is told; it can be asked again', async () => {
    const event = await requiringApproval();
    const [kojo] = await members(1);
    await attend(event.id, kojo!);
    const declined = await decide(event.id, kojo!.id, 'decline', organiser);
    expect(declined.json()).toMatchObject({
      data: { user_id: kojo!.id, status: null, attendees_count: 0, waitlist_count: 0 },
      message: rsvpMessages.requestDeclined,
    });
    expect(await statusOf(event.id, kojo!)).toBeNull();
    expect((await mailTo(kojo!)).map(mailBody).join('\n')).toContain('could not accept your request');
    expect((await attend(event.id, kojo!)).json().data.status).toBe('requested');
  });

  it('a member withdraws their own request', async () => {
    const event = await requiringApproval();
    const [efua] = await members(1);
    await attend(event.id, efua!);
    const response = await withdraw(event.id, efua!);
    expect(response.json()).toMatchObject({ data: { status: null }, message: rsvpMessages.requestWithdrawn });
    expect(await statusOf(event.id, efua!)).toBeNull();
  });

  it('only the organiser or an admin decides, and only on a request that exists', async () => {
    const event = await requiringApproval();
    const [member, stranger] = await members(2);
    await attend(event.id, member!);
    expect((await decide(event.id, member!.id, 'approve', stranger!)).statusCode).toBe(403);
    expect((await decide(event.id, stranger!.id, 'approve', organiser)).json()).toEqual({
      message: rsvpMessages.requestNotFound,
    });
    expect((await decide(event.id, 2_147_483_647, 'decline', organiser)).statusCode).toBe(404);
    expect((await decide(event.id, member!.id, 'approve', organiser)).statusCode).toBe(200);
    // An attending member is no longer a request.
    expect((await decide(event.id, member!.id, 'decline', organiser)).statusCode).toBe(404);
    const other = await makeBusiness(app);
    expect((await decide(event.id, member!.id, 'approve', other)).statusCode).toBe(403);
  });
});

describe('a member can always withdraw their own RSVP', () => {
  it('even after the organiser makes the event private', async () => {
    const event = await createEvent(app, organiser, body({ max_attendees: 1 }));
    const [kwesi, waiting, stranger] = await members(3);
    await attend(event.id, kwesi!);
    await attend(event.id, waiting!);
    const toggled = await app.inject({
      method: 'PATCH',
      url: `/api/v1/events/${event.id}/toggle-privacy`,
      headers: organiser.headers,
    });
    expect(toggled.json().data.is_public).toBe(false);

    // A stranger learns nothing of the private event…
    expect((await withdraw(event.id, stranger!)).json()).toEqual({ message: eventMessages.notFound });
    // …while the member leaves it, and their place goes to the waitlist.
    const left = await withdraw(event.id, kwesi!);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ data: { attendees_count: 1, waitlist_count: 0 } });
    expect(await statusOf(event.id, waiting!)).toBe('attending');
    expect((await withdraw(event.id, waiting!)).statusCode).toBe(200);
  });
});
