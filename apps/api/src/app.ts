import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { AccessLogController, loggerOptions, rawAccessLog } from './lib/logger.ts';
import { watchRedis } from './lib/redis.ts';
import { serializerCompiler } from './lib/serializer.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createSmsSender, type SmsSender } from './lib/sms.ts';
import { createLocalStorage, s3SettingsFromEnv, type FileStorage } from './lib/storage.ts';
import { openS3Storages } from './lib/storage-s3.ts';
import { EVENT_IMAGE_MAX_BYTES, sitemapPages } from '@akwaaba/contracts';
import path from 'node:path';
import { registerAuth } from './plugins/auth.ts';
import { registerDraining, type Draining } from './plugins/draining.ts';
import { holdRoutesToOperations } from './lib/operations.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerPublicCache } from './plugins/public-cache.ts';
import { defaultRateLimits, registerRateLimit, type RateLimits } from './plugins/rate-limit.ts';
import type { QueryCounter } from './plugins/query-count.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerSitemap } from './plugins/sitemap.ts';
import { registerUploads } from './plugins/uploads.ts';
import { registerWebApp, type PageRenderer } from './plugins/web.ts';
import { businessVerificationRoutes, ghanaianOwnedRoutes } from './modules/businesses/approval/approval.routes.ts';
import { businessesRoutes } from './modules/businesses/businesses.routes.ts';
import { followsRoutes } from './modules/businesses/follows/follows.routes.ts';
import { associationsRoutes, associationVerificationRoutes } from './modules/associations/associations.routes.ts';
import { noticeAdminRoutes, noticesRoutes } from './modules/notices/notices.routes.ts';
import { vouchesRoutes } from './modules/businesses/vouches/vouches.routes.ts';
import { contributionsRoutes } from './modules/events/contributions/contributions.routes.ts';
import { cohostsRoutes } from './modules/events/cohosts/cohosts.routes.ts';
import { reviewsRoutes } from './modules/businesses/reviews/reviews.routes.ts';
import { listingApprovalRoutes } from './modules/listings/approval.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { applicationsRoutes } from './modules/jobs/applications/applications.routes.ts';
import { jobAlertsRoutes } from './modules/jobs/alerts/job-alerts.routes.ts';
import { savedJobsRoutes } from './modules/jobs/saved/saved-jobs.routes.ts';
import { rsvpsRoutes } from './modules/events/rsvps/rsvps.routes.ts';
import { guestRsvpsRoutes } from './modules/events/rsvps/guest-rsvps.routes.ts';
import { remindersRoutes } from './modules/events/reminders/reminders.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { deviceCookieSecret } from './modules/auth/device-cookie.ts';
import { configuredSocialProviders } from './modules/auth/social/social-providers.ts';
import { socialRoutes } from './modules/auth/social/social.routes.ts';
import { emailRoutes } from './modules/auth/email/email.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { createGazetteer } from './modules/places/places.gazetteer.ts';
import { createOsmGeocoder } from './modules/places/places.osm.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { consentsRoutes } from './modules/privacy/consents.routes.ts';
import { newsletterRoutes } from './modules/privacy/newsletter.routes.ts';
import { processorsFromConfig } from './modules/privacy/data-export.processors.ts';
import { dataExportRoutes } from './modules/privacy/data-export.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createHealthRepository } from './modules/health/health.repository.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createServices, type Services } from './services.ts';
import type { PasswordHasher } from './lib/passwords.ts';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  sms?: SmsSender;
  /** argon2id at the production cost unless given (tests give a cheap one). */
  passwords?: PasswordHasher;
  /** Where uploads and CVs are kept, instead of DATA_DIR or the bucket (tests inject a full disk here). */
  files?: { uploads: FileStorage; documents: FileStorage };
  rateLimits?: RateLimits;
  /** Shared limits and cache invalidations; best made by lib/redis.ts's createRedisClient (commands fail fast). */
  redis?: Redis;
  /** Benchmark mode: counts the statements of each request into `x-query-count`. */
  queryCounter?: QueryCounter;
  /** The server process's shutdown state (plugins/draining.ts); tests built in memory have none. */
  draining?: Draining;
  /** pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  /** The web app's server render, instead of the built one beside WEB_DIST_DIR (tests give their own). */
  render?: PageRenderer;
}

export type App = FastifyInstance & { services: Services };

/** The one composition root: infrastructure plugins, services and every feature's routes. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { env, database } = deps;
  const trustedProxies = env.TRUST_PROXY ? env.TRUST_PROXY.split(',').map((entry) => entry.trim()) : false;
  // Set once the public cache is registered: visitors' answers kept in memory leave before Fastify routes them.
  let answerFromCache: ((request: http.IncomingMessage, response: http.ServerResponse) => boolean) | null = null;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(env.LOG_LEVEL),
    trustProxy: trustedProxies,
    // Fastify's own server, with a first look at the public cache (plugins/public-cache.ts answerRaw).
    serverFactory: (handler) => {
      const server = http.createServer((request, response) => {
        if (answerFromCache?.(request, response)) return;
        handler(request, response);
      });
      // Fastify's defaults for the server it would have made.
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = 0;
      return server;
    },
    bodyLimit: 1024 * 1024,
    // A server that drains keeps answering its own 503 (with Retry-After) through close(), not Fastify's bare one.
    return503OnClosing: !deps.draining,
    logController: new AccessLogController(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Redis is a helper: while it is down, limits count in the process and cache invalidations wait for expiry.
  const redis = deps.redis ? watchRedis(deps.redis, app.log) : undefined;
  app.addHook('onClose', async () => redis?.stop());

  const outbox = path.join(env.DATA_DIR, 'outbox');
  const uploadsDir = path.join(env.DATA_DIR, 'uploads');
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(outbox, 'mail'), logger: app.log });
  const sms = deps.sms ?? createSmsSender(env, path.join(outbox, 'sms'), app.log);
  // With S3_BUCKET, images and CVs live in the bucket (each under its own prefix) so every instance sees them.
  const s3Settings = s3SettingsFromEnv(env);
  const s3 = s3Settings ? await openS3Storages(s3Settings, app.log) : null;
  const socialProviders = configuredSocialProviders(env);
  const storage = deps.files?.uploads ?? s3?.uploads ?? createLocalStorage(uploadsDir);
  const documents = deps.files?.documents ?? s3?.documents ?? createLocalStorage(path.join(env.DATA_DIR, 'documents'));
  const services = createServices({
    db: database.db,
    clock: deps.clock ?? systemClock,
    mailer,
    sms,
    storage,
    documents,
    publicUrl: env.PUBLIC_URL,
    logger: app.log,
    contactEmail: env.CONTACT_EMAIL ?? env.ADMIN_EMAIL,
    socialProviders,
    // Unsubscribe links are signed with the device cookie's secret: already shared by every instance.
    linkSecret: deviceCookieSecret(env.DEVICE_COOKIE_SECRET, env.DATA_DIR),
    passwords: deps.passwords,
    processors: processorsFromConfig({
      ...env,
      socialProviders: socialProviders.map((provider) => `${provider.name[0]!.toUpperCase()}${provider.name.slice(1)}`),
    }),
  });
  // The worker stops before the database closes; what it has not sent stays queued for the next start.
  app.addHook('onClose', () => services.outbox.stop());
  // After the worker: its last message may still be using a pooled SMTP connection.
  app.addHook('onClose', async () => mailer.close?.());
  // Views still in memory are written before the database closes, like the outbox.
  app.addHook('onClose', () => services.viewCounter.stop());
  app.addHook('onClose', async () => s3?.close());
  const rateLimits = deps.rateLimits ?? defaultRateLimits;

  registerErrorHandler(app);
  if (deps.draining) registerDraining(app, deps.draining);
  deps.queryCounter?.register(app);
  const googleMapsKey = env.PLACES_PROVIDER === 'google' ? (env.GOOGLE_MAPS_API_KEY ?? null) : null;
  const securityHeaders = await registerSecurityHeaders(app, {
    https: env.PUBLIC_URL.startsWith('https:'),
    googleMaps: googleMapsKey !== null,
  });
  // Before compression: its onSend stores the JSON as serialised, and a hit leaves already encoded.
  await registerPublicCache(app, {
    enabled: env.PUBLIC_CACHE === 'on',
    clock: deps.clock ?? systemClock,
    redis,
    onView: (userAgent, item) => services.viewCounter.countVisitorView(userAgent, item),
    raw: { fixedHeaders: securityHeaders, log: rawAccessLog(app.log, trustedProxies) },
  });
  // Not while draining or closing: those answers are the draining plugin's 503 and Fastify's own.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  answerFromCache = (request, response) =>
    !closing && !deps.draining?.active && app.publicCache.answerRaw(request, response);
  await registerCompression(app);
  await registerRateLimit(app, redis);
  await registerDocs(app);
  await registerUploads(app, {
    root: uploadsDir,
    maxFileBytes: EVENT_IMAGE_MAX_BYTES,
    objectStorage: s3?.uploads,
  });
  const hooks = registerAuth(app, services.authService);
  holdRoutesToOperations(app, '/api/v1');

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        healthService: createHealthService({
          healthRepository: createHealthRepository(database.db),
          redis,
          storages: [storage, documents],
          outboxBacklog: () => services.outbox.backlog(),
        }),
      });
      const cookieSecret = deviceCookieSecret(env.DEVICE_COOKIE_SECRET, env.DATA_DIR);
      const secureCookies = env.PUBLIC_URL.startsWith('https:');
      await api.register(authRoutes, {
        authService: services.authService,
        hooks,
        rateLimits,
        socialProviders: services.socialService.providerNames(),
        deviceCookie: { secret: cookieSecret, secure: secureCookies, path: '/api/v1/auth' },
      });
      await api.register(emailRoutes, {
        emailService: services.emailService,
        undoSocialLink: services.socialService.undoLink,
        hooks,
        rateLimits,
      });
      await api.register(socialRoutes, {
        socialService: services.socialService,
        hooks,
        rateLimits,
        publicUrl: env.PUBLIC_URL,
        cookie: { secret: cookieSecret, secure: secureCookies },
      });
      await api.register(profilesRoutes, { profilesService: services.profilesService, hooks, rateLimits });
      await api.register(dataExportRoutes, { dataExportService: services.dataExportService, hooks, rateLimits });
      await api.register(categoriesRoutes, { categoriesService: services.categoriesService });
      await api.register(placesRoutes, {
        gazetteer: createGazetteer(),
        ...(env.PLACES_PROVIDER === 'osm' && env.PLACES_OSM_URL ? { osm: createOsmGeocoder(env.PLACES_OSM_URL) } : {}),
        settings: { provider: env.PLACES_PROVIDER, google_maps_api_key: googleMapsKey },
        rateLimits,
      });
      await api.register(dashboardRoutes, {
        dashboardService: services.dashboardService,
        activityService: services.activityService,
        hooks,
      });
      await api.register(notificationsRoutes, { activityService: services.activityService, hooks });
      await api.register(eventsRoutes, {
        eventsService: services.eventsService,
        viewCounter: services.viewCounter,
        hooks,
        rateLimits,
      });
      await api.register(adminRoutes, {
        adminService: services.adminService,
        verificationService: services.verificationService,
        membersService: services.membersService,
        auditService: services.auditService,
        hooks,
      });
      await api.register(moderationRoutes, { moderationService: services.moderationService, hooks, rateLimits });
      await api.register(rsvpsRoutes, { rsvpsService: services.rsvpsService, hooks, rateLimits });
      await api.register(remindersRoutes, {
        remindersService: services.remindersService,
        eventsService: services.eventsService,
        hooks,
        rateLimits,
      });
      await api.register(guestRsvpsRoutes, {
        guestRsvpsService: services.guestRsvpsService,
        rsvpsService: services.rsvpsService,
        hooks,
        rateLimits,
      });
      await api.register(contributionsRoutes, {
        contributionsService: services.contributionsService,
        hooks,
        rateLimits,
      });
      await api.register(cohostsRoutes, { cohostsService: services.cohostsService, hooks, rateLimits });
      await api.register(businessesRoutes, {
        businessesService: services.businessesService,
        viewCounter: services.viewCounter,
        hooks,
        rateLimits,
      });
      await api.register(reviewsRoutes, { reviewsService: services.reviewsService, hooks, rateLimits });
      await api.register(followsRoutes, { followsService: services.followsService, hooks, rateLimits });
      await api.register(vouchesRoutes, { vouchesService: services.vouchesService, hooks, rateLimits });
      await api.register(businessVerificationRoutes, {
        businessApprovalService: services.businessApprovalService,
        hooks,
      });
      await api.register(ghanaianOwnedRoutes, { businessApprovalService: services.businessApprovalService, hooks });
      await api.register(associationsRoutes, {
        associationsService: services.associationsService,
        membersService: services.associationMembersService,
        viewCounter: services.viewCounter,
        hooks,
        rateLimits,
      });
      await api.register(associationVerificationRoutes, {
        approvalService: services.associationApprovalService,
        hooks,
      });
      await api.register(noticesRoutes, {
        noticesService: services.noticesService,
        viewCounter: services.viewCounter,
        hooks,
        rateLimits,
      });
      await api.register(noticeAdminRoutes, { noticesService: services.noticesService, hooks });
      for (const { approval } of services.listingKinds) {
        if (approval) await api.register(listingApprovalRoutes, { approval, hooks });
      }
      await api.register(jobsRoutes, {
        jobsService: services.jobsService,
        viewCounter: services.viewCounter,
        hooks,
        rateLimits,
      });
      await api.register(applicationsRoutes, { applicationsService: services.applicationsService, hooks, rateLimits });
      await api.register(savedJobsRoutes, { savedJobsService: services.savedJobsService, hooks, rateLimits });
      await api.register(jobAlertsRoutes, { jobAlertsService: services.jobAlertsService, hooks, rateLimits });
      await api.register(analyticsRoutes, { analyticsService: services.analyticsService, hooks });
      await api.register(searchRoutes, { searchService: services.searchService, rateLimits });
      await api.register(contactRoutes, { contactService: services.contactService, hooks, rateLimits });
      await api.register(outboxRoutes, { outbox: services.outbox, hooks });
      await api.register(consentsRoutes, { consentsService: services.consentsService });
      await api.register(newsletterRoutes, { newsletterService: services.newsletterService, hooks });
      await api.register(calendarRoutes, { calendarService: services.calendarService, hooks, rateLimits });
    },
    { prefix: '/api/v1' },
  );

  await registerSitemap(app, {
    publicUrl: env.PUBLIC_URL,
    clock: deps.clock ?? systemClock,
    listPages: sitemapPages(),
    sources: services.listingKinds.map(({ basePath, sitemapEntries }) => ({ basePath, entries: sitemapEntries })),
  });
  // The public pages are declared in packages/contracts/src/pages.ts; the server loads and renders them from that.
  await registerWebApp(app, env.WEB_DIST_DIR, { publicUrl: env.PUBLIC_URL, render: deps.render });
  app.decorate('services', services);
  return app as unknown as App;
}
