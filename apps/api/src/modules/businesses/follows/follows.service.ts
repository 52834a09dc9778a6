import { businessMessages, type FollowResponse } from '@akwaaba/contracts';
import type { Transact, Transaction } from '../../../db/client.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import type { DashboardParams } from '../../dashboard/dashboard.service.ts';
import type { Viewer } from '../../users/viewer.ts';
import { isOwner, type BusinessAccess } from '../businesses.access.ts';
import type { ActivityService } from '../../notifications/activity.service.ts';
import type { BusinessesRepository } from '../businesses.repository.ts';
import type { FollowsRepository } from './follows.repository.ts';

interface Deps {
  followsRepository: FollowsRepository;
  businessesRepository: BusinessesRepository;
  businessAccess: BusinessAccess;
  activityService: Pick<ActivityService, 'record'>;
  transact: Transact;
}

/** Follows and the listing's `followers_count` change together, under the listing's row lock (decision 007). */
export function createFollowsService({
  followsRepository,
  businessesRepository,
  businessAccess,
  activityService,
  transact,
}: Deps) {
  async function change(viewer: NonNullable<Viewer>, businessId: number, follow: boolean): Promise<FollowResponse> {
    const followersCount = await transact(async (tx) => {
      // Following needs a listing the member can see; unfollowing works even once it went back to review.
      const row = follow
        ? await businessAccess.lockedBusiness(tx, businessId, viewer)
        : await businessesRepository.lock(tx, businessId);
      if (!row) throw notFound(businessMessages.notFound);
      if (follow && isOwner(viewer, row)) throw forbidden(businessMessages.cannotFollowOwn);
      const changed = follow
        ? await followsRepository.add(tx, viewer.id, businessId)
        : await followsRepository.remove(tx, viewer.id, businessId);
      if (!changed) return row.business.followersCount;
      // On the member's own feed, as their RSVPs are; a repeated click changed nothing and says nothing.
      await activityService.record(
        tx,
        viewer.id,
        follow ? 'business.followed' : 'business.unfollowed',
        follow ? `You followed “${row.business.name}”.` : `You stopped following “${row.business.name}”.`,
        `/businesses/${businessId}`,
        row.business.userId,
      );
      return businessesRepository.addToFollowers(tx, businessId, follow ? 1 : -1);
    });
    return {
      data: { user_following: follow, followers_count: followersCount },
      message: follow ? businessMessages.followed : businessMessages.unfollowed,
    };
  }

  return {
    follow: (viewer: NonNullable<Viewer>, businessId: number) => change(viewer, businessId, true),
    unfollow: (viewer: NonNullable<Viewer>, businessId: number) => change(viewer, businessId, false),

    /** Account deletion: each followed listing's count drops before the follow rows go with the account. */
    async releaseAllOf(tx: Transaction, userId: number): Promise<undefined> {
      for (const businessId of await followsRepository.businessIdsOf(tx, userId)) {
        await businessesRepository.lock(tx, businessId);
        await businessesRepository.addToFollowers(tx, businessId, -1);
      }
      return undefined;
    },

    /** Dashboard counter: businesses a member follows. */
    counters: ({ userId }: DashboardParams) => ({ businesses_following: followsRepository.followingCount(userId) }),

    /** Download my data: the businesses the member follows. */
    async exportFor({ id }: { id: number }) {
      return { data: { follows: await followsRepository.exportOf(id) } };
    },
  };
}
export type FollowsService = ReturnType<typeof createFollowsService>;
