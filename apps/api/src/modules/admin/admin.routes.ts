import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsResponse } from '@akwaaba/contracts';
import type { AuthHooks } from '../../plugins/auth.ts';
import type { AdminService } from './admin.service.ts';

export const adminRoutes: FastifyPluginAsyncZod<{ adminService: AdminService; hooks: AuthHooks }> = async (
  app,
  { adminService, hooks },
) => {
  app.addHook('preHandler', hooks.requireAdmin);

  app.get('/admin/stats', { schema: { tags: ['admin'], response: { 200: adminStatsResponse } } }, async () => ({
    data: await adminService.stats(),
  }));
};
