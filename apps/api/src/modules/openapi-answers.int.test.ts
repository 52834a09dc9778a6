import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
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
import { makeSource, noticeBody, postNotice } from '../../test/notice-factories.ts';
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
  makeVerifiedBusiness,
  multipart,
  type Actor,
} from '../../test/event-factories.ts';
import { linkToken, mailBody, selectRows, smsCode, STRONG_PASSWORD } from '../../test/factories.ts';
import { createJob, jobBody } from '../../test/job-factories.ts';

/**
 * Issue 13: the OpenAPI document at /api/docs/json is a description clients can trust. Every operation it lists is
 * called for real (a sample request that succeeds, then as a visitor, on an id that names nothing and with a body that
 * breaks its rules), and every answer must be documented for its status and match that status's schema in ajv. An
 * operation with no sample fails by name, so a route added later cannot slip through.
 */
const testApp = await buildTestApp();
const { app, clock, database } = testApp;

interface MediaType {
  schema?: Record<string, unknown>;
}
interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, MediaType> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, MediaType>; headers?: Record<string, unknown> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

const PREFIX = '/api/v1';
const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;

// The document's schemas are JSON Schema 2020-12 (OpenAPI 3.1); its shared ones are reached through `components`.
const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema({ $id: 'components', $defs: document.components.schemas });
const withComponents = (schema: unknown): Record<string, unknown> =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"components#/$defs/')) as Record<
    string,
    unknown
  >;
const compiled = new Map<unknown, ValidateFunction>();
const validatorOf = (schema: unknown) => {
  if (!compiled.has(schema)) compiled.set(schema, ajv.compile(withComponents(schema)));
  return compiled.get(schema)!;
};

// ---------------------------------------------------------------------------------------------------------------
// The cast and their things, made through the API as members would.

const eventCategory = (await categories(app, 'event'))[0]!.id;
const businessCategory = (await categories(app, 'business'))[0]!.id;
const jobCategory = (await categories(app, 'job'))[0]!.id;

const admin = await makeAdmin(app);
const owner = await makeVerifiedBusiness(app, 'Efua Owner');
const member = await makeIndividual(app, 'Yaw Member');
/** A member with no part in anything the samples touch. */
const stranger = await makeIndividual(app, 'Kojo Stranger');

async function ok(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body) as { data: { id: number } & Record<string, unknown> };
}

const liveEvent = async (overrides: Record<string, unknown> = {}) => {
  const event = await createEvent(app, owner, eventBody(clock.now(), eventCategory, overrides));
  if (event.status !== 'approved') await approveEvent(app, admin, event.id);
  return event.id;
};
const pendingEvent = async () =>
  (await createEvent(app, await makeBusiness(app), eventBody(clock.now(), eventCategory))).id;
/** The owner's event, asking for approval, with the member's RSVP waiting for it. */
const eventWithGuest = async () => {
  const id = await liveEvent({ requires_approval: true });
  await ok(await app.inject({ method: 'POST', url: `${PREFIX}/events/${id}/attend`, headers: member.headers }), 'rsvp');
  return id;
};
let guestNumber = 0;
/** A code sent by SMS to a new guest's number for the event (docs/decisions/034). */
const guestCode = async (id: number) => {
  const phone = `0826${String(++guestNumber).padStart(6, '0')}`;
  await ok(
    await app.inject({
      method: 'POST',
      url: `${PREFIX}/events/${id}/guest-rsvps`,
      payload: { name: 'Akua Guest', phone },
    }),
    'guest code',
  );
  const texts = async () => (await testApp.sms()).filter((text) => text.to === `+27${phone.slice(1)}`);
  return { phone, code: smsCode((await texts()).at(-1)!), texts };
};
/** A guest's RSVP to a new event of the owner's: the event, the guest RSVP's id and its cancel link's token. */
const guestRsvp = async (overrides: Record<string, unknown> = {}) => {
  const id = await liveEvent(overrides);
  const { phone, code, texts } = await guestCode(id);
  const url = `${PREFIX}/events/${id}/guest-rsvps/confirm`;
  await ok(await app.inject({ method: 'POST', url, payload: { phone, code } }), 'guest rsvp');
  const token = decodeURIComponent(/token=(\S+)/.exec((await texts()).at(-1)!.body)![1]!);
  const [row] = await selectRows(
    database,
    sql`select id from event_attendees where event_id = ${id} and user_id is null`,
  );
  return { id, token, guestId: Number(row!.id) };
};
/** A new member's 'Still coming?' token, from the reminder of an event starting within a day that asks for it. */
const reconfirmToken = async () => {
  const soon = (hours: number) => new Date(clock.now().getTime() + hours * 3_600_000).toISOString();
  const id = await liveEvent({ max_attendees: 5, reconfirm_hours: 6, start_date: soon(20), end_date: soon(23) });
  const attendee = await makeIndividual(app);
  await ok(
    await app.inject({ method: 'POST', url: `${PREFIX}/events/${id}/attend`, headers: attendee.headers }),
    'rsvp',
  );
  await app.services.remindersService.sendDue();
  return linkToken(await testApp.mail(), attendee.email!, '/reconfirm')!;
};
/** A new confirmed member's job alert (decision 041): its id, its member and its unsubscribe token. */
const jobAlert = async () => {
  const seeker = await makeConfirmedIndividual(testApp);
  const made = await ok(
    await app.inject({
      method: 'POST',
      url: `${PREFIX}/job-alerts`,
      headers: seeker.headers,
      payload: { name: 'Bookkeepers', frequency: 'daily', search: 'bookkeeper' },
    }),
    'job alert',
  );
  return { id: made.data.id, seeker, token: app.services.jobAlertsService.unsubscribeLinkToken(made.data.id) };
};
const cvForm = () =>
  multipart({ cover_note: 'Five years of bookkeeping in Accra and Durban.' }, [
    { field: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', content: pdfFile() },
  ]);
/** A fresh individual's application, with a CV, to the owner's job. */
const application = async (jobId: number, applicant?: Actor) => {
  const who = applicant ?? (await makeIndividual(app));
  const form = cvForm();
  const response = await app.inject({
    method: 'POST',
    url: `${PREFIX}/job-listings/${jobId}/apply`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
  return { id: (await ok(response, 'application')).data.id, applicant: who };
};
const review = async (listingId: number, who: Actor) =>
  (
    (
      await ok(
        await app.inject({
          method: 'POST',
          url: `${PREFIX}/businesses/${listingId}/reviews`,
          headers: who.headers,
          payload: { rating: 4, comment: 'Generous portions and a warm welcome.' },
        }),
        'review',
      )
    ).data.review as { id: number }
  ).id;
const report = async (who: Actor, targetType: string, targetId: number) =>
  (
    await ok(
      await app.inject({
        method: 'POST',
        url: `${PREFIX}/reports`,
        headers: who.headers,
        payload: { target_type: targetType, target_id: targetId, reason: 'misleading' },
      }),
      'report',
    )
  ).data.id;
let contacts = 0;
const contactMessage = async () => {
  contacts += 1;
  const message = `Please check my listing, reference ${contacts}.`;
  await ok(
    await app.inject({
      method: 'POST',
      url: `${PREFIX}/contact`,
      payload: { name: 'Kofi', email: 'kofi@example.com', subject: 'General question', message },
    }),
    'contact',
  );
  const [row] = await selectRows(database, sql`select id from contact_messages where message = ${message}`);
  return Number(row!.id);
};

const event = await liveEvent();
const guestEvent = await eventWithGuest();
/** The owner's funeral with its contributions open (decision 033). */
const ledgerEvent = async () => {
  const id = await liveEvent({ life_event: 'funeral' });
  await ok(
    await app.inject({
      method: 'PUT',
      url: `${PREFIX}/events/${id}/contributions`,
      headers: owner.headers,
      payload: { totals_visibility: 'both' },
    }),
    'open contributions',
  );
  return id;
};
const pledgeTo = async (eventId: number, who: Actor) =>
  ok(
    await app.inject({
      method: 'PUT',
      url: `${PREFIX}/events/${eventId}/contributions/pledge`,
      headers: who.headers,
      payload: { amount: '300' },
    }),
    'pledge',
  );
const receiptForm = () =>
  multipart({ amount: '250.50', received_on: '2026-01-15', method: 'eft', note: 'At the house' }, [
    { field: 'proof', filename: 'proof.pdf', contentType: 'application/pdf', content: pdfFile() },
  ]);
/** A receipt with a proof, recorded by the owner. */
const receiptIn = async (eventId: number) => {
  const form = receiptForm();
  const recorded = await ok(
    await app.inject({
      method: 'POST',
      url: `${PREFIX}/events/${eventId}/contributions/receipts`,
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    }),
    'receipt',
  );
  return (recorded.data.receipts as { id: number }[]).at(-1)!.id;
};
const funeral = await ledgerEvent();
await pledgeTo(funeral, member);
const listing = (await createApprovedBusiness(app, owner, { name: 'Efua Fabrics' })).id;
const job = (await createJob(app, owner)).id;
const ownersApplication = await application(job, member);
await review(listing, member);
const place = (
  (await app.inject({ method: 'GET', url: `${PREFIX}/places/autocomplete?q=Soweto` })).json() as {
    data: { id: string }[];
  }
).data[0]!.id;

// ---------------------------------------------------------------------------------------------------------------
// One request per operation that succeeds as it stands (or, where a success needs the outside world, the refusal
// a client meets, with why beside it). Destructive ones make their own object.

interface Sample {
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
  /** The status it gives when not a success (say why). */
  status?: number;
  /** A body every value of which is taken (say why): no 422 to probe for. */
  anyBodyIsTaken?: true;
}
type Samples = Record<string, () => Promise<Sample>>;

/** The owner's event with a co-host added (decision 040). */
async function cohostedEvent() {
  const id = await liveEvent();
  const cohost = await makeConfirmedIndividual(testApp);
  await ok(
    await app.inject({
      method: 'POST',
      url: `${PREFIX}/events/${id}/cohosts`,
      headers: owner.headers,
      payload: { member: cohost.id },
    }),
    'co-host',
  );
  return { id, cohost };
}

/** An approved association, its leader and a member who joined it. */
async function leadersAssociation() {
  const leader = await makeConfirmedIndividual(testApp);
  const member = await makeConfirmedIndividual(testApp);
  const { id } = await createApprovedAssociation(app, leader);
  await ok(
    await app.inject({ method: 'POST', url: `${PREFIX}/associations/${id}/membership`, headers: member.headers }),
    'join',
  );
  return { leader, member, id };
}

/** A notice a leader posted in their association's name. */
async function leadersNotice() {
  const { leader, id } = await leadersAssociation();
  const author = `association:${id}`;
  return { leader, author, notice: await postNotice(app, leader, author) };
}

/** An official source (a new member's account an admin named). */
const newSource = async () => makeSource(app, admin, await makeConfirmedIndividual(testApp));

const as = (who: Actor | null, url: string, payload?: unknown): Sample => ({
  url: `${PREFIX}${url}`,
  ...(who ? { headers: who.headers } : {}),
  ...(payload === undefined ? {} : { payload }),
});
const form = (who: Actor, url: string, body: { payload: Buffer; headers: Record<string, string> }): Sample => ({
  url: `${PREFIX}${url}`,
  headers: { ...who.headers, ...body.headers },
  payload: body.payload,
});
let sequence = 0;
const freshEmail = () => `openapi-${++sequence}-${Date.now()}@example.com`;

const SAMPLES: Samples = {
  'GET /health': async () => as(null, '/health'),
  'GET /health/ready': async () => as(null, '/health/ready'),
  'POST /auth/register': async () =>
    as(null, '/auth/register', {
      name: 'Kofi Boateng',
      email: freshEmail(),
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
      terms_accepted: true,
      age_confirmed: true,
    }),
  'POST /auth/login': async () =>
    as(null, '/auth/login', { login_type: 'email', email: member.email, password: STRONG_PASSWORD }),
  'POST /auth/phone/send-verification': async () =>
    as(null, '/auth/phone/send-verification', { phone: '821234001', country_code: '+27' }),
  'POST /auth/phone/verify': async () => {
    await ok(
      await app.inject({
        method: 'POST',
        url: `${PREFIX}/auth/register`,
        payload: {
          name: 'Yaw Boateng',
          registration_type: 'phone',
          phone: '0821230002',
          country_code: '+27',
          password: STRONG_PASSWORD,
          password_confirmation: STRONG_PASSWORD,
          terms_accepted: true,
          age_confirmed: true,
        },
      }),
      'registration by phone',
    );
    const code = smsCode((await testApp.sms()).filter((sms) => sms.to === '+27821230002').at(-1)!);
    return as(null, '/auth/phone/verify', { phone: '0821230002', country_code: '+27', verification_code: code });
  },
  'POST /auth/logout': async () => as(await makeIndividual(app), '/auth/logout'),
  'POST /auth/forgot-password': async () => as(null, '/auth/forgot-password', { email: member.email }),
  'POST /auth/reset-password': async () => {
    const who = await makeIndividual(app);
    await ok(
      await app.inject({ method: 'POST', url: `${PREFIX}/auth/forgot-password`, payload: { email: who.email } }),
      'forgot',
    );
    const mails = (await testApp.mail()).filter((eml) => eml.includes(who.email));
    const token = /reset-password\?token=([\w%-]+)/.exec(mailBody(mails.at(-1)!))![1]!;
    return as(null, '/auth/reset-password', {
      token: decodeURIComponent(token),
      password: 'Cape-Coast-2025',
      password_confirmation: 'Cape-Coast-2025',
    });
  },
  'POST /auth/email/confirm': async () => {
    const who = await makeIndividual(app);
    return as(null, '/auth/email/confirm', { token: linkToken(await testApp.mail(), who.email, '/confirm-email') });
  },
  'POST /auth/email/not-me': async () => {
    const who = await makeIndividual(app);
    return as(null, '/auth/email/not-me', { token: linkToken(await testApp.mail(), who.email, '/confirm-email') });
  },
  'POST /auth/email/resend': async () => {
    const who = await makeIndividual(app);
    // Past the minute's wait since the sign-up's own link.
    await database.db.execute(sql`update email_tokens set created_at = created_at - interval '2 minutes'`);
    return as(who, '/auth/email/resend');
  },
  // An undo link comes only from the mail that tells of a provider linked by email: an unknown one is refused.
  'POST /auth/social/undo-link': async () => ({
    ...as(null, '/auth/social/undo-link', { token: 'a'.repeat(43) }),
    status: 422,
  }),
  // A code comes from a provider's consent page (no provider is configured here): an unknown code is refused.
  'POST /auth/social': async () => ({ ...as(null, '/auth/social', { code: 'a'.repeat(43) }), status: 422 }),
  'GET /auth/providers': async () => as(null, '/auth/providers'),
  // No provider is configured here: an unknown one is 404.
  'GET /auth/social/redirect': async () => ({ ...as(null, '/auth/social/redirect?provider=google'), status: 404 }),
  'GET /auth/social/callback/{provider}': async () => as(null, '/auth/social/callback/google?error=access_denied'),
  // Only an account made through a provider still chooses its type; one that registered has chosen.
  'POST /auth/account-type': async () => ({
    ...as(await makeIndividual(app), '/auth/account-type', {
      user_type: 'business',
      business_name: 'Accra Bites',
      terms_accepted: true,
      age_confirmed: true,
    }),
    status: 409,
  }),
  'GET /profile': async () => as(member, '/profile'),
  'PUT /profile': async () => as(await makeIndividual(app), '/profile', { name: 'Ama Mensah', bio: 'Chef.' }),
  'DELETE /profile': async () => as(await makeIndividual(app), '/profile', { password: STRONG_PASSWORD }),
  'PUT /profile/password': async () =>
    as(await makeIndividual(app), '/profile/password', {
      current_password: STRONG_PASSWORD,
      password: 'Cape-Coast-2025',
      password_confirmation: 'Cape-Coast-2025',
    }),
  'POST /profile/verification-request': async () => {
    const applicant = await makeBusiness(app);
    await ok(
      await app.inject({
        method: 'PUT',
        url: `${PREFIX}/profile`,
        headers: applicant.headers,
        payload: { business_registration_number: `2020/${String(applicant.id).padStart(6, '0')}/07` },
      }),
      'registration number',
    );
    return as(applicant, '/profile/verification-request');
  },
  'GET /users/{id}': async () => as(null, `/users/${owner.id}`),
  'POST /profile/export': async () => as(await makeIndividual(app), '/profile/export', { password: STRONG_PASSWORD }),
  'GET /categories': async () => as(null, '/categories?type=event'),
  'GET /places/settings': async () => as(null, '/places/settings'),
  'GET /places/autocomplete': async () => as(null, '/places/autocomplete?q=Soweto'),
  'GET /places/{id}': async () => as(null, `/places/${place}`),
  'GET /dashboard': async () => as(owner, '/dashboard'),
  'GET /activity': async () => as(owner, '/activity'),
  'GET /notifications': async () => as(member, '/notifications'),
  'POST /notifications/read': async () => as(member, '/notifications/read', { up_to_id: 1 }),

  'GET /events': async () => as(null, '/events'),
  'POST /events': async () => as(owner, '/events', eventBody(clock.now(), eventCategory)),
  'GET /events/{id}': async () => as(null, `/events/${event}`),
  'PUT /events/{id}': async () =>
    as(owner, `/events/${await liveEvent()}`, eventBody(clock.now(), eventCategory, { title: 'Renamed Braai' })),
  'POST /events/{id}': async () =>
    form(
      owner,
      `/events/${await liveEvent()}`,
      multipart({ ...formFields(eventBody(clock.now(), eventCategory)), _method: 'PUT' }),
    ),
  'DELETE /events/{id}': async () => as(owner, `/events/${await liveEvent()}`),
  'GET /events/{id}.ics': async () => as(null, `/events/${event}.ics`),
  'PATCH /events/{id}/toggle-privacy': async () => as(owner, `/events/${await liveEvent()}/toggle-privacy`),
  'POST /events/{id}/cancel': async () => as(owner, `/events/${await liveEvent()}/cancel`),
  'POST /reconfirmations/view': async () => as(null, '/reconfirmations/view', { token: await reconfirmToken() }),
  'POST /reconfirmations': async () => as(null, '/reconfirmations', { token: await reconfirmToken(), answer: 'yes' }),
  'GET /my/events': async () => as(owner, '/my/events'),
  'GET /my/rsvps': async () => as(member, '/my/rsvps?per_page=50'),
  // Its one field falls back to 'attending' whatever is sent.
  'POST /events/{id}/attend': async () => ({
    ...as(await makeIndividual(app), `/events/${event}/attend`),
    anyBodyIsTaken: true,
  }),
  'DELETE /events/{id}/attend': async () => {
    const id = await eventWithGuest();
    return as(member, `/events/${id}/attend`);
  },
  'POST /events/{id}/guest-rsvps': async () =>
    as(null, `/events/${await liveEvent()}/guest-rsvps`, { name: 'Akua Guest', phone: '0826999999' }),
  'POST /events/{id}/guest-rsvps/confirm': async () => {
    const id = await liveEvent();
    const { phone, code } = await guestCode(id);
    return as(null, `/events/${id}/guest-rsvps/confirm`, { phone, code });
  },
  'POST /guest-rsvps/view': async () => as(null, '/guest-rsvps/view', { token: (await guestRsvp()).token }),
  'POST /guest-rsvps/cancel': async () => as(null, '/guest-rsvps/cancel', { token: (await guestRsvp()).token }),
  'POST /events/{id}/guests/{guestId}/approve': async () => {
    const { id, guestId } = await guestRsvp({ requires_approval: true });
    return as(owner, `/events/${id}/guests/${guestId}/approve`);
  },
  'POST /events/{id}/guests/{guestId}/decline': async () => {
    const { id, guestId } = await guestRsvp({ requires_approval: true });
    return as(owner, `/events/${id}/guests/${guestId}/decline`);
  },
  'DELETE /events/{id}/guests/{guestId}': async () => {
    const { id, guestId } = await guestRsvp();
    return as(owner, `/events/${id}/guests/${guestId}`);
  },
  'GET /events/{id}/attendees': async () => as(owner, `/events/${guestEvent}/attendees`),
  'PATCH /events/{id}/attend': async () => {
    const id = await liveEvent({ max_plus_ones: 2 });
    const who = await makeIndividual(app);
    await ok(await app.inject({ method: 'POST', url: `${PREFIX}/events/${id}/attend`, headers: who.headers }), 'rsvp');
    return as(who, `/events/${id}/attend`, { plus_ones: 2 });
  },
  'GET /events/{id}/cohosts': async () => as(owner, `/events/${(await cohostedEvent()).id}/cohosts`),
  'POST /events/{id}/cohosts': async () =>
    as(owner, `/events/${await liveEvent()}/cohosts`, { member: (await makeConfirmedIndividual(testApp)).id }),
  'DELETE /events/{id}/cohosts/{userId}': async () => {
    const { id, cohost } = await cohostedEvent();
    return as(owner, `/events/${id}/cohosts/${cohost.id}`);
  },
  'GET /events/{id}/log': async () => as(owner, `/events/${(await cohostedEvent()).id}/log`),
  'GET /my/cohosted-events': async () => as((await cohostedEvent()).cohost, '/my/cohosted-events'),
  'GET /events/{id}/attendees.csv': async () => as(owner, `/events/${guestEvent}/attendees.csv`),
  'GET /events/{id}/contributions': async () => as(member, `/events/${funeral}/contributions`),
  'PUT /events/{id}/contributions': async () =>
    as(owner, `/events/${await ledgerEvent()}/contributions`, { totals_visibility: 'received' }),
  'PUT /events/{id}/contributions/pledge': async () =>
    as(await makeIndividual(app), `/events/${funeral}/contributions/pledge`, { amount: '120.50', anonymous: true }),
  'DELETE /events/{id}/contributions/pledge': async () => {
    const who = await makeIndividual(app);
    await pledgeTo(funeral, who);
    return as(who, `/events/${funeral}/contributions/pledge`);
  },
  'GET /events/{id}/contributions/ledger': async () => as(owner, `/events/${funeral}/contributions/ledger`),
  'POST /events/{id}/contributions/receipts': async () =>
    form(owner, `/events/${funeral}/contributions/receipts`, receiptForm()),
  'DELETE /events/{id}/contributions/receipts/{receiptId}': async () =>
    as(owner, `/events/${funeral}/contributions/receipts/${await receiptIn(funeral)}`),
  'GET /events/{id}/contributions/receipts/{receiptId}/proof': async () =>
    as(owner, `/events/${funeral}/contributions/receipts/${await receiptIn(funeral)}/proof`),
  'GET /events/{id}/contributions.csv': async () => as(owner, `/events/${funeral}/contributions.csv`),
  'POST /events/{id}/rsvps/{userId}/approve': async () =>
    as(owner, `/events/${await eventWithGuest()}/rsvps/${member.id}/approve`),
  'POST /events/{id}/rsvps/{userId}/decline': async () =>
    as(owner, `/events/${await eventWithGuest()}/rsvps/${member.id}/decline`),
  'DELETE /events/{id}/rsvps/{userId}': async () => as(owner, `/events/${await eventWithGuest()}/rsvps/${member.id}`),
  'GET /admin/events/pending': async () => as(admin, '/admin/events/pending'),
  'PATCH /admin/events/{id}/approve': async () => as(admin, `/admin/events/${await pendingEvent()}/approve`),
  'PATCH /admin/events/{id}/reject': async () =>
    as(admin, `/admin/events/${await pendingEvent()}/reject`, { reason: 'Please add the venue address.' }),

  'GET /admin/stats': async () => as(admin, '/admin/stats'),
  'GET /admin/verification-requests': async () => as(admin, '/admin/verification-requests'),
  'PATCH /admin/verification-requests/{userId}': async () => {
    const applicant = await makeBusiness(app);
    await ok(
      await app.inject({
        method: 'PUT',
        url: `${PREFIX}/profile`,
        headers: applicant.headers,
        payload: { business_registration_number: `2021/${String(applicant.id).padStart(6, '0')}/07` },
      }),
      'registration number',
    );
    await ok(
      await app.inject({
        method: 'POST',
        url: `${PREFIX}/profile/verification-request`,
        headers: applicant.headers,
      }),
      'verification request',
    );
    return as(admin, `/admin/verification-requests/${applicant.id}`, { decision: 'grant' });
  },
  'GET /admin/users': async () => as(admin, '/admin/users'),
  'POST /admin/users/{id}/suspend': async () =>
    as(admin, `/admin/users/${(await makeIndividual(app)).id}/suspend`, { note: 'Spam.' }),
  'POST /admin/users/{id}/unsuspend': async () => {
    const suspended = await makeIndividual(app);
    await ok(
      await app.inject({
        method: 'POST',
        url: `${PREFIX}/admin/users/${suspended.id}/suspend`,
        headers: admin.headers,
        payload: { note: 'Spam.' },
      }),
      'suspend',
    );
    return as(admin, `/admin/users/${suspended.id}/unsuspend`, { note: 'Cleared.' });
  },
  'POST /admin/users/{id}/sessions/revoke': async () =>
    as(admin, `/admin/users/${(await makeIndividual(app)).id}/sessions/revoke`, { note: 'Lost phone.' }),
  'GET /admin/audit': async () => as(admin, '/admin/audit'),
  'POST /reports': async () =>
    as(await makeIndividual(app), '/reports', { target_type: 'event', target_id: event, reason: 'spam' }),
  'GET /admin/reports': async () => as(admin, '/admin/reports'),
  'POST /admin/reports/{id}/resolve': async () =>
    as(admin, `/admin/reports/${await report(await makeIndividual(app), 'event', event)}/resolve`, {
      action: 'dismiss',
    }),
  'POST /admin/moderation/{target_type}/{target_id}/restore': async () => {
    const hidden = await liveEvent();
    await ok(
      await app.inject({
        method: 'POST',
        url: `${PREFIX}/admin/reports/${await report(member, 'event', hidden)}/resolve`,
        headers: admin.headers,
        payload: { action: 'hide', note: 'Misleading price.' },
      }),
      'hide',
    );
    return as(admin, `/admin/moderation/event/${hidden}/restore`, { note: 'Checked again.' });
  },

  'GET /associations': async () => as(null, '/associations'),
  'POST /associations': async () => as(await makeConfirmedIndividual(testApp), '/associations', associationBody()),
  'GET /associations/{id}': async () => as(null, `/associations/${(await leadersAssociation()).id}`),
  'PUT /associations/{id}': async () => {
    const { leader, id } = await leadersAssociation();
    return as(leader, `/associations/${id}`, associationBody({ phone: '011 555 0101' }));
  },
  'DELETE /associations/{id}': async () => {
    const { leader, id } = await leadersAssociation();
    return as(leader, `/associations/${id}`);
  },
  'POST /associations/{id}/logo': async () => {
    const { leader, id } = await leadersAssociation();
    return form(leader, `/associations/${id}/logo`, logoForm(pngFile()));
  },
  'DELETE /associations/{id}/logo': async () => {
    const { leader, id } = await leadersAssociation();
    return as(leader, `/associations/${id}/logo`);
  },
  'GET /my/associations': async () => as((await leadersAssociation()).leader, '/my/associations'),
  'POST /associations/{id}/membership': async () =>
    as(await makeConfirmedIndividual(testApp), `/associations/${(await leadersAssociation()).id}/membership`),
  'DELETE /associations/{id}/membership': async () => {
    const { id, member: who } = await leadersAssociation();
    return as(who, `/associations/${id}/membership`);
  },
  'GET /associations/{id}/members': async () => {
    const { leader, id } = await leadersAssociation();
    return as(leader, `/associations/${id}/members`);
  },
  'PATCH /associations/{id}/members/{userId}': async () => {
    const { leader, id, member: who } = await leadersAssociation();
    return as(leader, `/associations/${id}/members/${who.id}`, { role: 'leader', title: 'Treasurer' });
  },
  'DELETE /associations/{id}/members/{userId}': async () => {
    const { leader, id, member: who } = await leadersAssociation();
    return as(leader, `/associations/${id}/members/${who.id}`);
  },
  'GET /admin/associations/pending': async () => as(admin, '/admin/associations/pending'),
  'PATCH /admin/associations/{id}/approve': async () =>
    as(
      admin,
      `/admin/associations/${(await createAssociation(app, await makeConfirmedIndividual(testApp))).id}/approve`,
    ),
  'PATCH /admin/associations/{id}/reject': async () =>
    as(
      admin,
      `/admin/associations/${(await createAssociation(app, await makeConfirmedIndividual(testApp))).id}/reject`,
      {
        reason: 'Please say where the association meets.',
      },
    ),
  'PATCH /admin/associations/{id}/verify': async () =>
    as(admin, `/admin/associations/${(await leadersAssociation()).id}/verify`, { is_verified: true }),

  'GET /notices': async () => {
    await leadersNotice();
    return as(null, '/notices');
  },
  'GET /calendar/feed': async () => as(member, '/calendar/feed'),
  'POST /calendar/feed': async () => as(member, '/calendar/feed'),
  'DELETE /calendar/feed': async () => as(stranger, '/calendar/feed'),
  // The feed's address is answered once, when it is made; its token opens it.
  'GET /calendar/private.ics': async () => {
    const made = await ok(
      await app.inject({ method: 'POST', url: `${PREFIX}/calendar/feed`, headers: stranger.headers }),
      'calendar link',
    );
    const url = new URL(made.data.url as string);
    return as(null, `${url.pathname.slice(PREFIX.length)}${url.search}`);
  },
  'GET /calendar/associations/{id}.ics': async () =>
    as(null, `/calendar/associations/${(await leadersAssociation()).id}.ics`),
  'GET /calendar/businesses/{id}.ics': async () => as(null, `/calendar/businesses/${listing}.ics`),
  'GET /calendar/cities/{city}.ics': async () => as(null, '/calendar/cities/johannesburg.ics'),
  'GET /notices.atom': async () => {
    await leadersNotice();
    return as(null, '/notices.atom');
  },
  'GET /notices/{id}': async () => as(null, `/notices/${(await leadersNotice()).notice.id}`),
  'POST /notices': async () => {
    const { leader, id } = await leadersAssociation();
    return as(leader, '/notices', noticeBody(`association:${id}`, { is_urgent: true }));
  },
  'PUT /notices/{id}': async () => {
    const { leader, author, notice } = await leadersNotice();
    return as(leader, `/notices/${notice.id}`, noticeBody(author, { title: 'Meeting moved again' }));
  },
  'DELETE /notices/{id}': async () => {
    const { leader, notice } = await leadersNotice();
    return as(leader, `/notices/${notice.id}`);
  },
  'GET /my/notice-authors': async () => as((await leadersAssociation()).leader, '/my/notice-authors'),
  'GET /notice-sources': async () => {
    await newSource();
    return as(member, '/notice-sources');
  },
  'POST /notice-sources/{id}/followers': async () => as(member, `/notice-sources/${await newSource()}/followers`),
  'DELETE /notice-sources/{id}/followers': async () => as(member, `/notice-sources/${await newSource()}/followers`),
  'GET /admin/notice-sources': async () => {
    await newSource();
    return as(admin, '/admin/notice-sources');
  },
  'POST /admin/notice-sources': async () =>
    as(admin, '/admin/notice-sources', { user_id: (await makeConfirmedIndividual(testApp)).id, name: 'Consulate' }),
  'DELETE /admin/notice-sources/{id}': async () => as(admin, `/admin/notice-sources/${await newSource()}`),
  'GET /admin/notice-sms': async () => as(admin, '/admin/notice-sms'),
  'PUT /admin/notice-sms': async () => as(admin, '/admin/notice-sms', { cap_per_day: 150 }),

  'GET /businesses': async () => as(null, '/businesses'),
  'POST /businesses': async () => as(owner, '/businesses', businessBody(businessCategory)),
  'GET /businesses/{id}': async () => as(null, `/businesses/${listing}`),
  'PUT /businesses/{id}': async () =>
    as(owner, `/businesses/${listing}`, businessBody(businessCategory, { name: 'Efua Fabrics and Prints' })),
  'DELETE /businesses/{id}': async () => as(owner, `/businesses/${(await createApprovedBusiness(app, owner)).id}`),
  'GET /my/businesses': async () => as(owner, '/my/businesses'),
  'GET /my/following': async () => as(member, '/my/following'),
  'GET /businesses/{id}/reviews': async () => as(null, `/businesses/${listing}/reviews`),
  'POST /businesses/{id}/reviews': async () =>
    as(await makeIndividual(app), `/businesses/${listing}/reviews`, { rating: 5, comment: 'Great jollof.' }),
  'DELETE /businesses/{id}/reviews/{reviewId}': async () => {
    const who = await makeIndividual(app);
    return as(who, `/businesses/${listing}/reviews/${await review(listing, who)}`);
  },
  'POST /businesses/{id}/reviews/{reviewId}/reply': async () =>
    as(owner, `/businesses/${listing}/reviews/${await review(listing, await makeIndividual(app))}/reply`, {
      reply: 'Thank you for visiting!',
    }),
  'POST /businesses/{id}/follow': async () => as(await makeIndividual(app), `/businesses/${listing}/follow`),
  'DELETE /businesses/{id}/follow': async () => {
    const who = await makeIndividual(app);
    await ok(
      await app.inject({ method: 'POST', url: `${PREFIX}/businesses/${listing}/follow`, headers: who.headers }),
      'follow',
    );
    return as(who, `/businesses/${listing}/follow`);
  },
  'POST /businesses/{id}/vouch': async () =>
    as(await makeConfirmedIndividual(testApp), `/businesses/${listing}/vouch`, {
      note: 'They catered our naming ceremony and it was perfect.',
    }),
  'DELETE /businesses/{id}/vouch': async () => {
    const who = await makeConfirmedIndividual(testApp);
    await ok(
      await app.inject({
        method: 'POST',
        url: `${PREFIX}/businesses/${listing}/vouch`,
        headers: who.headers,
        payload: { note: 'Fixed my phone screen the same afternoon.' },
      }),
      'vouch',
    );
    return as(who, `/businesses/${listing}/vouch`);
  },
  'GET /admin/businesses/pending': async () => as(admin, '/admin/businesses/pending'),
  'PATCH /admin/businesses/{id}/approve': async () =>
    as(admin, `/admin/businesses/${(await createBusiness(app, await makeBusiness(app))).id}/approve`),
  'PATCH /admin/businesses/{id}/reject': async () =>
    as(admin, `/admin/businesses/${(await createBusiness(app, await makeBusiness(app))).id}/reject`, {
      reason: 'Please add your opening hours.',
    }),
  'PATCH /admin/businesses/{id}/verify': async () =>
    as(admin, `/admin/businesses/${listing}/verify`, { is_verified: true }),
  'POST /businesses/{id}/ghanaian-owned': async () =>
    as(owner, `/businesses/${(await createApprovedBusiness(app, owner)).id}/ghanaian-owned`),
  'GET /admin/businesses/ghanaian-owned-requests': async () => as(admin, '/admin/businesses/ghanaian-owned-requests'),
  'PATCH /admin/businesses/{id}/ghanaian-owned': async () =>
    as(admin, `/admin/businesses/${listing}/ghanaian-owned`, { ghanaian_owned: true }),

  'GET /job-listings': async () => as(null, '/job-listings'),
  'POST /job-listings': async () => as(owner, '/job-listings', jobBody(jobCategory)),
  'GET /job-listings/{id}': async () => as(null, `/job-listings/${job}`),
  'PUT /job-listings/{id}': async () =>
    as(owner, `/job-listings/${job}`, jobBody(jobCategory, { title: 'Senior Software Developer' })),
  'POST /job-listings/{id}': async () =>
    form(owner, `/job-listings/${job}`, multipart({ ...formFields(jobBody(jobCategory)), _method: 'PUT' })),
  'DELETE /job-listings/{id}': async () => as(owner, `/job-listings/${(await createJob(app, owner)).id}`),
  'GET /my-job-listings': async () => as(owner, '/my-job-listings'),
  'POST /job-listings/{id}/apply': async () => form(await makeIndividual(app), `/job-listings/${job}/apply`, cvForm()),
  'GET /my/job-applications': async () => as(member, '/my/job-applications'),
  'DELETE /job-applications/{id}': async () => {
    const { id, applicant } = await application(job);
    return as(applicant, `/job-applications/${id}`);
  },
  'PATCH /job-applications/{id}': async () =>
    as(owner, `/job-applications/${(await application(job)).id}`, { status: 'shortlisted' }),
  'GET /job-listings/{id}/applications': async () => as(owner, `/job-listings/${job}/applications`),
  'GET /job-applications/{id}/cv': async () => as(owner, `/job-applications/${ownersApplication.id}/cv`),
  'POST /job-listings/{id}/save': async () => as(member, `/job-listings/${job}/save`),
  'DELETE /job-listings/{id}/save': async () => as(member, `/job-listings/${job}/save`),
  'GET /my/saved-jobs': async () => {
    await ok(
      await app.inject({ method: 'POST', url: `${PREFIX}/job-listings/${job}/save`, headers: member.headers }),
      'save',
    );
    return as(member, '/my/saved-jobs');
  },
  'GET /my/saved-jobs/ids': async () => as(member, '/my/saved-jobs/ids'),
  'GET /my/job-alerts': async () => as((await jobAlert()).seeker, '/my/job-alerts'),
  'POST /job-alerts': async () =>
    as(await makeConfirmedIndividual(testApp), '/job-alerts', {
      name: 'Drivers in Durban',
      frequency: 'weekly',
      search: 'driver',
      city: 'Durban',
      is_remote: true,
    }),
  'PATCH /job-alerts/{id}': async () => {
    const { id, seeker } = await jobAlert();
    return as(seeker, `/job-alerts/${id}`, { name: 'Bookkeepers in Pretoria', frequency: 'weekly' });
  },
  'DELETE /job-alerts/{id}': async () => {
    const { id, seeker } = await jobAlert();
    return as(seeker, `/job-alerts/${id}`);
  },
  'GET /job-alerts/unsubscribe': async () => as(null, `/job-alerts/unsubscribe?token=${(await jobAlert()).token}`),
  'POST /job-alerts/unsubscribe': async () => as(null, `/job-alerts/unsubscribe?token=${(await jobAlert()).token}`),

  'GET /analytics': async () => as(owner, '/analytics'),
  'GET /search': async () => as(null, '/search?query=Efua'),
  'POST /contact': async () =>
    as(null, '/contact', {
      name: 'Kofi',
      email: 'kofi@example.com',
      subject: 'General question',
      message: 'Hello, how do I list my business?',
    }),
  'GET /admin/contact-messages': async () => as(admin, '/admin/contact-messages'),
  'POST /admin/contact-messages/{id}/close': async () =>
    as(admin, `/admin/contact-messages/${await contactMessage()}/close`),
  'POST /admin/contact-messages/{id}/reopen': async () => {
    const id = await contactMessage();
    await ok(
      await app.inject({ method: 'POST', url: `${PREFIX}/admin/contact-messages/${id}/close`, headers: admin.headers }),
      'close',
    );
    return as(admin, `/admin/contact-messages/${id}/reopen`);
  },
  'GET /admin/outbox/dead': async () => as(admin, '/admin/outbox/dead'),
  'POST /admin/outbox/{id}/retry': async () => {
    const [row] = await selectRows(
      database,
      sql`insert into outbox_messages (kind, payload, status, attempts, last_error)
          values ('mail', ${JSON.stringify({ to: member.email, subject: 'Welcome', text: 'Hello' })}::jsonb, 'dead', 3,
                  'Error ECONNREFUSED')
          returning id`,
    );
    return as(admin, `/admin/outbox/${Number(row!.id)}/retry`);
  },
  'GET /unsubscribe': async () =>
    as(null, `/unsubscribe?token=${app.services.consentsService.unsubscribeLinkToken(member.id, 'marketing')}`),
  'POST /unsubscribe': async () =>
    as(null, `/unsubscribe?token=${app.services.consentsService.unsubscribeLinkToken(member.id, 'marketing')}`),
  'GET /admin/newsletters/audience': async () => as(admin, '/admin/newsletters/audience'),
  'POST /admin/newsletters': async () =>
    as(admin, '/admin/newsletters', { subject: 'Heritage Month', body: 'Braai at Zoo Lake on Sunday.' }),
};

// ---------------------------------------------------------------------------------------------------------------

type Answer = Awaited<ReturnType<typeof app.inject>>;
const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${path.slice(PREFIX.length)}`,
    method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    operation,
  })),
);

/** What is wrong with an answer as the document describes the operation, or nothing. */
function mismatches(operation: Operation, answer: Answer): string[] {
  const status = String(answer.statusCode);
  const documented = operation.responses[status];
  if (!documented) return [`${status} is not documented (documented: ${Object.keys(operation.responses).join(', ')})`];
  const type = String(answer.headers['content-type'] ?? '').split(';')[0]!;
  if (!documented.content) return answer.body === '' || answer.statusCode === 302 ? [] : [`${status} has no content`];
  const media = documented.content[type];
  if (!media) return [`${status} answers ${type}, documented: ${Object.keys(documented.content).join(', ')}`];
  if (type !== 'application/json') return [];
  const validate = validatorOf(media.schema);
  if (validate(answer.json())) return [];
  return (validate.errors ?? []).map((error) => `${status} ${error.instancePath} ${error.message}`);
}

const needsToken = (operation: Operation) =>
  (operation.security ?? []).length > 0 && !operation.security!.some((option) => Object.keys(option).length === 0);

async function send(method: string, sample: Sample, changes: Partial<Sample> = {}) {
  const request = { ...sample, ...changes };
  const json = request.payload !== undefined && !Buffer.isBuffer(request.payload);
  return app.inject({
    method: method as 'GET',
    url: request.url,
    headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...request.headers },
    ...(request.payload === undefined
      ? {}
      : { payload: json ? JSON.stringify(request.payload) : (request.payload as Buffer) }),
  });
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the bearer scheme, and has a sample request for every operation', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes).toEqual({ bearerAuth: { type: 'http', scheme: 'bearer' } });
    const keys = operations.map((entry) => entry.key);
    expect(
      keys.filter((key) => !(key in SAMPLES)),
      'operations with no sample in SAMPLES',
    ).toEqual([]);
    expect(
      Object.keys(SAMPLES).filter((key) => !keys.includes(key)),
      'samples for operations that no longer exist',
    ).toEqual([]);
  });

  describe.each(operations.filter((entry) => entry.key in SAMPLES).map((entry) => [entry.key, entry] as const))(
    '%s',
    (key, { method, operation }) => {
      it('answers as documented: its sample, a visitor, an id that names nothing, a body that breaks its rules', async () => {
        const sample = await SAMPLES[key]!();
        const problems: string[] = [];
        const check = (what: string, answer: Answer, expected?: number) => {
          if (expected !== undefined && answer.statusCode !== expected)
            problems.push(`${what}: ${answer.statusCode}, expected ${expected}: ${answer.body.slice(0, 200)}`);
          for (const problem of mismatches(operation, answer)) problems.push(`${what}: ${problem}`);
        };

        // The refusals first, while a destructive sample's object is still there.
        const [path, query] = sample.url.split('?');
        if (needsToken(operation)) {
          const { authorization: _token, ...headers } = sample.headers ?? {};
          check('visitor', await send(method, sample, { headers }), 401);
          // Another member, on someone else's object: refused, or served what anyone may see.
          if (/\/\d+/.test(path!))
            check(
              'another member',
              await send(method, sample, { headers: { ...sample.headers, ...stranger.headers } }),
            );
        }

        const answer = await send(method, sample);
        if (sample.status === undefined && answer.statusCode >= 400)
          problems.push(`sample: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
        check('sample', answer, sample.status);

        const missing = path!.replace(/\/\d+(?=\/|\.ics|\.csv|$)/g, '/2147483000');
        if (missing !== path) {
          check('missing id', await send(method, sample, { url: query ? `${missing}?${query}` : missing }), 404);
        }
        const jsonBody = operation.requestBody?.content['application/json']?.schema?.properties as
          Record<string, unknown> | undefined;
        if (jsonBody && Object.keys(jsonBody).length > 0 && !sample.anyBodyIsTaken) {
          const broken = Object.fromEntries(Object.keys(jsonBody).map((field) => [field, { not: 'this' }]));
          const headers = { ...sample.headers, 'content-type': 'application/json' };
          check('broken body', await send(method, sample, { headers, payload: broken }), 422);
        }
        expect(problems).toEqual([]);
      }, 30_000);
    },
  );
});
