import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { apiMessages } from '@akwaaba/contracts';
import { tooManyRequests } from '../lib/errors.ts';

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
  loginPerAccount: { max: 25, timeWindow: HOUR },
  registerPerIp: { max: 20, timeWindow: HOUR },
  smsPerIp: { max: 10, timeWindow: 24 * HOUR },
  smsPerPhone: { max: 3, timeWindow: HOUR },
  verifyPerIp: { max: 30, timeWindow: HOUR },
  forgotPerIp: { max: 20, timeWindow: HOUR },
  forgotPerEmail: { max: 5, timeWindow: 30 * MINUTE },
  resetPerIp: { max: 20, timeWindow: HOUR },
  contactPerIp: { max: 5, timeWindow: HOUR },
} satisfies Record<string, RateLimitRule>;
export type RateLimits = typeof defaultRateLimits;

export async function registerRateLimit(app: FastifyInstance, redis?: Redis): Promise<void> {
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'akwaaba-rl:' } : {}) });
}

/**
 * A preHandler that counts requests under `name` per key (the client address, an email,
 * a phone) and answers 429 with Retry-After past the rule. A null key is not counted.
 */
export function limitBy(
  app: FastifyInstance,
  name: string,
  rule: RateLimitRule,
  key: (request: FastifyRequest) => string | null | undefined = (request) => request.ip,
) {
  const check = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.timeWindow,
    keyGenerator: (request: FastifyRequest) => `${name}:${key(request) ?? ''}`,
  });
  return async (request: FastifyRequest) => {
    if (!key(request)) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      request.log.warn({ limiter: name }, 'rate limit exceeded');
      throw tooManyRequests(apiMessages.tooManyRequests, result.ttlInSeconds);
    }
  };
}
