import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './lib/mailer.ts';
import type { SmsSender } from './lib/sms.ts';
import type { FileStorage } from './lib/storage.ts';
import { createActivityRepository } from './modules/activity/activity.repository.ts';
import { createActivityService } from './modules/activity/activity.service.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createCategoriesRepository } from './modules/categories/categories.repository.ts';
import { createCategoriesService } from './modules/categories/categories.service.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createEventsRepository } from './modules/events/events.repository.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { createProfilesService } from './modules/profiles/profiles.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';

export interface ServiceDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  storage: FileStorage;
  publicUrl: string;
}

/** Every feature's service, wired once: the HTTP app and the command-line scripts share this. */
export function createServices({ db, clock, mailer, sms, storage, publicUrl }: ServiceDeps) {
  const usersRepository = createUsersRepository(db);
  const activityService = createActivityService({ activityRepository: createActivityRepository(db) });
  const authService = createAuthService({
    authRepository: createAuthRepository(db),
    usersRepository,
    activityService,
    mailer,
    sms,
    clock,
    publicUrl,
  });
  const eventsRepository = createEventsRepository(db);
  const eventsService = createEventsService({
    eventsRepository,
    activityService,
    mailer,
    storage,
    clock,
    publicUrl,
    // Until business listings exist, a verified business account stands for an approved, verified business.
    publishesWithoutReview: async (user) => user.isAdmin || user.isVerifiedBusiness,
  });
  return {
    usersRepository,
    activityService,
    authService,
    eventsRepository,
    eventsService,
    storage,
    profilesService: createProfilesService({
      usersRepository,
      authService,
      activityService,
      clock,
      beforeAccountDeleted: [eventsService.deleteImagesOfOwner],
    }),
    categoriesService: createCategoriesService({ categoriesRepository: createCategoriesRepository(db) }),
    dashboardService: createDashboardService({ activityService, counterSources: [eventsService.counters] }),
    adminService: createAdminService({ usersRepository, clock }),
  };
}
export type Services = ReturnType<typeof createServices>;
