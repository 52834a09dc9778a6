import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessIdParams,
  itemWithMessage,
  listResponse,
  messageResponse,
  paginationQuery,
  replyInput,
  review,
  reviewInput,
  reviewMessages,
  reviewParams,
  reviewResponse,
} from '@akwaaba/contracts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import { limitCreations, type RateLimits } from '../../../plugins/rate-limit.ts';
import type { ReviewsService } from './reviews.service.ts';

interface Options {
  reviewsService: ReviewsService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

export const reviewsRoutes: FastifyPluginAsyncZod<Options> = async (app, { reviewsService, hooks, rateLimits }) => {
  const tags = ['businesses'];
  const limitReviews = limitCreations(
    app,
    'business-review',
    rateLimits.reviewsPerMember,
    rateLimits.creationAttemptsPerMember,
  );

  app.get(
    '/businesses/:id/reviews',
    {
      config: { publicCache: 'businesses' },
      schema: { tags, params: businessIdParams, querystring: paginationQuery, response: { 200: listResponse(review) } },
      preHandler: hooks.optionalAuth,
    },
    async (request) =>
      reviewsService.list(request.params.id, request.auth?.user ?? null, request.query.page, request.query.per_page),
  );

  // Posting again edits the member's review: one review per member per business.
  app.post(
    '/businesses/:id/reviews',
    {
      config: { refuses: [403], invalidates: ['businesses'] },
      schema: {
        tags,
        params: businessIdParams,
        body: reviewInput,
        response: { 200: reviewResponse, 201: reviewResponse },
      },
      preValidation: [hooks.requireAuth, limitReviews],
    },
    async (request, reply) => {
      const { created, ...data } = await reviewsService.submit(signedIn(request).user, request.params.id, request.body);
      reply.status(created ? 201 : 200);
      return { data, message: reviewMessages.submitted };
    },
  );

  app.delete(
    '/businesses/:id/reviews/:reviewId',
    {
      config: { refuses: [403], invalidates: ['businesses'] },
      schema: { tags, params: reviewParams, response: { 200: messageResponse } },
      preValidation: [hooks.requireAuth, limitReviews],
    },
    async (request) => {
      await reviewsService.remove(signedIn(request).user, request.params.id, request.params.reviewId);
      return { message: reviewMessages.deleted };
    },
  );

  app.post(
    '/businesses/:id/reviews/:reviewId/reply',
    {
      config: { refuses: [403], invalidates: ['businesses'] },
      schema: { tags, params: reviewParams, body: replyInput, response: { 200: itemWithMessage(review) } },
      preValidation: [hooks.requireAuth, limitReviews],
    },
    async (request) => ({
      data: await reviewsService.reply(
        signedIn(request).user,
        request.params.id,
        request.params.reviewId,
        request.body,
      ),
      message: reviewMessages.replied,
    }),
  );
};
