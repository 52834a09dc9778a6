import {
  pageMeta,
  pageOffset,
  verificationMessages,
  type ListResponse,
  type VerificationRequest,
} from '@akwaaba/contracts';
import type { Transact } from '../../db/client.ts';
import type { Audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import type { ActivityService } from '../notifications/activity.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';

interface Deps {
  usersRepository: UsersRepository;
  activityService: ActivityService;
  transact: Transact;
  audit: Audit;
}

/** The verified-business badge: business accounts ask for it from their profile (with a registration number), admins decide. */
export function createVerificationService({ usersRepository, activityService, transact, audit }: Deps) {
  return {
    async verificationRequests(page: number, perPage: number): Promise<ListResponse<VerificationRequest>> {
      const { rows, total } = await usersRepository.verificationRequests(perPage, pageOffset(page, perPage));
      return {
        data: rows.map((row) => ({
          user_id: row.id,
          name: row.name,
          email: row.email,
          business_name: row.businessName,
          business_category: row.businessCategory,
          business_registration_number: row.businessRegistrationNumber,
          requested_at: row.requestedAt!.toISOString(),
          approved_listings: row.approvedListings,
        })),
        ...pageMeta(page, perPage, total, rows.length),
      };
    },

    /** The admin's answer to a request for the verified-business badge; the member is told either way. */
    async decideVerification(userId: number, decision: 'grant' | 'refuse', adminId: number): Promise<void> {
      const user = await usersRepository.findById(userId);
      if (!user || user.isVerifiedBusiness || !user.verificationRequestedAt) {
        throw notFound(verificationMessages.notFound);
      }
      const granted = decision === 'grant';
      await transact(async (tx) => {
        await usersRepository.update(
          userId,
          granted ? { isVerifiedBusiness: true, verificationRequestedAt: null } : { verificationRequestedAt: null },
          tx,
        );
        await activityService.notify(tx, userId, {
          type: granted ? 'verification.granted' : 'verification.refused',
          subject: granted ? 'Your business is verified' : 'Your verification request',
          text: granted
            ? 'An admin verified your business: your profile and listings now show the Verified Business badge.'
            : 'An admin could not verify your business from the details given. Check your registration number and business details, then request verification again.',
          link: '/profile',
        });
        await audit(tx, {
          adminId,
          action: granted ? 'verification.grant' : 'verification.refuse',
          targetType: 'user',
          targetId: userId,
        });
      });
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
