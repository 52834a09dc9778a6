import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarMessages, calendarOps } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import { sha256 } from '../../lib/secrets.ts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import { limitBy, limitPerMember, type RateLimits } from '../../plugins/rate-limit.ts';
import { isFeedToken, type CalendarService } from './calendar.service.ts';

interface Options {
  calendarService: CalendarService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

/**
 * How long a calendar app or a proxy may keep a feed before asking again (each asks again at its own pace anyway):
 * the member's only in their own client, a public one anywhere.
 */
const MEMBER_CACHE = 'private, max-age=300';
const PUBLIC_CACHE = 'public, max-age=600';

/**
 * A validator of what the feed says, not of when it was written: DTSTAMP is the time of the answer, so it is left out,
 * and a calendar asking again with If-None-Match gets 304 while nothing in the feed changed.
 */
function feedEtag(ics: string): string {
  const content = ics.replace(/^DTSTAMP:[^\r\n]*\r\n/gm, '');
  return `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
}

function sendFeed(request: FastifyRequest, reply: FastifyReply, ics: string, cacheControl: string, filename: string) {
  const etag = feedEtag(ics);
  void reply.header('etag', etag).header('cache-control', cacheControl);
  const asked = request.headers['if-none-match'];
  if (asked && asked.split(',').some((candidate) => candidate.trim() === etag)) return reply.code(304).send();
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `inline; filename="${filename}"`)
    .send(ics);
}

/** The private feed's token, for the limit counted per feed: hashed, so no token sits in the limits' store. */
const tokenKey = (request: FastifyRequest) => {
  const token = (request.query as { token?: string }).token;
  return isFeedToken(token) ? sha256(token) : null;
};

export const calendarRoutes: FastifyPluginAsyncZod<Options> = async (app, { calendarService, hooks, rateLimits }) => {
  const limitReads = limitBy(app, 'calendar-feed', rateLimits.calendarFeedsPerIp);
  const limitTokenReads = limitBy(app, 'calendar-token', rateLimits.calendarFeedReadsPerToken, tokenKey);
  const limitChanges = limitPerMember(app, 'calendar-feed-change', rateLimits.calendarFeedChangesPerMember);

  app.route({
    ...endpoint(calendarOps.feed),
    preHandler: hooks.requireAuth,
    handler: async (request) => ({ data: await calendarService.feed(signedIn(request).user) }),
  });

  // A member's private link changes nothing anyone else reads.
  app.route({
    ...endpoint(calendarOps.createFeed),
    config: { invalidates: [] },
    preHandler: [hooks.requireAuth, limitChanges],
    handler: async (request, reply) => {
      const link = await calendarService.create(signedIn(request).user);
      reply.status(201);
      return { data: link, message: calendarMessages.created };
    },
  });

  app.route({
    ...endpoint(calendarOps.revokeFeed),
    config: { invalidates: [] },
    preHandler: [hooks.requireAuth, limitChanges],
    handler: async (request) => {
      await calendarService.revoke(signedIn(request).user);
      return { message: calendarMessages.revoked };
    },
  });

  // No Authorization header is read here: the token in the query opens this feed and nothing else.
  app.route({
    ...endpoint(calendarOps.privateFeed),
    preHandler: [limitReads, limitTokenReads],
    handler: async (request, reply) =>
      sendFeed(
        request,
        reply,
        await calendarService.privateFeed(request.query.token),
        MEMBER_CACHE,
        'akwaaba-my-events.ics',
      ),
  });

  app.route({
    ...endpoint(calendarOps.associationFeed),
    preHandler: limitReads,
    handler: async (request, reply) =>
      sendFeed(
        request,
        reply,
        await calendarService.associationFeed(request.params.id),
        PUBLIC_CACHE,
        `akwaaba-association-${request.params.id}.ics`,
      ),
  });

  app.route({
    ...endpoint(calendarOps.businessFeed),
    preHandler: limitReads,
    handler: async (request, reply) =>
      sendFeed(
        request,
        reply,
        await calendarService.businessFeed(request.params.id),
        PUBLIC_CACHE,
        `akwaaba-business-${request.params.id}.ics`,
      ),
  });

  app.route({
    ...endpoint(calendarOps.cityFeed),
    preHandler: limitReads,
    handler: async (request, reply) => {
      const ics = await calendarService.cityFeed(request.params.city);
      // The slug named a known place (else 404 above), so it is safe in the header as it stands.
      return sendFeed(request, reply, ics, PUBLIC_CACHE, `akwaaba-${request.params.city}.ics`);
    },
  });
};
