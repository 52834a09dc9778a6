import { associationMessages } from '@akwaaba/contracts';
import type { Executor, Transaction } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../users/viewer.ts';
import type { AssociationsRepository, AssociationWithOwner } from './associations.repository.ts';

type Membership = Awaited<ReturnType<AssociationsRepository['membership']>>;

export const isOwner = (viewer: Viewer, row: AssociationWithOwner) =>
  viewer !== null && viewer.id === row.association.userId;
const isLeader = (membership: Membership) => membership?.role === 'leader';
/** Its leaders, whoever registered it and admins change an association and its members. */
export const canManage = (viewer: Viewer, row: AssociationWithOwner, membership: Membership) =>
  isOwner(viewer, row) || isLeader(membership) || viewer?.isAdmin === true;
/** Approved associations are for everyone; the rest for those who manage them. */
export const canView = (viewer: Viewer, row: AssociationWithOwner, membership: Membership) =>
  row.association.status === 'approved' || canManage(viewer, row, membership);

/** Who may see and change an association: shared by the association, its members and its events. */
export function createAssociationAccess(associationsRepository: AssociationsRepository) {
  async function read(id: number, viewer: Viewer, executor?: Executor) {
    const row = await associationsRepository.findById(id, executor);
    const membership = row && viewer ? await associationsRepository.membership(id, viewer.id, executor) : null;
    if (!row || !canView(viewer, row, membership)) throw notFound(associationMessages.notFound);
    return { row, membership };
  }

  return {
    /** The association and the viewer's place in it; 404 when they may not see it. */
    visible: (id: number, viewer: Viewer) => read(id, viewer),
    /** The same, for those who manage it: 403 when the viewer only sees it. */
    async managed(id: number, viewer: Viewer) {
      const found = await read(id, viewer);
      if (!canManage(viewer, found.row, found.membership)) throw forbidden(associationMessages.onlyLeaders);
      return found;
    },
    /** The association inside a write, its row locked first so membership changes take turns (decision 007). */
    async locked(tx: Transaction, id: number, viewer: Viewer) {
      const row = await associationsRepository.lock(tx, id);
      const membership = row && viewer ? await associationsRepository.membership(id, viewer.id, tx) : null;
      if (!row || !canView(viewer, row, membership)) throw notFound(associationMessages.notFound);
      return { row, membership };
    },
    /** Whether a member leads an association. */
    async leads(associationId: number, userId: number): Promise<boolean> {
      const membership = await associationsRepository.membership(associationId, userId);
      return isLeader(membership);
    },
    /**
     * A listed association `viewer` leads (or any listed one for an admin): they may post events and notices in its
     * name. Null otherwise.
     */
    async postingAs(associationId: number, viewer: NonNullable<Viewer>): Promise<{ verified: boolean } | null> {
      const row = await associationsRepository.findById(associationId);
      if (row?.association.status !== 'approved') return null;
      if (!viewer.isAdmin && !isLeader(await associationsRepository.membership(associationId, viewer.id))) return null;
      return { verified: row.association.isVerified };
    },
    /** An association's id and name while it is listed, for the pages of what is posted in its name. */
    async listedRef(associationId: number): Promise<{ id: number; name: string } | null> {
      const row = await associationsRepository.findById(associationId);
      return row?.association.status === 'approved' ? { id: row.association.id, name: row.association.name } : null;
    },
  };
}
export type AssociationAccess = ReturnType<typeof createAssociationAccess>;
