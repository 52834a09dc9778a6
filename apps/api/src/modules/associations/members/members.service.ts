import {
  associationMessages,
  pageMeta,
  pageOffset,
  type AssociationMember,
  type AssociationMemberChange,
  type AssociationMemberStatus,
  type ListResponse,
  type MembershipResponse,
} from '@akwaaba/contracts';
import type { Transact, Transaction } from '../../../db/client.ts';
import { AppError, forbidden, notFound } from '../../../lib/errors.ts';
import type { ActivityService } from '../../notifications/activity.service.ts';
import { isConfirmedMember } from '../../users/confirmed-member.ts';
import type { UserRow } from '../../users/users.table.ts';
import type { Viewer } from '../../users/viewer.ts';
import { canManage, type AssociationAccess } from '../associations.access.ts';
import { toAssociationMember } from '../associations.mappers.ts';
import type { AssociationsRepository } from '../associations.repository.ts';

interface Deps {
  associationsRepository: AssociationsRepository;
  associationAccess: AssociationAccess;
  activityService: ActivityService;
  transact: Transact;
}

const lastLeader = () => new AppError('association.last_leader', 409, associationMessages.lastLeader);

/**
 * Membership of an association (decision 035): members join an open association at once or ask a leader; leaders let
 * them in, make them leaders, title them and remove them. The active-member count moves with its rows under the
 * association's row lock (decision 007), and an association always keeps a leader.
 */
export function createAssociationMembersService({
  associationsRepository: repository,
  associationAccess,
  activityService,
  transact,
}: Deps) {
  /** The association locked for a leader's change, and the member it is about. */
  async function leadersChange(tx: Transaction, viewer: NonNullable<Viewer>, id: number, userId: number) {
    const { row, membership } = await associationAccess.locked(tx, id, viewer);
    if (!canManage(viewer, row, membership)) throw forbidden(associationMessages.onlyLeaders);
    const member = await repository.member(tx, id, userId);
    if (!member) throw notFound(associationMessages.memberNotFound);
    return { row, member };
  }

  return {
    async join(member: UserRow, id: number): Promise<MembershipResponse> {
      if (!isConfirmedMember(member)) throw forbidden(associationMessages.confirmToJoin);
      return transact(async (tx) => {
        const { row, membership } = await associationAccess.locked(tx, id, member);
        if (row.association.status !== 'approved') throw forbidden(associationMessages.notApproved);
        if (membership) throw new AppError('association.member', 409, associationMessages.alreadyMember);
        const status: AssociationMemberStatus = row.association.membership === 'open' ? 'active' : 'pending';
        await repository.addMember(tx, { associationId: id, userId: member.id, status, role: 'member' });
        const membersCount =
          status === 'active' ? await repository.addToCount(tx, id, 1) : row.association.membersCount;
        if (status === 'pending') {
          await activityService.record(
            tx,
            row.association.userId,
            'association.join_requested',
            `${member.name} asked to join “${row.association.name}”.`,
            `/associations/${id}`,
          );
        }
        return {
          data: { membership: { status, role: 'member' as const }, members_count: membersCount },
          message: status === 'active' ? associationMessages.joined : associationMessages.joinRequested,
        };
      });
    },

    /** Leaves, or withdraws a request; the last leader must hand over first. */
    async leave(member: NonNullable<Viewer>, id: number): Promise<MembershipResponse> {
      return transact(async (tx) => {
        const { row, membership } = await associationAccess.locked(tx, id, member);
        if (!membership) throw new AppError('association.not_member', 409, associationMessages.notMember);
        if (membership.role === 'leader' && (await repository.otherLeaders(tx, id, member.id)) === 0) {
          throw lastLeader();
        }
        await repository.removeMember(tx, id, member.id);
        const membersCount =
          membership.status === 'active' ? await repository.addToCount(tx, id, -1) : row.association.membersCount;
        return { data: { membership: null, members_count: membersCount }, message: associationMessages.left };
      });
    },

    async list(
      viewer: NonNullable<Viewer>,
      id: number,
      query: { page: number; per_page: number; status?: AssociationMemberStatus },
    ): Promise<ListResponse<AssociationMember>> {
      await associationAccess.managed(id, viewer);
      const { rows, total } = await repository.members(
        id,
        query.status,
        query.per_page,
        pageOffset(query.page, query.per_page),
      );
      return {
        data: rows.map(toAssociationMember),
        ...pageMeta(query.page, query.per_page, total, rows.length),
      };
    },

    /** Lets a member in, makes them a leader or a member again, or titles them. */
    async change(
      viewer: NonNullable<Viewer>,
      id: number,
      userId: number,
      change: { status?: 'active'; role?: AssociationMemberChange['role']; title?: string | null },
    ): Promise<AssociationMember> {
      return transact(async (tx) => {
        const { row, member } = await leadersChange(tx, viewer, id, userId);
        const becomesActive = change.status === 'active' && member.status === 'pending';
        if (change.role === 'leader' && member.status === 'pending' && !becomesActive) {
          throw new AppError('association.pending_leader', 409, associationMessages.updateFailed);
        }
        if (
          change.role === 'member' &&
          member.role === 'leader' &&
          (await repository.otherLeaders(tx, id, userId)) === 0
        ) {
          throw lastLeader();
        }
        const role = change.role ?? member.role;
        await repository.changeMember(tx, id, userId, {
          ...(becomesActive ? { status: 'active' as const } : {}),
          role,
          // A title is a leader's: a member made a member again loses theirs.
          title: role === 'member' ? null : change.title === undefined ? member.title : change.title,
        });
        if (becomesActive) {
          await repository.addToCount(tx, id, 1);
          await activityService.record(
            tx,
            userId,
            'association.joined',
            `You are now a member of “${row.association.name}”.`,
            `/associations/${id}`,
          );
        }
        return toAssociationMember((await repository.member(tx, id, userId))!);
      });
    },

    /** Removes a member or declines a request; never the last leader. */
    async remove(viewer: NonNullable<Viewer>, id: number, userId: number): Promise<void> {
      await transact(async (tx) => {
        const { member } = await leadersChange(tx, viewer, id, userId);
        if (member.role === 'leader' && (await repository.otherLeaders(tx, id, userId)) === 0) throw lastLeader();
        await repository.removeMember(tx, id, userId);
        if (member.status === 'active') await repository.addToCount(tx, id, -1);
      });
    },
  };
}
export type AssociationMembersService = ReturnType<typeof createAssociationMembersService>;
