import { eventApprovalOps } from '@akwaaba/contracts';
import { listingApproval } from '@/lib/listing-approval';

/** Events waiting for an admin (docs/rules/approval.md). */
export const eventApproval = listingApproval('events', eventApprovalOps);
