import { eventMessages } from '@akwaaba/contracts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../users/viewer.ts';
import type { EventsRepository, EventWithRefs } from './events.repository.ts';

export const isOwner = (viewer: Viewer, row: EventWithRefs) => viewer !== null && viewer.id === row.event.userId;
export const canManage = (viewer: Viewer, row: EventWithRefs) => isOwner(viewer, row) || viewer?.isAdmin === true;
/**
 * Who keeps a life event's contributions ledger (decision 033): the one rule for opening it, seeing every pledge,
 * recording receipts, the proofs and the CSV: its organiser and admins, and (checked by the contributions service,
 * which asks the associations) the leaders of the association it is posted in the name of (decision 035).
 */
export const canManageContributions = (viewer: Viewer, row: EventWithRefs) => canManage(viewer, row);
/** Approved public events are for everyone; the rest only for their owner and admins. */
export const canView = (viewer: Viewer, row: EventWithRefs) =>
  (row.event.status === 'approved' && row.event.isPublic) || canManage(viewer, row);

/** Who may see and change an event: shared by events, RSVPs and approval. */
export function createEventAccess(eventsRepository: EventsRepository) {
  async function visibleEvent(id: number, viewer: Viewer): Promise<EventWithRefs> {
    const row = await eventsRepository.findById(id);
    if (!row || !canView(viewer, row)) throw notFound(eventMessages.notFound);
    return row;
  }

  return {
    find: (id: number) => eventsRepository.findById(id),
    visibleEvent,
    /** The event, for its owner or an admin: 404 when the viewer cannot see it, 403 when they only see it. */
    async managedEvent(id: number, viewer: Viewer): Promise<EventWithRefs> {
      const row = await visibleEvent(id, viewer);
      if (!canManage(viewer, row)) throw forbidden();
      return row;
    },
  };
}
export type EventAccess = ReturnType<typeof createEventAccess>;
