import {
  businessMessages,
  pageMeta,
  pageOffset,
  type ListResponse,
  type MyBusiness,
  type PendingBusiness,
} from '@akwaaba/contracts';
import type { Transact } from '../../../db/client.ts';
import type { Audit } from '../../../lib/audit.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError, forbidden, notFound } from '../../../lib/errors.ts';
import { approvalDecision } from '../../listings/approval-decision.ts';
import type { ActivityService } from '../../notifications/activity.service.ts';
import { toMyBusiness, toPendingBusiness } from '../businesses.mappers.ts';
import type { BusinessesRepository } from '../businesses.repository.ts';

interface Deps {
  businessesRepository: BusinessesRepository;
  activityService: ActivityService;
  transact: Transact;
  clock: Clock;
  /** The directory counts its totals afresh once a listing is published, withdrawn or (un)verified. */
  listChanged(): void;
  /** The admin audit trail, written in the decision's transaction. */
  audit: Audit;
}

/** Business approval and the verified badge (docs/rules/approval.md): the admin decides, the owner is told. */
export function createBusinessApprovalService({
  businessesRepository,
  activityService,
  transact,
  clock,
  listChanged,
  audit,
}: Deps) {
  async function existing(id: number) {
    const row = await businessesRepository.findById(id);
    if (!row) throw notFound(businessMessages.notFound);
    return row;
  }

  const decideListing = approvalDecision(
    { activityService, transact, audit, listChanged },
    {
      type: 'business',
      find: (id) => businessesRepository.findById(id),
      missing: businessMessages.notFound,
      facts: (row) => ({ ownerId: row.owner.id, title: row.business.name, status: row.business.status }),
      record: (tx, id, status, rejectionReason) =>
        businessesRepository.update(tx, id, {
          status,
          rejectionReason,
          ...(status === 'approved' ? { approvedAt: clock.now() } : {}),
        }),
      told: {
        approved: {
          subject: 'Your business is listed',
          text: (name) => `Your business “${name}” was approved and is now in the directory.`,
        },
        rejected: {
          subject: 'Your business listing was not approved',
          text: (name) => `Your business “${name}” was not approved`,
        },
      },
    },
  );

  async function current(id: number): Promise<MyBusiness> {
    return toMyBusiness((await businessesRepository.findById(id))!);
  }

  return {
    async pending(page: number, perPage: number): Promise<ListResponse<PendingBusiness>> {
      const { rows, total } = await businessesRepository.listPending(perPage, pageOffset(page, perPage));
      return { data: rows.map(toPendingBusiness), ...pageMeta(page, perPage, total, rows.length) };
    },

    /** Answers the listing as its owner now sees it. */
    async decide(
      id: number,
      decision: 'approved' | 'rejected',
      reason: string | null,
      adminId?: number,
    ): Promise<MyBusiness> {
      await decideListing(id, decision, reason, adminId);
      return current(id);
    },

    /** The listing's verified badge: an admin checked that the business is who it says it is. */
    async setVerified(id: number, isVerified: boolean): Promise<MyBusiness> {
      const row = await existing(id);
      await transact(async (tx) => {
        await businessesRepository.update(tx, id, { isVerified });
        if (isVerified && !row.business.isVerified) {
          await activityService.notify(tx, row.owner.id, {
            type: 'business.verified',
            subject: 'Your business is verified',
            text: `“${row.business.name}” now shows the verified badge in the directory.`,
            link: `/businesses/${id}`,
          });
        }
      });
      listChanged();
      return current(id);
    },

    /** The owner asks for the 'Ghanaian-owned' mark: once, until an admin decides (409 meanwhile and once given). */
    async applyGhanaianOwned(ownerId: number, id: number): Promise<void> {
      const row = await existing(id);
      if (row.business.userId !== ownerId) throw forbidden();
      if (row.business.ghanaianOwned !== 'none') {
        throw new AppError('business.ghanaian_owned_asked', 409, businessMessages.ghanaianOwnedAlready);
      }
      await transact((tx) =>
        businessesRepository.update(tx, id, { ghanaianOwned: 'requested', ghanaianOwnedRequestedAt: clock.now() }),
      );
    },

    async ghanaianOwnedRequests(page: number, perPage: number): Promise<ListResponse<PendingBusiness>> {
      const { rows, total } = await businessesRepository.listGhanaianOwnedRequests(perPage, pageOffset(page, perPage));
      return { data: rows.map(toPendingBusiness), ...pageMeta(page, perPage, total, rows.length) };
    },

    /** An admin gives the mark (the owner is told) or takes it away, which also declines an open request. */
    async setGhanaianOwned(id: number, ghanaianOwned: boolean): Promise<MyBusiness> {
      await transact(async (tx) => {
        // Read under the row's lock: two admins deciding at once tell the owner once.
        const row = await businessesRepository.lock(tx, id);
        if (!row) throw notFound(businessMessages.notFound);
        await businessesRepository.update(tx, id, {
          ghanaianOwned: ghanaianOwned ? 'confirmed' : 'none',
          ghanaianOwnedRequestedAt: null,
        });
        if (ghanaianOwned && row.business.ghanaianOwned !== 'confirmed') {
          await activityService.notify(tx, row.owner.id, {
            type: 'business.ghanaian_owned',
            subject: 'Your business shows the Ghanaian-owned mark',
            text: `“${row.business.name}” now shows the Ghanaian-owned mark in the directory.`,
            link: `/businesses/${id}`,
          });
        }
      });
      listChanged();
      return current(id);
    },
  };
}
export type BusinessApprovalService = ReturnType<typeof createBusinessApprovalService>;
