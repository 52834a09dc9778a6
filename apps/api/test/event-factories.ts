import fs from 'node:fs/promises';
import path from 'node:path';
import type { AuthResponse, Category, CategoryType, EventDetail } from '@akwaaba/contracts';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import { bearer, registerAdmin, registerBusiness, registerMember, selectRows } from './factories.ts';
import type { TestApp } from './build-test-app.ts';
import { createApprovedBusiness } from './business-factories.ts';

/** A signed-in member as the event tests use them: id, token and ready-made headers. */
export interface Actor {
  id: number;
  email: string;
  token: string;
  headers: { authorization: string };
}

const actor = ({ token, user }: AuthResponse['data']): Actor => ({
  id: user.id,
  email: user.email!,
  token,
  headers: bearer(token),
});

export const makeIndividual = async (app: App, name?: string) => actor(await registerMember(app, name ? { name } : {}));
export const makeBusiness = async (app: App, name?: string) => actor(await registerBusiness(app, name ? { name } : {}));
export const makeAdmin = async (app: App) => actor(await registerAdmin(app));

/** An individual whose email address is confirmed (as the mailed link does), for what only confirmed members may do. */
export async function makeConfirmedIndividual(testApp: TestApp, name?: string): Promise<Actor> {
  const member = await makeIndividual(testApp.app, name);
  await testApp.database.db.execute(sql`update users set email_verified_at = now() where id = ${member.id}`);
  return member;
}

/**
 * A business account whose events go live without review (docs/rules/approval.md): verified, and owner of an approved
 * listing.
 */
export async function makeVerifiedBusiness(app: App, name?: string): Promise<Actor> {
  const business = await makeBusiness(app, name);
  await app.services.adminService.verifyBusiness(business.id);
  await createApprovedBusiness(app, business, { name: `${name ?? 'Verified'} Trading` });
  return business;
}

export async function categories(app: App, type: CategoryType): Promise<Category[]> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/categories?type=${type}` });
  return (response.json() as { data: Category[] }).data;
}

export async function categoryBySlug(app: App, type: CategoryType, slug: string): Promise<Category> {
  const found = (await categories(app, type)).find((category) => category.slug === slug);
  if (!found) throw new Error(`no ${type} category ${slug}`);
  return found;
}

const HOUR = 3_600_000;
export const hoursFrom = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR).toISOString();

/**
 * A physical event that passes every rule, starting a week after `now` for three hours;
 * tests override one field at a time.
 */
export function eventBody(
  now: Date,
  categoryId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    title: 'Ghana Independence Day Braai',
    description: 'Jollof, kelewele and highlife on the lawn: bring the family and your flag.',
    category_id: categoryId,
    event_type: 'physical',
    start_date: hoursFrom(now, 24 * 7),
    end_date: hoursFrom(now, 24 * 7 + 3),
    venue_name: 'Zoo Lake Gardens',
    venue_address: 'Prince of Wales Drive, Parkview',
    city: 'Johannesburg',
    price: '150',
    max_attendees: '',
    additional_info: 'Parking on the street.',
    is_public: true,
    ...overrides,
  };
}

/** Creates an event through the API and answers it; fails the test on any other answer than 201. */
export async function createEvent(app: App, who: Actor, body: Record<string, unknown>): Promise<EventDetail> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/events', headers: who.headers, payload: body });
  if (response.statusCode !== 201) throw new Error(`event creation failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: EventDetail }).data;
}

export async function approveEvent(app: App, admin: Actor, id: number): Promise<void> {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/events/${id}/approve`,
    headers: admin.headers,
  });
  if (response.statusCode !== 200) throw new Error(`approval failed: ${response.statusCode} ${response.body}`);
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser would send it, for app.inject. */
export function multipart(
  fields: Record<string, unknown>,
  files: FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----akwaaba${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\ncontent-type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The form fields of an event body as the web form sends them in multipart (booleans as '1'/'0'). */
export function formFields(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value)]),
  );
}

/** Every file under the test app's uploads folder, relative to it. */
export async function uploadedFiles(testApp: TestApp): Promise<string[]> {
  const root = path.join(testApp.dataDir, 'uploads');
  try {
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** The file on disk behind an /uploads/… URL of the API. */
export const uploadPath = (testApp: TestApp, url: string) =>
  path.join(testApp.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

/** What the database holds for an event's RSVPs (not what the API says about them). */
export async function storedRsvps(testApp: TestApp, eventId: number) {
  const [event] = await selectRows(
    testApp.database,
    sql`select attendees_count, waitlist_count from events where id = ${eventId}`,
  );
  const rows = await selectRows(
    testApp.database,
    sql`select user_id, status from event_attendees where event_id = ${eventId} order by created_at, id`,
  );
  return {
    attendeesCount: Number(event?.attendees_count),
    waitlistCount: Number(event?.waitlist_count),
    rows: rows.map((row) => ({ userId: Number(row.user_id), status: String(row.status) })),
  };
}

/**
 * Events whose counts differ from their RSVP rows (counters equal their rows: docs/rules/security-and-reliability.md).
 * Counts are of people: each RSVP holds its member or guest and their plus-ones (decision 040). Empty when every
 * event's attendees_count and waitlist_count match, and no event holds more people than its capacity.
 */
export async function countsThatDrifted(testApp: TestApp) {
  return selectRows(
    testApp.database,
    sql`select e.id, e.attendees_count, e.waitlist_count,
          coalesce(sum(1 + a.plus_ones) filter (where a.status = 'attending'), 0)::int as attending_people,
          coalesce(sum(1 + a.plus_ones) filter (where a.status = 'waitlisted'), 0)::int as waitlisted_people
        from events e left join event_attendees a on a.event_id = e.id
        group by e.id
        having e.attendees_count <> coalesce(sum(1 + a.plus_ones) filter (where a.status = 'attending'), 0)
            or e.waitlist_count <> coalesce(sum(1 + a.plus_ones) filter (where a.status = 'waitlisted'), 0)
            or (e.max_attendees is not null and e.attendees_count > e.max_attendees)`,
  );
}
