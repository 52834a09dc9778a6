import { businessApprovalOps } from '@akwaaba/contracts';
import { listingApproval } from '@/lib/listing-approval';

/** New listings, and approved ones whose changes went back to review (docs/rules/approval.md). */
export const businessApproval = listingApproval('businesses', businessApprovalOps);
