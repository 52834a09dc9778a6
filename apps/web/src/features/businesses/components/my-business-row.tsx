import { useId } from 'react';
import { Link } from 'react-router';
import { Eye, Pencil } from 'lucide-react';
import { businessMessages, type ApprovalStatus, type MyBusiness } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { OwnListingDelete, OwnListingLink, OwnListingRow, RejectionReason } from '@/components/own-listing-row';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { addressWithCity } from '@/lib/format';
import { useDeleteBusiness } from '../api/delete-business';
import { VerifiedBadge } from './verified-badge';

const statusBadges: Record<ApprovalStatus, { label: string; tone: 'gold' | 'green' | 'red' }> = {
  pending: { label: businessMessages.awaitingReview, tone: 'gold' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
  hidden: { label: 'Hidden by moderators', tone: 'red' },
};

/** One of the member's listings with its approval status, View, Edit and Delete. */
export function MyBusinessRow({ business }: { business: MyBusiness }) {
  const deleteBusiness = useConfirmedDelete(useDeleteBusiness(), {
    question: businessMessages.deleteConfirm,
    failureMessage: businessMessages.deleteFailed,
    deletedMessage: businessMessages.deleted,
  });
  const titleId = useId();
  const status = statusBadges[business.status];

  return (
    <OwnListingRow
      titleId={titleId}
      failure={deleteBusiness.failure}
      summary={
        <>
          <h2 className="flex items-start gap-2 text-lg font-semibold break-words text-stone-900">
            <Link
              id={titleId}
              to={paths.businessDetail.getHref(business.id)}
              className="min-w-0 hover:text-ghana-green hover:underline"
            >
              {business.name}
            </Link>
            {business.is_verified && <VerifiedBadge className="mt-1 size-5" />}
          </h2>
          <p className="text-sm text-stone-700">
            {business.category.name} · {addressWithCity(business.address, business.city)}
          </p>
          <Badge tone={status.tone}>{status.label}</Badge>
          {business.status === 'pending' && (
            <p className="text-sm text-stone-700">It is listed in the directory once an admin approves it.</p>
          )}
          {business.status === 'rejected' && <RejectionReason reason={business.rejection_reason} />}
        </>
      }
      actions={
        <>
          <OwnListingLink to={paths.businessDetail.getHref(business.id)} icon={Eye}>
            View
          </OwnListingLink>
          <OwnListingLink to={paths.editBusiness.getHref(business.id)} icon={Pencil}>
            Edit
          </OwnListingLink>
          <OwnListingDelete deleting={deleteBusiness.isPending} onDelete={() => deleteBusiness.remove(business.id)} />
        </>
      }
    />
  );
}
