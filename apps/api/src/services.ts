import { accountDataMessages, type AccountDataProcessor } from '@akwaaba/contracts';
import { randomBytes } from 'node:crypto';
import type { Database, Transact } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import { createPasswordHasher, type PasswordHasher } from './lib/passwords.ts';
import type { Mailer } from './lib/mailer.ts';
import type { SmsSender } from './lib/sms.ts';
import type { FileStorage } from './lib/storage.ts';
import { createActivityRepository } from './modules/notifications/activity.repository.ts';
import { createActivityService } from './modules/notifications/activity.service.ts';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createViewCounter } from './modules/analytics/view-counter.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createAuditRepository } from './modules/admin/audit.repository.ts';
import { createAuditService } from './modules/admin/audit.service.ts';
import { createMembersRepository } from './modules/admin/members.repository.ts';
import { createMembersService } from './modules/admin/members.service.ts';
import { createReportsRepository } from './modules/moderation/reports.repository.ts';
import { createModerationService } from './modules/moderation/moderation.service.ts';
import { createVerificationService } from './modules/admin/verification.service.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import type { SocialProviderClient } from './modules/auth/social/social-providers.ts';
import { createSocialRepository } from './modules/auth/social/social.repository.ts';
import { createSocialService } from './modules/auth/social/social.service.ts';
import { createEmailLinks } from './modules/auth/email/email-links.ts';
import { createEmailService } from './modules/auth/email/email.service.ts';
import { createEmailTokensRepository } from './modules/auth/email/email-tokens.repository.ts';
import { createAssociationApprovalService } from './modules/associations/approval/approval.service.ts';
import { createAssociationAccess } from './modules/associations/associations.access.ts';
import { associationsKind } from './modules/associations/associations.kind.ts';
import { createAssociationsRepository } from './modules/associations/associations.repository.ts';
import { createAssociationsService } from './modules/associations/associations.service.ts';
import { createAssociationMembersService } from './modules/associations/members/members.service.ts';
import { noticesKind } from './modules/notices/notices.kind.ts';
import { createDigestRepository } from './modules/digest/digest.repository.ts';
import { createDigestService } from './modules/digest/digest.service.ts';
import { createGazetteer } from './modules/places/places.gazetteer.ts';
import { createNoticesRepository } from './modules/notices/notices.repository.ts';
import { createNoticesService } from './modules/notices/notices.service.ts';
import { createBusinessApprovalService } from './modules/businesses/approval/approval.service.ts';
import { createBusinessAccess } from './modules/businesses/businesses.access.ts';
import { createBusinessesRepository } from './modules/businesses/businesses.repository.ts';
import { createBusinessesService } from './modules/businesses/businesses.service.ts';
import { businessesKind } from './modules/businesses/businesses.kind.ts';
import { createFollowsRepository } from './modules/businesses/follows/follows.repository.ts';
import { createFollowsService } from './modules/businesses/follows/follows.service.ts';
import { createVouchesRepository } from './modules/businesses/vouches/vouches.repository.ts';
import { createVouchesService } from './modules/businesses/vouches/vouches.service.ts';
import { createReviewsRepository } from './modules/businesses/reviews/reviews.repository.ts';
import { createReviewsService } from './modules/businesses/reviews/reviews.service.ts';
import { createCalendarRepository } from './modules/calendar/calendar.repository.ts';
import { createCalendarService } from './modules/calendar/calendar.service.ts';
import { createCategoriesRepository } from './modules/categories/categories.repository.ts';
import { createCategoriesService } from './modules/categories/categories.service.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createEventApprovalService } from './modules/events/approval/approval.service.ts';
import { createEventAccess } from './modules/events/events.access.ts';
import { createCohostsRepository } from './modules/events/cohosts/cohosts.repository.ts';
import { createCohostsService, createEventLog } from './modules/events/cohosts/cohosts.service.ts';
import { createContributionsRepository } from './modules/events/contributions/contributions.repository.ts';
import { createContributionsService } from './modules/events/contributions/contributions.service.ts';
import { createEventsRepository } from './modules/events/events.repository.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { createSeriesRepository } from './modules/events/series/series.repository.ts';
import { createSeriesService } from './modules/events/series/series.service.ts';
import { eventsKind } from './modules/events/events.kind.ts';
import { createJobAccess } from './modules/jobs/jobs.access.ts';
import { createJobsRepository } from './modules/jobs/jobs.repository.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import { jobsKind } from './modules/jobs/jobs.kind.ts';
import { moderationTargets } from './modules/listings/listing-kind.ts';
import { createApplicationsRepository } from './modules/jobs/applications/applications.repository.ts';
import { createApplicationsService } from './modules/jobs/applications/applications.service.ts';
import { createJobAlertLinks } from './modules/jobs/alerts/job-alert-links.ts';
import { createJobAlertsRepository } from './modules/jobs/alerts/job-alerts.repository.ts';
import { createJobAlertsService } from './modules/jobs/alerts/job-alerts.service.ts';
import { createSavedJobsRepository } from './modules/jobs/saved/saved-jobs.repository.ts';
import { createSavedJobsService } from './modules/jobs/saved/saved-jobs.service.ts';
import { createRsvpsRepository } from './modules/events/rsvps/rsvps.repository.ts';
import { createRsvpsService } from './modules/events/rsvps/rsvps.service.ts';
import { createGuestRsvpsRepository } from './modules/events/rsvps/guest-rsvps.repository.ts';
import { createGuestRsvpsService } from './modules/events/rsvps/guest-rsvps.service.ts';
import { createOutboxRepository } from './modules/outbox/outbox.repository.ts';
import { createOutboxService } from './modules/outbox/outbox.service.ts';
import { createProfilesService } from './modules/profiles/profiles.service.ts';
import { createConsentsRepository } from './modules/privacy/consents.repository.ts';
import { createConsentsService } from './modules/privacy/consents.service.ts';
import { createRetentionRepository } from './modules/privacy/retention.repository.ts';
import { createRetentionService } from './modules/privacy/retention.service.ts';
import { createNewsletterRepository } from './modules/privacy/newsletter.repository.ts';
import { createNewsletterService } from './modules/privacy/newsletter.service.ts';
import { createDeletedEventsRepository } from './modules/events/changes/deleted-events.repository.ts';
import { createRemindersRepository } from './modules/events/reminders/reminders.repository.ts';
import { createRemindersService } from './modules/events/reminders/reminders.service.ts';
import { createUnsubscribeLinks } from './modules/privacy/unsubscribe-links.ts';
import { createReportsExport } from './modules/moderation/reports.export.ts';
import { createDataExportRepository } from './modules/privacy/data-export.repository.ts';
import { createDataExportService } from './modules/privacy/data-export.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createSearchRepository } from './modules/search/search.repository.ts';
import { createSearchService } from './modules/search/search.service.ts';

export interface ServiceDeps {
  db: Database;
  clock: Clock;
  /** The outbox worker's transports: mail and SMS leave only through the outbox. */
  mailer: Mailer;
  sms: SmsSender;
  storage: FileStorage;
  /** Private files (CVs): never served as they are, only through a route that checks the caller. */
  documents: FileStorage;
  publicUrl: string;
  logger: Logger;
  /** Where contact messages are mailed; scripts that never take one leave it out. */
  contactEmail?: string;
  /** The social sign-in providers configured (none for scripts). */
  socialProviders?: readonly SocialProviderClient[];
  /**
   * Signs the unsubscribe links of mail (the device cookie's secret, shared by every instance). Scripts may leave
   * it out: their links then carry a per-process key and do not work (the demo seed's mail is never delivered).
   */
  linkSecret?: string;
  /** Who else handles members' data, listed in Download my data (privacy/data-export.processors.ts). */
  processors?: AccountDataProcessor[];
  /** argon2id at the production cost unless a test injects a cheaper one. */
  passwords?: PasswordHasher;
}

/**
 * Every feature's service, wired once: the HTTP app and the command-line scripts share this. Repositories
 * stay inside; services get `transact` to run a write in one transaction.
 */
export function createServices({
  db,
  clock,
  mailer,
  sms,
  storage,
  documents,
  publicUrl,
  logger,
  contactEmail = 'contact@akwaaba.local',
  socialProviders = [],
  linkSecret = randomBytes(32).toString('hex'),
  processors = [],
  passwords = createPasswordHasher(),
}: ServiceDeps) {
  // Every admin action writes its audit entry in its own transaction through this.
  const auditService = createAuditService({ auditRepository: createAuditRepository(db) });
  const audit = auditService.record;
  const outbox = createOutboxService({
    db,
    outboxRepository: createOutboxRepository(db),
    mailer,
    sms,
    clock,
    logger,
    audit,
  });
  // Once a write commits, what it queued goes out now rather than at the worker's next poll.
  const transact: Transact = async (work) => {
    const result = await db.transaction(work);
    outbox.poke();
    return result;
  };
  const usersRepository = createUsersRepository(db);
  const unsubscribeLinks = createUnsubscribeLinks(linkSecret, publicUrl);
  const consentsService = createConsentsService({
    consentsRepository: createConsentsRepository(db),
    usersRepository,
    unsubscribeLinks,
    transact,
    clock,
  });
  const analyticsRepository = createAnalyticsRepository(db);
  const viewCounter = createViewCounter({ analyticsRepository, clock, logger });
  const activityService = createActivityService({
    activityRepository: createActivityRepository(db),
    outbox,
    publicUrl,
    transact,
    unsubscribeLinks,
  });
  const emailTokensRepository = createEmailTokensRepository(db);
  const emailLinks = createEmailLinks({ emailTokensRepository, outbox, clock, publicUrl });
  const authService = createAuthService({
    emailLinks,
    authRepository: createAuthRepository(db),
    usersRepository,
    activityService,
    consentsService,
    outbox,
    transact,
    clock,
    passwords,
    publicUrl,
    // A member who proves a number takes over the guest RSVPs made with it (docs/decisions/034).
    onPhoneProved: (tx, userId, phone) => rsvpsService.takeOverGuestRsvps(tx, userId, phone),
  });
  const businessesRepository = createBusinessesRepository(db);
  const businessAccess = createBusinessAccess(businessesRepository);
  const reviewsService = createReviewsService({
    reviewsRepository: createReviewsRepository(db),
    businessesRepository,
    businessAccess,
    activityService,
    transact,
    listChanged: () => businessesService.listChanged(),
    audit,
  });
  const vouchesService = createVouchesService({
    vouchesRepository: createVouchesRepository(db),
    businessesRepository,
    businessAccess,
    activityService,
    transact,
    db,
  });
  const businessesService = createBusinessesService({
    businessesRepository,
    businessAccess,
    reviewsService,
    vouchesService,
    activityService,
    transact,
    clock,
    publicUrl,
    audit,
  });
  const followsService = createFollowsService({
    followsRepository: createFollowsRepository(db),
    businessesRepository,
    businessAccess,
    activityService,
    transact,
  });
  const eventsRepository = createEventsRepository(db);
  // Co-hosts and the event's log (decision 040): who runs an event is one rule (events.access.ts) every path asks.
  const cohostsRepository = createCohostsRepository(db);
  const eventLog = createEventLog(cohostsRepository);
  const eventAccess = createEventAccess(eventsRepository, {
    isCohost: cohostsRepository.isCohost,
    leads: (associationId, userId) => associationAccess.leads(associationId, userId),
  });
  const rsvpsService = createRsvpsService({
    rsvpsRepository: createRsvpsRepository(db),
    eventAccess,
    activityService,
    outbox,
    transact,
    clock,
    eventLog,
  });
  const guestRsvpsService = createGuestRsvpsService({
    guestRsvpsRepository: createGuestRsvpsRepository(db),
    rsvpsService,
    eventAccess,
    outbox,
    transact,
    clock,
    publicUrl,
  });
  const associationsRepository = createAssociationsRepository(db);
  const associationAccess = createAssociationAccess(associationsRepository);
  // Life events' contributions ledgers (decision 033): proofs of payment live in the private store.
  const contributionsService = createContributionsService({
    contributionsRepository: createContributionsRepository(db),
    eventAccess,
    documents,
    transact,
    clock,
    db,
    eventLog,
  });
  const cohostsService = createCohostsService({
    cohostsRepository,
    eventAccess,
    activityService,
    storage,
    transact,
    associationLeads: associationAccess.leads,
  });
  const remindersRepository = createRemindersRepository(db);
  // Reminders, 'Still coming?' and the release of places not reconfirmed (decision 037); the scheduler runs them.
  const remindersService = createRemindersService({
    remindersRepository,
    rsvpsService,
    activityService,
    outbox,
    transact,
    clock,
    publicUrl,
    linkSecret,
  });
  // Series of events (decision 039): each date an event, the rule written once in calendar files.
  const seriesService = createSeriesService({ seriesRepository: createSeriesRepository(db), clock, publicUrl });
  const eventsService = createEventsService({
    series: seriesService,
    eventsRepository,
    eventAccess,
    rsvpsService,
    remindersRepository,
    deletedEvents: createDeletedEventsRepository(db),
    onEventDeleted: contributionsService.onEventDeleted,
    associations: associationAccess,
    eventLog,
    activityService,
    storage,
    transact,
    clock,
    publicUrl,
    publishesWithoutReview: businessesService.publishesWithoutReview,
    audit,
  });
  const contactService = createContactService({
    contactRepository: createContactRepository(db),
    outbox,
    transact,
    clock,
    contactEmail,
    publicUrl,
    audit,
  });
  const jobsRepository = createJobsRepository(db);
  const jobAccess = createJobAccess(jobsRepository, clock);
  const applicationsService = createApplicationsService({
    applicationsRepository: createApplicationsRepository(db),
    jobsRepository,
    jobAccess,
    activityService,
    documents,
    transact,
    clock,
  });
  const jobsService = createJobsService({
    jobsRepository,
    jobAccess,
    activityService,
    documents,
    storage,
    transact,
    clock,
    publicUrl,
    audit,
  });
  // Saved jobs and job alerts (decision 041); the scheduler runs jobAlertsService.sendDue.
  const savedJobsService = createSavedJobsService({
    savedJobsRepository: createSavedJobsRepository(db),
    jobsRepository,
    jobAccess,
    storage,
    transact,
    clock,
  });
  const jobAlertsService = createJobAlertsService({
    jobAlertsRepository: createJobAlertsRepository(db),
    jobAlertLinks: createJobAlertLinks(linkSecret, publicUrl),
    outbox,
    transact,
    clock,
    publicUrl,
  });
  const businessApprovalService = createBusinessApprovalService({
    businessesRepository,
    activityService,
    transact,
    clock,
    listChanged: businessesService.listChanged,
    audit,
  });
  const eventApprovalService = createEventApprovalService({
    eventsRepository,
    activityService,
    transact,
    listChanged: eventsService.listChanged,
    audit,
    storage,
    series: seriesService,
  });
  const associationsService = createAssociationsService({
    associationsRepository,
    associationAccess,
    storage,
    activityService,
    transact,
    audit,
  });
  const associationMembersService = createAssociationMembersService({
    associationsRepository,
    associationAccess,
    activityService,
    transact,
  });
  const associationApprovalService = createAssociationApprovalService({
    associationsRepository,
    activityService,
    transact,
    clock,
    audit,
    detail: associationsService.detail,
  });
  // The notice board (decision 036): leaders post in their association's name, official sources in their own.
  const noticesService = createNoticesService({
    noticesRepository: createNoticesRepository(db),
    associationAccess,
    activityService,
    outbox,
    transact,
    clock,
    publicUrl,
    audit,
  });
  // One mail a week of what is new from what a member follows (decision 042); the scheduler runs sendDue.
  const digestService = createDigestService({
    digestRepository: createDigestRepository(db),
    outbox,
    unsubscribeLinks,
    gazetteer: createGazetteer(),
    transact,
    clock,
    publicUrl,
  });
  // Every kind of listing members post, once each (modules/listings/listing-kind.ts): moderation, suspensions, the
  // dashboard, Download my data, account deletion, the sitemap and admin approval take them from here.
  const listingKinds = [
    eventsKind(eventsService, eventApprovalService),
    businessesKind(businessesService, businessApprovalService),
    jobsKind(jobsService),
    associationsKind(associationsService, associationApprovalService),
    noticesKind(noticesService),
  ];
  // Moderation: what a hide or a suspension changes, visitors' lists count afresh.
  const listsChanged = () => {
    for (const kind of listingKinds) kind.listChanged();
  };
  const membersService = createMembersService({
    membersRepository: createMembersRepository(db),
    activityService,
    revokeSessions: authService.revokeSessions,
    // A suspension hides the member's events, listings, jobs and reviews; lifting it shows them again.
    hiders: [...listingKinds, reviewsService],
    audit,
    transact,
    clock,
    listChanged: listsChanged,
  });
  // Confirmed addresses: the proven owner of an address claims it from an account that never proved it.
  const emailService = createEmailService({
    emailTokensRepository,
    emailLinks,
    usersRepository,
    activityService,
    setAside: membersService.setAsideIn,
    transact,
    clock,
  });
  const socialService = createSocialService({
    providers: socialProviders,
    socialRepository: createSocialRepository(db),
    usersRepository,
    authService,
    activityService,
    consentsService,
    claimAddressIn: emailService.claimAddressIn,
    emailLinks,
    emailTokensRepository,
    transact,
    clock,
  });
  const profilesService = createProfilesService({
    usersRepository,
    requestEmailChangeIn: emailService.requestChangeIn,
    authService,
    activityService,
    consentsService,
    transact,
    clock,
    passwords,
    // RSVPs are given back (counts kept, the waitlist moved on) before the account's rows go.
    // Follows and vouches are given back too, and the member's reviews go, each listing's rating with them (decision
    // 025).
    // Job applications are taken back job by job, so each job's applications count stays true.
    // Then what still names the member goes: their name in others' feeds, their contact messages, the phone
    // codes kept by number, and unsent mail and SMS to or about them (last: the steps above may queue some).
    onAccountDeleted: [
      rsvpsService.releaseAllOf,
      followsService.releaseAllOf,
      vouchesService.releaseAllOf,
      contributionsService.onAccountDeleted,
      reviewsService.removeAllOf,
      applicationsService.releaseAllOf,
      ...listingKinds.map((kind) => kind.onAccountDeleted),
      (tx, _userId, member) => contactService.onAccountDeleted(tx, member),
      (tx, _userId, member) => authService.onAccountDeleted(tx, member),
      // Last, as the steps above may queue mail: others' feeds and unsent mail that name the member or one of their
      // listings say 'A former member' instead, and what was not yet sent to the member goes.
      async (tx, userId, member) => {
        const names = [member.name, member.businessName, ...(await businessesService.namesOfOwner(tx, userId))];
        await activityService.forgetNames(tx, userId, names);
        await outbox.forgetMember(
          tx,
          { email: member.email, phone: member.phone, names },
          accountDataMessages.formerMember,
        );
        return undefined;
      },
    ],
  });
  const moderationService = createModerationService({
    reportsRepository: createReportsRepository(db),
    targets: {
      ...moderationTargets(listingKinds),
      review: reviewsService,
      profile: membersService.profileTarget,
    },
    activityService,
    suspendIn: membersService.suspendIn,
    isSuspended: membersService.isSuspended,
    audit,
    transact,
    listChanged: listsChanged,
  });
  // Calendar feeds (decision 038): a member's private one by its token, and the public ones.
  const calendarService = createCalendarService({ calendarRepository: createCalendarRepository(db), clock, publicUrl });
  return {
    outbox,
    consentsService,
    newsletterService: createNewsletterService({
      newsletterRepository: createNewsletterRepository(db),
      outbox,
      unsubscribeLinks,
      transact,
      publicUrl,
      audit,
    }),
    /** Where uploaded files live (local directory, or S3 later): shared by features and the demo seed. */
    storage,
    activityService,
    authService,
    emailService,
    socialService,
    eventsService,
    remindersService,
    rsvpsService,
    guestRsvpsService,
    contributionsService,
    cohostsService,
    businessesService,
    reviewsService,
    followsService,
    vouchesService,
    jobAccess,
    jobsService,
    applicationsService,
    savedJobsService,
    jobAlertsService,
    businessApprovalService,
    eventApprovalService,
    associationAccess,
    associationsService,
    associationMembersService,
    associationApprovalService,
    noticesService,
    digestService,
    listingKinds,
    profilesService,
    // Dormant accounts are told, then erased through the member's own deletion path (POPIA s14).
    retentionService: createRetentionService({
      retentionRepository: createRetentionRepository(db),
      outbox,
      transact,
      clock,
      publicUrl,
      eraseAccount: profilesService.eraseAccount,
      forgetGuests: () => guestRsvpsService.purge(),
    }),
    // Download my data: each feature answers its own share (the account-deletion steps' pattern).
    dataExportService: createDataExportService({
      sources: [
        profilesService.exportFor,
        socialService.exportFor,
        ...listingKinds.map((kind) => kind.exportFor),
        rsvpsService.exportFor,
        contributionsService.exportFor,
        cohostsService.exportFor,
        reviewsService.exportFor,
        followsService.exportFor,
        vouchesService.exportFor,
        applicationsService.exportFor,
        savedJobsService.exportFor,
        jobAlertsService.exportFor,
        digestService.exportFor,
        calendarService.exportFor,
        activityService.exportFor,
        contactService.exportFor,
        createReportsExport(db),
      ],
      dataExportRepository: createDataExportRepository(db),
      authService,
      processors,
      clock,
    }),
    calendarService,
    categoriesService: createCategoriesService({ categoriesRepository: createCategoriesRepository(db) }),
    dashboardService: createDashboardService({
      dashboardRepository: createDashboardRepository(db, {
        counterSources: [
          ...listingKinds.map((kind) => kind.counters),
          rsvpsService.counters,
          followsService.counters,
          applicationsService.counters,
        ],
        recentActivity: activityService.recent,
        hasRsvped: rsvpsService.hasRsvped,
      }),
      clock,
    }),
    contactService,
    adminService: createAdminService({
      usersRepository,
      clock,
      passwords,
      openContactMessages: contactService.openCount,
      openReports: moderationService.openCount,
    }),
    verificationService: createVerificationService({ usersRepository, activityService, transact, audit }),
    auditService,
    membersService,
    moderationService,
    viewCounter,
    analyticsService: createAnalyticsService({ analyticsRepository, viewCounter, clock }),
    searchService: createSearchService({ searchRepository: createSearchRepository(db), clock }),
  };
}
export type Services = ReturnType<typeof createServices>;
