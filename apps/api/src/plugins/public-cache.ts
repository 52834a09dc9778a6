import { createHash, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { LISTING_SCOPES, type ListingPlural } from '@akwaaba/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { closeRedis, type RedisLink } from '../lib/redis.ts';
import type { ViewedItem } from '../modules/analytics/view-counter.ts';

/** A scope per kind of listing: a write to one kind leaves the others' cached lists alone. */
export const PUBLIC_CACHE_SCOPES = LISTING_SCOPES;
export type PublicCacheScope = ListingPlural;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public GET whose answers to visitors (no Authorization header) are kept under this scope. */
    publicCache?: PublicCacheScope;
    /** The scopes a write can change; a write route that names none empties every scope. */
    invalidates?: readonly PublicCacheScope[];
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyRequest {
    /** The item a detail answer showed (set by the view counter), so each cached copy of it counts a view too. */
    viewedItem: ViewedItem | null;
  }
}

export interface PublicCache {
  /** Drops the scope's answers (here and, with Redis, on every instance) before the write's answer leaves. */
  invalidate(scope: PublicCacheScope | 'all'): void;
  /** Drops every answer on this instance only: for a test that changed the database behind the API's back. */
  clear(): void;
  /**
   * Sends a visitor's answer kept in memory straight to the socket, before Fastify routes the request: true when it
   * did, false when the request is not a visitor's GET of a kept answer (Fastify then handles it as usual).
   */
  answerRaw(request: IncomingMessage, response: ServerResponse): boolean;
}

/** What the server adds to a cached answer sent by answerRaw: its fixed headers, and the access log's line. */
export interface RawAnswerOptions {
  /** The headers every answer gets (the security headers), as a flat list of names and values. */
  fixedHeaders: readonly string[];
  log(request: IncomingMessage, statusCode: number, began: number): void;
}

/** Lists depend on the time (events end, jobs expire): no answer outlives this. */
export const PUBLIC_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_BODY_BYTES = 256 * 1024;
/** As plugins/compression.ts: smaller answers leave as they are. */
const COMPRESS_THRESHOLD = 1024;
export const PUBLIC_CACHE_CHANNEL = 'akwaaba:public-cache';
const VARY = 'Authorization, accept-encoding';
const JSON_TYPE = 'application/json; charset=utf-8';

type Encoding = 'br' | 'gzip';

interface Variant {
  /** Bytes for the raw path, which sends them as they are; the routed path's identity body is the string. */
  body: Buffer;
  etag: string;
  /** The headers answerRaw sends with it (200 and 304), made on its first raw answer. */
  rawHeaders?: { ok: string[]; notModified: string[] };
}

interface Entry {
  key: string;
  scope: PublicCacheScope;
  body: string;
  /** Big enough to be sent compressed (COMPRESS_THRESHOLD). */
  compressible: boolean;
  etag: string;
  expiresAt: number;
  /** Key, body and compressed variants, counted against MAX_BYTES. */
  bytes: number;
  identity: Variant;
  variants: Partial<Record<Encoding, Variant>>;
  viewed: ViewedItem | null;
}

/** The representation a request gets of an entry: its encoding (none for identity) and whether it is unchanged. */
interface Representation {
  variant: Variant;
  encoding: Encoding | null;
  notModified: boolean;
}

/** A visitor's read being answered for the first time: others asking for the same answer meanwhile wait for it. */
interface Flight {
  generation: number;
  answered: Promise<Entry | null>;
  settle(entry: Entry | null): void;
}

interface Fill {
  key: string;
  scope: PublicCacheScope;
  generation: number;
  flight: Flight;
}

/** Same levels as plugins/compression.ts, so a cached answer is the size an uncached one would be. */
const compressors: Record<Encoding, (body: string) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => zlib.gzipSync(body, { level: 6 }),
};

/** Path plus query parameters sorted by name; a repeated name keeps its order, since that order is its meaning. */
export function publicCacheKey(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const name = (pair: string) => {
    const equals = pair.indexOf('=');
    return equals === -1 ? pair : pair.slice(0, equals);
  };
  // Array sort is stable, so pairs with the same name stay in the order they came.
  const pairs = url
    .slice(mark + 1)
    .split('&')
    .sort((a, b) => {
      const left = name(a);
      const right = name(b);
      return left < right ? -1 : left > right ? 1 : 0;
    });
  return `${url.slice(0, mark)}?${pairs.join('&')}`;
}

/** The encoding @fastify/compress would choose for this request: the highest q of br and gzip, br on a tie. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const quality: Record<Encoding, number> = { br: 0, gzip: 0 };
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const name = token === '*' || token === 'x-gzip' ? 'gzip' : token;
    if (name !== 'br' && name !== 'gzip') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    quality[name] = Math.max(quality[name], q ? Number.parseFloat(q.slice(2)) || 0 : 1);
  }
  if (quality.br > 0 && quality.br >= quality.gzip) return 'br';
  return quality.gzip > 0 ? 'gzip' : null;
}

function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((candidate) => candidate.trim() === etag);
}

/**
 * Answers visitors' reads of public lists and details from memory: no validation, query or serialisation, and each
 * compressed variant made once. Only requests without an Authorization header are served or stored, so nothing a
 * member may see alone (their RSVP, an email shown to members) ever reaches this cache.
 *
 * Never stale after a write: each scope has a generation, read when a read starts; its answer is stored only if no
 * write to the scope finished meanwhile, and every write route empties the scopes it names (all, when it names none)
 * before its own answer leaves. Entries also expire after PUBLIC_CACHE_TTL_MS, since lists depend on the time. With
 * Redis, invalidations are published to the other instances; while Redis is down they are not, and the other
 * instances' copies last until they expire (PUBLIC_CACHE_TTL_MS).
 */
export async function registerPublicCache(
  app: FastifyInstance,
  options: {
    enabled: boolean;
    clock: Clock;
    redis?: RedisLink;
    /** A visitor's view of a detail served from memory (bots are left out by the counter). */
    onView: (userAgent: string | undefined, item: ViewedItem) => void;
    raw: RawAnswerOptions;
  },
): Promise<void> {
  app.decorateRequest('viewedItem', null);
  if (!options.enabled) {
    app.decorate('publicCache', { invalidate() {}, clear() {}, answerRaw: () => false } satisfies PublicCache);
    return;
  }
  const { clock, redis, onView, raw } = options;
  const instance = randomUUID();
  const generations = Object.fromEntries(PUBLIC_CACHE_SCOPES.map((scope) => [scope, 0])) as Record<
    PublicCacheScope,
    number
  >;
  // A Map keeps insertion order: a hit moves its entry to the end, so the first key is the least recently used.
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  const fills = new WeakMap<FastifyRequest, Fill>();
  // When an answer expires under load, dozens of visitors would otherwise run the same query at once (the tail
  // latency of a list, measured by the bench), so the first reads it and the rest wait for its answer.
  const flights = new Map<string, Flight>();

  function startFill(request: FastifyRequest, key: string, scope: PublicCacheScope) {
    let settle!: (entry: Entry | null) => void;
    const answered = new Promise<Entry | null>((resolve) => {
      settle = resolve;
    });
    const flight: Flight = { generation: generations[scope], answered, settle };
    flights.set(key, flight);
    fills.set(request, { key, scope, generation: flight.generation, flight });
  }

  /** The read is answered (stored or not) or gone: whoever waited on it is told, once. */
  function endFill(request: FastifyRequest, entry: Entry | null) {
    const fill = fills.get(request);
    if (!fill) return;
    fills.delete(request);
    if (flights.get(fill.key) === fill.flight) flights.delete(fill.key);
    fill.flight.settle(entry);
  }

  function serve(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
    // Owners are never anonymous, so every hit is a visitor's view (bots are still left out by onView).
    if (entry.viewed) onView(request.headers['user-agent'], entry.viewed);
    void reply.type(JSON_TYPE).send(represent(request, reply, entry) ?? undefined);
  }

  function remove(entry: Entry) {
    entries.delete(entry.key);
    totalBytes -= entry.bytes;
  }

  function evictOverLimits() {
    for (const oldest of entries.values()) {
      if (entries.size <= MAX_ENTRIES && totalBytes <= MAX_BYTES) return;
      remove(oldest);
    }
  }

  function liveEntry(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    remove(entry);
    if (entry.expiresAt <= clock.now().getTime()) return undefined;
    entries.set(key, entry);
    totalBytes += entry.bytes;
    return entry;
  }

  function store(fill: Fill, body: string, viewed: ViewedItem | null): Entry {
    const existing = entries.get(fill.key);
    if (existing) remove(existing);
    const etag = strongEtag(body);
    const identity = Buffer.from(body);
    const entry: Entry = {
      key: fill.key,
      scope: fill.scope,
      body,
      compressible: identity.length >= COMPRESS_THRESHOLD,
      etag,
      identity: { body: identity, etag },
      expiresAt: clock.now().getTime() + PUBLIC_CACHE_TTL_MS,
      // The string for the routed path and its bytes for the raw one.
      bytes: fill.key.length + 2 * identity.length,
      variants: {},
      viewed,
    };
    entries.set(fill.key, entry);
    totalBytes += entry.bytes;
    evictOverLimits();
    return entry;
  }

  /** The representation this request accepts, each variant compressed once per entry. */
  function representation(headers: IncomingHttpHeaders, entry: Entry): Representation {
    const encoding =
      entry.compressible && headers['x-no-compression'] === undefined
        ? preferredEncoding(headers['accept-encoding'])
        : null;
    let variant = entry.identity;
    if (encoding) {
      let compressed = entry.variants[encoding];
      if (!compressed) {
        // Synchronous: made once per entry and encoding, a few hundred microseconds for a page of JSON.
        const body = compressors[encoding](entry.body);
        compressed = { body, etag: `${entry.etag.slice(0, -1)}-${encoding}"` };
        entry.variants[encoding] = compressed;
        entry.bytes += body.length;
        totalBytes += body.length;
        evictOverLimits();
      }
      variant = compressed;
    }
    return { variant, encoding, notModified: etagMatches(headers['if-none-match'], variant.etag) };
  }

  /** Sets a Fastify reply's headers for this representation; the body to send, or null for 304 Not Modified. */
  function represent(request: FastifyRequest, reply: FastifyReply, entry: Entry): string | Buffer | null {
    const { variant, encoding, notModified } = representation(request.headers, entry);
    void reply.header('etag', variant.etag).header('cache-control', 'no-cache').header('vary', VARY);
    if (notModified) {
      void reply.code(304).removeHeader('content-type');
      return null;
    }
    // @fastify/compress leaves an answer that already has a Content-Encoding as it is.
    if (encoding) void reply.header('content-encoding', encoding);
    return encoding ? variant.body : entry.body;
  }

  /** The headers of a raw answer: those Fastify's path sends (represent above, and the server's fixed ones). */
  function rawHeadersOf(variant: Variant, encoding: Encoding | null) {
    const validators = ['etag', variant.etag, 'cache-control', 'no-cache', 'vary', VARY];
    return {
      ok: [
        ...raw.fixedHeaders,
        'content-type',
        JSON_TYPE,
        ...validators,
        ...(encoding ? ['content-encoding', encoding] : []),
        'content-length',
        String(variant.body.length),
      ],
      notModified: [...raw.fixedHeaders, ...validators],
    };
  }

  function answerRaw(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return false;
    const began = performance.now();
    const entry = liveEntry(publicCacheKey(request.url ?? '/'));
    if (!entry) return false;
    if (entry.viewed) onView(request.headers['user-agent'], entry.viewed);
    const { variant, encoding, notModified } = representation(request.headers, entry);
    variant.rawHeaders ??= rawHeadersOf(variant, encoding);
    if (notModified) response.writeHead(304, variant.rawHeaders.notModified).end();
    else response.writeHead(200, variant.rawHeaders.ok).end(variant.body);
    raw.log(request, notModified ? 304 : 200, began);
    return true;
  }

  function invalidateHere(scope: PublicCacheScope | 'all') {
    for (const name of PUBLIC_CACHE_SCOPES) {
      if (scope === 'all' || scope === name) generations[name] += 1;
    }
    for (const entry of entries.values()) {
      if (scope === 'all' || entry.scope === scope) remove(entry);
    }
  }

  const publicCache: PublicCache = {
    invalidate(scope) {
      invalidateHere(scope);
      // Not published while Redis is down (RedisLink logs the outage once): the others' copies expire meanwhile.
      void redis?.use(
        () => redis.client.publish(PUBLIC_CACHE_CHANNEL, JSON.stringify({ scope, from: instance })),
        () => 0,
      );
    },
    clear() {
      invalidateHere('all');
    },
    answerRaw,
  };
  app.decorate('publicCache', publicCache);

  if (redis) {
    // Subscribed again on each connection (ioredis's own resubscription needs a first success, which a Redis that is
    // down at start never gave). Its errors are the main client's outage, which RedisLink reports.
    const subscriber = redis.client.duplicate({ autoResubscribe: false });
    subscriber.on('error', () => {});
    subscriber.on('message', (_channel: string, message: string) => {
      let parsed: { scope?: unknown; from?: unknown };
      try {
        parsed = JSON.parse(message) as typeof parsed;
      } catch {
        return;
      }
      if (parsed.from === instance) return;
      const scope = parsed.scope;
      if (scope === 'all' || PUBLIC_CACHE_SCOPES.includes(scope as PublicCacheScope))
        invalidateHere(scope as PublicCacheScope | 'all');
    });
    // Start once subscribed, or once Redis is known to be down: a server starts without its Redis.
    const firstAttempt = new Promise<void>((resolve) => {
      subscriber.once('error', () => resolve());
      subscriber.once('end', () => resolve());
      subscriber.on('ready', () => {
        // Messages sent while the subscription was down are lost: what was kept meanwhile goes.
        invalidateHere('all');
        subscriber.subscribe(PUBLIC_CACHE_CHANNEL).then(
          () => resolve(),
          () => resolve(),
        );
      });
    });
    await firstAttempt;
    app.addHook('onClose', async () => {
      await closeRedis(subscriber);
    });
  }

  // Before validation and authentication: a hit costs a lookup. Callback hooks: they run on every request.
  app.addHook('onRequest', (request, reply, done) => {
    const scope = request.routeOptions.config.publicCache;
    if (!scope || request.method !== 'GET' || request.headers.authorization !== undefined) return done();
    const key = publicCacheKey(request.url);
    const entry = liveEntry(key);
    if (entry) return serve(request, reply, entry);
    const flight = flights.get(key);
    // Only a read that started after the scope's last write: an older one's answer is not stored.
    if (flight && flight.generation === generations[scope]) {
      // Not stored after all (an error, a write meanwhile): this read goes on to the database itself.
      void flight.answered.then((answer) => (answer ? serve(request, reply, answer) : done()));
      return;
    }
    startFill(request, key, scope);
    done();
  });

  // A read that ends without reaching onSend (the client went away) must not leave others waiting.
  app.addHook('onResponse', (request, _reply, done) => {
    endFill(request, null);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    endFill(request, null);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const fill = fills.get(request);
    if (fill) {
      if (
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        Buffer.byteLength(payload) <= MAX_BODY_BYTES &&
        String(reply.getHeader('content-type')).startsWith('application/json') &&
        // A write to the scope finished while this read ran: its answer may predate the write.
        generations[fill.scope] === fill.generation
      ) {
        const entry = store(fill, payload, request.viewedItem);
        endFill(request, entry);
        return done(null, represent(request, reply, entry));
      }
      endFill(request, null);
      return done(null, payload);
    }
    // Writes: refused ones (4xx) changed nothing, so a stream of them cannot keep emptying the cache.
    const method = request.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return done(null, payload);
    if (reply.statusCode >= 400 && reply.statusCode < 500) return done(null, payload);
    if (request.routeOptions.url === undefined) return done(null, payload);
    const scopes = request.routeOptions.config.invalidates;
    if (scopes === undefined) publicCache.invalidate('all');
    else for (const scope of scopes) publicCache.invalidate(scope);
    done(null, payload);
  });
}
