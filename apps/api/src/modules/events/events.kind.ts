import { eventApprovalOps, eventMessages } from '@akwaaba/contracts';
import { listingKind } from '../listings/listing-kind.ts';
import type { EventApprovalService } from './approval/approval.service.ts';
import type { EventsService } from './events.service.ts';

/** Events as a listing kind (modules/listings/listing-kind.ts), approved by an admin unless trusted. */
export const eventsKind = (events: EventsService, approval: EventApprovalService) =>
  listingKind(events, {
    type: 'event',
    approval: {
      operations: eventApprovalOps,
      messages: { approved: eventMessages.approved, rejected: eventMessages.rejected },
      pending: approval.pending,
      decide: approval.decide,
    },
  });
