import { eventMessages, pageMeta, pageOffset, type ListResponse, type PendingEvent } from '@akwaaba/contracts';
import type { Transact } from '../../../db/client.ts';
import type { Audit } from '../../../lib/audit.ts';
import type { FileStorage } from '../../../lib/storage.ts';
import { approvalDecision } from '../../listings/approval-decision.ts';
import type { ActivityService } from '../../notifications/activity.service.ts';
import type { EventsRepository } from '../events.repository.ts';
import { toPendingEvent } from '../events.mappers.ts';
import type { SeriesService } from '../series/series.service.ts';

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
  /** A series is decided as one: its waiting dates go with the one decided (decision 039). */
  series: Pick<SeriesService, 'recordDecision' | 'pendingCounts'>;
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
  series,
}: Deps) {
  return {
    async pending(page: number, perPage: number): Promise<ListResponse<PendingEvent>> {
      const { rows, total } = await eventsRepository.listPending(perPage, pageOffset(page, perPage));
      const waiting = await series.pendingCounts(
        rows.flatMap((row) => (row.event.seriesId === null ? [] : [row.event.seriesId])),
      );
      return {
        data: rows.map((row) =>
          toPendingEvent(row, storage, row.event.seriesId === null ? 1 : (waiting.get(row.event.seriesId) ?? 1)),
        ),
        ...pageMeta(page, perPage, total, rows.length),
      };
    },

    decide: approvalDecision(
      { activityService, transact, audit, listChanged },
      {
        type: 'event',
        find: (id) => eventsRepository.findById(id),
        missing: eventMessages.notFound,
        facts: (row) => ({ ownerId: row.organizer.id, title: row.event.title, status: row.event.status }),
        record: (tx, id, status, rejectionReason) => series.recordDecision(tx, id, status, rejectionReason),
        told: {
          approved: {
            subject: 'Your event is live',
            text: (title) => `Your event “${title}” was approved and is now published.`,
          },
          rejected: {
            subject: 'Your event was not approved',
            text: (title) => `Your event “${title}” was not approved`,
          },
        },
        onApproved: async (tx, row, id) => {
          if (row.event.isPublic) {
            await activityService.announceEvent(tx, { id, title: row.event.title, organiserId: row.organizer.id });
          }
        },
      },
    ),
  };
}
export type EventApprovalService = ReturnType<typeof createEventApprovalService>;
