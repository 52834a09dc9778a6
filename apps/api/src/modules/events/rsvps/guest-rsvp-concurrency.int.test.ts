/**
 * Guests and members pressing at once (docs/decisions/034): capacity, the waitlist and one RSVP per number hold under
 * simultaneous requests. They prove something only on PostgreSQL; PGlite runs one query at a time.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import {
  categoryBySlug,
  countsThatDrifted,
  createEvent,
  eventBody,
  makeIndividual,
  makeVerifiedBusiness,
  storedRsvps,
} from '../../../../test/event-factories.ts';
import { smsCode } from '../../../../test/factories.ts';

const testApp = await buildTestApp();
const { app, clock, sms } = testApp;
const category = await categoryBySlug(app, 'event', 'sports-and-fitness');
const organiser = await makeVerifiedBusiness(app);

let next = 100;
const saMobile = () => `0836660${String(++next)}`;
const e164 = (national: string) => `+27${national.slice(1)}`;

/** A code sent to a new guest number for the event: the number and the code. */
async function codeFor(eventId: number) {
  const phone = saMobile();
  const sent = await app.inject({
    method: 'POST',
    url: `/api/v1/events/${eventId}/guest-rsvps`,
    payload: { name: 'Guest', phone },
  });
  expect(sent.statusCode).toBe(200);
  const texts = (await sms()).filter((text) => text.to === e164(phone));
  return { phone, code: smsCode(texts.at(-1)!) };
}
const confirm = (eventId: number, guest: { phone: string; code: string }) =>
  app.inject({ method: 'POST', url: `/api/v1/events/${eventId}/guest-rsvps/confirm`, payload: guest });

describe(`guest RSVPs under load (${testApp.database.kind})`, () => {
  it('members and guests pressing at once fill exactly the places and queue the rest', async () => {
    const event = await createEvent(app, organiser, eventBody(clock.now(), category.id, { max_attendees: 4 }));
    const members = await Promise.all(Array.from({ length: 6 }, () => makeIndividual(app)));
    const guests = [];
    for (let index = 0; index < 6; index += 1) guests.push(await codeFor(event.id));
    const answers = await Promise.all([
      ...members.map((who) =>
        app.inject({ method: 'POST', url: `/api/v1/events/${event.id}/attend`, headers: who.headers }),
      ),
      ...guests.map((guest) => confirm(event.id, guest)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    const stored = await storedRsvps(testApp, event.id);
    expect(stored).toMatchObject({ attendeesCount: 4, waitlistCount: 8 });
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });

  it('one number confirmed twice at once makes one RSVP', async () => {
    const event = await createEvent(app, organiser, eventBody(clock.now(), category.id));
    const guest = await codeFor(event.id);
    const answers = await Promise.all([confirm(event.id, guest), confirm(event.id, guest), confirm(event.id, guest)]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    expect(await storedRsvps(testApp, event.id)).toMatchObject({ attendeesCount: 1 });
    expect(await countsThatDrifted(testApp)).toEqual([]);
  });
});
