import { useState } from 'react';
import { Link } from 'react-router';
import { UsersRound } from 'lucide-react';
import { ASSOCIATION_KIND_LABELS, associationMessages, type MyAssociation } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Pagination } from '@/components/pagination';
import { PageLoadError } from '@/components/page-states';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useMyAssociations } from '../api/get-associations';

const STATUS_LABELS: Record<MyAssociation['status'], string> = {
  approved: 'Listed',
  pending: associationMessages.awaitingReview,
  rejected: 'Rejected',
  hidden: 'Hidden by moderators',
};

function placeOf(association: MyAssociation): string {
  const place = association.membership;
  if (place === null) return 'You registered it';
  if (place.status === 'pending') return associationMessages.requestPending;
  return place.role === 'leader' ? associationMessages.youAreLeader : associationMessages.youAreMember;
}

/** My Associations: those the member registered, leads, belongs to or asked to join. */
export function MyAssociations() {
  const [page, setPage] = useState(1);
  const associations = useMyAssociations(page);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{associationMessages.myHeading}</h1>
        <Link to={paths.createAssociation.getHref()} className={buttonClasses({ variant: 'gold' })}>
          <UsersRound aria-hidden="true" className="size-4" />
          {associationMessages.register}
        </Link>
      </div>
      {associations.isPending ? (
        <p role="status" className="text-stone-700">
          Loading your associations...
        </p>
      ) : associations.isError ? (
        <PageLoadError
          message={errorMessage(associations.error, associationMessages.fetchFailed)}
          onRetry={() => void associations.refetch()}
        />
      ) : associations.data.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <p className="text-stone-700">{associationMessages.noMine}</p>
          <Link to={paths.associations.getHref()} className={buttonClasses({ className: 'mt-4' })}>
            Browse Associations
          </Link>
        </div>
      ) : (
        <>
          <ul className="space-y-3">
            {associations.data.data.map((association) => (
              <li
                key={association.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
              >
                <div className="min-w-0 space-y-1">
                  <Link
                    to={paths.associationDetail.getHref(association.id)}
                    className="font-semibold break-words text-stone-900 hover:text-ghana-green hover:underline"
                  >
                    {association.name}
                  </Link>
                  <p className="text-sm text-stone-600">
                    {ASSOCIATION_KIND_LABELS[association.kind]} · {placeOf(association)}
                  </p>
                  {association.status === 'rejected' && association.rejection_reason && (
                    <p className="text-sm text-ghana-red">Reason: {association.rejection_reason}</p>
                  )}
                </div>
                <Badge tone={association.status === 'approved' ? 'green' : 'gold'}>
                  {STATUS_LABELS[association.status]}
                </Badge>
              </li>
            ))}
          </ul>
          <Pagination
            label="My associations pages"
            currentPage={associations.data.current_page}
            lastPage={associations.data.last_page}
            onPageChange={setPage}
          />
        </>
      )}
    </div>
  );
}
