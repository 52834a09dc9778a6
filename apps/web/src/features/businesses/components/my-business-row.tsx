import { useId } from 'react';
import { Link } from 'react-router';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { businessMessages, type ApprovalStatus, type MyBusiness } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
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
    <li
      aria-labelledby={titleId}
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 space-y-2">
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
          {business.status === 'rejected' && business.rejection_reason && (
            <p className="text-sm break-words text-red-800">Reason: {business.rejection_reason}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 md:shrink-0">
          <Link
            to={paths.businessDetail.getHref(business.id)}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Eye aria-hidden="true" className="size-4" />
            View
          </Link>
          <Link
            to={paths.editBusiness.getHref(business.id)}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Link>
          <Button
            variant="danger"
            size="sm"
            isLoading={deleteBusiness.isPending}
            onClick={() => deleteBusiness.remove(business.id)}
          >
            {!deleteBusiness.isPending && <Trash2 aria-hidden="true" className="size-4" />}
            Delete
          </Button>
        </div>
      </div>
      {deleteBusiness.failure && (
        <p role="alert" className="text-sm font-medium text-ghana-red">
          {deleteBusiness.failure}
        </p>
      )}
    </li>
  );
}
