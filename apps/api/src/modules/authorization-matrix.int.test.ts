import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  associationBody,
  createApprovedAssociation,
  createAssociation,
  logoForm,
} from '../../test/association-factories.ts';
import { businessBody, createApprovedBusiness, createBusiness } from '../../test/business-factories.ts';
import { pdfFile, pngFile } from '../../test/cv-files.ts';
import {
  approveEvent,
  categories,
  createEvent,
  eventBody,
  formFields,
  makeAdmin,
  makeBusiness,
  makeConfirmedIndividual,
  makeIndividual,
  multipart,
  type Actor,
} from '../../test/event-factories.ts';
import { bearer, selectRows, smsCode, STRONG_PASSWORD } from '../../test/factories.ts';
import { createJob, jobBody } from '../../test/job-factories.ts';
import { makeSource, noticeBody, postNotice } from '../../test/notice-factories.ts';
import { routeTable } from '../../test/route-table.ts';

/**
 * docs/rules/who-sees-what.md: every route that takes an id checks, on the server, who is asking. The routes come from
 * the app's own route table, so a route added later with no line in EXPECTED fails the first test by name. Each
 * classified route is called as a visitor, an individual member, a business member, the owner of the object and an
 * admin, against objects that belong to the owner; the answer's status must be the table's, and no answer to the
 * visitor or the other two members may carry the owner's private details (email, phone, registration number, tokens,
 * hashes).
 */
const testApp = await buildTestApp();
const { app, clock, database } = testApp;

const ROLES = ['visitor', 'individual', 'business', 'owner', 'admin'] as const;
type Role = (typeof ROLES)[number];
/** A status, or the statuses that are equally right (403 or 404 for what the caller may not even know exists). */
type Status = number | readonly number[];
type Expected = Record<Role, Status>;

/** What a call acts on: the path's parameters, and the member who owns it. */
interface Target {
  params: Record<string, number | string>;
  owner: Actor;
}
interface Body {
  payload: unknown;
  headers?: Record<string, string>;
}
interface Case {
  /** The object the call is made against; a write gets a fresh one for each role. */
  fixture: FixtureName;
  expect: Expected;
  body?: (target: Target) => Body | Promise<Body>;
  /** Callers who may see the owner's email, where the spec shows it to them (say why beside it). */
  emailTo?: Role[];
}

const HIDDEN = [403, 404] as const;

/** Only the owner and an admin; the others are refused, or not told it exists. */
const ownerOrAdmin = (ok: number): Expected => ({
  visitor: 401,
  individual: HIDDEN,
  business: HIDDEN,
  owner: ok,
  admin: ok,
});
/** Only the owner: an admin is a member like the others here. */
const ownerOnly = (ok: number): Expected => ({ ...ownerOrAdmin(ok), admin: HIDDEN });
/** Admin tools: a visitor must sign in, every member is refused. */
const adminOnly = (ok: number): Expected => ({ visitor: 401, individual: 403, business: 403, owner: 403, admin: ok });
/** Anyone, signed in or not. */
const everyone = (ok: number): Expected => ({ visitor: ok, individual: ok, business: ok, owner: ok, admin: ok });
/** Any signed-in member. */
const members = (ok: number): Expected => ({ ...everyone(ok), visitor: 401 });

// ---------------------------------------------------------------------------------------------------------------
// The cast: three bystanders, the owner, and a host (another business whose things the owner uses: the owner's review
// is on the host's listing, the owner's application is to the host's job, and so on).

const eventCategory = (await categories(app, 'event'))[0]!.id;
const businessCategory = (await categories(app, 'business'))[0]!.id;
const jobCategory = (await categories(app, 'job'))[0]!.id;

let phoneSequence = 0;
/**
 * A business account with the private details the matrix looks for in answers: a phone and a registration number
 * (set before the badge, which a new registration number would take away), verified and owner of an approved listing.
 */
async function makeOwner(name: string): Promise<Actor> {
  const member = await makeBusiness(app, name);
  phoneSequence += 1;
  const response = await app.inject({
    method: 'PUT',
    url: '/api/v1/profile',
    headers: member.headers,
    payload: {
      phone: `082${String(5550000 + phoneSequence)}`,
      country_code: '+27',
      current_password: STRONG_PASSWORD,
      business_registration_number: `2019/${String(400000 + phoneSequence)}/07`,
    },
  });
  if (response.statusCode !== 200) throw new Error(`profile update failed: ${response.statusCode} ${response.body}`);
  // A new phone ends the old sessions and answers the new token.
  const token = (response.json() as { data: { token?: string } }).data.token ?? member.token;
  const actor = { ...member, token, headers: bearer(token) };
  await app.services.adminService.verifyBusiness(actor.id);
  await createApprovedBusiness(app, actor, { name: `${name} Trading` });
  return actor;
}

const admin = await makeAdmin(app);
const individual = await makeIndividual(app, 'Yaw Boateng');
const business = await makeBusiness(app, 'Bystander Traders');
const owner = await makeOwner('Efua Owner');
const host = await makeOwner('Kwame Host');
/** An individual with a phone on file: only individuals apply for jobs, so the owner of an application is one. */
const seeker = await makeIndividual(app, 'Akosua Seeker');
{
  const response = await app.inject({
    method: 'PUT',
    url: '/api/v1/profile',
    headers: seeker.headers,
    payload: { phone: '0825559999', country_code: '+27', current_password: STRONG_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`profile update failed: ${response.statusCode} ${response.body}`);
  const token = (response.json() as { data: { token?: string } }).data.token ?? seeker.token;
  Object.assign(seeker, { token, headers: bearer(token) });
}
/** A business without the badge: its events and listings wait for an admin. */
const newcomer = await makeBusiness(app, 'Newcomer Crafts');

const actors: Record<Exclude<Role, 'visitor' | 'owner'>, Actor> = { individual, business, admin };

// ---------------------------------------------------------------------------------------------------------------
// Fixtures, each made through the API as a member would.

async function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body) as { data: { id: number } & Record<string, unknown> };
}

async function liveEvent(who: Actor, overrides: Record<string, unknown> = {}) {
  const event = await createEvent(app, who, eventBody(clock.now(), eventCategory, overrides));
  if (event.status !== 'approved') await approveEvent(app, admin, event.id);
  return event;
}

async function attend(who: Actor, eventId: number) {
  await expectStatus(
    await app.inject({ method: 'POST', url: `/api/v1/events/${eventId}/attend`, headers: who.headers }),
    200,
    'rsvp',
  );
}

let guestNumber = 0;
/** A new South African mobile number for a guest (docs/decisions/034). */
const guestPhone = () => `0828${String(++guestNumber).padStart(6, '0')}`;

/** A guest's RSVP by phone (the code read from the SMS); answers the guest RSVP's id. */
async function rsvpAsGuest(eventId: number): Promise<number> {
  const phone = guestPhone();
  const url = `/api/v1/events/${eventId}/guest-rsvps`;
  await expectStatus(await app.inject({ method: 'POST', url, payload: { name: 'Akua Guest', phone } }), 200, 'code');
  const texts = (await testApp.sms()).filter((text) => text.to === `+27${phone.slice(1)}`);
  const payload = { phone, code: smsCode(texts.at(-1)!) };
  await expectStatus(await app.inject({ method: 'POST', url: `${url}/confirm`, payload }), 200, 'guest rsvp');
  const [row] = await selectRows(
    database,
    sql`select id from event_attendees where event_id = ${eventId} and guest_phone = ${`+27${phone.slice(1)}`}`,
  );
  return Number(row!.id);
}

async function review(who: Actor, businessId: number) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/businesses/${businessId}/reviews`,
    headers: who.headers,
    payload: { rating: 4, comment: 'Generous portions and a warm welcome.' },
  });
  return ((await expectStatus(response, 201, 'review')).data.review as { id: number }).id;
}

function applicationForm(coverNote = 'I would love to join your team.') {
  return multipart({ cover_note: coverNote }, [
    { field: 'cv', filename: 'Curriculum Vitae.pdf', contentType: 'application/pdf', content: pdfFile() },
  ]);
}

async function applyWithCv(who: Actor, jobId: number) {
  const form = applicationForm();
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/job-listings/${jobId}/apply`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
  return (await expectStatus(response, 201, 'application')).data.id;
}

const reportEvent = (who: Actor, eventId: number) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/reports',
    headers: who.headers,
    payload: { target_type: 'event', target_id: eventId, reason: 'misleading' },
  });

/**
 * Runs `work` with `who`'s email address confirmed, as only confirmed members register and join associations; then
 * unconfirmed again, so every other case meets the cast as it was.
 */
async function asConfirmed<T>(who: Actor[], work: () => Promise<T>): Promise<T> {
  const ids = who.map((actor) => actor.id);
  const confirm = (at: Date | null) =>
    database.db.execute(
      sql`update users set email_verified_at = ${at} where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  await confirm(new Date());
  try {
    return await work();
  } finally {
    await confirm(null);
  }
}

let contactSequence = 0;
/** Every member whose details the matrix guards: the owner, the host, and owners made for one fixture. */
const guarded: Actor[] = [owner, host, newcomer, seeker];

const fixtures = {
  publicEvent: async () => ({ params: { id: (await liveEvent(owner)).id }, owner }),
  privateEvent: async () => ({ params: { id: (await liveEvent(owner, { is_public: false })).id }, owner }),
  pendingEvent: async () => ({
    params: { id: (await createEvent(app, newcomer, eventBody(clock.now(), eventCategory))).id },
    owner: newcomer,
  }),
  /** The owner's event, which asks for approval, and the host's RSVP waiting for it. */
  eventWithGuest: async () => {
    const event = await liveEvent(owner, { requires_approval: true });
    await attend(host, event.id);
    return { params: { id: event.id, userId: host.id }, owner };
  },
  /** The owner's event, which asks for approval, and a guest's RSVP by phone waiting for it. */
  eventWithPhoneGuest: async () => {
    const event = await liveEvent(owner, { requires_approval: true });
    return { params: { id: event.id, guestId: await rsvpAsGuest(event.id) }, owner };
  },
  /** The owner's event and a co-host the owner added (decision 040). */
  eventWithCohost: async () => {
    const event = await liveEvent(owner);
    const cohost = await makeConfirmedIndividual(testApp, 'Esi Cohost');
    await expectStatus(
      await app.inject({
        method: 'POST',
        url: `/api/v1/events/${event.id}/cohosts`,
        headers: owner.headers,
        payload: { member: cohost.id },
      }),
      201,
      'co-host',
    );
    return { params: { id: event.id, userId: cohost.id }, owner };
  },
  /** The host's event, which the owner attends. */
  eventOwnerAttends: async () => {
    const event = await liveEvent(host);
    await attend(owner, event.id);
    return { params: { id: event.id }, owner };
  },
  /** The owner's funeral with its contributions open, the host's pledge, and a receipt with a proof of payment. */
  eventWithLedger: async () => {
    const event = await liveEvent(owner, { life_event: 'funeral' });
    const base = `/api/v1/events/${event.id}/contributions`;
    await expectStatus(
      await app.inject({ method: 'PUT', url: base, headers: owner.headers, payload: { totals_visibility: 'both' } }),
      200,
      'open contributions',
    );
    await expectStatus(
      await app.inject({ method: 'PUT', url: `${base}/pledge`, headers: host.headers, payload: { amount: '500' } }),
      200,
      'pledge',
    );
    const form = multipart({ amount: '200', received_on: '2026-01-15', method: 'eft' }, [
      { field: 'proof', filename: 'proof.pdf', contentType: 'application/pdf', content: pdfFile() },
    ]);
    const receipt = await app.inject({
      method: 'POST',
      url: `${base}/receipts`,
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    const receipts = (await expectStatus(receipt, 201, 'receipt')).data.receipts as { id: number }[];
    return { params: { id: event.id, receiptId: receipts[0]!.id }, owner };
  },
  approvedBusiness: async () => ({
    params: { id: (await createApprovedBusiness(app, owner, { name: 'Efua Fabrics' })).id },
    owner,
  }),
  pendingBusiness: async () => ({
    params: { id: (await createBusiness(app, owner, { name: 'Efua Beads' })).id },
    owner,
  }),
  /** The owner's review of the host's listing. */
  ownersReview: async () => {
    const listing = await createApprovedBusiness(app, host, { name: 'Kwame Grill' });
    return { params: { id: listing.id, reviewId: await review(owner, listing.id) }, owner };
  },
  /** The host's review of the owner's listing, which the owner may answer. */
  reviewOfOwnersListing: async () => {
    const listing = await createApprovedBusiness(app, owner, { name: 'Efua Bakery' });
    return { params: { id: listing.id, reviewId: await review(host, listing.id) }, owner };
  },
  /** The host's listing, which the owner follows. */
  listingOwnerFollows: async () => {
    const listing = await createApprovedBusiness(app, host, { name: 'Kwame Tailors' });
    await expectStatus(
      await app.inject({ method: 'POST', url: `/api/v1/businesses/${listing.id}/follow`, headers: owner.headers }),
      200,
      'follow',
    );
    return { params: { id: listing.id }, owner };
  },
  approvedAssociation: async () => ({
    params: { id: (await asConfirmed([owner], () => createApprovedAssociation(app, owner))).id },
    owner,
  }),
  pendingAssociation: async () => ({
    params: { id: (await asConfirmed([owner], () => createAssociation(app, owner))).id },
    owner,
  }),
  /** The owner's association (a leader lets members in), and the host asking to join it. */
  associationWithMember: async () => {
    const association = await asConfirmed([owner, host], async () => {
      const created = await createApprovedAssociation(app, owner, { membership: 'approval' });
      await expectStatus(
        await app.inject({
          method: 'POST',
          url: `/api/v1/associations/${created.id}/membership`,
          headers: host.headers,
        }),
        201,
        'join',
      );
      return created;
    });
    return { params: { id: association.id, userId: host.id }, owner };
  },
  /** A notice the owner posted in the name of an association the owner leads. */
  notice: async () => {
    const association = await asConfirmed([owner], () => createApprovedAssociation(app, owner));
    return { params: { id: (await postNotice(app, owner, `association:${association.id}`)).id }, owner };
  },
  /** The same, past its expiry: off the board, for its poster and admins only. */
  expiredNotice: async () => {
    const association = await asConfirmed([owner], () => createApprovedAssociation(app, owner));
    const notice = await postNotice(app, owner, `association:${association.id}`);
    await database.db.execute(sql`update notices set expires_at = now() - interval '1 day' where id = ${notice.id}`);
    return { params: { id: notice.id }, owner };
  },
  /** An official source whose account is a new member's; nobody in the cast follows it yet. */
  noticeSource: async () => ({
    params: { id: await makeSource(app, admin, await makeIndividual(app, 'Consular Desk'), 'Ghana High Commission') },
    owner,
  }),
  job: async () => ({ params: { id: (await createJob(app, owner)).id }, owner }),
  draftJob: async () => ({ params: { id: (await createJob(app, owner, { status: 'draft' })).id }, owner }),
  /** The owner's job, with a seeker's application (and CV). */
  jobWithApplication: async () => {
    const job = await createJob(app, owner);
    await applyWithCv(seeker, job.id);
    return { params: { id: job.id }, owner };
  },
  /** A seeker's application, with a CV, to the owner's job: the owner is the employer who decides on it. */
  applicationToOwnersJob: async () => {
    const job = await createJob(app, owner);
    return { params: { id: await applyWithCv(seeker, job.id) }, owner };
  },
  /** The owner's job alert (decision 041): only a member with a confirmed address makes one. */
  ownersJobAlert: async () => {
    const alert = await asConfirmed([owner], async () =>
      expectStatus(
        await app.inject({
          method: 'POST',
          url: '/api/v1/job-alerts',
          headers: owner.headers,
          payload: { name: 'Tailoring work', frequency: 'weekly', search: 'tailor' },
        }),
        201,
        'job alert',
      ),
    );
    return { params: { id: alert.data.id }, owner };
  },
  /** The seeker's own application, with a CV, to the host's job: the seeker owns it. */
  ownersApplication: async () => {
    const job = await createJob(app, host);
    return { params: { id: await applyWithCv(seeker, job.id) }, owner: seeker };
  },
  /** A member an admin suspended. */
  suspendedMember: async () => {
    const member = await makeIndividual(app, 'Kojo Suspended');
    guarded.push(member);
    await expectStatus(
      await app.inject({
        method: 'POST',
        url: `/api/v1/admin/users/${member.id}/suspend`,
        headers: admin.headers,
        payload: { note: 'Spam in reviews.' },
      }),
      200,
      'suspension',
    );
    return { params: { id: member.id }, owner: member };
  },
  /** The owner's report of the host's event: the reporter owns it. */
  ownersReport: async () => {
    const event = await liveEvent(host);
    const report = await expectStatus(await reportEvent(owner, event.id), 201, 'report');
    return { params: { id: report.data.id }, owner };
  },
  /** The owner's event, hidden by an admin after a report. */
  hiddenEvent: async () => {
    const event = await liveEvent(owner);
    const report = await expectStatus(await reportEvent(individual, event.id), 201, 'report');
    await expectStatus(
      await app.inject({
        method: 'POST',
        url: `/api/v1/admin/reports/${report.data.id}/resolve`,
        headers: admin.headers,
        payload: { action: 'hide', note: 'Misleading price.' },
      }),
      200,
      'hide',
    );
    return { params: { target_type: 'event', target_id: event.id }, owner };
  },
  /** A member an admin may act on: the member is the owner. */
  member: async () => {
    const member = await makeIndividual(app, 'Kojo Member');
    guarded.push(member);
    return { params: { id: member.id }, owner: member };
  },
  ownersProfile: async () => ({ params: { id: owner.id }, owner }),
  place: async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/places/autocomplete?q=Soweto' });
    const first = (response.json() as { data: { id: string }[] }).data[0];
    if (!first) throw new Error(`no place found: ${response.body}`);
    return { params: { id: first.id }, owner };
  },
  socialProvider: async () => ({ params: { provider: 'google' }, owner }),
  /** A city's public calendar feed, which carries the owner's events there. */
  cityFeed: async () => {
    await liveEvent(owner);
    return { params: { city: 'johannesburg' }, owner };
  },
  /** A new business that asked for the badge: the request is theirs. */
  verificationRequest: async () => {
    const applicant = await makeBusiness(app, 'Adjoa Applicant');
    await expectStatus(
      await app.inject({
        method: 'PUT',
        url: '/api/v1/profile',
        headers: applicant.headers,
        payload: { business_registration_number: `2020/${String(applicant.id).padStart(6, '0')}/07` },
      }),
      200,
      'registration number',
    );
    const asked = await app.inject({
      method: 'POST',
      url: '/api/v1/profile/verification-request',
      headers: applicant.headers,
    });
    if (asked.statusCode >= 300) throw new Error(`verification request: ${asked.statusCode} ${asked.body}`);
    guarded.push(applicant);
    return { params: { userId: applicant.id }, owner: applicant };
  },
  /** A message the owner sent through the contact form, signed in. */
  contactMessage: async () => {
    contactSequence += 1;
    const message = `Please check my listing, reference ${contactSequence}.`;
    await expectStatus(
      await app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        headers: owner.headers,
        payload: { name: 'Efua Owner', email: owner.email, subject: 'Report a problem', message },
      }),
      200,
      'contact',
    );
    const [row] = await selectRows(database, sql`select id from contact_messages where message = ${message}`);
    return { params: { id: Number(row!.id) }, owner };
  },
  /** A mail to the owner that the worker gave up on. */
  deadMail: async () => {
    const [row] = await selectRows(
      database,
      sql`insert into outbox_messages (kind, payload, status, attempts, last_error)
          values ('mail', ${JSON.stringify({ to: owner.email, subject: 'Welcome', text: 'Hello' })}::jsonb, 'dead', 3,
                  'Error ECONNREFUSED')
          returning id`,
    );
    return { params: { id: Number(row!.id) }, owner };
  },
} satisfies Record<string, () => Promise<Target>>;
type FixtureName = keyof typeof fixtures;

// ---------------------------------------------------------------------------------------------------------------
// Bodies that pass validation, so a refusal is about who asks, not what they sent.

const json = (payload: unknown): Body => ({ payload });
const eventForm = (): Body => {
  const form = multipart({
    ...formFields(eventBody(clock.now(), eventCategory, { title: 'Renamed Braai' })),
    _method: 'PUT',
  });
  return { payload: form.payload, headers: form.headers };
};
const jobForm = (): Body => {
  const form = multipart({
    ...formFields(jobBody(jobCategory, { title: 'Senior Software Developer' })),
    _method: 'PUT',
  });
  return { payload: form.payload, headers: form.headers };
};
const application = (): Body => {
  const form = applicationForm('Ready to start on Monday.');
  return { payload: form.payload, headers: form.headers };
};

/**
 * Every route with a path parameter, and what each caller must get. A route missing here fails the test by name:
 * classify it (and give it a fixture) when you add it.
 */
const EXPECTED: Record<string, Case | Case[]> = {
  'GET /auth/social/callback/{provider}': { fixture: 'socialProvider', expect: everyone(302) },
  'GET /users/{id}': { fixture: 'ownersProfile', expect: everyone(200) },
  'GET /places/{id}': { fixture: 'place', expect: everyone(200) },

  'GET /events/{id}': [
    // The spec's Event Organizer section shows the organiser's email: to members only, never to visitors.
    { fixture: 'publicEvent', expect: everyone(200), emailTo: ['individual', 'business'] },
    // Private events are hidden from everyone but their organiser and admins.
    { fixture: 'privateEvent', expect: { ...everyone(404), owner: 200, admin: 200 } },
    { fixture: 'pendingEvent', expect: { ...everyone(404), owner: 200, admin: 200 } },
  ],
  'GET /events/{id}.ics': [
    { fixture: 'publicEvent', expect: everyone(200) },
    { fixture: 'privateEvent', expect: { ...everyone(404), owner: 200, admin: 200 } },
  ],
  'PUT /events/{id}': {
    fixture: 'publicEvent',
    expect: ownerOrAdmin(200),
    body: () => json(eventBody(clock.now(), eventCategory, { title: 'Renamed Braai' })),
  },
  'POST /events/{id}': { fixture: 'publicEvent', expect: ownerOrAdmin(200), body: eventForm },
  'DELETE /events/{id}': { fixture: 'publicEvent', expect: ownerOrAdmin(200) },
  'PATCH /events/{id}/toggle-privacy': { fixture: 'publicEvent', expect: ownerOrAdmin(200) },
  'POST /events/{id}/cancel': { fixture: 'publicEvent', expect: ownerOrAdmin(200) },
  'POST /events/{id}/attend': { fixture: 'eventOwnerAttends', expect: members(200) },
  // Cancels the caller's own RSVP (none is fine), never the owner's.
  'DELETE /events/{id}/attend': { fixture: 'eventOwnerAttends', expect: members(200) },
  // Changes the caller's own guests: only the owner has an RSVP here (decision 040).
  'PATCH /events/{id}/attend': {
    fixture: 'eventOwnerAttends',
    expect: { visitor: 401, individual: 404, business: 404, owner: 200, admin: 404 },
    body: () => json({ plus_ones: 0 }),
  },
  'GET /events/{id}/attendees': { fixture: 'eventWithGuest', expect: ownerOrAdmin(200) },
  // Co-hosts (decision 040): the organiser and admins choose them; the list and the log are the event's managers'.
  'GET /events/{id}/cohosts': { fixture: 'eventWithCohost', expect: ownerOrAdmin(200) },
  'POST /events/{id}/cohosts': {
    fixture: 'publicEvent',
    expect: ownerOrAdmin(201),
    body: async () => json({ member: (await makeConfirmedIndividual(testApp)).id }),
  },
  'DELETE /events/{id}/cohosts/{userId}': { fixture: 'eventWithCohost', expect: ownerOrAdmin(200) },
  'GET /events/{id}/log': { fixture: 'eventWithCohost', expect: ownerOrAdmin(200) },
  'GET /events/{id}/attendees.csv': { fixture: 'eventWithGuest', expect: ownerOrAdmin(200) },
  'POST /events/{id}/rsvps/{userId}/approve': { fixture: 'eventWithGuest', expect: ownerOrAdmin(200) },
  'POST /events/{id}/rsvps/{userId}/decline': { fixture: 'eventWithGuest', expect: ownerOrAdmin(200) },
  'DELETE /events/{id}/rsvps/{userId}': { fixture: 'eventWithGuest', expect: ownerOrAdmin(200) },
  // Anyone may ask for a code (a new number each time); a code never sent is refused alike for everyone.
  'POST /events/{id}/guest-rsvps': [
    { fixture: 'publicEvent', expect: everyone(200), body: () => json({ name: 'Akua Guest', phone: guestPhone() }) },
    { fixture: 'privateEvent', expect: everyone(404), body: () => json({ name: 'Akua Guest', phone: guestPhone() }) },
  ],
  'POST /events/{id}/guest-rsvps/confirm': {
    fixture: 'publicEvent',
    expect: everyone(422),
    body: () => json({ phone: guestPhone(), code: '123456' }),
  },
  'POST /events/{id}/guests/{guestId}/approve': { fixture: 'eventWithPhoneGuest', expect: ownerOrAdmin(200) },
  'POST /events/{id}/guests/{guestId}/decline': { fixture: 'eventWithPhoneGuest', expect: ownerOrAdmin(200) },
  'DELETE /events/{id}/guests/{guestId}': { fixture: 'eventWithPhoneGuest', expect: ownerOrAdmin(200) },
  // Contributions (decision 033): the page's summary is the event's; the ledger, receipts, proofs and CSV are its
  // organisers' and admins'; any member who sees the event pledges.
  'GET /events/{id}/contributions': { fixture: 'eventWithLedger', expect: everyone(200) },
  'PUT /events/{id}/contributions': {
    fixture: 'eventWithLedger',
    expect: ownerOrAdmin(200),
    body: () => json({ totals_visibility: 'received' }),
  },
  'PUT /events/{id}/contributions/pledge': {
    fixture: 'eventWithLedger',
    expect: members(200),
    body: () => json({ amount: '150.50', anonymous: true }),
  },
  'DELETE /events/{id}/contributions/pledge': { fixture: 'eventWithLedger', expect: members(200) },
  'GET /events/{id}/contributions/ledger': { fixture: 'eventWithLedger', expect: ownerOrAdmin(200) },
  'GET /events/{id}/contributions.csv': { fixture: 'eventWithLedger', expect: ownerOrAdmin(200) },
  'POST /events/{id}/contributions/receipts': {
    fixture: 'eventWithLedger',
    expect: ownerOrAdmin(201),
    body: () => json({ amount: '100', received_on: '2026-01-16', method: 'cash', from_name: 'Auntie Esi' }),
  },
  'DELETE /events/{id}/contributions/receipts/{receiptId}': { fixture: 'eventWithLedger', expect: ownerOrAdmin(200) },
  'GET /events/{id}/contributions/receipts/{receiptId}/proof': {
    fixture: 'eventWithLedger',
    expect: ownerOrAdmin(200),
  },
  'PATCH /admin/events/{id}/approve': { fixture: 'pendingEvent', expect: adminOnly(200) },
  'PATCH /admin/events/{id}/reject': {
    fixture: 'pendingEvent',
    expect: adminOnly(200),
    body: () => json({ reason: 'Please add the venue’s street address.' }),
  },

  'GET /businesses/{id}': [
    { fixture: 'approvedBusiness', expect: everyone(200) },
    { fixture: 'pendingBusiness', expect: { ...everyone(404), owner: 200, admin: 200 } },
  ],
  'PUT /businesses/{id}': {
    fixture: 'approvedBusiness',
    expect: ownerOrAdmin(200),
    body: () => json(businessBody(businessCategory, { name: 'Efua Fabrics and Prints' })),
  },
  'DELETE /businesses/{id}': { fixture: 'approvedBusiness', expect: ownerOrAdmin(200) },
  'GET /businesses/{id}/reviews': [
    { fixture: 'approvedBusiness', expect: everyone(200) },
    { fixture: 'pendingBusiness', expect: { ...everyone(404), owner: 200, admin: 200 } },
  ],
  'POST /businesses/{id}/reviews': {
    fixture: 'approvedBusiness',
    // Anyone but the owner may review a listing.
    expect: { ...members(201), owner: 403 },
    body: () => json({ rating: 5, comment: 'The best kente in town.' }),
  },
  'DELETE /businesses/{id}/reviews/{reviewId}': { fixture: 'ownersReview', expect: ownerOrAdmin(200) },
  'POST /businesses/{id}/reviews/{reviewId}/reply': {
    fixture: 'reviewOfOwnersListing',
    expect: ownerOnly(200),
    body: () => json({ reply: 'Thank you, come again soon.' }),
  },
  'POST /businesses/{id}/follow': { fixture: 'approvedBusiness', expect: { ...members(200), owner: 403 } },
  'DELETE /businesses/{id}/follow': { fixture: 'listingOwnerFollows', expect: members(200) },
  'POST /businesses/{id}/vouch': {
    fixture: 'approvedBusiness',
    // A confirmed member who is not the owner: nobody in the cast has confirmed an address, so the owner is refused as
    // the owner and the others until they confirm one (vouches.int.test.ts has confirmed members vouch).
    expect: members(403),
    body: () => json({ note: 'They catered our naming ceremony and it was perfect.' }),
  },
  'DELETE /businesses/{id}/vouch': { fixture: 'approvedBusiness', expect: members(200) },
  'PATCH /admin/businesses/{id}/approve': { fixture: 'pendingBusiness', expect: adminOnly(200) },
  'PATCH /admin/businesses/{id}/reject': {
    fixture: 'pendingBusiness',
    expect: adminOnly(200),
    body: () => json({ reason: 'Please add your opening hours.' }),
  },
  'PATCH /admin/businesses/{id}/verify': { fixture: 'approvedBusiness', expect: adminOnly(200) },
  // Only the owner asks for the Ghanaian-owned mark; only an admin gives it.
  'POST /businesses/{id}/ghanaian-owned': { fixture: 'approvedBusiness', expect: { ...members(403), owner: 200 } },
  'PATCH /admin/businesses/{id}/ghanaian-owned': { fixture: 'approvedBusiness', expect: adminOnly(200) },
  'PATCH /admin/verification-requests/{userId}': {
    fixture: 'verificationRequest',
    expect: adminOnly(200),
    body: () => json({ decision: 'grant' }),
  },

  'GET /associations/{id}': [
    { fixture: 'approvedAssociation', expect: everyone(200) },
    { fixture: 'pendingAssociation', expect: { ...everyone(404), owner: 200, admin: 200 } },
  ],
  'PUT /associations/{id}': {
    fixture: 'approvedAssociation',
    expect: ownerOrAdmin(200),
    body: () => json(associationBody({ phone: '011 555 0101' })),
  },
  'DELETE /associations/{id}': { fixture: 'approvedAssociation', expect: ownerOrAdmin(200) },
  'POST /associations/{id}/logo': {
    fixture: 'approvedAssociation',
    expect: ownerOrAdmin(200),
    body: () => {
      const form = logoForm(pngFile());
      return { payload: form.payload, headers: form.headers };
    },
  },
  'DELETE /associations/{id}/logo': { fixture: 'approvedAssociation', expect: ownerOrAdmin(200) },
  // Only confirmed members join, and nobody in the cast has confirmed an address
  // (associations.int.test.ts has confirmed members join).
  'POST /associations/{id}/membership': { fixture: 'approvedAssociation', expect: members(403) },
  // Nobody else belongs to it, and its founder is its last leader.
  'DELETE /associations/{id}/membership': { fixture: 'approvedAssociation', expect: members(409) },
  'GET /associations/{id}/members': { fixture: 'associationWithMember', expect: ownerOrAdmin(200) },
  'PATCH /associations/{id}/members/{userId}': {
    fixture: 'associationWithMember',
    expect: ownerOrAdmin(200),
    body: () => json({ status: 'active' }),
  },
  'DELETE /associations/{id}/members/{userId}': { fixture: 'associationWithMember', expect: ownerOrAdmin(200) },
  'PATCH /admin/associations/{id}/approve': { fixture: 'pendingAssociation', expect: adminOnly(200) },
  'PATCH /admin/associations/{id}/reject': {
    fixture: 'pendingAssociation',
    expect: adminOnly(200),
    body: () => json({ reason: 'Please say where the association meets.' }),
  },
  'PATCH /admin/associations/{id}/verify': { fixture: 'approvedAssociation', expect: adminOnly(200) },

  // Public calendar feeds (decision 038): what the public lists show, to anyone; nothing of what they do not.
  'GET /calendar/associations/{id}.ics': [
    { fixture: 'approvedAssociation', expect: everyone(200) },
    { fixture: 'pendingAssociation', expect: everyone(404) },
  ],
  'GET /calendar/businesses/{id}.ics': [
    { fixture: 'approvedBusiness', expect: everyone(200) },
    { fixture: 'pendingBusiness', expect: everyone(404) },
  ],
  'GET /calendar/cities/{city}.ics': { fixture: 'cityFeed', expect: everyone(200) },

  'GET /notices/{id}': [
    { fixture: 'notice', expect: everyone(200) },
    { fixture: 'expiredNotice', expect: { ...everyone(404), owner: 200, admin: 200 } },
  ],
  'PUT /notices/{id}': {
    fixture: 'notice',
    expect: ownerOrAdmin(200),
    body: () => json(noticeBody('association:1', { title: 'Meeting moved again' })),
  },
  'DELETE /notices/{id}': { fixture: 'notice', expect: ownerOrAdmin(200) },
  'POST /notice-sources/{id}/followers': { fixture: 'noticeSource', expect: members(200) },
  'DELETE /notice-sources/{id}/followers': { fixture: 'noticeSource', expect: members(200) },
  'DELETE /admin/notice-sources/{id}': { fixture: 'noticeSource', expect: adminOnly(200) },

  'GET /job-listings/{id}': [
    { fixture: 'job', expect: everyone(200) },
    { fixture: 'draftJob', expect: { ...everyone(404), owner: 200, admin: 200 } },
  ],
  'PUT /job-listings/{id}': {
    fixture: 'job',
    expect: ownerOrAdmin(200),
    body: () => json(jobBody(jobCategory, { title: 'Senior Software Developer' })),
  },
  'POST /job-listings/{id}': { fixture: 'job', expect: ownerOrAdmin(200), body: jobForm },
  'DELETE /job-listings/{id}': { fixture: 'job', expect: ownerOrAdmin(200) },
  'POST /job-listings/{id}/apply': [
    // Individuals apply (and admins); a business account, the poster included, may not.
    { fixture: 'job', expect: { ...members(201), business: 403, owner: 403 }, body: application },
    // An admin sees drafts, and is let apply to one (reported: a draft should take no application).
    { fixture: 'draftJob', expect: { ...members(404), business: HIDDEN, owner: 403, admin: 201 }, body: application },
  ],
  // Any member keeps a job they can see among their saved jobs (decision 041); the list is their own.
  'POST /job-listings/{id}/save': [
    { fixture: 'job', expect: members(200) },
    { fixture: 'draftJob', expect: { ...members(404), owner: 200, admin: 200 } },
  ],
  'DELETE /job-listings/{id}/save': { fixture: 'job', expect: members(200) },
  // A job alert is its member's alone: admins included, everyone else is told it does not exist.
  'PATCH /job-alerts/{id}': {
    fixture: 'ownersJobAlert',
    expect: ownerOnly(200),
    body: () => json({ name: 'Tailors in Soweto', frequency: 'daily' }),
  },
  'DELETE /job-alerts/{id}': { fixture: 'ownersJobAlert', expect: ownerOnly(200) },
  'GET /job-listings/{id}/applications': { fixture: 'jobWithApplication', expect: ownerOrAdmin(200) },
  'PATCH /job-applications/{id}': {
    fixture: 'applicationToOwnersJob',
    expect: ownerOrAdmin(200),
    body: () => json({ status: 'shortlisted' }),
  },
  'DELETE /job-applications/{id}': { fixture: 'ownersApplication', expect: ownerOnly(200) },
  'GET /job-applications/{id}/cv': [
    { fixture: 'ownersApplication', expect: ownerOrAdmin(200) },
    { fixture: 'applicationToOwnersJob', expect: ownerOrAdmin(200) },
  ],

  'POST /admin/contact-messages/{id}/close': { fixture: 'contactMessage', expect: adminOnly(200) },
  'POST /admin/contact-messages/{id}/reopen': { fixture: 'contactMessage', expect: adminOnly(200) },
  'POST /admin/outbox/{id}/retry': { fixture: 'deadMail', expect: adminOnly(200) },

  'POST /admin/users/{id}/suspend': {
    fixture: 'member',
    expect: adminOnly(200),
    body: () => json({ note: 'Repeated spam in reviews.' }),
  },
  // The suspended member's sessions ended with the suspension.
  'POST /admin/users/{id}/unsuspend': {
    fixture: 'suspendedMember',
    expect: { ...adminOnly(200), owner: 401 },
    body: () => json({}),
  },
  'POST /admin/reports/{id}/resolve': {
    fixture: 'ownersReport',
    expect: adminOnly(200),
    body: () => json({ action: 'dismiss' }),
  },
  'POST /admin/moderation/{target_type}/{target_id}/restore': {
    fixture: 'hiddenEvent',
    expect: adminOnly(200),
    body: () => json({}),
  },
  'POST /admin/users/{id}/sessions/revoke': { fixture: 'member', expect: adminOnly(200), body: () => json({}) },
};

// ---------------------------------------------------------------------------------------------------------------

const PREFIX = '/api/v1';
const routes = (await routeTable(app))
  .filter((route) => route.pathKeys.length > 0)
  .map((route) => ({ ...route, key: `${route.method} ${route.path.slice(PREFIX.length)}` }));

interface PrivateValue {
  memberId: number;
  field: string;
  value: string;
}

/** The guarded members' private values, as stored now (a new phone changes the token): none may reach a stranger. */
async function privateValues(): Promise<PrivateValue[]> {
  const values: PrivateValue[] = [];
  for (const member of guarded) {
    values.push({ memberId: member.id, field: 'token', value: member.token });
    const [user] = await selectRows(
      database,
      sql`select email, phone, password_hash, business_registration_number from users where id = ${member.id}`,
    );
    for (const [field, value] of Object.entries(user ?? {}))
      if (typeof value === 'string') values.push({ memberId: member.id, field, value });
    const tokens = await selectRows(database, sql`select token_hash from auth_tokens where user_id = ${member.id}`);
    for (const token of tokens)
      values.push({ memberId: member.id, field: 'token_hash', value: String(token.token_hash) });
  }
  // The phone as typed, too: its national digits without the country code.
  for (const { memberId, field, value } of [...values])
    if (field === 'phone' && /^\+27\d{9}$/.test(value)) values.push({ memberId, field, value: `0${value.slice(3)}` });
  return values.filter(({ value }) => value.length >= 6);
}

const cached = new Map<FixtureName, Promise<Target>>();
/** The object for a call: one per fixture for reads, a fresh one for each write. */
function targetFor(fixture: FixtureName, method: string): Promise<Target> {
  if (method !== 'GET') return fixtures[fixture]();
  if (!cached.has(fixture)) cached.set(fixture, fixtures[fixture]());
  return cached.get(fixture)!;
}

const urlOf = (path: string, params: Target['params']) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`fixture has no ${name} for ${path}`);
    return String(params[name]);
  });

describe('the authorisation matrix', () => {
  it('classifies every route that takes a parameter, and no route that is gone', () => {
    const keys = routes.map((route) => route.key);
    expect(
      keys.filter((key) => !(key in EXPECTED)),
      'routes with a path parameter and no line in EXPECTED',
    ).toEqual([]);
    expect(
      Object.keys(EXPECTED).filter((key) => !keys.includes(key)),
      'lines in EXPECTED for routes that no longer exist',
    ).toEqual([]);
  });

  const classified = routes.filter((route) => route.key in EXPECTED);
  describe.each(classified.map((route) => [route.key, route] as const))('%s', (key, route) => {
    const cases = ([] as Case[]).concat(EXPECTED[key]!);
    it.each(cases.map((entry) => [entry.fixture, entry] as const))(
      'on %s answers each caller as the table says, and nobody else sees the owner’s private details',
      async (_, entry) => {
        const actual: Partial<Record<Role, Status>> = {};
        const wanted: Partial<Record<Role, Status>> = {};
        const leaks: string[] = [];
        // A write's visitor, bystanders and owner act on one object in that order, so the owner's success shows the
        // refused calls left it whole; the admin gets a fresh one (the owner may have deleted it).
        const shared = await targetFor(entry.fixture, route.method);
        for (const role of ROLES) {
          const target = role === 'admin' ? await targetFor(entry.fixture, route.method) : shared;
          const caller = role === 'visitor' ? null : role === 'owner' ? target.owner : actors[role];
          const body = entry.body ? await entry.body(target) : undefined;
          const response = await app.inject({
            method: route.method,
            url: urlOf(route.path, target.params),
            headers: { ...(caller ? caller.headers : {}), ...(body?.headers ?? {}) },
            ...(body ? { payload: body.payload as string } : {}),
          });
          const allowed = ([] as number[]).concat(entry.expect[role]);
          actual[role] = response.statusCode;
          // Where two statuses are right, the answer given is the one expected.
          wanted[role] = allowed.includes(response.statusCode) ? response.statusCode : entry.expect[role];
          if (role === 'visitor' || role === 'individual' || role === 'business') {
            const text = response.body;
            for (const { memberId, field, value } of await privateValues()) {
              const shown = field === 'email' && memberId === target.owner.id && entry.emailTo?.includes(role);
              if (!shown && text.includes(value))
                leaks.push(`${role} got member ${memberId}'s ${field} (${response.statusCode})`);
            }
          }
        }
        expect(actual, `${key} on ${entry.fixture}`).toEqual(wanted);
        expect(leaks, `${key} on ${entry.fixture}: private details in answers to others`).toEqual([]);
      },
    );
  });
});
