import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBody, formFields, multipart } from '../test/event-factories.ts';
import { mailHeader, STRONG_PASSWORD } from '../test/factories.ts';
import { redisInstalled, startRedisServer } from '../test/redis-server.ts';
import { startS3Server } from '../test/s3-server.ts';
import { serverDatabase, startServerProcess, type ServerProcess } from '../test/server-process.ts';

const ADMIN_EMAIL = 'admin@two-instances.test';
const RESET_SUBJECT = 'Reset your Akwaaba password';

/**
 * Two real API processes behind one address share what must be shared: one PostgreSQL database, one Redis, one
 * bucket, the same DEVICE_COOKIE_SECRET; each has its own DATA_DIR (the dev mail transport writes there). PostgreSQL
 * only: PGlite's data directory is locked by the process that opens it, so a second instance cannot exist.
 */
describe.skipIf(!process.env.DATABASE_URL || !redisInstalled)(
  'two API processes on one PostgreSQL, Redis and bucket (PostgreSQL and redis-server only)',
  () => {
    let a: ServerProcess;
    let b: ServerProcess;
    let database: Awaited<ReturnType<typeof serverDatabase>>;
    let redis: Awaited<ReturnType<typeof startRedisServer>>;
    let s3: Awaited<ReturnType<typeof startS3Server>>;
    let dataDirB: string;
    let sql: pg.Client;
    let adminHeaders: Record<string, string>;
    let categoryId: number;
    let address = 0;
    /** A client address of its own for each request: the processes trust the X-Forwarded-For of a local proxy. */
    const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.${Math.floor(++address / 250)}.${address % 250}` });

    async function call(server: ServerProcess, method: string, url: string, init: RequestInit = {}) {
      const response = await fetch(`${server.url}${url}`, { method, ...init });
      const body = Buffer.from(await response.arrayBuffer());
      return { status: response.status, headers: response.headers, body, json: () => JSON.parse(body.toString()) };
    }
    const postJson = (server: ServerProcess, url: string, payload: unknown, headers: Record<string, string> = {}) =>
      call(server, 'POST', url, {
        body: JSON.stringify(payload),
        headers: { 'content-type': 'application/json', ...fromNewAddress(), ...headers },
      });

    beforeAll(async () => {
      [database, redis, s3] = await Promise.all([serverDatabase(), startRedisServer(), startS3Server()]);
      dataDirB = await fs.mkdtemp(path.join(os.tmpdir(), 'akwaaba-instance-b-'));
      const shared = {
        ...database.env,
        ...s3.env,
        REDIS_URL: redis.url,
        DEVICE_COOKIE_SECRET: 'two-instances-share-this-device-cookie-secret',
        TRUST_PROXY: '127.0.0.1',
        ADMIN_EMAIL,
        ADMIN_PASSWORD: STRONG_PASSWORD,
      };
      // One after the other: the first start creates the admin, the second finds it.
      a = await startServerProcess({ env: shared });
      b = await startServerProcess({ env: { ...shared, DATA_DIR: dataDirB } });
      sql = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await sql.connect();
      const signedIn = await postJson(a, '/api/v1/auth/login', {
        login_type: 'email',
        email: ADMIN_EMAIL,
        password: STRONG_PASSWORD,
      });
      expect(signedIn.status, signedIn.body.toString()).toBe(200);
      adminHeaders = { authorization: `Bearer ${signedIn.json().data.token}` };
      const categories = await call(a, 'GET', '/api/v1/categories?type=event');
      categoryId = categories.json().data[0].id;
    }, 180_000);

    afterAll(async () => {
      await sql?.end();
      await Promise.all([a?.stop(), b?.stop()]);
      await Promise.all([redis?.stop(), s3?.stop(), database?.dispose()]);
      await fs.rm(dataDirB, { recursive: true, force: true });
    });

    async function createEvent(server: ServerProcess, title: string, image?: Buffer) {
      const form = multipart(
        formFields(eventBody(new Date(), categoryId, { title })),
        image ? [{ field: 'image', filename: 'flyer.png', contentType: 'image/png', content: image }] : [],
      );
      const response = await call(server, 'POST', '/api/v1/events', {
        body: form.payload,
        headers: { ...adminHeaders, ...form.headers },
      });
      expect(response.status, response.body.toString()).toBe(201);
      return response.json().data as { id: number; title: string; image: string | null; image_card: string | null };
    }

    const visitorTitles = async (server: ServerProcess) =>
      ((await call(server, 'GET', '/api/v1/events?per_page=50')).json().data as { title: string }[]).map(
        (event) => event.title,
      );

    it('shares rate limits: a sign-in limit reached through A answers 429 through B, for that address only', async () => {
      const attacker = { 'x-forwarded-for': '203.0.113.66' };
      const attempt = (server: ServerProcess, headers = attacker) =>
        postJson(
          server,
          '/api/v1/auth/login',
          { login_type: 'email', email: 'nobody@two-instances.test', password: 'Wrong-Password-1' },
          headers,
        );
      // loginPerIp: 10 a minute, counted in Redis; until then a wrong password is the form's 422.
      for (let i = 0; i < 10; i += 1) expect((await attempt(a)).status).toBe(422);
      const throughB = await attempt(b);
      expect(throughB.status).toBe(429);
      expect(Number(throughB.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await attempt(a)).status).toBe(429);
      // Another address is not held back by this one's count.
      expect((await attempt(b, { 'x-forwarded-for': '203.0.113.67' })).status).toBe(422);
    });

    it('serves through B an image uploaded through A, from the shared bucket', async () => {
      const sharp = (await import('sharp')).default;
      const flyer = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#006B3F' } })
        .png()
        .toBuffer();
      const event = await createEvent(a, 'Kente Weaving Workshop', flyer);
      expect(event.image).toMatch(/^\/uploads\/events\/[\w-]{24}-full\.webp$/);
      const fromA = await call(a, 'GET', event.image!);
      const fromB = await call(b, 'GET', event.image!);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(fromB.headers.get('x-content-type-options')).toBe('nosniff');
      expect(fromB.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(fromB.body.equals(fromA.body)).toBe(true);
      expect((await s3.object(event.image!.slice(1)))!.body.equals(fromB.body)).toBe(true);
      // Neither instance kept it on its own disk.
      for (const dir of [database.env.DATA_DIR, dataDirB]) {
        expect(await fs.readdir(path.join(dir, 'uploads')).catch(() => [])).toEqual([]);
      }

      // Deleted through B, it is gone for A too.
      const deleted = await call(b, 'DELETE', `/api/v1/events/${event.id}`, { headers: adminHeaders });
      expect(deleted.status).toBe(200);
      expect((await call(a, 'GET', event.image!)).status).toBe(404);
    });

    it('empties the visitors’ list cache on both: an event created through A shows at once in B’s list', async () => {
      await createEvent(a, 'Highlife Night');
      expect(await visitorTitles(b)).toContain('Highlife Night');
      // B now answers visitors from its cache: a change made behind the API's back does not show…
      await sql.query(`update events set title = 'Renamed Behind The API' where title = 'Highlife Night'`);
      expect(await visitorTitles(b)).toContain('Highlife Night');
      // …until a write through the other instance empties B's copy too.
      await createEvent(a, 'Jollof Cook-off');
      const titles = await visitorTitles(b);
      expect(titles).toContain('Jollof Cook-off');
      expect(titles).toContain('Renamed Behind The API');
      expect(titles).not.toContain('Highlife Night');
    });

    it('delivers every queued message exactly once while both outbox workers run', async () => {
      const members = Array.from({ length: 40 }, (_, i) => `reset${i}@two-instances.test`);
      // Registration queues the confirmation mail; each member's reset request below queues a job, whose run queues
      // the reset mail.
      for (const [i, email] of members.entries()) {
        const registered = await postJson(i % 2 === 0 ? a : b, '/api/v1/auth/register', {
          name: `Reset Member ${i}`,
          email,
          password: STRONG_PASSWORD,
          password_confirmation: STRONG_PASSWORD,
          terms_accepted: true,
          age_confirmed: true,
        });
        expect(registered.status, registered.body.toString()).toBe(201);
      }
      // Through both instances at once, while both workers poll.
      const asked = await Promise.all(
        members.map((email, i) => postJson(i % 2 === 0 ? a : b, '/api/v1/auth/forgot-password', { email })),
      );
      expect(asked.map((response) => response.status)).toEqual(members.map(() => 200));

      const deadline = Date.now() + 60_000;
      for (;;) {
        const { rows } = await sql.query<{ waiting: number }>(
          `select count(*)::int as waiting from outbox_messages where status = 'pending'`,
        );
        if (rows[0]!.waiting === 0) break;
        if (Date.now() > deadline) throw new Error(`${rows[0]!.waiting} outbox messages still pending`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }

      const delivered = async (dir: string) => {
        const mailDir = path.join(dir, 'outbox', 'mail');
        const files = await fs.readdir(mailDir).catch(() => []);
        return Promise.all(files.map((file) => fs.readFile(path.join(mailDir, file), 'utf8')));
      };
      const [byA, byB] = await Promise.all([delivered(database.env.DATA_DIR), delivered(dataDirB)]);
      const resets = [...byA, ...byB].filter((eml) => mailHeader(eml, 'Subject') === RESET_SUBJECT);
      const recipients = resets.map((eml) => mailHeader(eml, 'To')).sort();
      expect(recipients).toEqual([...members].sort());
      const confirmations = [...byA, ...byB].filter(
        (eml) => mailHeader(eml, 'Subject') === 'Confirm your Akwaaba email address',
      );
      expect(confirmations.map((eml) => mailHeader(eml, 'To')).sort()).toEqual([...members].sort());
      // Both workers took part.
      expect(byA.length).toBeGreaterThan(0);
      expect(byB.length).toBeGreaterThan(0);

      const { rows } = await sql.query<{ kind: string; status: string; attempts: number; count: number }>(
        `select kind, status, attempts, count(*)::int as count from outbox_messages group by kind, status, attempts order by kind`,
      );
      expect(rows).toEqual([
        { kind: 'mail', status: 'sent', attempts: 1, count: 2 * members.length },
        { kind: 'password_reset.requested', status: 'sent', attempts: 1, count: members.length },
      ]);
    });
  },
);
