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
import { notFound } from '../../../lib/errors.ts';
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
  };
}
export type BusinessApprovalService = ReturnType<typeof createBusinessApprovalService>;
