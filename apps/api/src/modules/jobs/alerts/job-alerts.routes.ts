import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobAlertOps } from '@akwaaba/contracts';
import { endpoint } from '../../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import { limitPerMember, type RateLimits } from '../../../plugins/rate-limit.ts';
import type { JobAlertsService } from './job-alerts.service.ts';

interface Options {
  jobAlertsService: JobAlertsService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

/**
 * A member's job alerts, and the unsubscribe link of their mail. The link works without signing in: GET only says
 * which alert it stops (mail scanners prefetch links, so it must change nothing); POST stops it, from the web page's
 * button or a mail client's one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click` as a form body).
 */
export const jobAlertsRoutes: FastifyPluginAsyncZod<Options> = async (app, { jobAlertsService, hooks, rateLimits }) => {
  // At most JOB_ALERTS_MAX alerts are kept; this bounds the writes themselves.
  const limitWrites = limitPerMember(app, 'job-alerts', rateLimits.creationAttemptsPerMember);
  const preValidation = [hooks.requireAuth, limitWrites];
  // Nothing a visitor is served changes: the public answers stay cached.
  const invalidates = [] as const;

  // RFC 8058's body says nothing the token does not; only this plugin's routes accept a form body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_, __, done) =>
    done(null, undefined),
  );

  app.route({
    ...endpoint(jobAlertOps.list),
    preHandler: hooks.requireAuth,
    handler: async (request) => jobAlertsService.list(signedIn(request).user),
  });

  app.route({
    ...endpoint(jobAlertOps.create),
    // 403 without a confirmed email address, 409 past the most alerts a member keeps.
    config: { invalidates, refuses: [403, 409] },
    preValidation,
    handler: async (request, reply) => {
      const answer = await jobAlertsService.create(signedIn(request).user, request.body);
      reply.status(201);
      return answer;
    },
  });

  app.route({
    ...endpoint(jobAlertOps.update),
    config: { invalidates },
    preValidation,
    handler: async (request) => jobAlertsService.update(signedIn(request).user, request.params.id, request.body),
  });

  app.route({
    ...endpoint(jobAlertOps.remove),
    config: { invalidates },
    preValidation,
    handler: async (request) => jobAlertsService.remove(signedIn(request).user, request.params.id),
  });

  app.route({
    ...endpoint(jobAlertOps.unsubscribeTarget),
    config: { refuses: [404] },
    handler: async (request) => jobAlertsService.unsubscribeTarget(request.query.token),
  });

  app.route({
    ...endpoint(jobAlertOps.unsubscribe),
    config: { invalidates, refuses: [404] },
    handler: async (request) => jobAlertsService.unsubscribe(request.query.token),
  });
};
