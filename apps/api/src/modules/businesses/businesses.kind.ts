import { businessApprovalOps, businessMessages } from '@akwaaba/contracts';
import { listingKind } from '../listings/listing-kind.ts';
import type { BusinessApprovalService } from './approval/approval.service.ts';
import type { BusinessesService } from './businesses.service.ts';

/** Business listings as a listing kind (modules/listings/listing-kind.ts), approved by an admin. */
export const businessesKind = (businesses: BusinessesService, approval: BusinessApprovalService) =>
  listingKind(businesses, {
    type: 'business',
    approval: {
      operations: businessApprovalOps,
      messages: { approved: businessMessages.approved, rejected: businessMessages.rejected },
      pending: approval.pending,
      decide: approval.decide,
    },
  });
