import {
  associationMessages,
  pageMeta,
  pageOffset,
  type AssociationDetail,
  type ListResponse,
  type PendingAssociation,
} from '@akwaaba/contracts';
import type { Transact } from '../../../db/client.ts';
import type { Audit } from '../../../lib/audit.ts';
import type { Clock } from '../../../lib/clock.ts';
import { notFound } from '../../../lib/errors.ts';
import { approvalDecision } from '../../listings/approval-decision.ts';
import type { ActivityService } from '../../notifications/activity.service.ts';
import type { Viewer } from '../../users/viewer.ts';
import { toPendingAssociation } from '../associations.mappers.ts';
import type { AssociationsRepository } from '../associations.repository.ts';

interface Deps {
  associationsRepository: AssociationsRepository;
  activityService: ActivityService;
  transact: Transact;
  clock: Clock;
  audit: Audit;
  /** The association as an admin now sees it, for the verified badge's answer. */
  detail(id: number, viewer: Viewer): Promise<AssociationDetail>;
}

/** Association approval and the verified badge (docs/rules/approval.md): the admin decides, the creator is told. */
export function createAssociationApprovalService(deps: Deps) {
  const { associationsRepository: repository, activityService, transact, clock } = deps;

  const decideListing = approvalDecision(
    { activityService, transact, audit: deps.audit, listChanged: () => undefined },
    {
      type: 'association',
      find: (id) => repository.findById(id),
      missing: associationMessages.notFound,
      facts: (row) => ({ ownerId: row.owner.id, title: row.association.name, status: row.association.status }),
      record: (tx, id, status, rejectionReason) =>
        repository.update(tx, id, {
          status,
          rejectionReason,
          ...(status === 'approved' ? { approvedAt: clock.now() } : {}),
        }),
      told: {
        approved: {
          subject: 'Your association is listed',
          text: (name) => `Your association “${name}” was approved: members can now find and join it.`,
        },
        rejected: {
          subject: 'Your association was not approved',
          text: (name) => `Your association “${name}” was not approved`,
        },
      },
    },
  );

  return {
    async pending(page: number, perPage: number): Promise<ListResponse<PendingAssociation>> {
      const { rows, total } = await repository.listPending(perPage, pageOffset(page, perPage));
      return { data: rows.map(toPendingAssociation), ...pageMeta(page, perPage, total, rows.length) };
    },

    /** A bare message answers a decision. */
    async decide(id: number, decision: 'approved' | 'rejected', reason: string | null, adminId?: number) {
      await decideListing(id, decision, reason, adminId);
      return undefined;
    },

    /** The verified badge: an admin checked that the association is who it says it is. */
    async setVerified(admin: NonNullable<Viewer>, id: number, isVerified: boolean): Promise<AssociationDetail> {
      const row = await repository.findById(id);
      if (!row) throw notFound(associationMessages.notFound);
      await transact(async (tx) => {
        await repository.update(tx, id, { isVerified });
        if (isVerified && !row.association.isVerified) {
          await activityService.notify(tx, row.owner.id, {
            type: 'association.verified',
            subject: 'Your association is verified',
            text: `“${row.association.name}” now shows the verified badge.`,
            link: `/associations/${id}`,
          });
        }
      });
      return deps.detail(id, admin);
    },
  };
}
export type AssociationApprovalService = ReturnType<typeof createAssociationApprovalService>;
