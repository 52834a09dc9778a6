import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';
import { apiMessages } from '@akwaaba/contracts';
import { tooManyRequests } from '../lib/errors.ts';
import { describeError } from '../lib/logger.ts';
import type { RedisLink } from '../lib/redis.ts';
import { withTraits } from '../lib/route-traits.ts';

export interface RateLimitRule {
  max: number;
  /** milliseconds */
  timeWindow: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Starting values drawn from Mastodon, Discourse and GitLab (docs/rules/limits.md). */
export const defaultRateLimits = {
  loginPerIp: { max: 10, timeWindow: MINUTE },
  /** Failed sign-ins only, from browsers the account has not signed in on before. */
  loginPerAccount: { max: 25, timeWindow: HOUR },
  loginPerAccountAndAddress: { max: 10, timeWindow: HOUR },
  /** Failed sign-ins from a browser that carries the account's device cookie (exempt from the account's lock). */
  loginPerDevice: { max: 10, timeWindow: HOUR },
  registerPerIp: { max: 20, timeWindow: HOUR },
  smsPerIp: { max: 10, timeWindow: 24 * HOUR },
  smsPerPhone: { max: 3, timeWindow: HOUR },
  verifyPerIp: { max: 30, timeWindow: HOUR },
  forgotPerIp: { max: 20, timeWindow: HOUR },
  forgotPerEmail: { max: 5, timeWindow: 30 * MINUTE },
  resetPerIp: { max: 20, timeWindow: HOUR },
  contactPerIp: { max: 5, timeWindow: HOUR },
  contactPerMember: { max: 5, timeWindow: HOUR },
  /**
   * Creation allowances (…CreatesPerMember, applications, reviews, reports) count what was made, a 2xx answer:
   * a refused form corrected and sent again spends nothing (limitCreations). This generous limit on the attempts
   * themselves, per kind, stops hammering.
   */
  creationAttemptsPerMember: { max: 60, timeWindow: HOUR },
  eventCreatesPerMember: { max: 10, timeWindow: HOUR },
  eventUpdatesPerMember: { max: 30, timeWindow: HOUR },
  rsvpsPerMember: { max: 30, timeWindow: HOUR },
  businessCreatesPerMember: { max: 10, timeWindow: HOUR },
  businessUpdatesPerMember: { max: 30, timeWindow: HOUR },
  associationCreatesPerMember: { max: 5, timeWindow: HOUR },
  /** An association's edits, and its leaders' changes to its members. */
  associationUpdatesPerMember: { max: 120, timeWindow: HOUR },
  /** Notices (decision 036): an urgent one texts followers, so posting is bounded like an event's. */
  noticeCreatesPerMember: { max: 10, timeWindow: HOUR },
  noticeUpdatesPerMember: { max: 30, timeWindow: HOUR },
  /** Reviews, their edits, deletions and replies. */
  reviewsPerMember: { max: 20, timeWindow: HOUR },
  followsPerMember: { max: 60, timeWindow: HOUR },
  jobCreatesPerMember: { max: 10, timeWindow: HOUR },
  jobUpdatesPerMember: { max: 30, timeWindow: HOUR },
  applicationsPerMember: { max: 30, timeWindow: HOUR },
  /** An employer moving applications on (each applicant gets at most one mail per application in 10 minutes). */
  applicationStatusChangesPerMember: { max: 120, timeWindow: HOUR },
  /** Address suggestions: one request per pause in typing. */
  placesAutocompletePerIp: { max: 60, timeWindow: MINUTE },
  /** Site search: one request per pause in typing, a few pages' worth a minute. */
  searchPerIp: { max: 120, timeWindow: MINUTE },
  /** Requests that check the current password (password change, account deletion, email or phone change). */
  passwordChecksPerAccount: { max: 10, timeWindow: HOUR },
  /** Download my data: a ZIP of everything, costly to build; counted besides the password checks. */
  dataExportsPerMember: { max: 5, timeWindow: HOUR },
  /** Confirmation links a member asks for again (besides the one-a-minute wait). */
  emailConfirmationsPerMember: { max: 5, timeWindow: HOUR },
  /** Reports of content to the moderators (a report again of the same item answers the first, but counts). */
  reportsPerMember: { max: 20, timeWindow: HOUR },
  /**
   * Calendar feeds (decision 038): calendar apps read them every hour or so, and a few servers read them for many
   * people, so the limit per address is generous; a private feed's token is counted on its own besides.
   */
  calendarFeedsPerIp: { max: 120, timeWindow: MINUTE },
  calendarFeedReadsPerToken: { max: 60, timeWindow: HOUR },
  /** Making a new private calendar link or turning it off. */
  calendarFeedChangesPerMember: { max: 20, timeWindow: HOUR },
} satisfies Record<string, RateLimitRule>;
export type RateLimits = typeof defaultRateLimits;

declare module 'fastify' {
  interface FastifyInstance {
    failureCounter: FailureCounter;
  }
}

const REDIS_PREFIX = 'akwaaba-rl:';

/**
 * With Redis, every instance counts in it; when Redis is down each counts on its own (see RedisLink), so a limit
 * still holds, per instance, and the site never waits for Redis.
 */
export async function registerRateLimit(app: FastifyInstance, redis?: RedisLink): Promise<void> {
  await app.register(rateLimit, { global: false, ...(redis ? { store: storeWithFallback(redis) } : {}) });
  app.decorate('failureCounter', redis ? failureCounterWithFallback(redis) : memoryFailureCounter());
}

/** Counts in fixed windows that start with a key's first hit, in memory, the oldest key going first past `maxKeys`. */
function memoryWindows(now: () => number, maxKeys: number) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    current(key: string) {
      const entry = windows.get(key);
      if (entry && entry.resetAt <= now()) windows.delete(key);
      return entry && entry.resetAt > now() ? entry : null;
    },
    add(key: string, windowMs: number) {
      const entry = this.current(key);
      if (entry) {
        entry.count += 1;
        return entry;
      }
      if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
      const started = { count: 1, resetAt: now() + windowMs };
      windows.set(key, started);
      return started;
    },
  };
}

/** Keys per limiter kept in memory, as @fastify/rate-limit's own LocalStore keeps. */
const MEMORY_LIMIT_KEYS = 5_000;

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * An @fastify/rate-limit store (its RedisStore's fixed window, without Lua) that counts in Redis when it is up and in
 * the process otherwise. The process counts every request too, so when Redis goes the limit goes on from what this
 * instance saw rather than from zero. The plugin builds one per limiter through `child()`.
 */
function storeWithFallback(redis: RedisLink): FastifyRateLimitStoreCtor {
  class StoreWithFallback {
    private readonly own = memoryWindows(Date.now, MEMORY_LIMIT_KEYS);

    // The plugin passes the window and the max, which its type declarations leave out.
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      const own = this.own.add(key, timeWindow);
      const ownAnswer = () => ({ current: own.count, ttl: Math.max(0, own.resetAt - Date.now()) });
      const shared = async () => {
        const name = REDIS_PREFIX + key;
        // The window starts with the first request; INCR keeps the expiry SET gave it.
        const answers = await redis.client.multi().set(name, 0, 'PX', timeWindow, 'NX').incr(name).pttl(name).exec();
        const [, [countError, count], [ttlError, ttl]] = answers as [
          unknown,
          [Error | null, number],
          [Error | null, number],
        ];
        if (countError || ttlError) throw countError ?? ttlError;
        return { current: count, ttl: ttl > 0 ? ttl : timeWindow };
      };
      void redis.use(shared, ownAnswer).then((result) => callback(null, result));
    }

    child() {
      return new StoreWithFallback();
    }
  }
  return StoreWithFallback as unknown as FastifyRateLimitStoreCtor;
}

/**
 * The key of every per-address limit: the IPv4 address (IPv4-mapped IPv6 included), or the IPv6 client's /64,
 * since one subscriber usually holds a whole /64.
 */
export function clientAddress(request: FastifyRequest): string {
  if (!ipaddr.isValid(request.ip)) return request.ip;
  const address = ipaddr.process(request.ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}

/**
 * A preHandler that counts requests under `name` per key (the client address, an email,
 * a phone) and answers 429 with Retry-After past the rule. A null key is not counted.
 */
export function limitBy(
  app: FastifyInstance,
  name: string,
  rule: RateLimitRule,
  key: (request: FastifyRequest) => string | null | undefined = clientAddress,
) {
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.timeWindow,
    keyGenerator: (request: FastifyRequest) => `${name}:${key(request) ?? ''}`,
  });
  return withTraits(
    async (request: FastifyRequest) => {
      if (!key(request)) return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        request.log.warn({ limiter: name }, 'rate limit exceeded');
        throw tooManyRequests(apiMessages.tooManyRequests, result.ttlInSeconds);
      }
    },
    { refuses: [429] },
  );
}

/**
 * A per-member limit on a route guarded by requireAuth (admins exempt). Create it once per
 * rule and reuse it: each limiter counts on its own.
 */
export function limitPerMember(app: FastifyInstance, name: string, rule: RateLimitRule) {
  return limitBy(app, name, rule, (request) =>
    request.auth && !request.auth.user.isAdmin ? `member:${request.auth.user.id}` : null,
  );
}

/**
 * A member's allowance of things made, on a route guarded by requireAuth (admins exempt): `allowance` counts the
 * requests answered 2xx, so a refused attempt (a 422 form, a 409) spends nothing, and `attempts` counts every
 * request, to stop hammering. The count of what was made lives in app.failureCounter (shared through Redis when
 * set) and is recorded before the answer leaves, so a client that waits for each answer is counted exactly;
 * creations sent at once may pass the check together, and the attempt limit bounds them. Create it once per
 * kind, in the routes plugin, before its routes.
 */
export function limitCreations(app: FastifyInstance, name: string, allowance: RateLimitRule, attempts: RateLimitRule) {
  const memberKey = (request: FastifyRequest) =>
    request.auth && !request.auth.user.isAdmin ? `member:${request.auth.user.id}` : null;
  const limitAttempts = limitBy(app, `${name}-attempt`, attempts, memberKey);
  const countedKey = (key: string) => `made:${name}:${key}`;
  const toCount = new WeakMap<FastifyRequest, string>();

  app.addHook('onSend', async (request, reply, payload) => {
    const key = toCount.get(request);
    if (key && reply.statusCode >= 200 && reply.statusCode < 300) {
      try {
        await app.failureCounter.record(countedKey(key), allowance);
      } catch (error) {
        // What was made stays made: a counter that cannot be reached costs a count, never the answer.
        request.log.warn({ limiter: name, err: describeError(error) }, 'creation count not recorded');
      }
    }
    return payload;
  });

  return withTraits(
    async (request: FastifyRequest) => {
      const key = memberKey(request);
      if (!key) return;
      await limitAttempts(request);
      const lockedFor = await app.failureCounter.lockedFor(countedKey(key), allowance);
      if (lockedFor !== null) {
        request.log.warn({ limiter: name }, 'rate limit exceeded');
        throw tooManyRequests(apiMessages.tooManyRequests, lockedFor);
      }
      toCount.set(request, key);
    },
    { refuses: [429] },
  );
}

/**
 * Counts only what the caller records (failed sign-ins, things made), unlike limitBy which counts every
 * request. It lives where the rate limits live, Redis when set, so instances share the counts.
 */
export interface FailureCounter {
  /** Seconds until the window ends when the key has reached the rule's max, else null. */
  lockedFor(key: string, rule: RateLimitRule): Promise<number | null>;
  record(key: string, rule: RateLimitRule): Promise<void>;
}

const MEMORY_FAILURE_KEYS = 50_000;

export function memoryFailureCounter(now: () => number = Date.now): FailureCounter {
  const counts = memoryWindows(now, MEMORY_FAILURE_KEYS);
  return {
    async lockedFor(key, rule) {
      const entry = counts.current(key);
      return entry && entry.count >= rule.max ? Math.ceil((entry.resetAt - now()) / 1000) : null;
    },
    async record(key, rule) {
      counts.add(key, rule.timeWindow);
    },
  };
}

export function redisFailureCounter(redis: Redis): FailureCounter {
  const prefix = `${REDIS_PREFIX}failures:`;
  return {
    async lockedFor(key, rule) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return Number(count ?? 0) >= rule.max && ttl > 0 ? Math.ceil(ttl / 1000) : null;
    },
    async record(key, rule) {
      // The window starts with the first failure; INCR keeps the expiry SET gave it.
      await redis
        .multi()
        .set(prefix + key, 0, 'PX', rule.timeWindow, 'NX')
        .incr(prefix + key)
        .exec();
    },
  };
}

/** Failures counted in Redis while it is up, and always in the process too: during an outage, these decide. */
export function failureCounterWithFallback(redis: RedisLink): FailureCounter {
  const shared = redisFailureCounter(redis.client);
  const own = memoryFailureCounter();
  return {
    lockedFor: (key, rule) =>
      redis.use(
        () => shared.lockedFor(key, rule),
        () => own.lockedFor(key, rule),
      ),
    async record(key, rule) {
      await own.record(key, rule);
      await redis.use(
        () => shared.record(key, rule),
        () => undefined,
      );
    },
  };
}
