import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  apiMessages,
  moderationMessages,
  type AdminReport,
  type AdminReportResponse,
  type CreateReportResponse,
  type ListResponse,
} from '@akwaaba/contracts';
import { buildTestApp, relaxedRateLimits } from '../../../test/build-test-app.ts';
import { businessCountsThatDrifted, createApprovedBusiness } from '../../../test/business-factories.ts';
import {
  categories,
  createEvent,
  eventBody,
  makeAdmin,
  makeBusiness,
  makeIndividual,
  makeVerifiedBusiness,
  type Actor,
} from '../../../test/event-factories.ts';
import { mailBody, selectRows } from '../../../test/factories.ts';
import { createJob, jobBody, firstJobCategory } from '../../../test/job-factories.ts';

const MINUTE = 60_000;
const testApp = await buildTestApp({
  rateLimits: { ...relaxedRateLimits, reportsPerMember: { max: 40, timeWindow: MINUTE } },
});
const { app, clock, database } = testApp;
const admin = await makeAdmin(app);
const organiser = await makeVerifiedBusiness(app, 'Kofi Organiser');
const reporter = await makeIndividual(app, 'Ama Reporter');
const second = await makeIndividual(app, 'Yaw Second');
const reviewer = await makeIndividual(app, 'Esi Reviewer');
const eventCategory = (await categories(app, 'event'))[0]!.id;

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  who: Actor | null,
  payload?: Record<string, unknown>,
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload }),
  });

const report = (payload: Record<string, unknown>, who: Actor | null = reporter) =>
  api('POST', '/reports', who, payload);
const resolve = (id: number, payload: Record<string, unknown>, who: Actor | null = admin) =>
  api('POST', `/admin/reports/${id}/resolve`, who, payload);
const restore = (type: string, id: number, who: Actor | null = admin, payload: Record<string, unknown> = {}) =>
  api('POST', `/admin/moderation/${type}/${id}/restore`, who, payload);

async function reported(payload: Record<string, unknown>, who: Actor = reporter): Promise<number> {
  const response = await report(payload, who);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as CreateReportResponse).data.id;
}

async function queue(query = ''): Promise<ListResponse<AdminReport>> {
  const response = await api('GET', `/admin/reports${query}`, admin);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const publishedEvent = (title: string) => createEvent(app, organiser, eventBody(clock.now(), eventCategory, { title }));

async function review(businessId: number, who: Actor, rating: number, comment: string): Promise<number> {
  const response = await api('POST', `/businesses/${businessId}/reviews`, who, { rating, comment });
  expect(response.statusCode).toBe(201);
  return response.json().data.review.id;
}

/** What the author of an item was told: their activity entries of a type, and the mail queued for them. */
async function toldTo(userId: number, type: string) {
  const entries = await selectRows(
    database,
    sql`select message from activities where user_id = ${userId} and type = ${type} order by id`,
  );
  return entries.map((entry) => String(entry.message));
}

async function mailTo(actor: Actor): Promise<string[]> {
  await app.services.outbox.drain();
  return (await testApp.mail()).filter((eml) => eml.includes(actor.email));
}

async function auditRows(action: string) {
  return selectRows(
    database,
    sql`select admin_id, target_type, target_id, note from admin_audit_log where action = ${action} order by id`,
  );
}

describe('POST /reports', () => {
  it('takes a member’s report of a visible item: 201, the thanks, and one open row', async () => {
    const event = await publishedEvent('Highlife Night');
    const response = await report({
      target_type: 'event',
      target_id: event.id,
      reason: 'scam',
      details: 'Fake tickets',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as CreateReportResponse;
    expect(body.message).toBe(moderationMessages.reported);
    expect(body.data).toMatchObject({ target_type: 'event', target_id: event.id, reason: 'scam', status: 'open' });
    const [row] = await selectRows(
      database,
      sql`select reporter_id, author_id, details, status from reports where id = ${body.data.id}`,
    );
    expect(row).toEqual({ reporter_id: reporter.id, author_id: organiser.id, details: 'Fake tickets', status: 'open' });
  });

  it('answers the first report when the member reports the same item again while it is open: 200, no second row', async () => {
    const event = await publishedEvent('Twice Reported');
    const first = await reported({ target_type: 'event', target_id: event.id, reason: 'spam' });
    const again = await report({ target_type: 'event', target_id: event.id, reason: 'offensive' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first);
    const [count] = await selectRows(
      database,
      sql`select count(*)::int as n from reports where target_type = 'event' and target_id = ${event.id}`,
    );
    expect(count!.n).toBe(1);
  });

  it('refuses bad input with 422 and the field’s message, never a 500', async () => {
    const event = await publishedEvent('Validated');
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { target_type: 'user', target_id: event.id, reason: 'spam' },
        'target_type',
        moderationMessages.targetTypeInvalid,
      ],
      [{ target_type: 'event', target_id: event.id }, 'reason', moderationMessages.reasonRequired],
      [{ target_type: 'event', target_id: event.id, reason: 'rude' }, 'reason', moderationMessages.reasonRequired],
      [{ target_type: 'event', target_id: event.id, reason: 'other' }, 'details', moderationMessages.detailsRequired],
      [
        { target_type: 'event', target_id: event.id, reason: 'other', details: '   ' },
        'details',
        moderationMessages.detailsRequired,
      ],
      [
        { target_type: 'event', target_id: 2_147_483_648, reason: 'spam' },
        'target_id',
        moderationMessages.targetIdInvalid,
      ],
      [{ target_type: 'event', target_id: '12abc', reason: 'spam' }, 'target_id', moderationMessages.targetIdInvalid],
      [{ target_type: 'event', reason: 'spam' }, 'target_id', moderationMessages.targetIdInvalid],
      [
        { target_type: 'event', target_id: event.id, reason: 'other', details: 'a\u0000b' },
        'details',
        'Details may not contain control or invalid characters',
      ],
      [
        { target_type: 'event', target_id: event.id, reason: 'spam', details: 'x'.repeat(1001) },
        'details',
        moderationMessages.detailsTooLong,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await report(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    expect((await selectRows(database, sql`select id from reports where target_id = ${event.id}`)).length).toBe(0);
  });

  it('answers the visitor 401, and 403 to a member reporting their own item or themselves', async () => {
    const event = await publishedEvent('Own Event');
    expect((await report({ target_type: 'event', target_id: event.id, reason: 'spam' }, null)).statusCode).toBe(401);
    const own = await report({ target_type: 'event', target_id: event.id, reason: 'spam' }, organiser);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(moderationMessages.cannotReportOwn);
    const self = await report({ target_type: 'profile', target_id: reporter.id, reason: 'spam' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(moderationMessages.cannotReportOwn);
  });

  it('answers 404 for an item that does not exist or that the reporter cannot see (pending, another type’s id)', async () => {
    const newcomer = await makeBusiness(app, 'Pending Organiser');
    const pending = await createEvent(app, newcomer, eventBody(clock.now(), eventCategory, { title: 'Pending Event' }));
    expect(pending.status).toBe('pending');
    for (const payload of [
      { target_type: 'event', target_id: pending.id, reason: 'spam' },
      { target_type: 'event', target_id: 2_147_483_647, reason: 'spam' },
      { target_type: 'review', target_id: 2_147_483_647, reason: 'spam' },
      { target_type: 'profile', target_id: 2_147_483_647, reason: 'spam' },
    ]) {
      const response = await report(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(404);
      expect(response.json().message).toBe(apiMessages.notFound);
    }
  });
});

describe('the queue', () => {
  it('is for admins: visitor 401, member 403', async () => {
    expect((await api('GET', '/admin/reports', null)).statusCode).toBe(401);
    expect((await api('GET', '/admin/reports', reporter)).statusCode).toBe(403);
    expect((await resolve(1, {}, null)).statusCode).toBe(401);
    expect((await resolve(1, {}, reporter)).statusCode).toBe(403);
    expect((await resolve(1, { action: 'dismiss' }, null)).statusCode).toBe(401);
    expect((await resolve(1, { action: 'dismiss' }, reporter)).statusCode).toBe(403);
    expect((await restore('event', 1, null)).statusCode).toBe(401);
    expect((await restore('event', 1, reporter)).statusCode).toBe(403);
  });

  it('shows open reports oldest first with the item, author, reporter and how many reports the item has', async () => {
    const event = await publishedEvent('Queue Order');
    const first = await reported({ target_type: 'event', target_id: event.id, reason: 'spam' });
    clock.advance(1000);
    const secondReport = await reported({ target_type: 'event', target_id: event.id, reason: 'misleading' }, second);
    const page = await queue('?per_page=50');
    const ids = page.data.map((entry) => entry.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(secondReport));
    const created = page.data.map((entry) => entry.created_at);
    expect([...created].sort()).toEqual(created);
    const entry = page.data.find((item) => item.id === first)!;
    expect(entry).toMatchObject({
      target_type: 'event',
      target_id: event.id,
      target: { title: 'Queue Order', link: `/events/${event.id}`, status: 'approved' },
      author: { id: organiser.id, name: 'Kofi Organiser' },
      reporter: { id: reporter.id, name: 'Ama Reporter' },
      status: 'open',
      outcome: null,
      reports_on_target: 2,
    });
  });

  it('refuses a resolution without a note when the author is told one (warn, suspend), and an unknown action', async () => {
    const event = await publishedEvent('Needs A Note');
    const id = await reported({ target_type: 'event', target_id: event.id, reason: 'spam' });
    for (const action of ['warn', 'suspend']) {
      const response = await resolve(id, { action });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.note).toEqual([moderationMessages.noteRequired]);
    }
    const unknown = await resolve(id, { action: 'delete', note: 'x' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.action).toEqual([moderationMessages.actionRequired]);
    expect((await resolve(2_147_483_647, { action: 'dismiss' })).statusCode).toBe(404);
  });
});

describe('hide', () => {
  it('hides an event from visitors, lists and search; the owner still sees it as hidden and is told, with the note', async () => {
    const event = await publishedEvent('Kente Fraud Gala');
    const first = await reported({ target_type: 'event', target_id: event.id, reason: 'scam' });
    const other = await reported({ target_type: 'event', target_id: event.id, reason: 'spam' }, second);

    const response = await resolve(first, {
      action: 'hide',
      note: 'Selling tickets for an event that does not exist.',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as AdminReportResponse;
    expect(body.message).toBe(moderationMessages.resolved.hidden);
    expect(body.data).toMatchObject({
      status: 'resolved',
      outcome: 'hidden',
      resolution_note: 'Selling tickets for an event that does not exist.',
      resolved_by: { id: admin.id },
      target: { status: 'hidden' },
    });

    expect((await api('GET', `/events/${event.id}`, null)).statusCode).toBe(404);
    expect((await api('GET', `/events/${event.id}`, reporter)).statusCode).toBe(404);
    const list = await api('GET', '/events?per_page=50', null);
    expect(list.json().data.map((item: { id: number }) => item.id)).not.toContain(event.id);
    const search = await api('GET', `/search?query=${encodeURIComponent('Kente Fraud Gala')}`, null);
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json())).not.toContain('Kente Fraud Gala');
    const own = await api('GET', `/events/${event.id}`, organiser);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.status).toBe('hidden');

    expect(await toldTo(organiser.id, 'moderation.hidden')).toEqual([
      `${moderationMessages.authorHidden('event “Kente Fraud Gala”')} Note from our moderators: Selling tickets for an event that does not exist.`,
    ]);
    const mails = (await mailTo(organiser)).filter((eml) => mailBody(eml).includes('Kente Fraud Gala'));
    expect(mails.some((eml) => mailBody(eml).includes('Selling tickets for an event that does not exist.'))).toBe(true);

    // Every open report of the item was resolved with the decision; a second decision is refused.
    const [otherRow] = await selectRows(database, sql`select status, outcome from reports where id = ${other}`);
    expect(otherRow).toEqual({ status: 'resolved', outcome: 'hidden' });
    const again = await resolve(other, { action: 'dismiss' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(moderationMessages.alreadyResolved);

    expect(await auditRows('report.hide')).toContainEqual({
      admin_id: admin.id,
      target_type: 'event',
      target_id: event.id,
      note: 'Selling tickets for an event that does not exist.',
    });
    const resolved = await queue('?status=resolved&per_page=50');
    expect(resolved.data[0]!.target_id).toBe(event.id);
  });

  it('keeps a hidden event hidden when its owner edits it, and refuses an admin’s approval until it is restored', async () => {
    const event = await publishedEvent('Edited While Hidden');
    const id = await reported({ target_type: 'event', target_id: event.id, reason: 'spam' });
    expect((await resolve(id, { action: 'hide' })).statusCode).toBe(200);

    const edit = await api(
      'PUT',
      `/events/${event.id}`,
      organiser,
      eventBody(clock.now(), eventCategory, { title: 'Edited While Hidden, now fine' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.status).toBe('hidden');
    expect((await api('GET', `/events/${event.id}`, null)).statusCode).toBe(404);

    const approve = await api('PATCH', `/admin/events/${event.id}/approve`, admin);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(moderationMessages.hiddenByModerator);

    const restored = await restore('event', event.id, admin, { note: 'Checked again: fine.' });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      message: moderationMessages.restored,
      data: { target_type: 'event', target_id: event.id, target: { status: 'approved' } },
    });
    const visible = await api('GET', `/events/${event.id}`, null);
    expect(visible.statusCode).toBe(200);
    expect(visible.json().data.title).toBe('Edited While Hidden, now fine');
    expect(await auditRows('moderation.restore')).toContainEqual({
      admin_id: admin.id,
      target_type: 'event',
      target_id: event.id,
      note: 'Checked again: fine.',
    });

    const notHidden = await restore('event', event.id);
    expect(notHidden.statusCode).toBe(409);
    expect(notHidden.json().message).toBe(moderationMessages.notHidden);
    expect((await restore('event', 2_147_483_647)).statusCode).toBe(404);
    // A path that names no kind of item is no page (params answer 404).
    expect((await restore('thing', event.id)).statusCode).toBe(404);
  });

  it('hides a listing, and a review out of its listing’s reviews and counts; restoring puts both back', async () => {
    const listing = await createApprovedBusiness(app, organiser, { name: 'Chop Bar Moderated' });
    await review(listing.id, reporter, 5, 'Lovely waakye');
    const reviewId = await review(listing.id, reviewer, 1, 'Spam spam buy my stuff');
    const before = (await api('GET', `/businesses/${listing.id}`, null)).json().data;
    expect(before.total_reviews).toBe(2);

    const reportId = await reported({ target_type: 'review', target_id: reviewId, reason: 'spam' }, second);
    const entry = (await queue('?per_page=100')).data.find((item) => item.id === reportId)!;
    expect(entry.author).toEqual({ id: reviewer.id, name: 'Esi Reviewer' });
    expect(entry.target).toMatchObject({
      excerpt: 'Spam spam buy my stuff',
      link: `/businesses/${listing.id}`,
      status: 'visible',
    });
    expect((await resolve(reportId, { action: 'hide' })).statusCode).toBe(200);

    const after = (await api('GET', `/businesses/${listing.id}`, null)).json().data;
    expect(after.total_reviews).toBe(1);
    expect(after.average_rating).toBe(5);
    const reviews = (await api('GET', `/businesses/${listing.id}/reviews`, null)).json();
    expect(reviews.data.map((item: { id: number }) => item.id)).not.toContain(reviewId);
    expect(reviews.total).toBe(1);
    expect(await businessCountsThatDrifted(testApp)).toEqual([]);
    // The reviewer editing it keeps it hidden and out of the figures.
    const edited = await api('POST', `/businesses/${listing.id}/reviews`, reviewer, { rating: 2, comment: 'Edited' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.total_reviews).toBe(1);
    expect(await businessCountsThatDrifted(testApp)).toEqual([]);

    expect((await restore('review', reviewId)).statusCode).toBe(200);
    const back = (await api('GET', `/businesses/${listing.id}`, null)).json().data;
    expect(back.total_reviews).toBe(2);
    expect(back.average_rating).toBe(3.5);
    expect(await businessCountsThatDrifted(testApp)).toEqual([]);

    const listingReport = await reported({ target_type: 'business', target_id: listing.id, reason: 'misleading' });
    expect((await resolve(listingReport, { action: 'hide', note: 'Not a real shop.' })).statusCode).toBe(200);
    expect((await api('GET', `/businesses/${listing.id}`, null)).statusCode).toBe(404);
    expect((await api('GET', `/businesses/${listing.id}`, organiser)).json().data.status).toBe('hidden');
    const directory = (await api('GET', '/businesses?per_page=50', null)).json();
    expect(directory.data.map((item: { id: number }) => item.id)).not.toContain(listing.id);
    const approve = await api('PATCH', `/admin/businesses/${listing.id}/approve`, admin);
    expect(approve.statusCode).toBe(409);
    expect((await restore('business', listing.id)).statusCode).toBe(200);
    expect((await api('GET', `/businesses/${listing.id}`, null)).statusCode).toBe(200);
  });

  it('hides a job; the poster’s edit keeps it hidden and chooses what it returns to', async () => {
    const job = await createJob(app, organiser, { title: 'Too Good To Be True Job' });
    const id = await reported({ target_type: 'job', target_id: job.id, reason: 'scam' });
    expect((await resolve(id, { action: 'hide', note: 'Asks applicants for a fee.' })).statusCode).toBe(200);
    expect((await api('GET', `/job-listings/${job.id}`, null)).statusCode).toBe(404);
    const board = (await api('GET', '/job-listings?per_page=50', null)).json();
    expect(board.data.map((item: { id: number }) => item.id)).not.toContain(job.id);

    const payload = jobBody(await firstJobCategory(app), { title: 'Too Good To Be True Job', status: 'draft' });
    const edit = await api('PUT', `/job-listings/${job.id}`, organiser, payload);
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.status).toBe('hidden');
    expect((await restore('job', job.id)).statusCode).toBe(200);
    expect((await api('GET', `/job-listings/${job.id}`, organiser)).json().data.status).toBe('draft');
  });

  it('hides a profile (users.hidden_at) and shows it again', async () => {
    const target = await makeIndividual(app, 'Profile Spammer');
    const id = await reported({ target_type: 'profile', target_id: target.id, reason: 'spam' });
    expect((await resolve(id, { action: 'hide' })).statusCode).toBe(200);
    const [hidden] = await selectRows(database, sql`select hidden_at from users where id = ${target.id}`);
    expect(hidden!.hidden_at).not.toBeNull();
    expect((await api('GET', `/users/${target.id}`, null)).statusCode).toBe(404);
    const reportAgain = await report({ target_type: 'profile', target_id: target.id, reason: 'spam' }, second);
    expect(reportAgain.statusCode).toBe(404);
    expect((await restore('profile', target.id)).statusCode).toBe(200);
    const [shown] = await selectRows(database, sql`select hidden_at from users where id = ${target.id}`);
    expect(shown!.hidden_at).toBeNull();
  });
});

describe('warn, dismiss and suspend', () => {
  it('warn tells the author with the note and leaves the item up', async () => {
    const event = await publishedEvent('Loud Advert');
    const id = await reported({ target_type: 'event', target_id: event.id, reason: 'spam' });
    const response = await resolve(id, { action: 'warn', note: 'Please keep adverts out of the description.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: moderationMessages.resolved.warned, data: { outcome: 'warned' } });
    expect((await api('GET', `/events/${event.id}`, null)).statusCode).toBe(200);
    expect(await toldTo(organiser.id, 'moderation.warned')).toContain(
      `${moderationMessages.authorWarned('event “Loud Advert”')} Note from our moderators: Please keep adverts out of the description.`,
    );
    const mails = await mailTo(organiser);
    expect(mails.some((eml) => mailBody(eml).includes('Please keep adverts out of the description.'))).toBe(true);
    expect(await auditRows('report.warn')).toContainEqual({
      admin_id: admin.id,
      target_type: 'event',
      target_id: event.id,
      note: 'Please keep adverts out of the description.',
    });
  });

  it('dismiss changes nothing but the report, and tells nobody', async () => {
    const event = await publishedEvent('Harmless Picnic');
    const id = await reported({ target_type: 'event', target_id: event.id, reason: 'offensive' });
    const toldBefore = await selectRows(database, sql`select id from activities where user_id = ${organiser.id}`);
    const response = await resolve(id, { action: 'dismiss' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: moderationMessages.resolved.dismissed,
      data: { status: 'resolved', outcome: 'dismissed', resolution_note: null },
    });
    expect((await api('GET', `/events/${event.id}`, null)).json().data.status).toBe('approved');
    const toldAfter = await selectRows(database, sql`select id from activities where user_id = ${organiser.id}`);
    expect(toldAfter.length).toBe(toldBefore.length);
    // A report again after the first was dismissed is a new report.
    expect((await report({ target_type: 'event', target_id: event.id, reason: 'offensive' })).statusCode).toBe(201);
  });

  it('suspend signs the author out at once and hides their items; the report keeps the outcome', async () => {
    const author = await makeVerifiedBusiness(app, 'Suspended Via Report');
    const event = await createEvent(
      app,
      author,
      eventBody(clock.now(), eventCategory, { title: 'Pyramid Scheme Expo' }),
    );
    const id = await reported({ target_type: 'event', target_id: event.id, reason: 'scam' });
    const response = await resolve(id, { action: 'suspend', note: 'Repeated scams.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: moderationMessages.resolved.suspended,
      data: { outcome: 'suspended' },
    });
    expect((await api('GET', '/profile', author)).statusCode).toBe(401);
    expect((await api('GET', `/events/${event.id}`, null)).statusCode).toBe(404);
    const [user] = await selectRows(database, sql`select suspension_reason from users where id = ${author.id}`);
    expect(user!.suspension_reason).toBe('Repeated scams.');
    expect(await auditRows('report.suspend')).toContainEqual({
      admin_id: admin.id,
      target_type: 'event',
      target_id: event.id,
      note: 'Repeated scams.',
    });
  });

  it('refuses to suspend an admin through a report', async () => {
    const otherAdmin = await makeAdmin(app);
    const id = await reported({ target_type: 'profile', target_id: otherAdmin.id, reason: 'harassment' });
    const response = await resolve(id, { action: 'suspend', note: 'No.' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(moderationMessages.cannotSuspendAdmin);
    const [row] = await selectRows(database, sql`select status from reports where id = ${id}`);
    expect(row!.status).toBe('open');
  });
});

describe('admin stats', () => {
  it('counts the open reports', async () => {
    const open = await selectRows(database, sql`select count(*)::int as n from reports where status = 'open'`);
    const stats = await api('GET', '/admin/stats', admin);
    expect(stats.json().data.open_reports).toBe(open[0]!.n);
    expect(open[0]!.n).toBeGreaterThan(0);
  });
});

describe('the report limit', () => {
  it('answers 429 once a member has sent as many reports as the hour allows', async () => {
    const limited = await buildTestApp({
      rateLimits: { ...relaxedRateLimits, reportsPerMember: { max: 2, timeWindow: MINUTE } },
    });
    const owner = await makeVerifiedBusiness(limited.app, 'Limited Organiser');
    const member = await makeIndividual(limited.app, 'Eager Reporter');
    const category = (await categories(limited.app, 'event'))[0]!.id;
    const answers: number[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      const event = await createEvent(limited.app, owner, eventBody(limited.clock.now(), category, { title }));
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/reports',
        headers: member.headers,
        payload: { target_type: 'event', target_id: event.id, reason: 'spam' },
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([201, 201, 429]);
  });
});
