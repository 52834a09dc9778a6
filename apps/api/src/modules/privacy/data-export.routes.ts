import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileOps } from '@akwaaba/contracts';
import { endpoint } from '../../lib/operations.ts';
import { signedIn, type AuthHooks } from '../../plugins/auth.ts';
import { limitBy, limitPerMember, type RateLimits } from '../../plugins/rate-limit.ts';
import type { DataExportService } from './data-export.service.ts';

interface Options {
  dataExportService: DataExportService;
  hooks: AuthHooks;
  rateLimits: RateLimits;
}

export const dataExportRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { dataExportService, hooks, rateLimits },
) => {
  // The password is checked again: counted with every other request that checks it (profiles.routes.ts), so a
  // stolen token cannot guess it here either. The file is costly to build, so a few an hour per member.
  const limitPasswordChecks = limitBy(app, 'password-check', rateLimits.passwordChecksPerAccount, (request) =>
    request.auth ? `user:${request.auth.user.id}` : null,
  );
  const limitExports = limitPerMember(app, 'data-export', rateLimits.dataExportsPerMember);

  app.route({
    ...endpoint(profileOps.exportData),
    config: { refuses: [403], invalidates: [] },
    preHandler: [hooks.requireAuth, limitPasswordChecks, limitExports],
    handler: async (request, reply) => {
      const { filename, zip } = await dataExportService.build(signedIn(request), request.body.password);
      request.log.info({ event: 'privacy.data_exported', userId: signedIn(request).user.id }, 'data exported');
      // A signed-in answer: the auth plugin marks it no-store too; said here as well, since it holds everything.
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  });
};
