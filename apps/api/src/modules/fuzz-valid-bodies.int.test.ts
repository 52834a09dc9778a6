import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  approveEvent,
  categoryBySlug,
  createEvent,
  eventBody,
  formFields,
  multipart,
} from '../../test/event-factories.ts';
import { bearer, registerAdmin, registerBusiness, registerMember, STRONG_PASSWORD } from '../../test/factories.ts';
import { associationBody, createApprovedAssociation } from '../../test/association-factories.ts';
import { makeSource, noticeBody, postNotice } from '../../test/notice-factories.ts';
import { businessBody, createApprovedBusiness } from '../../test/business-factories.ts';
import { createJob, jobBody } from '../../test/job-factories.ts';
import { routeTable, type RouteOperation } from '../../test/route-table.ts';
import { valuesForField } from '../../test/property-runs.ts';

// The second half of the fuzz tests (fuzz.int.test.ts sends random bodies to every write endpoint); a file of its
// own so the two halves run in parallel workers.
const { app, clock, database } = await buildTestApp();
const routes = await routeTable(app);

/*
 * Hostile values placed one at a time inside otherwise valid requests, so each one passes every
 * other rule and reaches as deep as it can (the random bodies above mostly stop at the first 422).
 */

type Operation = RouteOperation;

const operations: Operation[] = routes;
const nameOf = (operation: Operation) => `${operation.method} ${operation.path}`;

/** What the database cannot hold or a careless reader would choke on: one of these at a time. */
const HOSTILE_STRINGS = [
  '\u0000',
  'Accra\u0000Bites',
  '\u0001\u0007\u001b[2J',
  'line\nbreak\ttab\r\n',
  '\u0085\u009f',
  '\ud800',
  '2147483648',
  '-2147483649',
  '1e12',
  '-1',
  '1e308',
  'NaN',
  'Infinity',
  '10000-01-01T00:00',
  '+010000-01-01T00:00:00.000Z',
  '0000-01-01',
  '2030-02-31T10:00',
  '__proto__',
  'constructor',
  '',
  'x'.repeat(100_000),
  '😀'.repeat(5_000),
];
const HOSTILE_JSON: unknown[] = [
  ...HOSTILE_STRINGS,
  2 ** 31,
  -(2 ** 31) - 1,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  null,
  true,
  false,
  [],
  ['a', 'b'],
  { a: 1 },
  JSON.parse('{"__proto__": {"is_admin": true}}'),
];
const HOSTILE_IDS = ['2147483648', '99999999999', '-1', '0', '1e308', '0x10', '1.5', 'abc', '%00', '%F0%9F%98%80'];

/**
 * A member of its own per operation (a hostile value may change the account), with one event, one approved
 * listing that an admin reviewed, one job with a member's application, and a request for the verified badge.
 */
interface Caller {
  token: string;
  email: string;
  userId: number;
  eventId: number;
  businessId: number;
  reviewId: number;
  jobId: number;
  applicationId: number;
  /** The caller's report of another member's listing, for the moderation queue's resolve. */
  reportId: number;
  /** A job of the caller's that a moderator hid, for restore. */
  hiddenJobId: number;
  /** An association the caller leads. */
  associationId: number;
  /** A notice the caller posted in its name, and an official source (another member's account). */
  noticeId: number;
  sourceId: number;
  /** A job alert of the caller's (decision 041). */
  jobAlertId: number;
  /** A confirmed member with a public profile, whom the caller may name a co-host of their event (decision 040). */
  cohostId: number;
}

const food = await categoryBySlug(app, 'event', 'food-and-music');
const businessCategory = (await categoryBySlug(app, 'business', 'restaurant')).id;
const jobCategory = (await categoryBySlug(app, 'job', 'technology')).id;
const admin = await registerAdmin(app);
const adminActor = { id: admin.user.id, email: admin.user.email!, token: admin.token, headers: bearer(admin.token) };
const validEvent = () => eventBody(clock.now(), food.id);

async function newCaller(): Promise<Caller> {
  const member = await registerBusiness(app);
  // Confirmed, as the mailed link does: some writes (a vouch) are a confirmed member's only.
  await database.db.execute(sql`update users set email_verified_at = now() where id = ${member.user.id}`);
  const token = member.token;
  // A life event (decision 033), so its contributions ledger can be opened and pledged to.
  const event = await createEvent(
    app,
    { id: member.user.id, email: member.user.email!, token, headers: bearer(token) },
    { ...validEvent(), life_event: 'funeral' },
  );
  const actor = { id: member.user.id, email: member.user.email!, token, headers: bearer(token) };
  // Approved, so RSVPs reach the database too.
  await approveEvent(app, adminActor, event.id);
  await app.inject({
    method: 'PUT',
    url: `/api/v1/events/${event.id}/contributions`,
    headers: bearer(token),
    payload: { totals_visibility: 'both' },
  });
  const listing = await createApprovedBusiness(app, actor);
  const association = await createApprovedAssociation(app, actor);
  const notice = await postNotice(app, actor, `association:${association.id}`);
  // Another member's account is the source, so the admin can still name the caller's own account one.
  const sourceAccount = await registerMember(app);
  const sourceId = await makeSource(app, adminActor, sourceAccount.user, `Source ${sourceAccount.user.id}`);
  const review = await app.inject({
    method: 'POST',
    url: `/api/v1/businesses/${listing.id}/reviews`,
    headers: adminActor.headers,
    payload: { rating: 4, comment: 'Good service.' },
  });
  await app.inject({
    method: 'PUT',
    url: '/api/v1/profile',
    headers: actor.headers,
    payload: { name: 'Fuzz Business', business_registration_number: '2020/123456/07' },
  });
  await app.inject({ method: 'POST', url: '/api/v1/profile/verification-request', headers: actor.headers });
  const job = await createJob(app, actor);
  // An individual applies, so the caller, as the job's poster, can move the application on.
  const applicant = await registerMember(app);
  const application = await app.inject({
    method: 'POST',
    url: `/api/v1/job-listings/${job.id}/apply`,
    headers: bearer(applicant.token),
    payload: { cover_note: 'I would love to join your team.' },
  });
  const report = await app.inject({
    method: 'POST',
    url: '/api/v1/reports',
    headers: actor.headers,
    payload: { target_type: 'business', target_id: othersListing.id, reason: 'spam' },
  });
  const hiddenJob = await createJob(app, actor, { title: 'Hidden By A Moderator' });
  const jobReport = await app.inject({
    method: 'POST',
    url: '/api/v1/reports',
    headers: adminActor.headers,
    payload: { target_type: 'job', target_id: hiddenJob.id, reason: 'spam' },
  });
  await app.inject({
    method: 'POST',
    url: `/api/v1/admin/reports/${(jobReport.json() as { data: { id: number } }).data.id}/resolve`,
    headers: adminActor.headers,
    payload: { action: 'hide' },
  });
  const jobAlert = await app.inject({
    method: 'POST',
    url: '/api/v1/job-alerts',
    headers: actor.headers,
    payload: { name: 'Fuzzed alert', frequency: 'daily' },
  });
  // The caller goes to their own event, so they have guests to change (decision 040), and knows a member to co-host it.
  await app.inject({ method: 'POST', url: `/api/v1/events/${event.id}/attend`, headers: actor.headers });
  const cohost = await registerMember(app);
  await database.db.execute(sql`update users set email_verified_at = now() where id = ${cohost.user.id}`);
  return {
    token,
    email: member.user.email!,
    userId: member.user.id,
    eventId: event.id,
    businessId: listing.id,
    reviewId: (review.json() as { data: { review: { id: number } } }).data.review.id,
    jobId: job.id,
    applicationId: (application.json() as { data: { id: number } }).data.id,
    reportId: (report.json() as { data: { id: number } }).data.id,
    hiddenJobId: hiddenJob.id,
    associationId: association.id,
    noticeId: notice.id,
    sourceId,
    jobAlertId: (jobAlert.json() as { data: { id: number } }).data.id,
    cohostId: cohost.user.id,
  };
}

/** A listing no caller owns, for the callers' reviews and vouches. */
const othersListing = await createApprovedBusiness(app, adminActor, { name: 'Admin Listed Shop' });

let sequence = 0;
/**
 * A request body each write operation accepts as it stands, by operation. The test below fails
 * when an operation with a body has no entry, so a new route is fuzzed from inside the day it is added.
 */
const VALID_BODIES: Record<string, (caller: Caller) => Record<string, unknown>> = {
  'POST /api/v1/auth/register': () => ({
    name: 'Kofi Boateng',
    registration_type: 'email',
    user_type: 'business',
    email: `fuzz-${++sequence}-${Date.now()}@example.com`,
    password: STRONG_PASSWORD,
    password_confirmation: STRONG_PASSWORD,
    business_name: 'Kente Works',
    business_registration_number: '2020/123456/07',
    business_description: 'Handwoven kente from Bonwire.',
    business_category: 'retail',
    terms_accepted: true,
    age_confirmed: true,
  }),
  'POST /api/v1/auth/login': (caller) => ({
    login_type: 'email',
    email: caller.email,
    password: STRONG_PASSWORD,
    remember: true,
  }),
  'POST /api/v1/auth/phone/send-verification': () => ({ phone: '821234567', country_code: '+27' }),
  'POST /api/v1/auth/phone/verify': () => ({ phone: '821234567', country_code: '+27', verification_code: '123456' }),
  'POST /api/v1/auth/forgot-password': (caller) => ({ email: caller.email }),
  'POST /api/v1/auth/reset-password': () => ({
    token: 'f'.repeat(64),
    password: STRONG_PASSWORD,
    password_confirmation: STRONG_PASSWORD,
  }),
  'POST /api/v1/auth/social': () => ({ code: 'a'.repeat(43) }),
  'POST /api/v1/auth/email/confirm': () => ({ token: 'f'.repeat(43) }),
  'POST /api/v1/auth/email/not-me': () => ({ token: 'f'.repeat(43) }),
  'POST /api/v1/auth/social/undo-link': () => ({ token: 'f'.repeat(43) }),
  'POST /api/v1/auth/account-type': () => ({
    user_type: 'business',
    business_name: 'Accra Bites',
    terms_accepted: true,
    age_confirmed: true,
  }),
  'PUT /api/v1/profile': (caller) => ({
    name: 'Ama Mensah',
    email: caller.email,
    phone: '0821234567',
    country_code: '+27',
    current_password: STRONG_PASSWORD,
    bio: 'Chef from Kumasi, now in Durban.\nHappy to help newcomers.',
    location: 'Durban',
    profession: 'Chef',
    linkedin_url: 'https://www.linkedin.com/in/ama',
    twitter_url: 'https://x.com/ama',
    facebook_url: 'https://facebook.com/ama',
    business_name: 'Accra Bites',
    business_description: 'Jollof and waakye.',
    business_category: 'restaurant',
    business_registration_number: '2020/123456/07',
    show_in_search: true,
    notify_new_events: '1',
    notify_sms_updates: '0',
    notify_marketing: false,
    notify_weekly_digest: 'true',
  }),
  'DELETE /api/v1/profile': () => ({ password: `${STRONG_PASSWORD}-not-it` }),
  'POST /api/v1/profile/export': () => ({ password: STRONG_PASSWORD }),
  'PUT /api/v1/profile/password': () => ({
    current_password: STRONG_PASSWORD,
    password: 'Cape-Coast-2025',
    password_confirmation: 'Cape-Coast-2025',
  }),
  'POST /api/v1/events': () => ({ ...validEvent(), max_plus_ones: 2 }),
  'PUT /api/v1/events/{id}': () => ({ ...validEvent(), max_plus_ones: 2 }),
  'POST /api/v1/events/{id}': () => ({ ...validEvent(), _method: 'PUT' }),
  'POST /api/v1/events/{id}/attend': () => ({ status: 'attending', plus_ones: 0 }),
  'PATCH /api/v1/events/{id}/attend': () => ({ plus_ones: 0 }),
  'POST /api/v1/events/{id}/cohosts': (caller) => ({ member: `https://akwaaba.test/profile/${caller.cohostId}` }),
  // A new number each time: one code a minute per number and event.
  'POST /api/v1/events/{id}/guest-rsvps': () => ({
    name: 'Adwoa Fuzz',
    phone: `0827${String(++sequence).padStart(6, '0')}`,
    plus_ones: 0,
  }),
  'POST /api/v1/events/{id}/guest-rsvps/confirm': () => ({ phone: '082 123 4567', code: '123456' }),
  'POST /api/v1/guest-rsvps/cancel': () => ({ token: 'x'.repeat(43) }),
  'POST /api/v1/guest-rsvps/view': () => ({ token: 'x'.repeat(43) }),
  'POST /api/v1/reconfirmations/view': () => ({ token: `1.${'x'.repeat(43)}` }),
  'POST /api/v1/reconfirmations': () => ({ token: `1.${'x'.repeat(43)}`, answer: 'yes' }),
  'PUT /api/v1/events/{id}/contributions': () => ({ totals_visibility: 'received' }),
  'PUT /api/v1/events/{id}/contributions/pledge': () => ({ amount: '250.50', anonymous: true }),
  'POST /api/v1/events/{id}/contributions/receipts': () => ({
    amount: '1250',
    received_on: '2026-01-15',
    method: 'mobile_money',
    note: 'Sent from Kumasi',
    from_name: 'Auntie Esi',
  }),
  'PATCH /api/v1/admin/events/{id}/reject': () => ({ reason: 'Please add the venue address.' }),
  'POST /api/v1/businesses': () => businessBody(businessCategory),
  'PUT /api/v1/businesses/{id}': () => businessBody(businessCategory),
  'POST /api/v1/businesses/{id}/reviews': () => ({ rating: 5, comment: 'Great jollof.' }),
  'POST /api/v1/businesses/{id}/vouch': () => ({ note: 'They catered our naming ceremony and it was perfect.' }),
  'POST /api/v1/businesses/{id}/reviews/{reviewId}/reply': () => ({ reply: 'Thank you for visiting!' }),
  'PATCH /api/v1/admin/businesses/{id}/reject': () => ({ reason: 'Please add the street number.' }),
  'PATCH /api/v1/admin/businesses/{id}/verify': () => ({ is_verified: true }),
  'PATCH /api/v1/admin/businesses/{id}/ghanaian-owned': () => ({ ghanaian_owned: true }),
  'PATCH /api/v1/admin/verification-requests/{userId}': () => ({ decision: 'grant' }),
  'POST /api/v1/associations': () => associationBody(),
  'PUT /api/v1/associations/{id}': () => associationBody(),
  'POST /api/v1/associations/{id}/logo': () => ({}),
  'PATCH /api/v1/associations/{id}/members/{userId}': () => ({ role: 'leader', title: 'Chairperson' }),
  'PATCH /api/v1/admin/associations/{id}/reject': () => ({ reason: 'Please say where the association meets.' }),
  'PATCH /api/v1/admin/associations/{id}/verify': () => ({ is_verified: true }),
  'POST /api/v1/notices': (caller) => noticeBody(`association:${caller.associationId}`),
  'PUT /api/v1/notices/{id}': (caller) => noticeBody(`association:${caller.associationId}`),
  'POST /api/v1/admin/notice-sources': (caller) => ({ user_id: caller.userId, name: 'Ghana High Commission' }),
  'PUT /api/v1/admin/notice-sms': () => ({ cap_per_day: 100 }),
  'POST /api/v1/job-listings': () => jobBody(jobCategory),
  'PUT /api/v1/job-listings/{id}': () => jobBody(jobCategory),
  'POST /api/v1/job-listings/{id}': () => ({ ...jobBody(jobCategory), _method: 'PUT' }),
  'POST /api/v1/job-listings/{id}/apply': () => ({ cover_note: 'Five years of bookkeeping in Accra and Durban.' }),
  'PATCH /api/v1/job-applications/{id}': () => ({ status: 'shortlisted' }),
  'POST /api/v1/job-alerts': () => ({
    name: 'Drivers in Durban',
    frequency: 'weekly',
    search: 'driver',
    category: 'logistics',
    city: 'Durban',
    job_type: 'full_time',
    experience_level: 'junior',
    is_remote: true,
  }),
  'PATCH /api/v1/job-alerts/{id}': () => ({ name: 'Drivers anywhere', frequency: 'daily' }),
  'POST /api/v1/notifications/read': () => ({ up_to_id: 1 }),
  'POST /api/v1/admin/newsletters': () => ({ subject: 'Heritage Month', body: 'Braai at Zoo Lake on Sunday.' }),
  'POST /api/v1/reports': () => ({
    target_type: 'business',
    target_id: othersListing.id,
    reason: 'other',
    details: 'x',
  }),
  'POST /api/v1/admin/reports/{id}/resolve': () => ({ action: 'dismiss', note: 'Nothing wrong here.' }),
  'POST /api/v1/admin/moderation/{target_type}/{target_id}/restore': () => ({ note: 'Checked again.' }),
  'POST /api/v1/admin/users/{id}/suspend': () => ({ note: 'Spam.' }),
  'POST /api/v1/admin/users/{id}/unsuspend': () => ({ note: 'Cleared.' }),
  'POST /api/v1/admin/users/{id}/sessions/revoke': () => ({ note: 'Lost phone.' }),
  'POST /api/v1/contact': () => ({
    name: 'Kofi',
    email: 'kofi@example.com',
    subject: 'General question',
    message: 'Hello, how do I list my business?',
  }),
};

/**
 * The id a path parameter takes for the caller: their event, their listing (or another's, to review it), their
 * review, their job and the application to it.
 */
function idFor(path: string, key: string, caller: Caller): number | string {
  if (key === 'reviewId') return caller.reviewId;
  if (key === 'target_type') return 'job';
  if (key === 'city') return 'johannesburg';
  if (key === 'target_id') return caller.hiddenJobId;
  if (path.includes('/admin/reports/')) return caller.reportId;
  if (key !== 'id') return caller.userId;
  if (/\/(events|admin\/events)\//.test(path)) return caller.eventId;
  if (path.endsWith('/reviews') || path.endsWith('/vouch')) return othersListing.id;
  if (/\/businesses\//.test(path)) return caller.businessId;
  if (/\/associations\//.test(path)) return caller.associationId;
  if (/\/job-listings\//.test(path)) return caller.jobId;
  if (/\/job-applications\//.test(path)) return caller.applicationId;
  if (/\/job-alerts\//.test(path)) return caller.jobAlertId;
  if (/\/notices\//.test(path)) return caller.noticeId;
  if (/\/notice-sources\//.test(path)) return caller.sourceId;
  return caller.userId;
}

function urlFor(operation: Operation, caller: Caller, hostile?: { key: string; value: string }) {
  return operation.path.replace(/\{([^}]+)\}/g, (_, key: string) =>
    hostile?.key === key ? hostile.value : String(idFor(operation.path, key, caller)),
  );
}

/**
 * The callers are business accounts, which may not apply for jobs; an admin may (docs/rules/who-sees-what.md), to the
 * caller's job.
 */
const tokenFor = (operation: Operation, caller: Caller) =>
  operation.path.startsWith('/api/v1/admin/') || operation.path.endsWith('/apply') ? admin.token : caller.token;

type Answer = Awaited<ReturnType<typeof app.inject>>;

function expectRefusedCleanly(answer: Answer, what: string) {
  const where = `${answer.statusCode} for ${what.slice(0, 200)}`;
  expect(answer.statusCode, where).toBeLessThan(500);
  if (answer.statusCode >= 400) {
    const body = answer.json() as { message?: unknown };
    expect(typeof body.message, where).toBe('string');
  }
}

/** A query value percent-encoded; a lone surrogate goes as the bytes a careless client would send. */
const queryValue = (value: string) => (value === '\ud800' ? '%ED%A0%80' : encodeURIComponent(value));

const describeValue = (value: unknown) => JSON.stringify(value)?.slice(0, 60) ?? String(value);
const withBody = operations.filter((operation) => operation.jsonKeys.length > 0 || operation.formKeys.length > 0);

describe('hostile values inside otherwise valid requests', () => {
  it('has a valid body for every operation that takes one', () => {
    expect(withBody.map(nameOf).filter((name) => !VALID_BODIES[name])).toEqual([]);
  });

  it('starts from bodies that are accepted as they are', async () => {
    for (const operation of withBody.filter((candidate) => candidate.jsonKeys.length > 0)) {
      if (operation.method === 'DELETE' || operation.path.includes('/auth/')) continue;
      // A guest's code and cancel link come by SMS, a 'Still coming?' link in a reminder: without them these are
      // refused (422, 404), never served.
      if (/\/(guest-rsvps\/(confirm|cancel|view)|reconfirmations(\/view)?)$/.test(operation.path)) continue;
      const caller = await newCaller();
      const answer = await app.inject({
        method: operation.method,
        url: urlFor(operation, caller),
        headers: bearer(tokenFor(operation, caller)),
        payload: VALID_BODIES[nameOf(operation)]!(caller),
      });
      expect(answer.statusCode, `${nameOf(operation)}: ${answer.body.slice(0, 300)}`).toBeLessThan(300);
    }
  }, 60_000);

  describe.each(
    withBody
      .filter((operation) => operation.jsonKeys.length > 0)
      .map((operation) => [nameOf(operation), operation] as const),
  )('%s (JSON)', (name, operation) => {
    it.each(operation.jsonKeys)(
      'never answers 5xx with a hostile %s',
      async (key) => {
        const caller = await newCaller();
        const field = operation.jsonKeys.indexOf(key);
        for (const value of valuesForField(HOSTILE_JSON, field, operation.jsonKeys.length)) {
          const payload = JSON.stringify({ ...VALID_BODIES[name]!(caller), [key]: value });
          const answer = await app.inject({
            method: operation.method,
            url: urlFor(operation, caller),
            headers: { 'content-type': 'application/json', ...bearer(tokenFor(operation, caller)) },
            payload,
          });
          expectRefusedCleanly(answer, `${key}=${describeValue(value)}`);
        }
      },
      60_000,
    );
  });

  describe.each(
    withBody
      .filter((operation) => operation.formKeys.length > 0)
      .map((operation) => [nameOf(operation), operation] as const),
  )('%s (multipart)', (name, operation) => {
    const send = async (caller: Caller, form: { payload: Buffer; headers: Record<string, string> }) =>
      app.inject({
        method: operation.method,
        url: urlFor(operation, caller),
        headers: { ...form.headers, ...bearer(tokenFor(operation, caller)) },
        payload: form.payload,
      });

    it.each(operation.formKeys)(
      'never answers 5xx with a hostile %s field',
      async (key) => {
        const caller = await newCaller();
        const field = operation.formKeys.indexOf(key);
        for (const value of valuesForField(HOSTILE_STRINGS, field, operation.formKeys.length)) {
          const form = multipart({ ...formFields(VALID_BODIES[name]!(caller)), [key]: value });
          expectRefusedCleanly(await send(caller, form), `${key}=${describeValue(value)}`);
        }
      },
      60_000,
    );

    it('never answers 5xx to hostile field names, stray files or broken framing', async () => {
      const caller = await newCaller();
      const fields = formFields(VALID_BODIES[name]!(caller));
      const file = (field: string, size: number) => ({
        field,
        filename: 'x.png',
        contentType: 'image/png',
        content: Buffer.alloc(size, 7),
      });
      const forms = [
        multipart({ ...fields, __proto__x: 'a', 'a\u0000b': 'c' }),
        multipart({ ...fields, ...(JSON.parse('{"__proto__": "x", "constructor": "y"}') as Record<string, unknown>) }),
        multipart(fields, [file('title', 10)]),
        multipart(fields, [file('image', 10), file('image', 10)]),
        multipart(fields, [file('image', 6 * 1024 * 1024)]),
        multipart(Object.fromEntries(Array.from({ length: 100 }, (_, index) => [`field${index}`, 'x']))),
        multipart({ ...fields, description: 'd'.repeat(64 * 1024) }),
      ];
      for (const form of forms)
        expectRefusedCleanly(await send(caller, form), form.payload.subarray(0, 200).toString());
      const whole = multipart(fields, [file('image', 1024)]);
      for (const cut of [1, 10, Math.floor(whole.payload.length / 2), whole.payload.length - 5]) {
        expectRefusedCleanly(
          await send(caller, { ...whole, payload: whole.payload.subarray(0, cut) }),
          `cut at ${cut}`,
        );
      }
      for (const contentType of [
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=x',
      ]) {
        expectRefusedCleanly(
          await send(caller, { payload: whole.payload, headers: { 'content-type': contentType } }),
          contentType,
        );
      }
      expectRefusedCleanly(await send(caller, { payload: Buffer.alloc(0), headers: whole.headers }), 'empty body');
    }, 60_000);
  });

  const withQuery = operations.filter((operation) => operation.queryKeys.length > 0);
  describe.each(withQuery.map((operation) => [nameOf(operation), operation] as const))('%s (query)', (_, operation) => {
    it.each(operation.queryKeys)(
      'never answers 5xx with a hostile %s',
      async (key) => {
        const caller = await newCaller();
        const url = urlFor(operation, caller);
        const queries = [
          ...valuesForField(
            HOSTILE_STRINGS.filter((value) => value.length < 10_000),
            operation.queryKeys.indexOf(key),
            operation.queryKeys.length,
          ).map((value) => `${key}=${queryValue(value)}`),
          `${key}=a&${key}=b`,
          `${key}[]=a`,
          `${key}[__proto__]=a`,
          `${key}=%E0%A4%A`,
          `${key}=${'q'.repeat(5_000)}`,
        ];
        for (const query of queries) {
          const answer = await app.inject({
            method: operation.method,
            url: `${url}?${query}`,
            headers: bearer(tokenFor(operation, caller)),
          });
          expectRefusedCleanly(answer, query);
        }
      },
      60_000,
    );
  });

  const withPathIds = operations.filter((operation) => operation.pathKeys.length > 0);
  it.each(withPathIds.map((operation) => [nameOf(operation), operation] as const))(
    '%s never answers 5xx to a hostile path id',
    async (_, operation) => {
      const caller = await newCaller();
      for (const key of operation.pathKeys) {
        for (const value of HOSTILE_IDS) {
          const answer = await app.inject({
            method: operation.method,
            url: urlFor(operation, caller, { key, value }),
            headers: { ...bearer(tokenFor(operation, caller)), 'content-type': 'application/json' },
            payload:
              operation.method === 'GET' ? undefined : JSON.stringify(VALID_BODIES[nameOf(operation)]?.(caller) ?? {}),
          });
          expectRefusedCleanly(answer, `${key}=${value}`);
        }
      }
    },
    60_000,
  );
});
