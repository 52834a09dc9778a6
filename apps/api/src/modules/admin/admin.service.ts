import type { AdminStats } from '@akwaaba/contracts';
import { addDays, type Clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { UsersRepository } from '../users/users.repository.ts';

export function createAdminService({ usersRepository, clock }: { usersRepository: UsersRepository; clock: Clock }) {
  return {
    async stats(): Promise<AdminStats> {
      const stats = await usersRepository.stats(addDays(clock.now(), -7));
      return {
        members: stats.members,
        individual_members: stats.individual,
        business_members: stats.business,
        admins: stats.admins,
        new_members_this_week: stats.recent,
        verification_requests: stats.verificationRequests,
      };
    },

    /** Makes an existing member an admin; false when no member has that email. */
    async promote(email: string): Promise<boolean> {
      const user = await usersRepository.findByEmail(email.toLowerCase());
      if (!user) return false;
      await usersRepository.update(user.id, { isAdmin: true });
      return true;
    },

    /** ADMIN_EMAIL + ADMIN_PASSWORD at start: creates that admin, or promotes the member and sets the password. */
    async ensureAdmin(email: string, password: string): Promise<'created' | 'promoted'> {
      const normalized = email.toLowerCase();
      const passwordHash = await hashPassword(password);
      const existing = await usersRepository.findByEmail(normalized);
      if (existing) {
        await usersRepository.update(existing.id, { isAdmin: true, passwordHash });
        return 'promoted';
      }
      await usersRepository.create({
        name: 'Administrator',
        email: normalized,
        passwordHash,
        isAdmin: true,
        termsAcceptedAt: clock.now(),
      });
      return 'created';
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
