import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JOB_LOGO_MAX_BYTES, jobMessages, jobOps, type JobCommand } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import { multipartBody, uploadedFile } from '../../lib/multipart.ts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import { limitCreations, limitPerMember, type RateLimits } from '../../plugins/rate-limit.ts';
import type { ViewCounter } from '../analytics/view-counter.ts';
import type { JobsService, UploadedLogo } from './jobs.service.ts';

interface Options {
  jobsService: JobsService;
  viewCounter: Pick<ViewCounter, 'countView'>;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

/** The job form's one file: the company logo, re-encoded by the service. */
const jobForm = multipartBody({
  files: { company_logo: { maxBytes: JOB_LOGO_MAX_BYTES, tooLarge: jobMessages.logoTooLarge } },
  // A description of 10 000 characters is up to 40 000 bytes of UTF-8.
  maxFieldBytes: 48 * 1024,
});

// The form arrives as JSON or, with a logo, as multipart: the same zod schema validates both (jobForm turns the
// multipart fields into the body first), and a visitor is refused before either.
const logo = (request: FastifyRequest): UploadedLogo | null => {
  const buffer = uploadedFile(request, 'company_logo');
  return buffer ? { buffer } : null;
};

export const jobsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { jobsService, viewCounter, hooks, rateLimits },
) => {
  const limitCreates = limitCreations(
    app,
    'job-create',
    rateLimits.jobCreatesPerMember,
    rateLimits.creationAttemptsPerMember,
  );
  // PUT and its multipart twin (logo uploads) share one count.
  const limitUpdates = limitPerMember(app, 'job-update', rateLimits.jobUpdatesPerMember);

  app.route({
    ...endpoint(jobOps.list),
    config: { publicCache: 'jobs' },
    handler: async (request) => jobsService.list(request.query),
  });

  app.route({
    ...endpoint(jobOps.detail),
    config: { publicCache: 'jobs' },
    preHandler: hooks.optionalAuth,
    handler: async (request) => {
      const job = await jobsService.detail(request.params.id, request.auth?.user ?? null);
      viewCounter.countView(request, { type: 'job', id: job.id, ownerId: job.user_id });
      return { data: job };
    },
  });

  app.route({
    ...endpoint(jobOps.create),
    config: { invalidates: ['jobs'] },
    preValidation: [hooks.requireAuth, limitCreates, jobForm],
    handler: async (request, reply) => {
      const job = await jobsService.create(signedIn(request).user, request.body, logo(request));
      reply.status(201);
      return { data: job, message: jobMessages.posted };
    },
  });

  const update = async (request: FastifyRequest, id: number, command: JobCommand) => ({
    data: await jobsService.update(signedIn(request).user, id, command, logo(request)),
    message: jobMessages.updated,
  });

  // One update, two methods: PUT with JSON or multipart, and POST with multipart (_method=PUT), since browsers send
  // files only with POST.
  for (const operation of [jobOps.update, jobOps.updateForm]) {
    app.route({
      ...endpoint(operation),
      config: { refuses: [403], invalidates: ['jobs'] },
      preValidation: [hooks.requireAuth, limitUpdates, jobForm],
      handler: (request) => update(request, request.params.id, request.body),
    });
  }

  app.route({
    ...endpoint(jobOps.remove),
    config: { refuses: [403], invalidates: ['jobs'] },
    preHandler: hooks.requireAuth,
    handler: async (request) => {
      await jobsService.remove(signedIn(request).user, request.params.id);
      return { message: jobMessages.deleted };
    },
  });

  app.route({
    ...endpoint(jobOps.mine),
    preHandler: hooks.requireAuth,
    handler: async (request) => jobsService.mine(signedIn(request).user, request.query.page, request.query.per_page),
  });
};
