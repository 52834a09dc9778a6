// The write ceiling (docs/rules/budgets.md, issue 29): a bare Fastify + node-postgres server that performs each main
// write's transaction — the same rows inserted and updated (the write, the counters, the activity entries, the outbox
// mail), the same checks (visibility, capacity and waitlist, one per member, 403/404/409/422) — in the fewest round
// trips: one lookup of the bearer token, then one statement whose CTEs do the whole write (one statement is atomic, so
// no BEGIN/COMMIT). No validation, rate limits, response schema, security headers or logging. Each answer says in
// `x-query-count` how many statements it issued, as the product's does under BENCH_QUERY_COUNT=1.
//   WRITE_CEILING_PORT=… WRITE_CEILING_DATABASE_URL=postgres://… [PUBLIC_URL=…] tsx write-ceiling.ts
// What it skips: the token's sliding renewal and the member's last-active mark (the product writes them at most once
// per TOUCH_AFTER_MS / ACTIVE_AFTER_MS, never on the measured requests), and co-hosts' and association leaders' access
// to events that are not public (the measured events are public; an organiser and admins are checked).
import { createHash } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';
import pg from 'pg';
import {
  apiMessages,
  applicationMessages,
  businessMessages,
  contributionMessages,
  eventMessages,
  guestRsvpSms,
  jobMessages,
  reminderMessages,
  reviewMessages,
  rsvpMessages,
} from '../../packages/contracts/src/index.ts';
import { composeMail } from '../../apps/api/src/lib/mail-templates.ts';
import { mergeField } from '../../apps/api/src/lib/mail-merge.ts';

// The product's pool size, and named (server-side prepared) statements as drizzle's `.prepare()` makes them.
const pool = new pg.Pool({ connectionString: process.env.WRITE_CEILING_DATABASE_URL, max: 10 });
const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:3000';
const SUPPORTERS_SHOWN = 30;

/** One statement per request counted, as the product's query hook counts them. */
async function run<Row>(counter: { queries: number }, name: string, text: string, values: unknown[]) {
  counter.queries += 1;
  return (await pool.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
}

// Mail to someone only the database knows (the organiser, a promoted member): composed once per write with these
// placeholders, which the statement replaces with the recipient's values (as lib/mail-merge.ts does).
const field = { to: mergeField('to'), name: mergeField('name'), title: mergeField('title') };
const escapedHtml = (value: string) =>
  `replace(replace(replace(replace(replace((${value})::text, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;
/** The jsonb payload of the mail whose four parts are parameters $first…$first+3, merged with `values`. */
function mergedMail(first: number, values: { to: string; name: string; title?: string }): string {
  const merged = (parameter: number, html: boolean) =>
    Object.entries(values).reduce(
      (text, [key, value]) =>
        `replace(${text}, '${field[key as keyof typeof field]}', ${html ? escapedHtml(value) : `(${value})::text`})`,
      `$${parameter}::text`,
    );
  return `jsonb_build_object('to', ${merged(first, false)}, 'subject', ${merged(first + 1, false)}, 'text', ${merged(first + 2, false)}, 'html', ${merged(first + 3, true)})`;
}
function mailParts(subject: string, text: string, link: string): string[] {
  const mail = composeMail(
    {
      to: field.to,
      subject,
      greeting: `Hello ${field.name},`,
      paragraphs: [text],
      action: { label: 'View on Akwaaba', path: link },
      footer: 'You received this email because of activity on your Akwaaba account.',
    },
    publicUrl,
  );
  return [mail.to, mail.subject, mail.text, mail.html!];
}

interface Member {
  id: number;
  name: string;
  user_type: string;
  is_admin: boolean;
}

/** The product's authenticate() as one lookup: a live token (absolute and idle expiry) of a member not suspended. */
async function signedIn(counter: { queries: number }, authorization: string | undefined): Promise<Member | null> {
  const [scheme, token] = (authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token || token.length < 20 || token.length > 200) return null;
  const [member] = await run<Member>(
    counter,
    'wc_auth',
    `select u.id, u.name, u.user_type, u.is_admin from auth_tokens t join users u on u.id = t.user_id
     where t.token_hash = $1 and t.expires_at > now() and u.suspended_at is null
       and t.last_used_at > now() - case when t.remember then interval '30 days' else interval '1 day' end`,
    [createHash('sha256').update(token).digest('hex')],
  );
  return member ?? null;
}

const refuse = (reply: FastifyReply, status: number, message: string) => reply.status(status).send({ message });

// ── RSVP ───────────────────────────────────────────────────────────────────────────────────────────────────────────
// The event's row locked (FOR UPDATE returns its latest version, so the capacity check races no one); a member's
// second RSVP changes nothing (ON CONFLICT sees a concurrent one); the counts move by the party's people.
const ATTEND = `
with event as (
  select id, user_id, title, max_attendees, max_plus_ones, attendees_count, waitlist_count, requires_approval,
         end_date <= now() as ended, cancelled_at is not null as cancelled
  from events where id = $1 and status = 'approved' and (is_public or user_id = $2 or $5) for update),
existing as (select status, plus_ones from event_attendees where event_id = $1 and user_id = $2),
chosen as (
  select case when requires_approval then 'requested'
              when max_attendees is null or attendees_count + 1 + $3 <= max_attendees then 'attending'
              else 'waitlisted' end as status
  from event where not ended and not cancelled and $3 <= max_plus_ones and not exists (select from existing)),
inserted as (
  insert into event_attendees (event_id, user_id, status, plus_ones) select $1, $2, status, $3 from chosen
  on conflict (event_id, user_id) do nothing returning status),
counted as (
  update events e set attendees_count = e.attendees_count + case when i.status = 'attending' then 1 + $3 else 0 end,
                      waitlist_count = e.waitlist_count + case when i.status = 'waitlisted' then 1 + $3 else 0 end
  from inserted i where e.id = $1 returning e.attendees_count, e.waitlist_count),
own_entry as (
  insert into activities (user_id, type, message, link, read_at)
  select $2, case i.status when 'requested' then 'event.requested' when 'attending' then 'event.rsvp' else 'event.waitlist' end,
         case i.status when 'requested' then 'You asked to attend “' || e.title || '”.'
                       when 'attending' then 'You are going to “' || e.title || '”.'
                       else 'You joined the waitlist for “' || e.title || '”.' end,
         '/events/' || $1, now()
  from inserted i, event e),
organiser_entry as (
  insert into activities (user_id, actor_id, type, message, link, read_at)
  select e.user_id, $2, case when i.status = 'requested' then 'event.request' else 'event.rsvp_received' end,
         case i.status when 'requested' then $4 || ' asked to attend “' || e.title || '”. Approve or decline the request on the event page.'
                       when 'attending' then $4 || ' is going to “' || e.title || '”.'
                       else $4 || ' joined the waitlist for “' || e.title || '”.' end,
         '/events/' || $1, null
  from inserted i, event e where i.status = 'requested' or e.user_id <> $2),
organiser_mail as (
  insert into outbox_messages (kind, payload, run_after)
  select 'mail', ${mergedMail(6, { to: 'o.email', name: 'o.name', title: 'e.title' })}, now()
  from inserted i, event e join users o on o.id = e.user_id where i.status = 'requested' and o.email is not null)
select e.id is not null as found, e.ended, e.cancelled, e.max_plus_ones, i.status as placed, x.status as had,
       x.plus_ones as had_plus_ones, coalesce(c.attendees_count, e.attendees_count) as attendees_count,
       coalesce(c.waitlist_count, e.waitlist_count) as waitlist_count,
       (select count(*)::int from event_attendees w where w.event_id = $1 and w.status = 'waitlisted'
          and (i.status = 'waitlisted' or w.created_at <= (select created_at from event_attendees where event_id = $1 and user_id = $2)))
         + case when i.status = 'waitlisted' then 1 else 0 end as waitlist_position
from (select 1) as one left join event e on true left join existing x on true left join inserted i on true
left join counted c on true`;

// A withdrawal frees its party's places, which go at once to the waitlisted parties that fit whole, in the waitlist's
// order (a party too big for what is left waits while smaller ones behind it come in): the walk below.
const WITHDRAW = `
with recursive event as (
  select id, title, max_attendees, attendees_count, waitlist_count,
         (status = 'approved' and is_public) or user_id = $2 or $3 as visible
  from events where id = $1 for update),
removed as (
  delete from event_attendees where event_id = $1 and user_id = $2 and exists (select from event)
  returning status, 1 + plus_ones as people),
freed as (
  select case when e.max_attendees is null then e.waitlist_count else e.max_attendees - e.attendees_count + r.people end as free
  from event e, removed r where r.status = 'attending'),
queue as (
  select id, user_id, guest_phone, 1 + plus_ones as people, row_number() over (order by created_at, id) as n
  from event_attendees where event_id = $1 and status = 'waitlisted' and exists (select from freed where free > 0)),
walk (n, free, id, people, taken) as (
  select 0::bigint, free, null::int, 0, false from freed
  union all
  select q.n, case when q.people <= w.free then w.free - q.people else w.free end, q.id, q.people, q.people <= w.free
  from walk w join queue q on q.n = w.n + 1 where w.free > 0),
promoted as (
  update event_attendees set status = 'attending' where id in (select id from walk where taken)
  returning user_id, guest_phone, 1 + plus_ones as people),
counted as (
  update events e
  set attendees_count = e.attendees_count - case when r.status = 'attending' then r.people else 0 end
                        + coalesce((select sum(people) from promoted), 0),
      waitlist_count = e.waitlist_count - case when r.status = 'waitlisted' then r.people else 0 end
                       - coalesce((select sum(people) from promoted), 0)
  from removed r where e.id = $1 returning e.attendees_count, e.waitlist_count),
own_entry as (
  insert into activities (user_id, type, message, link, read_at)
  select $2, case r.status when 'attending' then 'event.rsvp_cancelled' when 'waitlisted' then 'event.waitlist_left'
                           else 'event.request_withdrawn' end,
         case r.status when 'attending' then 'You cancelled your RSVP to “' || e.title || '”.'
                       when 'waitlisted' then 'You left the waitlist for “' || e.title || '”.'
                       else 'You withdrew your request to attend “' || e.title || '”.' end,
         '/events/' || $1, now()
  from removed r, event e),
promoted_entries as (
  insert into activities (user_id, type, message, link, read_at)
  select p.user_id, 'event.promoted', 'A place opened up at “' || e.title || '” and it is yours. You are now attending.',
         '/events/' || $1, null
  from promoted p, event e where p.user_id is not null),
promoted_mail as (
  insert into outbox_messages (kind, payload, run_after)
  select 'mail', ${mergedMail(4, { to: 'u.email', name: 'u.name', title: 'e.title' })}, now()
  from promoted p join users u on u.id = p.user_id, event e where u.email is not null),
promoted_sms as (
  insert into outbox_messages (kind, payload, run_after)
  select 'sms', jsonb_build_object('to', p.guest_phone, 'body', replace($8::text, '${field.title}', e.title)), now()
  from promoted p, event e where p.user_id is null and p.guest_phone is not null)
select e.id is not null as found, e.visible, r.status as removed,
       coalesce(c.attendees_count, e.attendees_count) as attendees_count,
       coalesce(c.waitlist_count, e.waitlist_count) as waitlist_count
from (select 1) as one left join event e on true left join removed r on true left join counted c on true`;

// ── Review ─────────────────────────────────────────────────────────────────────────────────────────────────────────
// The listing's row locked; a member's second review edits the first (a hidden one stays out of the figures).
const REVIEW = `
with business as (
  select id, user_id, name from businesses
  where id = $1 and (status = 'approved' or user_id = $2 or $6) for update),
existing as (select id, rating, hidden_at from business_reviews where business_id = $1 and user_id = $2),
inserted as (
  insert into business_reviews (business_id, user_id, rating, comment)
  select $1, $2, $3, $4 from business b where b.user_id <> $2 and not exists (select from existing)
  on conflict (business_id, user_id) where user_id is not null do nothing
  returning id, created_at, updated_at),
updated as (
  update business_reviews r set rating = $3, comment = $4, updated_at = now()
  from existing x, business b where r.id = x.id and b.user_id <> $2
  returning r.id, r.created_at, r.updated_at, case when x.hidden_at is null then $3 - x.rating else 0 end as change),
figures as (
  update businesses b
  set reviews_count = b.reviews_count + (select count(*) from inserted),
      rating_total = b.rating_total + coalesce((select $3 from inserted), (select change from updated))
  where b.id = $1 and exists (select from inserted union all select from updated)
  returning reviews_count, rating_total),
own_entry as (
  insert into activities (user_id, actor_id, type, message, link, read_at)
  select $2, b.user_id, case when i.id is null then 'business.review_updated' else 'business.review_written' end,
         case when i.id is null then 'You updated your review of “' else 'You reviewed “' end || b.name || '”: ' || $3 || ' of 5 stars.',
         '/businesses/' || $1, now()
  from business b left join inserted i on true where exists (select from inserted union all select from updated)),
owner_entry as (
  insert into activities (user_id, actor_id, type, message, link, read_at)
  select b.user_id, $2, 'business.reviewed', $5 || ' gave “' || b.name || '” ' || $3 || ' of 5 stars.', '/businesses/' || $1, null
  from business b, inserted i),
owner_mail as (
  insert into outbox_messages (kind, payload, run_after)
  select 'mail', ${mergedMail(7, { to: 'o.email', name: 'o.name', title: 'b.name' })}, now()
  from business b, inserted i, users o where o.id = b.user_id and o.email is not null)
select b.id is not null as found, b.user_id = $2 as own, coalesce(i.id, u.id) as id, i.id is not null as created,
       coalesce(i.created_at, u.created_at) as created_at, coalesce(i.updated_at, u.updated_at) as updated_at,
       f.reviews_count, f.rating_total, me.phone_verified_at is not null or me.is_verified_business as verified
from (select 1) as one left join business b on true left join inserted i on true left join updated u on true
left join figures f on true left join users me on me.id = $2`;

// ── Application ────────────────────────────────────────────────────────────────────────────────────────────────────
// The job's row locked; once per member (409), while open, never by its owner or a business account (403).
const APPLY = `
with job as (
  select id, user_id, title, company_name, city, expires_at from jobs
  where id = $1 and (status = 'published' or user_id = $2 or $5) for update),
refused as (
  select j.user_id = $2 as own, $4 = 'business' and not $5 as business_account, j.expires_at <= now() as expired,
         exists (select from job_applications where job_id = $1 and user_id = $2) as applied
  from job j),
inserted as (
  insert into job_applications (job_id, user_id, cover_note)
  select $1, $2, $3 from refused r where not (r.own or r.business_account or r.expired or r.applied)
  on conflict do nothing returning id, status, cover_note, created_at, updated_at),
counted as (update jobs set applications_count = applications_count + 1 where id = $1 and exists (select from inserted)),
own_entry as (
  insert into activities (user_id, type, message, link, read_at)
  select $2, 'job.applied', 'You applied for “' || j.title || '” at ' || j.company_name || '.', '/applications', now()
  from job j, inserted i),
owner_entry as (
  insert into activities (user_id, actor_id, type, message, link, read_at)
  select j.user_id, $2, 'job.application', $6 || ' applied for “' || j.title || '”. Read the application on My Jobs.',
         '/my-jobs', null
  from job j, inserted i),
owner_mail as (
  insert into outbox_messages (kind, payload, run_after)
  select 'mail', ${mergedMail(7, { to: 'o.email', name: 'o.name', title: 'j.title' })}, now()
  from job j, inserted i, users o where o.id = j.user_id and o.email is not null)
select j.id is not null as found, r.own, r.business_account, r.expired, r.applied, i.id, i.status, i.cover_note,
       i.created_at, i.updated_at, j.title, j.company_name, j.city, j.expires_at
from (select 1) as one left join job j on true left join refused r on true left join inserted i on true`;

// ── Pledge ─────────────────────────────────────────────────────────────────────────────────────────────────────────
// The ledger's row locked; a second pledge changes the first while it is not received; the totals move with it. The
// answer is the page's summary, so the statement reads it too (its snapshot precedes the member's own pledge, which the
// server puts in its place among the supporters).
const PLEDGE = `
with event as (
  select id, user_id, life_event,
         $5 or user_id = $2 or exists (select from event_cohosts c where c.event_id = $1 and c.user_id = $2) as manages
  from events where id = $1 and ((status = 'approved' and is_public) or user_id = $2 or $5)),
ledger as (select * from event_contribution_ledgers where event_id = $1 and exists (select from event) for update),
existing as (select id, amount_cents, status from event_pledges where event_id = $1 and user_id = $2),
inserted as (
  insert into event_pledges (event_id, user_id, amount_cents, anonymous)
  select $1, $2, $3, $4 from ledger where not exists (select from existing)
  on conflict (event_id, user_id) do nothing returning amount_cents, anonymous, status, created_at, updated_at),
updated as (
  update event_pledges p set amount_cents = $3, anonymous = $4, updated_at = now()
  from existing x, ledger l where p.id = x.id and x.status <> 'received'
  returning p.amount_cents, p.anonymous, p.status, p.created_at, p.updated_at, $3 - x.amount_cents as change),
totals as (
  update event_contribution_ledgers l
  set pledged_cents = l.pledged_cents + coalesce((select amount_cents from inserted), (select change from updated)),
      pledges_count = l.pledges_count + (select count(*) from inserted), updated_at = now()
  where l.event_id = $1 and exists (select from inserted union all select from updated)
  returning totals_visibility, pledged_cents, received_cents, pledges_count)
select e.id is not null as found, i.created_at is not null as created, e.manages, e.life_event is not null as can_open, l.event_id is not null as open,
       x.status = 'received' as received_already, coalesce(t.totals_visibility, l.totals_visibility) as totals_visibility,
       coalesce(t.pledged_cents, l.pledged_cents) as pledged_cents, l.received_cents,
       coalesce(t.pledges_count, l.pledges_count) as pledges_count, coalesce(i.amount_cents, u.amount_cents) as amount_cents,
       coalesce(i.anonymous, u.anonymous) as anonymous, coalesce(i.status, u.status) as status,
       coalesce(i.created_at, u.created_at) as created_at, coalesce(i.updated_at, u.updated_at) as updated_at,
       (select count(*)::int from event_pledges p where p.event_id = $1 and p.anonymous and p.user_id <> $2) as anonymous_others,
       (select coalesce(json_agg(s.name), '[]') from (
          select m.name from event_pledges p join users m on m.id = p.user_id
          where p.event_id = $1 and not p.anonymous and p.user_id <> $2 and m.suspended_at is null and m.hidden_at is null
          order by p.created_at desc, p.id desc limit ${SUPPORTERS_SHOWN}) s) as others,
       (select name from users where id = $2) as my_name,
       (select coalesce(json_agg(p.created_at order by p.created_at desc, p.id desc), '[]') from (
          select created_at, id from event_pledges p where p.event_id = $1 and not p.anonymous and p.user_id <> $2
          order by created_at desc, id desc limit ${SUPPORTERS_SHOWN}) p) as others_at
from (select 1) as one left join event e on true left join ledger l on true left join existing x on true
left join inserted i on true left join updated u on true left join totals t on true`;

const rand = (cents: number | string) => (Number(cents) / 100).toFixed(2);
const shows = (visibility: string, part: 'pledged' | 'received') => visibility === 'both' || visibility === part;

const app = Fastify({ logger: false });
app.addHook('onRequest', async (request) => {
  (request as unknown as { counter: { queries: number } }).counter = { queries: 0 };
});
app.addHook('onSend', async (request, reply) => {
  void reply.header('x-query-count', String((request as unknown as { counter: { queries: number } }).counter.queries));
});
const counterOf = (request: object) => (request as { counter: { queries: number } }).counter;
type Params = { Params: { id: string }; Body: Record<string, unknown> | undefined };

app.post<Params>('/api/v1/events/:id/attend', async (request, reply) => {
  const counter = counterOf(request);
  const member = await signedIn(counter, request.headers.authorization);
  if (!member) return refuse(reply, 401, apiMessages.unauthenticated);
  const plusOnes = Number(request.body?.plus_ones ?? 0);
  const link = `/events/${request.params.id}`;
  const text = `${member.name} asked to attend “${field.title}”. Approve or decline the request on the event page.`;
  const [row] = await run<Record<string, unknown>>(counter, 'wc_attend', ATTEND, [
    Number(request.params.id),
    member.id,
    plusOnes,
    member.name,
    member.is_admin,
    ...mailParts(`${member.name} asked to attend ${field.title}`, text, link),
  ]);
  if (!row!.found) return refuse(reply, 404, eventMessages.notFound);
  if (row!.ended) return refuse(reply, 422, eventMessages.eventEnded);
  if (row!.cancelled) return refuse(reply, 409, reminderMessages.cannotRsvpCancelled);
  const status = (row!.placed ?? row!.had) as keyof typeof rsvpMessages | null;
  if (!status) return refuse(reply, 422, rsvpMessages.plusOnesAboveLimit(Number(row!.max_plus_ones)));
  return {
    data: {
      status,
      attendees_count: row!.attendees_count,
      waitlist_count: row!.waitlist_count,
      waitlist_position: status === 'waitlisted' ? row!.waitlist_position : null,
      plus_ones: row!.placed ? plusOnes : row!.had_plus_ones,
    },
    message: rsvpMessages[status],
  };
});

app.delete<Params>('/api/v1/events/:id/attend', async (request, reply) => {
  const counter = counterOf(request);
  const member = await signedIn(counter, request.headers.authorization);
  if (!member) return refuse(reply, 401, apiMessages.unauthenticated);
  const link = `/events/${request.params.id}`;
  const [row] = await run<Record<string, unknown>>(counter, 'wc_withdraw', WITHDRAW, [
    Number(request.params.id),
    member.id,
    member.is_admin,
    ...mailParts(
      `A place opened up: ${field.title}`,
      `A place opened up at “${field.title}” and it is yours. You are now attending.`,
      link,
    ),
    guestRsvpSms.promoted(field.title),
  ]);
  if (!row!.found || (!row!.removed && !row!.visible)) return refuse(reply, 404, eventMessages.notFound);
  return {
    data: {
      status: null,
      attendees_count: row!.attendees_count,
      waitlist_count: row!.waitlist_count,
      waitlist_position: null,
      plus_ones: 0,
    },
    message: row!.removed === 'requested' ? rsvpMessages.requestWithdrawn : rsvpMessages.cancelled,
  };
});

app.post<Params>('/api/v1/businesses/:id/reviews', async (request, reply) => {
  const counter = counterOf(request);
  const member = await signedIn(counter, request.headers.authorization);
  if (!member) return refuse(reply, 401, apiMessages.unauthenticated);
  const rating = Number(request.body?.rating);
  const comment = (request.body?.comment as string | undefined) ?? null;
  const businessId = Number(request.params.id);
  const text = `${member.name} gave “${field.title}” ${rating} of 5 stars.`;
  const [row] = await run<Record<string, unknown>>(counter, 'wc_review', REVIEW, [
    businessId,
    member.id,
    rating,
    comment,
    member.name,
    member.is_admin,
    ...mailParts(`New review of ${field.title}`, text, `/businesses/${businessId}`),
  ]);
  if (!row!.found) return refuse(reply, 404, businessMessages.notFound);
  if (row!.own) return refuse(reply, 403, reviewMessages.ownBusiness);
  const total = Number(row!.reviews_count);
  reply.status(row!.created ? 201 : 200);
  return {
    data: {
      review: {
        id: row!.id,
        user: { id: member.id, name: member.name },
        rating,
        comment,
        is_verified: row!.verified === true,
        reply: null,
        replied_at: null,
        created_at: (row!.created_at as Date).toISOString(),
        updated_at: (row!.updated_at as Date).toISOString(),
      },
      average_rating: total === 0 ? null : Math.round((Number(row!.rating_total) / total) * 10) / 10,
      total_reviews: total,
    },
    message: reviewMessages.submitted,
  };
});

app.post<Params>('/api/v1/job-listings/:id/apply', async (request, reply) => {
  const counter = counterOf(request);
  const member = await signedIn(counter, request.headers.authorization);
  if (!member) return refuse(reply, 401, apiMessages.unauthenticated);
  const text = `${member.name} applied for “${field.title}”. Read the application on My Jobs.`;
  const [row] = await run<Record<string, unknown>>(counter, 'wc_apply', APPLY, [
    Number(request.params.id),
    member.id,
    request.body?.cover_note,
    member.user_type,
    member.is_admin,
    member.name,
    ...mailParts(`New application for “${field.title}” from ${member.name}`, text, '/my-jobs'),
  ]);
  if (!row!.found) return refuse(reply, 404, jobMessages.notFound);
  if (row!.own) return refuse(reply, 403, applicationMessages.ownJob);
  if (row!.business_account) return refuse(reply, 403, applicationMessages.onlyMembersApply);
  if (row!.expired) return refuse(reply, 409, applicationMessages.jobExpired);
  if (!row!.id) return refuse(reply, 409, applicationMessages.alreadyApplied);
  reply.status(201);
  return {
    data: {
      id: row!.id,
      status: row!.status,
      cover_note: row!.cover_note,
      cv: null,
      job: {
        id: Number(request.params.id),
        title: row!.title,
        company_name: row!.company_name,
        city: row!.city,
        is_expired: false,
      },
      created_at: (row!.created_at as Date).toISOString(),
      updated_at: (row!.updated_at as Date).toISOString(),
    },
    message: jobMessages.applied,
  };
});

app.put<Params>('/api/v1/events/:id/contributions/pledge', async (request, reply) => {
  const counter = counterOf(request);
  const member = await signedIn(counter, request.headers.authorization);
  if (!member) return refuse(reply, 401, apiMessages.unauthenticated);
  const cents = Math.round(Number(request.body?.amount) * 100);
  const anonymous = request.body?.anonymous === true;
  const [row] = await run<Record<string, unknown>>(counter, 'wc_pledge', PLEDGE, [
    Number(request.params.id),
    member.id,
    cents,
    anonymous,
    member.is_admin,
  ]);
  if (!row!.found) return refuse(reply, 404, eventMessages.notFound);
  if (!row!.open) return refuse(reply, 409, contributionMessages.notOpen);
  if (row!.received_already) return refuse(reply, 409, contributionMessages.pledgeReceived);
  // The member's own open pledge takes its place by when it was made among the others' (newest first).
  const names = row!.others as string[];
  const times = (row!.others_at as string[]).map((at) => new Date(at).getTime());
  if (!anonymous) names.splice(times.filter((at) => at > (row!.created_at as Date).getTime()).length, 0, member.name);
  const visibility = row!.totals_visibility as string;
  const pledged = row!.manages === true || shows(visibility, 'pledged');
  const received = row!.manages === true || shows(visibility, 'received');
  return {
    data: {
      open: true,
      totals_visibility: visibility,
      pledged_total: pledged ? rand(row!.pledged_cents as string) : null,
      received_total: received ? rand(row!.received_cents as string) : null,
      pledges_count: pledged ? row!.pledges_count : null,
      supporters: names.slice(0, SUPPORTERS_SHOWN),
      anonymous_supporters: Number(row!.anonymous_others) + (anonymous ? 1 : 0),
      my_pledge: {
        amount: rand(row!.amount_cents as string),
        anonymous,
        status: row!.status,
        created_at: (row!.created_at as Date).toISOString(),
        updated_at: (row!.updated_at as Date).toISOString(),
      },
      can_manage: row!.manages === true,
      can_open: row!.can_open === true,
    },
    message: row!.created ? contributionMessages.pledged : contributionMessages.pledgeChanged,
  };
});

app.get('/', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.WRITE_CEILING_PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
