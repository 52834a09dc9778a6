import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  itemResponse,
  itemWithMessage,
  jobDetail,
  jobIdParams,
  jobInput,
  jobMessages,
  jobsQuery,
  jobSummary,
  listResponse,
  messageResponse,
  myJob,
  paginationQuery,
} from '@akwaaba/contracts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import { limitCreations, limitPerMember, type RateLimits } from '../../plugins/rate-limit.ts';
import type { ViewCounter } from '../analytics/view-counter.ts';
import type { JobsService } from './jobs.service.ts';

interface Options {
  jobsService: JobsService;
  viewCounter: Pick<ViewCounter, 'countView'>;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

const savedResponse = itemWithMessage(jobDetail);

export const jobsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { jobsService, viewCounter, hooks, rateLimits },
) => {
  const tags = ['jobs'];
  const limitCreates = limitCreations(
    app,
    'job-create',
    rateLimits.jobCreatesPerMember,
    rateLimits.creationAttemptsPerMember,
  );
  const limitUpdates = limitPerMember(app, 'job-update', rateLimits.jobUpdatesPerMember);

  app.get(
    '/job-listings',
    {
      config: { publicCache: 'jobs' },
      schema: { tags, querystring: jobsQuery, response: { 200: listResponse(jobSummary) } },
    },
    async (request) => jobsService.list(request.query),
  );

  app.get(
    '/job-listings/:id',
    {
      config: { publicCache: 'jobs' },
      schema: { tags, params: jobIdParams, response: { 200: itemResponse(jobDetail) } },
      preHandler: hooks.optionalAuth,
    },
    async (request) => {
      const job = await jobsService.detail(request.params.id, request.auth?.user ?? null);
      viewCounter.countView(request, { type: 'job', id: job.id, ownerId: job.user_id });
      return { data: job };
    },
  );

  app.post(
    '/job-listings',
    {
      config: { invalidates: ['jobs'] },
      schema: { tags, body: jobInput, response: { 201: savedResponse } },
      preValidation: [hooks.requireAuth, limitCreates],
    },
    async (request, reply) => {
      const job = await jobsService.create(signedIn(request).user, request.body);
      reply.status(201);
      return { data: job, message: jobMessages.posted };
    },
  );

  app.put(
    '/job-listings/:id',
    {
      config: { refuses: [403], invalidates: ['jobs'] },
      schema: { tags, params: jobIdParams, body: jobInput, response: { 200: savedResponse } },
      preValidation: [hooks.requireAuth, limitUpdates],
    },
    async (request) => ({
      data: await jobsService.update(signedIn(request).user, request.params.id, request.body),
      message: jobMessages.updated,
    }),
  );

  app.delete(
    '/job-listings/:id',
    {
      config: { refuses: [403], invalidates: ['jobs'] },
      schema: { tags, params: jobIdParams, response: { 200: messageResponse } },
      preHandler: hooks.requireAuth,
    },
    async (request) => {
      await jobsService.remove(signedIn(request).user, request.params.id);
      return { message: jobMessages.deleted };
    },
  );

  app.get(
    '/my-job-listings',
    {
      schema: { tags, querystring: paginationQuery, response: { 200: listResponse(myJob) } },
      preHandler: hooks.requireAuth,
    },
    async (request) => jobsService.mine(signedIn(request).user, request.query.page, request.query.per_page),
  );
};
