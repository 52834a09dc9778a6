import { associationApprovalOps, associationMessages } from '@akwaaba/contracts';
import { listingKind } from '../listings/listing-kind.ts';
import type { AssociationApprovalService } from './approval/approval.service.ts';
import type { AssociationsService } from './associations.service.ts';

/** Associations as a listing kind (modules/listings/listing-kind.ts), approved by an admin. */
export const associationsKind = (associations: AssociationsService, approval: AssociationApprovalService) =>
  listingKind(associations, {
    type: 'association',
    approval: {
      operations: associationApprovalOps,
      messages: { approved: associationMessages.approved, rejected: associationMessages.rejected },
      pending: approval.pending,
      decide: approval.decide,
    },
  });
