import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';
import { apiMessages } from '@akwaaba/contracts';
import { tooManyRequests } from '../lib/errors.ts';
import { describeError } from '../lib/logger.ts';
import { withTraits } from '../lib/route-traits.ts';

export interface RateLimitRule {
  max: number;
  /** milliseconds */
  timeWindow: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Starting values drawn from Mastodon, Discourse and GitLab (shared/reference §4). */
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
  /** Reports of content to the moderators (a report again of the same item answers the first, but counts). */
  reportsPerMember: { max: 20, timeWindow: HOUR },
} satisfies Record<string, RateLimitRule>;
export type RateLimits = typeof defaultRateLimits;

declare module 'fastify' {
  interface FastifyInstance {
    failureCounter: FailureCounter;
  }
}

export async function registerRateLimit(app: FastifyInstance, redis?: Redis): Promise<void> {
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'akwaaba-rl:' } : {}) });
  app.decorate('failureCounter', redis ? redisFailureCounter(redis) : memoryFailureCounter());
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
 * Counts only what the caller records (failed sign-ins), unlike limitBy which counts every
 * request. It lives where the rate limits live, Redis when set, so instances share the counts.
 */
export interface FailureCounter {
  /** Seconds until the window ends when the key has reached the rule's max, else null. */
  lockedFor(key: string, rule: RateLimitRule): Promise<number | null>;
  record(key: string, rule: RateLimitRule): Promise<void>;
}

const MEMORY_FAILURE_KEYS = 50_000;

export function memoryFailureCounter(now: () => number = Date.now): FailureCounter {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const alive = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= now()) counts.delete(key);
    return entry && entry.resetAt > now() ? entry : null;
  };
  return {
    async lockedFor(key, rule) {
      const entry = alive(key);
      return entry && entry.count >= rule.max ? Math.ceil((entry.resetAt - now()) / 1000) : null;
    },
    async record(key, rule) {
      const entry = alive(key);
      if (entry) {
        entry.count += 1;
        return;
      }
      // Bounded like the rate-limit store: the oldest window goes first.
      if (counts.size >= MEMORY_FAILURE_KEYS) counts.delete(counts.keys().next().value!);
      counts.set(key, { count: 1, resetAt: now() + rule.timeWindow });
    },
  };
}

export function redisFailureCounter(redis: Redis): FailureCounter {
  const prefix = 'akwaaba-rl:failures:';
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
