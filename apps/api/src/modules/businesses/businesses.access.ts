import { businessMessages } from '@akwaaba/contracts';
import type { Transaction } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../users/viewer.ts';
import type { BusinessesRepository, BusinessWithRefs } from './businesses.repository.ts';

export const isOwner = (viewer: Viewer, row: BusinessWithRefs) => viewer !== null && viewer.id === row.business.userId;
export const canManage = (viewer: Viewer, row: BusinessWithRefs) => isOwner(viewer, row) || viewer?.isAdmin === true;
/** Approved listings are for everyone; pending and rejected ones only for their owner and admins. */
export const canView = (viewer: Viewer, row: BusinessWithRefs) =>
  row.business.status === 'approved' || canManage(viewer, row);

/** Who may see and change a listing: shared by the listing, its reviews and its followers. */
export function createBusinessAccess(businessesRepository: BusinessesRepository) {
  async function visibleBusiness(id: number, viewer: Viewer): Promise<BusinessWithRefs> {
    const row = await businessesRepository.findById(id);
    if (!row || !canView(viewer, row)) throw notFound(businessMessages.notFound);
    return row;
  }

  return {
    visibleBusiness,
    /**
     * The listing inside a write, its row locked so changes to its counters take turns (decision 007); the same
     * 404 as visibleBusiness when the viewer cannot see it, read once under the lock rather than before it.
     */
    async lockedBusiness(tx: Transaction, id: number, viewer: Viewer): Promise<BusinessWithRefs> {
      const row = await businessesRepository.lock(tx, id);
      if (!row || !canView(viewer, row)) throw notFound(businessMessages.notFound);
      return row;
    },
    /** The listing, for its owner or an admin: 404 when the viewer cannot see it, 403 when they only see it. */
    async managedBusiness(id: number, viewer: Viewer): Promise<BusinessWithRefs> {
      const row = await visibleBusiness(id, viewer);
      if (!canManage(viewer, row)) throw forbidden();
      return row;
    },
  };
}
export type BusinessAccess = ReturnType<typeof createBusinessAccess>;
