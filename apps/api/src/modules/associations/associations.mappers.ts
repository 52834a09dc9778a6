import type {
  AssociationDetail,
  AssociationLeader,
  AssociationMember,
  AssociationMembershipState,
  AssociationSummary,
  MyAssociation,
  PendingAssociation,
} from '@akwaaba/contracts';
import type {
  AssociationMemberWithName,
  AssociationSummaryRow,
  AssociationWithOwner,
} from './associations.repository.ts';
import type { AssociationRow } from './associations.table.ts';
import { imageRenditionKeys, imageSrcsets } from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';

type SummaryFields = AssociationSummaryRow | Omit<AssociationRow, 'searchVector'>;

/** The logo as cards and the page show it: its 192 px rendition, and the small widths for `srcset`. */
function logoUrls(storage: Pick<FileStorage, 'url'>, key: string | null) {
  if (!key) return { logo: null, logo_srcset: null };
  return { logo: storage.url(imageRenditionKeys(key).thumbLarge), logo_srcset: imageSrcsets(key, storage.url).small };
}

export function toAssociationSummary(row: SummaryFields, storage: Pick<FileStorage, 'url'>): AssociationSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    description: row.description,
    home_region: row.homeRegion,
    home_town: row.homeTown,
    province: row.province,
    city: row.city,
    is_verified: row.isVerified,
    members_count: row.membersCount,
    ...logoUrls(storage, row.logoKey),
  };
}

export function toAssociationDetail(
  { association }: AssociationWithOwner,
  storage: Pick<FileStorage, 'url'>,
  viewer: {
    canManage: boolean;
    membership: AssociationMembershipState;
    leaders: AssociationLeader[];
    pendingCount: number;
  },
): AssociationDetail {
  return {
    ...toAssociationSummary(association, storage),
    // The full text on its own page; the card's is cut.
    description: association.description,
    user_id: association.userId,
    membership_policy: association.membership,
    email: association.email,
    phone: association.phone,
    website: association.website,
    status: association.status,
    rejection_reason: viewer.canManage ? association.rejectionReason : null,
    leaders: viewer.leaders,
    can_manage: viewer.canManage,
    membership: viewer.membership,
    pending_count: viewer.pendingCount,
    created_at: association.createdAt.toISOString(),
  };
}

export const toAssociationMember = (row: AssociationMemberWithName): AssociationMember => ({
  id: row.userId,
  name: row.name,
  status: row.status,
  role: row.role,
  title: row.title,
  joined_at: row.createdAt.toISOString(),
});

export function toMyAssociation(
  row: {
    association: Omit<AssociationRow, 'searchVector'>;
    status: AssociationMember['status'] | null;
    role: AssociationMember['role'] | null;
  },
  storage: Pick<FileStorage, 'url'>,
): MyAssociation {
  return {
    ...toAssociationSummary(row.association, storage),
    status: row.association.status,
    rejection_reason: row.association.rejectionReason,
    membership: row.status && row.role ? { status: row.status, role: row.role } : null,
  };
}

export function toPendingAssociation({ association, owner }: AssociationWithOwner): PendingAssociation {
  return {
    id: association.id,
    name: association.name,
    kind: association.kind,
    description: association.description,
    home_region: association.homeRegion,
    city: association.city,
    province: association.province,
    website: association.website,
    user: owner,
    resubmitted: association.approvedAt !== null,
    created_at: association.createdAt.toISOString(),
  };
}
