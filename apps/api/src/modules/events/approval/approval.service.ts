import {
  eventMessages,
  moderationMessages,
  pageMeta,
  pageOffset,
  type ListResponse,
  type PendingEvent,
} from '@akwaaba/contracts';
import type { Transact } from '../../../db/client.ts';
import type { Audit } from '../../../lib/audit.ts';
import type { FileStorage } from '../../../lib/storage.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { ActivityService } from '../../notifications/activity.service.ts';
import type { EventsRepository } from '../events.repository.ts';
import { toPendingEvent } from '../events.mappers.ts';

interface Deps {
  eventsRepository: EventsRepository;
  activityService: ActivityService;
  transact: Transact;
  /** The events list counts its totals afresh once an event is published or withdrawn. */
  listChanged(): void;
  /** The admin audit trail, written in the decision's transaction. */
  audit: Audit;
  /** Where the queue's pictures are served from. */
  storage: FileStorage;
}

/**
 * Event approval (docs/rules/approval.md): what waits for an admin, and the admin's decision, told to the organiser.
 */
export function createEventApprovalService({
  eventsRepository,
  activityService,
  transact,
  listChanged,
  audit,
  storage,
}: Deps) {
  return {
    async pending(page: number, perPage: number): Promise<ListResponse<PendingEvent>> {
      const { rows, total } = await eventsRepository.listPending(perPage, pageOffset(page, perPage));
      return { data: rows.map((row) => toPendingEvent(row, storage)), ...pageMeta(page, perPage, total, rows.length) };
    },

    /** `adminId`: who decided, for the audit trail (the demo seed decides as nobody). */
    async decide(
      id: number,
      decision: 'approved' | 'rejected',
      reason: string | null,
      adminId?: number,
    ): Promise<void> {
      const row = await eventsRepository.findById(id);
      if (!row) throw notFound(eventMessages.notFound);
      // A moderator's hide is undone by restoring, which puts back the status it had; a decision would unhide it.
      if (row.event.status === 'hidden')
        throw new AppError('moderation.hidden', 409, moderationMessages.hiddenByModerator);
      const title = row.event.title;
      await transact(async (tx) => {
        await eventsRepository.update(tx, id, {
          status: decision,
          rejectionReason: decision === 'rejected' ? reason : null,
        });
        await activityService.notify(tx, row.organizer.id, {
          type: `event.${decision}`,
          subject: decision === 'approved' ? 'Your event is live' : 'Your event was not approved',
          text:
            decision === 'approved'
              ? `Your event “${title}” was approved and is now published.`
              : `Your event “${title}” was not approved${reason ? `: ${reason}` : '.'}`,
          link: `/events/${id}`,
        });
        if (adminId !== undefined) {
          await audit(tx, {
            adminId,
            action: decision === 'approved' ? 'event.approve' : 'event.reject',
            targetType: 'event',
            targetId: id,
            note: reason,
          });
        }
        if (decision === 'approved' && row.event.isPublic) {
          await activityService.announceEvent(tx, { id, title, organiserId: row.organizer.id });
        }
      });
      listChanged();
    },
  };
}
export type EventApprovalService = ReturnType<typeof createEventApprovalService>;
