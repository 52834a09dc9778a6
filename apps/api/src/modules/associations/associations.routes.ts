import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ASSOCIATION_LOGO_MAX_BYTES,
  associationApprovalOps,
  associationMessages,
  associationOps,
} from '@akwaaba/contracts';
import { multipartBody, uploadedFile } from '../../lib/multipart.ts';
import { endpoint } from '../../lib/operations.ts';
import { guardEveryRoute } from '../../lib/route-traits.ts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import { limitCreations, limitPerMember, type RateLimits } from '../../plugins/rate-limit.ts';
import type { ViewCounter } from '../analytics/view-counter.ts';
import type { AssociationApprovalService } from './approval/approval.service.ts';
import type { AssociationsService } from './associations.service.ts';
import type { AssociationMembersService } from './members/members.service.ts';

/** The logo's one file, re-encoded by the service. */
const logoForm = multipartBody({
  files: { logo: { maxBytes: ASSOCIATION_LOGO_MAX_BYTES, tooLarge: associationMessages.logoTooLarge } },
});

interface Options {
  associationsService: AssociationsService;
  membersService: AssociationMembersService;
  viewCounter: Pick<ViewCounter, 'countView'>;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

export const associationsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { associationsService, membersService, viewCounter, hooks, rateLimits },
) => {
  const limitCreates = limitCreations(
    app,
    'association-create',
    rateLimits.associationCreatesPerMember,
    rateLimits.creationAttemptsPerMember,
  );
  const limitUpdates = limitPerMember(app, 'association-update', rateLimits.associationUpdatesPerMember);
  // As many as follows: joining and leaving are one click each.
  const limitMembership = limitPerMember(app, 'association-membership', rateLimits.followsPerMember);

  app.route({
    ...endpoint(associationOps.list),
    config: { publicCache: 'associations' },
    handler: async (request) => associationsService.list(request.query),
  });

  app.route({
    ...endpoint(associationOps.detail),
    config: { publicCache: 'associations' },
    preHandler: hooks.optionalAuth,
    handler: async (request) => {
      const association = await associationsService.detail(request.params.id, request.auth?.user ?? null);
      viewCounter.countView(request, { type: 'association', id: association.id, ownerId: association.user_id });
      return { data: association };
    },
  });

  app.route({
    ...endpoint(associationOps.create),
    config: { refuses: [403], invalidates: ['associations'] },
    preValidation: [hooks.requireAuth, limitCreates],
    handler: async (request, reply) => {
      const association = await associationsService.create(signedIn(request).user, request.body);
      reply.status(201);
      return { data: association, message: associationMessages.created };
    },
  });

  app.route({
    ...endpoint(associationOps.update),
    config: { refuses: [403], invalidates: ['associations'] },
    preValidation: [hooks.requireAuth, limitUpdates],
    handler: async (request) => {
      const association = await associationsService.update(signedIn(request).user, request.params.id, request.body);
      return {
        data: association,
        message:
          association.status === 'pending' ? associationMessages.changesAwaitReview : associationMessages.updated,
      };
    },
  });

  app.route({
    ...endpoint(associationOps.remove),
    config: { refuses: [403], invalidates: ['associations'] },
    preHandler: hooks.requireAuth,
    handler: async (request) => {
      await associationsService.remove(signedIn(request).user, request.params.id);
      return { message: associationMessages.deleted };
    },
  });

  app.route({
    ...endpoint(associationOps.setLogo),
    config: { refuses: [403], invalidates: ['associations'] },
    preValidation: [hooks.requireAuth, limitUpdates, logoForm],
    handler: async (request) => ({
      data: await associationsService.setLogo(signedIn(request).user, request.params.id, uploadedFile(request, 'logo')),
      message: associationMessages.logoSaved,
    }),
  });

  app.route({
    ...endpoint(associationOps.removeLogo),
    config: { refuses: [403], invalidates: ['associations'] },
    preValidation: [hooks.requireAuth, limitUpdates],
    handler: async (request) => ({
      data: await associationsService.removeLogo(signedIn(request).user, request.params.id),
      message: associationMessages.logoRemoved,
    }),
  });

  app.route({
    ...endpoint(associationOps.mine),
    preHandler: hooks.requireAuth,
    handler: async (request) =>
      associationsService.mine(signedIn(request).user, request.query.page, request.query.per_page),
  });

  app.route({
    ...endpoint(associationOps.join),
    config: { refuses: [403, 409], invalidates: ['associations'] },
    preValidation: [hooks.requireAuth, limitMembership],
    handler: async (request, reply) =>
      reply.code(201).send(await membersService.join(signedIn(request).user, request.params.id)),
  });

  app.route({
    ...endpoint(associationOps.leave),
    config: { refuses: [409], invalidates: ['associations'] },
    preValidation: [hooks.requireAuth, limitMembership],
    handler: async (request) => membersService.leave(signedIn(request).user, request.params.id),
  });

  app.route({
    ...endpoint(associationOps.members),
    config: { refuses: [403] },
    preHandler: hooks.requireAuth,
    handler: async (request) => membersService.list(signedIn(request).user, request.params.id, request.query),
  });

  app.route({
    ...endpoint(associationOps.updateMember),
    config: { refuses: [403, 409], invalidates: ['associations'] },
    preValidation: [hooks.requireAuth, limitUpdates],
    handler: async (request) => ({
      data: await membersService.change(signedIn(request).user, request.params.id, request.params.userId, request.body),
      message: associationMessages.memberUpdated,
    }),
  });

  app.route({
    ...endpoint(associationOps.removeMember),
    config: { refuses: [403, 409], invalidates: ['associations'] },
    preValidation: [hooks.requireAuth, limitUpdates],
    handler: async (request) => {
      await membersService.remove(signedIn(request).user, request.params.id, request.params.userId);
      return { message: associationMessages.memberRemoved };
    },
  });
};

interface VerificationOptions {
  approvalService: AssociationApprovalService;
  hooks: AuthHooks;
}

/** Admin: the verified badge. Approval itself is the listing kinds' (modules/listings/approval.routes.ts). */
export const associationVerificationRoutes: FastifyPluginAsyncZod<VerificationOptions> = async (
  app,
  { approvalService, hooks },
) => {
  guardEveryRoute(app, 'preHandler', hooks.requireAdmin);
  app.route({
    ...endpoint(associationApprovalOps.verify),
    config: { invalidates: ['associations'] },
    handler: async (request) => {
      const association = await approvalService.setVerified(
        signedIn(request).user,
        request.params.id,
        request.body.is_verified,
      );
      return {
        data: association,
        message: association.is_verified ? associationMessages.verified : associationMessages.unverified,
      };
    },
  });
};
