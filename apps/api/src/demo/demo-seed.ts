import fs from 'node:fs/promises';
import path from 'node:path';
import { addDays } from '../lib/clock.ts';
import { hashPassword } from '../lib/passwords.ts';
import { randomToken } from '../lib/secrets.ts';
import type { Services } from '../services.ts';
import { seedDemoEvents } from './demo-events.ts';
import { DEMO_MEMBERS } from './demo-members.ts';

export interface DemoAdmin {
  email: string;
  password: string;
}

const DEMO_ADMIN_EMAIL = 'admin@akwaaba.demo';
const demoAdminFile = (dataDir: string) => path.join(dataDir, 'demo-admin.json');

/** The demo admin's sign-in, printed at start; its password is random per install, never a shared default. */
export async function readDemoAdmin(dataDir: string): Promise<DemoAdmin | null> {
  try {
    return JSON.parse(await fs.readFile(demoAdminFile(dataDir), 'utf8')) as DemoAdmin;
  } catch {
    return null;
  }
}

/** A living demo community: members of both account types, their events and an admin. Later features add their content here. */
export async function seedDemo({ services, dataDir }: { services: Services; dataDir: string }): Promise<void> {
  const { usersRepository, activityService } = services;
  const now = new Date();
  // Demo members never sign in: one random password, hashed once.
  const memberPasswordHash = await hashPassword(randomToken());

  for (const member of DEMO_MEMBERS) {
    const joined = addDays(now, -member.joinedDaysAgo);
    const user = await usersRepository.create({
      name: member.name,
      email: member.email,
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
    });
    await usersRepository.updateProfile(user.id, {
      bio: member.bio,
      location: member.location,
      profession: member.profession ?? null,
    });
    await activityService.record(
      user.id,
      'account.created',
      'Welcome to Akwaaba! Your account was created.',
      '/profile',
    );
  }

  await seedDemoEvents(services);

  const admin: DemoAdmin = { email: DEMO_ADMIN_EMAIL, password: `Akwaaba-${randomToken().slice(0, 12)}1` };
  await services.adminService.ensureAdmin(admin.email, admin.password);
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(demoAdminFile(dataDir), JSON.stringify(admin), { mode: 0o600 });
}
