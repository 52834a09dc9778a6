import { addDays } from '../lib/clock.ts';
import { createPasswordHasher } from '../lib/passwords.ts';
import { randomToken } from '../lib/secrets.ts';
import type { Database } from '../db/client.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import type { Services } from '../services.ts';
import { seedDemoAssociations } from './demo-associations.ts';
import { seedDemoBusinesses } from './demo-businesses.ts';
import { seedDemoContributions } from './demo-contributions.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoGuestRsvps } from './demo-guest-rsvps.ts';
import { seedDemoJobs } from './demo-jobs.ts';
import { DEMO_MEMBERS } from './demo-members.ts';
import { seedDemoNotices } from './demo-notices.ts';

export interface DemoAdmin {
  email: string;
  password: string;
}

/** Every demo member's address is at this domain, which nobody reads. */
export const DEMO_MAIL_DOMAIN = 'akwaaba.demo';
export const DEMO_ADMIN_EMAIL = `admin@${DEMO_MAIL_DOMAIN}`;

/**
 * A living demo community: members of both account types, their events, the business directory, the job board
 * and an admin. Later
 * features add their content here.
 * Answers the demo admin's sign-in, to be printed once: its password is random per install and stored only hashed.
 */
export async function seedDemo({ services, db }: { services: Services; db: Database }): Promise<DemoAdmin> {
  const { activityService } = services;
  const usersRepository = createUsersRepository(db);
  const now = new Date();
  // Demo members never sign in: one random password, hashed once.
  const memberPasswordHash = await createPasswordHasher().hash(randomToken());

  for (const member of DEMO_MEMBERS) {
    const joined = addDays(now, -member.joinedDaysAgo);
    const user = await usersRepository.create({
      name: member.name,
      email: member.email,
      emailVerifiedAt: joined,
      passwordHash: memberPasswordHash,
      userType: member.userType,
      businessName: member.business?.name ?? null,
      businessCategory: member.business?.category ?? null,
      businessDescription: member.business?.description ?? null,
      businessRegistrationNumber: member.business?.registration ?? null,
      isVerifiedBusiness: member.business?.verified ?? false,
      verificationRequestedAt: member.business && !member.business.verified ? addDays(now, -3) : null,
      termsAcceptedAt: joined,
      createdAt: joined,
      // Never signed in since joining: the dormant-account clock starts then (all joined within the last year).
      lastActiveAt: joined,
    });
    await usersRepository.updateProfile(user.id, {
      bio: member.bio,
      location: member.location,
      profession: member.profession ?? null,
    });
    await activityService.record(
      db,
      user.id,
      'account.created',
      'Welcome to Akwaaba! Your account was created.',
      '/profile',
    );
  }

  await seedDemoAssociations(services, db);
  await seedDemoEvents(services, db);
  await seedDemoGuestRsvps(services, db);
  await seedDemoBusinesses(services, db);
  await seedDemoJobs(services, db);
  await seedDemoNotices(services, db);
  // After the notices: the observance is posted in the name of their association.
  await seedDemoContributions(services, db);
  // Approvals, reviews, replies, applications and their status changes told the demo members by mail; their addresses are fictional, so none is sent.
  await services.outbox.discardPendingMailTo(DEMO_MAIL_DOMAIN);

  const admin: DemoAdmin = { email: DEMO_ADMIN_EMAIL, password: `Akwaaba-${randomToken().slice(0, 12)}1` };
  await services.adminService.ensureAdmin(admin.email, admin.password);
  return admin;
}
