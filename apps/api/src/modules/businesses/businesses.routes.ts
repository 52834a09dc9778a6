import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessDetail,
  businessesQuery,
  businessIdParams,
  businessInput,
  businessMessages,
  businessSummary,
  itemResponse,
  itemWithMessage,
  listResponse,
  messageResponse,
  myBusiness,
  paginationQuery,
} from '@akwaaba/contracts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import { limitCreations, limitPerMember, type RateLimits } from '../../plugins/rate-limit.ts';
import type { ViewCounter } from '../analytics/view-counter.ts';
import type { BusinessesService } from './businesses.service.ts';

interface Options {
  businessesService: BusinessesService;
  viewCounter: Pick<ViewCounter, 'countView'>;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

const savedResponse = itemWithMessage(businessDetail);

export const businessesRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { businessesService, viewCounter, hooks, rateLimits },
) => {
  const tags = ['businesses'];
  const limitCreates = limitCreations(
    app,
    'business-create',
    rateLimits.businessCreatesPerMember,
    rateLimits.creationAttemptsPerMember,
  );
  const limitUpdates = limitPerMember(app, 'business-update', rateLimits.businessUpdatesPerMember);

  app.get(
    '/businesses',
    {
      config: { publicCache: 'businesses' },
      schema: { tags, querystring: businessesQuery, response: { 200: listResponse(businessSummary) } },
    },
    async (request) => businessesService.list(request.query),
  );

  app.get(
    '/businesses/:id',
    {
      config: { publicCache: 'businesses' },
      schema: { tags, params: businessIdParams, response: { 200: itemResponse(businessDetail) } },
      preHandler: hooks.optionalAuth,
    },
    async (request) => {
      const business = await businessesService.detail(request.params.id, request.auth?.user ?? null);
      viewCounter.countView(request, { type: 'business', id: business.id, ownerId: business.user_id });
      return { data: business };
    },
  );

  app.post(
    '/businesses',
    {
      config: { invalidates: ['businesses'] },
      schema: { tags, body: businessInput, response: { 201: savedResponse } },
      preValidation: [hooks.requireAuth, limitCreates],
    },
    async (request, reply) => {
      const business = await businessesService.create(signedIn(request).user, request.body);
      reply.status(201);
      return { data: business, message: businessMessages.created };
    },
  );

  app.put(
    '/businesses/:id',
    {
      config: { refuses: [403], invalidates: ['businesses'] },
      schema: { tags, params: businessIdParams, body: businessInput, response: { 200: savedResponse } },
      preValidation: [hooks.requireAuth, limitUpdates],
    },
    async (request) => {
      const business = await businessesService.update(signedIn(request).user, request.params.id, request.body);
      // An edit that waits for an admin says so (docs/rules/approval.md).
      return {
        data: business,
        message: business.status === 'pending' ? businessMessages.changesAwaitReview : businessMessages.updated,
      };
    },
  );

  app.delete(
    '/businesses/:id',
    {
      config: { refuses: [403], invalidates: ['businesses'] },
      schema: { tags, params: businessIdParams, response: { 200: messageResponse } },
      preHandler: hooks.requireAuth,
    },
    async (request) => {
      await businessesService.remove(signedIn(request).user, request.params.id);
      return { message: businessMessages.deleted };
    },
  );

  app.get(
    '/my/businesses',
    {
      schema: { tags, querystring: paginationQuery, response: { 200: listResponse(myBusiness) } },
      preHandler: hooks.requireAuth,
    },
    async (request) => businessesService.mine(signedIn(request).user, request.query.page, request.query.per_page),
  );

  app.get(
    '/my/following',
    {
      schema: { tags, querystring: paginationQuery, response: { 200: listResponse(businessSummary) } },
      preHandler: hooks.requireAuth,
    },
    async (request) => businessesService.following(signedIn(request).user, request.query.page, request.query.per_page),
  );
};
