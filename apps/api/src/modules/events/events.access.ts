import { eventMessages, type HostRole } from '@akwaaba/contracts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../users/viewer.ts';
import type { EventsRepository, EventWithRefs } from './events.repository.ts';

export const isOwner = (viewer: Viewer, row: EventWithRefs) => viewer !== null && viewer.id === row.event.userId;
/**
 * The organiser and admins: the only ones who delete an event and choose its co-hosts (decision 040). Co-hosts manage
 * it too, which only `createEventAccess` can tell (it reads the co-hosts).
 */
export const canManage = (viewer: Viewer, row: EventWithRefs) => isOwner(viewer, row) || viewer?.isAdmin === true;
/** Approved public events are for everyone; the rest only for their owner and admins (and, through access, co-hosts). */
export const canView = (viewer: Viewer, row: EventWithRefs) =>
  (row.event.status === 'approved' && row.event.isPublic) || canManage(viewer, row);

/** What the access rule asks of co-hosts and associations: whether a member co-hosts an event. */
export interface EventTeam {
  /** The organiser added the member as a co-host. */
  isCohost(eventId: number, userId: number): Promise<boolean>;
  /** The member leads the association (an event posted in its name is co-hosted by its leaders, decision 035). */
  leads(associationId: number, userId: number): Promise<boolean>;
}

/** An event with the caller's part in running it. */
export type ManagedEvent = EventWithRefs & { role: HostRole };

/**
 * Who may see and change an event, the one rule every path asks (events, RSVPs, guests, contributions, co-hosts, the
 * log, reminders): the organiser and admins do everything; co-hosts (decision 040) see the event whatever its status
 * and manage it (edit, RSVPs and guests, the attendee list, contributions, the log) but neither delete it nor change
 * its co-hosts.
 */
export function createEventAccess(eventsRepository: EventsRepository, team: EventTeam) {
  /** The caller's part in running the event, or null. A co-host's is read afresh on every call: removal ends it at once. */
  async function roleOf(viewer: Viewer, row: EventWithRefs): Promise<HostRole | null> {
    if (viewer === null) return null;
    if (isOwner(viewer, row)) return 'organiser';
    if (viewer.isAdmin) return 'admin';
    if (await team.isCohost(row.event.id, viewer.id)) return 'cohost';
    const associationId = row.event.associationId;
    if (associationId !== null && (await team.leads(associationId, viewer.id))) return 'cohost';
    return null;
  }

  async function visibleEvent(id: number, viewer: Viewer): Promise<EventWithRefs> {
    const row = await eventsRepository.findById(id);
    if (!row || !(canView(viewer, row) || (await roleOf(viewer, row)) !== null)) {
      throw notFound(eventMessages.notFound);
    }
    return row;
  }

  return {
    find: (id: number) => eventsRepository.findById(id),
    roleOf,
    visibleEvent,
    /**
     * The event, for its organiser, a co-host or an admin: 404 when the viewer cannot see it, 403 when they only see
     * it. Answers the caller's role with it.
     */
    async managedEvent(id: number, viewer: Viewer): Promise<ManagedEvent> {
      const row = await eventsRepository.findById(id);
      const role = row ? await roleOf(viewer, row) : null;
      if (!row || (role === null && !canView(viewer, row))) throw notFound(eventMessages.notFound);
      if (role === null) throw forbidden();
      return { ...row, role };
    },
    /** The event, for its organiser or an admin only (deletion, its co-hosts): a co-host is refused with 403. */
    async ownedEvent(id: number, viewer: Viewer): Promise<ManagedEvent> {
      const row = await eventsRepository.findById(id);
      const role = row ? await roleOf(viewer, row) : null;
      if (!row || (role === null && !canView(viewer, row))) throw notFound(eventMessages.notFound);
      if (role !== 'organiser' && role !== 'admin') throw forbidden();
      return { ...row, role };
    },
  };
}
export type EventAccess = ReturnType<typeof createEventAccess>;
