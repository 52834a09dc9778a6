import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationMessages, CV_MAX_BYTES, jobMessages, jobOps } from '@akwaaba/contracts';
import { endpoint } from '../../../lib/operations.ts';
import { multipartBody, uploadedFile, uploadedFileName } from '../../../lib/multipart.ts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import { limitCreations, limitPerMember, type RateLimits } from '../../../plugins/rate-limit.ts';
import type { ApplicationsService } from './applications.service.ts';
import { attachmentDisposition } from './cv.ts';

interface Options {
  applicationsService: ApplicationsService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

/** The application form's one file: the CV, checked by its content in the service. */
const applicationForm = multipartBody({
  files: { cv: { maxBytes: CV_MAX_BYTES, tooLarge: applicationMessages.cvTooLarge } },
});

export const applicationsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { applicationsService, hooks, rateLimits },
) => {
  // A refused application (a CV of the wrong kind, a closed listing) spends nothing of the allowance.
  const limitApplications = limitCreations(
    app,
    'job-apply',
    rateLimits.applicationsPerMember,
    rateLimits.creationAttemptsPerMember,
  );
  const limitStatusChanges = limitPerMember(app, 'application-status', rateLimits.applicationStatusChangesPerMember);

  // The cover note comes as multipart with an optional CV, or as JSON without one; one zod schema validates both.
  app.route({
    ...endpoint(jobOps.apply),
    config: { refuses: [403, 409], invalidates: ['jobs'] },
    preValidation: [hooks.requireAuth, limitApplications, applicationForm],
    handler: async (request, reply) => {
      const content = uploadedFile(request, 'cv');
      const application = await applicationsService.apply(
        signedIn(request).user,
        request.params.id,
        request.body,
        content ? { content, name: uploadedFileName(request, 'cv') } : null,
      );
      reply.status(201);
      return { data: application, message: jobMessages.applied };
    },
  });

  app.route({
    ...endpoint(jobOps.myApplications),
    preHandler: hooks.requireAuth,
    handler: async (request) =>
      applicationsService.mine(signedIn(request).user, request.query.page, request.query.per_page),
  });

  app.route({
    ...endpoint(jobOps.withdrawApplication),
    config: { refuses: [403], invalidates: ['jobs'] },
    preHandler: hooks.requireAuth,
    handler: async (request) => {
      await applicationsService.withdraw(signedIn(request).user, request.params.id);
      return { message: applicationMessages.withdrawn };
    },
  });

  app.route({
    ...endpoint(jobOps.applicants),
    config: { refuses: [403] },
    preHandler: hooks.requireAuth,
    handler: async (request) =>
      applicationsService.applicants(
        signedIn(request).user,
        request.params.id,
        request.query.page,
        request.query.per_page,
      ),
  });

  app.route({
    ...endpoint(jobOps.setApplicationStatus),
    config: { refuses: [403], invalidates: ['jobs'] },
    preValidation: [hooks.requireAuth, limitStatusChanges],
    handler: async (request) => ({
      data: await applicationsService.setStatus(signedIn(request).user, request.params.id, request.body.status),
      message: applicationMessages.statusUpdated,
    }),
  });

  // The file as it was sent, as a download that is never sniffed or rendered; being a signed-in answer, the auth
  // plugin marks it no-store, so no browser or proxy cache keeps a copy.
  app.route({
    ...endpoint(jobOps.cv),
    config: { refuses: [403] },
    preHandler: hooks.requireAuth,
    handler: async (request, reply) => {
      const cv = await applicationsService.cv(signedIn(request).user, request.params.id);
      return reply
        .type(cv.type)
        .header('content-disposition', attachmentDisposition(cv.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(cv.content);
    },
  });
};
