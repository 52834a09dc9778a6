import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessOps, reviewMessages } from '@akwaaba/contracts';
import { endpoint } from '../../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import { limitCreations, type RateLimits } from '../../../plugins/rate-limit.ts';
import type { ReviewsService } from './reviews.service.ts';

interface Options {
  reviewsService: ReviewsService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

export const reviewsRoutes: FastifyPluginAsyncZod<Options> = async (app, { reviewsService, hooks, rateLimits }) => {
  const limitReviews = limitCreations(
    app,
    'business-review',
    rateLimits.reviewsPerMember,
    rateLimits.creationAttemptsPerMember,
  );

  app.route({
    ...endpoint(businessOps.reviews),
    config: { publicCache: 'businesses' },
    preHandler: hooks.optionalAuth,
    handler: async (request) =>
      reviewsService.list(request.params.id, request.auth?.user ?? null, request.query.page, request.query.per_page),
  });

  // Posting again edits the member's review: one review per member per business.
  app.route({
    ...endpoint(businessOps.review),
    config: { refuses: [403], invalidates: ['businesses'] },
    preValidation: [hooks.requireAuth, limitReviews],
    handler: async (request, reply) => {
      const { created, ...data } = await reviewsService.submit(signedIn(request).user, request.params.id, request.body);
      reply.status(created ? 201 : 200);
      return { data, message: reviewMessages.submitted };
    },
  });

  app.route({
    ...endpoint(businessOps.removeReview),
    config: { refuses: [403], invalidates: ['businesses'] },
    preValidation: [hooks.requireAuth, limitReviews],
    handler: async (request) => {
      await reviewsService.remove(signedIn(request).user, request.params.id, request.params.reviewId);
      return { message: reviewMessages.deleted };
    },
  });

  app.route({
    ...endpoint(businessOps.reply),
    config: { refuses: [403], invalidates: ['businesses'] },
    preValidation: [hooks.requireAuth, limitReviews],
    handler: async (request) => ({
      data: await reviewsService.reply(
        signedIn(request).user,
        request.params.id,
        request.params.reviewId,
        request.body,
      ),
      message: reviewMessages.replied,
    }),
  });
};
