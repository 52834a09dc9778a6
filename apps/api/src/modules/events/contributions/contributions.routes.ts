import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contributionMessages, contributionOps, PROOF_MAX_BYTES } from '@akwaaba/contracts';
import { endpoint } from '../../../lib/operations.ts';
import { multipartBody, uploadedFile } from '../../../lib/multipart.ts';
import { signedIn, type AuthHooks } from '../../../plugins/auth.ts';
import { limitPerMember, type RateLimits } from '../../../plugins/rate-limit.ts';
import type { ContributionsService } from './contributions.service.ts';

interface Options {
  contributionsService: ContributionsService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

/** The receipt form's one file: the proof of payment, checked by its content in the service. */
const receiptForm = multipartBody({
  files: { proof: { maxBytes: PROOF_MAX_BYTES, tooLarge: contributionMessages.proofTooLarge } },
});

/** A life event's contributions ledger (decision 033). */
export const contributionsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { contributionsService, hooks, rateLimits },
) => {
  // A pledge is one click on the page, like an RSVP; the organisers' bookkeeping after a funeral can be dozens of
  // receipts in an evening, so it counts as an employer's moves of applicants do.
  const limitPledges = limitPerMember(app, 'contribution-pledge', rateLimits.rsvpsPerMember);
  const limitBookkeeping = limitPerMember(
    app,
    'contribution-bookkeeping',
    rateLimits.applicationStatusChangesPerMember,
  );

  app.route({
    ...endpoint(contributionOps.summary),
    preHandler: hooks.optionalAuth,
    handler: async (request) => ({
      data: await contributionsService.summary(request.params.id, request.auth?.user ?? null),
    }),
  });

  app.route({
    ...endpoint(contributionOps.settings),
    config: { refuses: [403, 409] },
    preValidation: [hooks.requireAuth, limitBookkeeping],
    handler: async (request) =>
      contributionsService.settings(signedIn(request).user, request.params.id, request.body.totals_visibility),
  });

  app.route({
    ...endpoint(contributionOps.pledge),
    config: { refuses: [409] },
    preValidation: [hooks.requireAuth, limitPledges],
    handler: async (request) => contributionsService.pledge(signedIn(request).user, request.params.id, request.body),
  });

  app.route({
    ...endpoint(contributionOps.withdrawPledge),
    config: { refuses: [409] },
    preValidation: [hooks.requireAuth, limitPledges],
    handler: async (request) => contributionsService.withdraw(signedIn(request).user, request.params.id),
  });

  app.route({
    ...endpoint(contributionOps.ledger),
    config: { refuses: [403, 409] },
    preHandler: hooks.requireAuth,
    handler: async (request) => contributionsService.ledger(signedIn(request).user, request.params.id),
  });

  // JSON, or multipart with a proof: one zod schema validates both, and a visitor is refused before either is read.
  app.route({
    ...endpoint(contributionOps.recordReceipt),
    config: { refuses: [403, 409] },
    preValidation: [hooks.requireAuth, limitBookkeeping, receiptForm],
    handler: async (request, reply) => {
      const answer = await contributionsService.recordReceipt(
        signedIn(request).user,
        request.params.id,
        request.body,
        uploadedFile(request, 'proof'),
      );
      return reply.code(201).send(answer);
    },
  });

  app.route({
    ...endpoint(contributionOps.removeReceipt),
    config: { refuses: [403, 409] },
    preValidation: [hooks.requireAuth, limitBookkeeping],
    handler: async (request) =>
      contributionsService.removeReceipt(signedIn(request).user, request.params.id, request.params.receiptId),
  });

  // As the CVs: a download that is never sniffed or rendered (its name is ours, plain ASCII); a signed-in answer, so
  // never stored by a cache.
  app.route({
    ...endpoint(contributionOps.proof),
    config: { refuses: [403] },
    preHandler: hooks.requireAuth,
    handler: async (request, reply) => {
      const proof = await contributionsService.proof(
        signedIn(request).user,
        request.params.id,
        request.params.receiptId,
      );
      return reply
        .type(proof.type)
        .header('content-disposition', `attachment; filename="${proof.name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(proof.content);
    },
  });

  app.route({
    ...endpoint(contributionOps.csv),
    config: { refuses: [403, 409] },
    preHandler: hooks.requireAuth,
    handler: async (request, reply) => {
      const { filename, csv } = await contributionsService.csv(signedIn(request).user, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  });
};
