import { businessMessages, DETAIL_VOUCHES, type Vouch, type VouchResponse } from '@akwaaba/contracts';
import type { Database, Transact, Transaction } from '../../../db/client.ts';
import { AppError, forbidden, notFound } from '../../../lib/errors.ts';
import { isConfirmedMember } from '../../users/confirmed-member.ts';
import type { UserRow } from '../../users/users.table.ts';
import type { Viewer } from '../../users/viewer.ts';
import { isOwner, type BusinessAccess } from '../businesses.access.ts';
import type { BusinessesRepository } from '../businesses.repository.ts';
import type { ActivityService } from '../../notifications/activity.service.ts';
import type { VouchesRepository } from './vouches.repository.ts';

interface Deps {
  vouchesRepository: VouchesRepository;
  businessesRepository: BusinessesRepository;
  businessAccess: BusinessAccess;
  activityService: Pick<ActivityService, 'record'>;
  transact: Transact;
  db: Database;
}

/**
 * Vouches: a confirmed member who has used a business says so once, in a few words, and may take it back. The vouch
 * rows and the listing's `vouches_count` change together under the listing's row lock (decision 007), and an erased
 * account's vouches are taken off the counts before its rows go (decision 032).
 */
export function createVouchesService({
  vouchesRepository,
  businessesRepository,
  businessAccess,
  activityService,
  transact,
  db,
}: Deps) {
  async function newest(executor: Database | Transaction, businessId: number): Promise<Vouch[]> {
    const rows = await vouchesRepository.newest(executor, businessId, DETAIL_VOUCHES);
    return rows.map((row) => ({
      user: { id: row.userId, name: row.name },
      note: row.note,
      created_at: row.createdAt.toISOString(),
    }));
  }

  return {
    /** What the listing's page shows of its vouches, and whether the caller vouched. */
    async forDetail(businessId: number, viewer: Viewer) {
      const [vouches, vouched] = await Promise.all([
        newest(db, businessId),
        viewer ? vouchesRepository.has(db, viewer.id, businessId) : false,
      ]);
      return { vouches, vouched };
    },

    async vouch(member: UserRow, businessId: number, note: string): Promise<VouchResponse> {
      const data = await transact(async (tx) => {
        const row = await businessAccess.lockedBusiness(tx, businessId, member);
        if (isOwner(member, row)) throw forbidden(businessMessages.cannotVouchOwn);
        if (!isConfirmedMember(member)) throw forbidden(businessMessages.confirmToVouch);
        if (!(await vouchesRepository.add(tx, member.id, businessId, note))) {
          throw new AppError('business.already_vouched', 409, businessMessages.alreadyVouched);
        }
        await activityService.record(
          tx,
          member.id,
          'business.vouched',
          `You vouched for “${row.business.name}”.`,
          `/businesses/${businessId}`,
          row.business.userId,
        );
        const vouchesCount = await businessesRepository.addToVouches(tx, businessId, 1);
        return { vouches_count: vouchesCount, vouches: await newest(tx, businessId), user_vouched: true };
      });
      return { data, message: businessMessages.vouched };
    },

    /** Taking a vouch back works even once the listing went back to review; a second withdrawal changes nothing. */
    async unvouch(member: NonNullable<Viewer>, businessId: number): Promise<VouchResponse> {
      const data = await transact(async (tx) => {
        const row = await businessesRepository.lock(tx, businessId);
        if (!row) throw notFound(businessMessages.notFound);
        const removed = await vouchesRepository.remove(tx, member.id, businessId);
        const vouchesCount = removed
          ? await businessesRepository.addToVouches(tx, businessId, -1)
          : row.business.vouchesCount;
        return { vouches_count: vouchesCount, vouches: await newest(tx, businessId), user_vouched: false };
      });
      return { data, message: businessMessages.unvouched };
    },

    /** Account deletion: each vouched listing's count drops before the vouch rows go with the account. */
    async releaseAllOf(tx: Transaction, userId: number): Promise<undefined> {
      for (const businessId of await vouchesRepository.businessIdsOf(tx, userId)) {
        await businessesRepository.lock(tx, businessId);
        await businessesRepository.addToVouches(tx, businessId, -1);
      }
      return undefined;
    },

    /** Download my data: the businesses the member vouched for, with their words. */
    async exportFor({ id }: { id: number }) {
      return { data: { vouches: await vouchesRepository.exportOf(id) } };
    },
  };
}
export type VouchesService = ReturnType<typeof createVouchesService>;
