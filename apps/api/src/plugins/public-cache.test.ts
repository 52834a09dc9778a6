import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { redisInstalled, startRedisServer } from '../../test/redis-server.ts';
import { watchRedis } from '../lib/redis.ts';
import type { ViewedItem } from '../modules/analytics/view-counter.ts';
import { preferredEncoding, publicCacheKey, PUBLIC_CACHE_TTL_MS, registerPublicCache } from './public-cache.ts';

describe('publicCacheKey', () => {
  it('sorts query parameters by name and keeps a repeated name in its order', () => {
    expect(publicCacheKey('/api/v1/events?page=2&city=Durban&tag=b&tag=a')).toBe(
      '/api/v1/events?city=Durban&page=2&tag=b&tag=a',
    );
    expect(publicCacheKey('/api/v1/events?tag=a&tag=b')).not.toBe(publicCacheKey('/api/v1/events?tag=b&tag=a'));
    expect(publicCacheKey('/api/v1/events')).toBe('/api/v1/events');
    expect(publicCacheKey('/api/v1/events/7?')).toBe('/api/v1/events/7?');
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['x-gzip', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['BR', 'br'],
  ])('%j -> %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

/** A deferred promise: lets a test hold a handler in the middle of its read. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

interface CacheApp {
  app: FastifyInstance;
  /** How many times the handler ran: a hit does not run it. */
  handled(): number;
  views: ViewedItem[];
  /** The status of each answer sent before Fastify (answerRaw), as its access log line. */
  logged: number[];
  now: { ms: number };
  /** Holds the next read's handler until the test releases it. */
  hold(): { entered: Promise<void>; release: () => void };
}

const apps: FastifyInstance[] = [];
const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A bare Fastify with the cache and routes shaped like the API's: lists, a detail that counts views, writes. */
async function cacheApp(options: { enabled?: boolean; redis?: Redis } = {}): Promise<CacheApp> {
  const app = Fastify();
  apps.push(app);
  const now = { ms: Date.parse('2026-03-06T10:00:00Z') };
  const views: ViewedItem[] = [];
  const logged: number[] = [];
  let handled = 0;
  let held: { entered: () => void; gate: Promise<void> } | null = null;
  await registerPublicCache(app, {
    enabled: options.enabled ?? true,
    clock: { now: () => new Date(now.ms) },
    ...(options.redis ? { redis: watchRedis(options.redis, app.log) } : {}),
    onView: (_userAgent, item) => views.push(item),
    raw: { fixedHeaders: ['x-fixed', 'yes'], log: (_request, statusCode) => logged.push(statusCode) },
  });
  app.get('/events', { config: { publicCache: 'events' } }, async (request) => {
    handled += 1;
    const hold = held;
    held = null;
    if (hold) {
      hold.entered();
      await hold.gate;
    }
    return { data: [{ id: 1 }], served: handled, size: (request.query as { size?: string }).size ?? null };
  });
  app.get('/events/:id', { config: { publicCache: 'events' } }, async (request) => {
    handled += 1;
    request.viewedItem = { type: 'event', id: 1, ownerId: 9 };
    return { data: { id: 1 }, served: handled };
  });
  app.get('/big', { config: { publicCache: 'events' } }, async () => {
    handled += 1;
    return { data: 'x'.repeat(300 * 1024), served: handled };
  });
  app.get('/job-listings', { config: { publicCache: 'jobs' } }, async () => {
    handled += 1;
    return { data: [], served: handled };
  });
  app.post('/rsvp', { config: { invalidates: ['events'] } }, async () => ({ ok: true }));
  app.post('/job', { config: { invalidates: ['jobs'] } }, async () => ({ ok: true }));
  app.post('/login', { config: { invalidates: [] } }, async () => ({ ok: true }));
  app.put('/profile', async () => ({ ok: true }));
  app.delete('/refused', async (_request, reply) => reply.code(403).send({ message: 'Forbidden.' }));
  await app.ready();
  return {
    app,
    handled: () => handled,
    views,
    logged,
    now,
    hold() {
      const entered = deferred();
      const gate = deferred();
      held = { entered: entered.resolve, gate: gate.promise };
      return { entered: entered.promise, release: gate.resolve };
    },
  };
}

const served = async (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url, headers })).json<{ served: number }>().served;

describe('the public cache', () => {
  it('answers a repeated visitor read from memory, under one key whatever the order of the parameters', async () => {
    const { app, handled } = await cacheApp();
    expect(await served(app, '/events?page=1&city=Durban')).toBe(1);
    expect(await served(app, '/events?city=Durban&page=1')).toBe(1);
    expect(await served(app, '/events?city=Durban&page=2')).toBe(2);
    expect(handled()).toBe(2);
  });

  it('never serves nor stores a read that carries an Authorization header', async () => {
    const { app, handled } = await cacheApp();
    expect(await served(app, '/events', { authorization: 'Bearer member-token' })).toBe(1);
    expect(await served(app, '/events')).toBe(2);
    expect(await served(app, '/events', { authorization: 'Bearer member-token' })).toBe(3);
    expect(await served(app, '/events', { authorization: '' })).toBe(4);
    expect(await served(app, '/events')).toBe(2);
    expect(handled()).toBe(4);
  });

  it('keeps an answer PUBLIC_CACHE_TTL_MS by the app clock', async () => {
    const { app, now } = await cacheApp();
    expect(await served(app, '/events')).toBe(1);
    now.ms += PUBLIC_CACHE_TTL_MS - 1;
    expect(await served(app, '/events')).toBe(1);
    now.ms += 1;
    expect(await served(app, '/events')).toBe(2);
  });

  it('does not store a read that overlapped a write to its scope', async () => {
    const { app, hold, handled } = await cacheApp();
    const { entered, release } = hold();
    const slowRead = app.inject({ method: 'GET', url: '/events' });
    await entered;
    // The write commits and answers while the read still holds what it read before.
    expect((await app.inject({ method: 'POST', url: '/rsvp' })).statusCode).toBe(200);
    release();
    const stale = await slowRead;
    expect(stale.json().served).toBe(1);
    expect(stale.headers.etag).toBeUndefined();
    expect(await served(app, '/events')).toBe(2);
    expect(await served(app, '/events')).toBe(2);
    expect(handled()).toBe(2);
  });

  it('reads once when many visitors ask for the same answer at once: the rest wait for it', async () => {
    const { app, hold, handled } = await cacheApp();
    const { entered, release } = hold();
    const first = app.inject({ method: 'GET', url: '/events?page=1' });
    await entered;
    const others = [1, 2, 3, 4].map(() => app.inject({ method: 'GET', url: '/events?page=1' }));
    release();
    const answers = await Promise.all([first, ...others]);
    expect(answers.map((answer) => answer.json().served)).toEqual([1, 1, 1, 1, 1]);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(handled()).toBe(1);
  });

  it('lets a waiting read go to the database itself when the first is not stored (a write came meanwhile)', async () => {
    const { app, hold, handled } = await cacheApp();
    const { entered, release } = hold();
    const first = app.inject({ method: 'GET', url: '/events' });
    await entered;
    const waiting = app.inject({ method: 'GET', url: '/events' });
    // The second read has reached the cache (and waits) before the write starts.
    await new Promise((resolve) => setImmediate(resolve));
    await app.inject({ method: 'POST', url: '/rsvp' });
    release();
    expect((await first).json().served).toBe(1);
    expect((await waiting).json().served).toBe(2);
    expect(handled()).toBe(2);
    expect(await served(app, '/events')).toBe(3);
  });

  it('stores a read that overlapped a write to another scope only', async () => {
    const { app, hold } = await cacheApp();
    const { entered, release } = hold();
    const read = app.inject({ method: 'GET', url: '/events' });
    await entered;
    await app.inject({ method: 'POST', url: '/job' });
    release();
    expect((await read).headers.etag).toBeDefined();
    expect(await served(app, '/events')).toBe(1);
  });

  it('empties the scopes a write names, every scope when it names none, and none for a refused write', async () => {
    const { app } = await cacheApp();
    const prime = async () => [await served(app, '/events'), await served(app, '/job-listings')];
    expect(await prime()).toEqual([1, 2]);
    await app.inject({ method: 'POST', url: '/job' });
    expect(await prime()).toEqual([1, 3]);
    await app.inject({ method: 'POST', url: '/login' });
    expect(await prime()).toEqual([1, 3]);
    await app.inject({ method: 'DELETE', url: '/refused' });
    expect(await prime()).toEqual([1, 3]);
    await app.inject({ method: 'PUT', url: '/profile' });
    expect(await prime()).toEqual([4, 5]);
    app.publicCache.invalidate('events');
    expect(await prime()).toEqual([6, 5]);
    app.publicCache.clear();
    expect(await prime()).toEqual([7, 8]);
  });

  it('does not store answers over 256 KB', async () => {
    const { app } = await cacheApp();
    expect(await served(app, '/big')).toBe(1);
    expect(await served(app, '/big')).toBe(2);
  });

  it('keeps at most 2 000 answers, the least recently used going first', async () => {
    const { app } = await cacheApp();
    expect(await served(app, '/events?size=first')).toBe(1);
    for (let n = 0; n < 1_999; n++) await app.inject({ method: 'GET', url: `/events?size=${n}` });
    // Read again, so it is the most recent; the oldest is now size=0.
    expect(await served(app, '/events?size=first')).toBe(1);
    await app.inject({ method: 'GET', url: '/events?size=new' });
    expect(await served(app, '/events?size=first')).toBe(1);
    expect(await served(app, '/events?size=1')).toBe(3);
    expect(await served(app, '/events?size=0')).toBe(2_002);
  });

  it('counts a view for each answer of a detail served from memory', async () => {
    const { app, views } = await cacheApp();
    await served(app, '/events/1');
    expect(views).toEqual([]);
    await served(app, '/events/1');
    await served(app, '/events/1');
    expect(views).toEqual([
      { type: 'event', id: 1, ownerId: 9 },
      { type: 'event', id: 1, ownerId: 9 },
    ]);
    await served(app, '/events');
    await served(app, '/events');
    expect(views).toHaveLength(2);
  });

  it('caches nothing when disabled', async () => {
    const { app } = await cacheApp({ enabled: false });
    expect(await served(app, '/events')).toBe(1);
    expect(await served(app, '/events')).toBe(2);
  });
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The app behind a server that asks the cache first, as app.ts's server does. */
async function listening(app: FastifyInstance) {
  const server = http.createServer((request, response) => {
    if (!app.publicCache.answerRaw(request, response)) app.routing(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return (url: string, options: { method?: string; headers?: Record<string, string> } = {}) =>
    new Promise<RawResponse>((resolve, reject) => {
      const request = http.request(`http://127.0.0.1:${port}${url}`, options, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      });
      request.on('error', reject).end();
    });
}

const servedIn = (response: RawResponse) => (JSON.parse(response.body.toString()) as { served: number }).served;
const withoutConnectionHeaders = ({ date: _date, connection: _connection, ...rest }: http.IncomingHttpHeaders) => rest;

describe('answers sent before Fastify routes the request (answerRaw)', () => {
  it('sends a kept answer with the headers Fastify would, the fixed ones and an access log line', async () => {
    const { app, handled, logged } = await cacheApp();
    const get = await listening(app);
    const first = await get('/events?page=1');
    expect(servedIn(first)).toBe(1);
    expect(logged).toEqual([]);

    const hit = await get('/events?page=1');
    expect(servedIn(hit)).toBe(1);
    expect(handled()).toBe(1);
    expect(logged).toEqual([200]);
    const { 'x-fixed': fixed, ...rest } = withoutConnectionHeaders(hit.headers);
    expect(fixed).toBe('yes');
    expect(rest).toEqual(withoutConnectionHeaders(first.headers));
    expect(rest).toMatchObject({ 'cache-control': 'no-cache', vary: 'Authorization, accept-encoding' });
  });

  it('answers 304 to a matching If-None-Match and compresses as the client accepts', async () => {
    const { app, logged } = await cacheApp();
    const get = await listening(app);
    await app.inject({ method: 'GET', url: '/events?size=1' });
    const gzip = await get('/events?size=1', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBeUndefined(); // under 1 KB: sent as it is
    const plain = await get('/events?size=1');
    const unchanged = await get('/events?size=1', { headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers['content-type']).toBeUndefined();
    expect(unchanged.headers.etag).toBe(plain.headers.etag);
    expect(logged).toEqual([200, 200, 304]);
  });

  it('sends a compressed variant with its own ETag', async () => {
    const { app } = await cacheApp();
    const get = await listening(app);
    const url = `/events?size=${'p'.repeat(2000)}`;
    await app.inject({ method: 'GET', url });
    const [plain, brotli] = [await get(url), await get(url, { headers: { 'accept-encoding': 'br' } })];
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(plain.body.toString());
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
  });

  it('leaves members, other methods and answers not kept to Fastify', async () => {
    const { app, handled, logged } = await cacheApp();
    const get = await listening(app);
    await get('/events');
    expect(servedIn(await get('/events', { headers: { authorization: 'Bearer member-token' } }))).toBe(2);
    expect((await get('/events', { method: 'HEAD' })).status).toBe(200);
    expect(servedIn(await get('/job-listings'))).toBe(handled());
    expect(logged).toEqual([]);
  });

  it('counts a view for each answer of a detail, and is empty again after a write to its scope', async () => {
    const { app, views, logged } = await cacheApp();
    const get = await listening(app);
    await get('/events/1');
    await get('/events/1');
    expect(logged).toEqual([200]);
    expect(views).toHaveLength(1); // the route's own count is the view counter's, not called by this test route
    await app.inject({ method: 'POST', url: '/rsvp' });
    expect(servedIn(await get('/events/1'))).toBe(2);
  });

  it('answers nothing when the cache is disabled', async () => {
    const { app } = await cacheApp({ enabled: false });
    const get = await listening(app);
    await get('/events');
    expect(servedIn(await get('/events'))).toBe(2);
  });
});

describe.skipIf(!redisInstalled)('the public cache on several instances', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  afterAll(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await redis?.stop();
  });

  it('drops an answer on every instance when one of them invalidates its scope', async () => {
    redis = await startRedisServer();
    // Connected before the apps use them: a client that is not ready yet counts as Redis down (nothing published).
    const connect = async () => {
      const client = redis!.connect();
      await once(client, 'ready');
      return client;
    };
    const first = await cacheApp({ redis: await connect() });
    const second = await cacheApp({ redis: await connect() });
    expect(await served(second.app, '/events')).toBe(1);
    expect(await served(second.app, '/job-listings')).toBe(2);
    expect(await served(first.app, '/events')).toBe(1);

    await first.app.inject({ method: 'POST', url: '/rsvp' });
    // The first instance dropped its own copy before answering; the second hears of it through Redis.
    expect(await served(first.app, '/events')).toBe(2);
    const deadline = Date.now() + 5_000;
    while ((await served(second.app, '/events')) === 1) {
      if (Date.now() > deadline) throw new Error('the second instance kept its answer');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await served(second.app, '/job-listings')).toBe(2);
  });
});
