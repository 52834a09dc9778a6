import type { AdminStats } from '@akwaaba/contracts';
import { addDays, type Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { UsersRepository } from '../users/users.repository.ts';

interface Deps {
  usersRepository: UsersRepository;
  clock: Clock;
  passwords: PasswordHasher;
  /** The contact inbox's count (the contact feature's): the dashboard shows what waits there. */
  openContactMessages: () => Promise<number>;
  /** The moderation queue's count (the moderation feature's). */
  openReports: () => Promise<number>;
}

export function createAdminService({ usersRepository, clock, passwords, openContactMessages, openReports }: Deps) {
  return {
    async stats(): Promise<AdminStats> {
      const [stats, openMessages, reports] = await Promise.all([
        usersRepository.stats(addDays(clock.now(), -7)),
        openContactMessages(),
        openReports(),
      ]);
      return {
        members: stats.members,
        individual_members: stats.individual,
        business_members: stats.business,
        admins: stats.admins,
        new_members_this_week: stats.recent,
        verification_requests: stats.verificationRequests,
        open_contact_messages: openMessages,
        open_reports: reports,
      };
    },

    /** Makes an existing member an admin; false when no member has that email. */
    async promote(email: string): Promise<boolean> {
      const user = await usersRepository.findByEmail(email.toLowerCase());
      if (!user) return false;
      await usersRepository.update(user.id, { isAdmin: true });
      return true;
    },

    /**
     * ADMIN_EMAIL + ADMIN_PASSWORD at start: creates that admin, or makes the member with that
     * email an admin with that password. Whoever registered the address first may hold a session:
     * 'promoted' and 'password_set' tell the caller to end them; 'unchanged' leaves a restart harmless.
     */
    async ensureAdmin(
      email: string,
      password: string,
    ): Promise<{ outcome: 'created' | 'promoted' | 'password_set' | 'unchanged'; userId: number }> {
      const normalized = email.toLowerCase();
      const existing = await usersRepository.findByEmail(normalized);
      if (existing) {
        if (existing.isAdmin && (await passwords.verify(existing.passwordHash, password))) {
          return { outcome: 'unchanged', userId: existing.id };
        }
        // The operator who names the address vouches for it.
        await usersRepository.update(existing.id, {
          isAdmin: true,
          passwordHash: await passwords.hash(password),
          emailVerifiedAt: existing.emailVerifiedAt ?? clock.now(),
        });
        return { outcome: existing.isAdmin ? 'password_set' : 'promoted', userId: existing.id };
      }
      const passwordHash = await passwords.hash(password);
      const created = await usersRepository.create({
        name: 'Administrator',
        email: normalized,
        emailVerifiedAt: clock.now(),
        passwordHash,
        isAdmin: true,
        termsAcceptedAt: clock.now(),
      });
      return { outcome: 'created', userId: created.id };
    },

    /** Grants the verified-business badge (the verification queue and the demo seed). */
    async verifyBusiness(userId: number): Promise<void> {
      await usersRepository.update(userId, { isVerifiedBusiness: true, verificationRequestedAt: null });
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
