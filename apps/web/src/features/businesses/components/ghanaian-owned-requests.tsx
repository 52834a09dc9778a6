import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Award, X } from 'lucide-react';
import { businessMessages, cityLabel, formatLongDate, type PendingBusiness } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { AdminQueue, QueueItem } from '@/components/admin-queue';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useSetGhanaianOwned } from '../api/ghanaian-owned';
import { useGhanaianOwnedRequests } from '../api/get-ghanaian-owned-requests';

function RequestRow({ listing }: { listing: PendingBusiness }) {
  const setMark = useSetGhanaianOwned(listing.id);
  const [choice, setChoice] = useState<boolean | null>(null);

  function answer(ghanaianOwned: boolean) {
    setChoice(ghanaianOwned);
    setMark.mutate(ghanaianOwned, {
      onSuccess: (response) => toast.success(response.message),
      onError: (error) => console.error(error),
    });
  }

  return (
    <QueueItem
      heading={
        <Link to={paths.businessDetail.getHref(listing.id)} className="hover:text-ghana-green hover:underline">
          {listing.name}
        </Link>
      }
      actions={
        <div className="flex flex-wrap gap-2 md:shrink-0">
          <Button
            size="sm"
            isLoading={setMark.isPending && choice === true}
            disabled={setMark.isPending}
            onClick={() => answer(true)}
          >
            <Award aria-hidden="true" className="size-4" />
            {businessMessages.confirmGhanaianOwned}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            isLoading={setMark.isPending && choice === false}
            disabled={setMark.isPending}
            onClick={() => answer(false)}
          >
            <X aria-hidden="true" className="size-4" />
            {businessMessages.declineGhanaianOwned}
          </Button>
        </div>
      }
      failure={setMark.isError ? errorMessage(setMark.error, businessMessages.ghanaianOwnedFailed) : null}
    >
      <p className="text-sm text-stone-700">
        {listing.category.name} · {cityLabel(listing.city)} · owner {listing.user.name}, listed{' '}
        <time dateTime={listing.created_at}>{formatLongDate(listing.created_at)}</time>
      </p>
    </QueueItem>
  );
}

/** Owners asking for the Ghanaian-owned mark: the admin confirms or declines each; answered ones leave the list. */
export function GhanaianOwnedRequests() {
  const [page, setPage] = useState(1);
  const requests = useGhanaianOwnedRequests(page);
  return (
    <AdminQueue
      heading={businessMessages.ghanaianOwnedRequestsHeading}
      intro="Owners asking for the Ghanaian-owned mark on their listing. Confirm it once you know the business is owned by Ghanaians: members trust the mark."
      loadingText="Loading the requests..."
      fetchFailed="Failed to load the requests for the Ghanaian-owned mark."
      empty={businessMessages.noGhanaianOwnedRequests}
      paginationLabel="Ghanaian-owned mark requests pages"
      items={requests}
      onPageChange={setPage}
    >
      {(listing) => <RequestRow key={listing.id} listing={listing} />}
    </AdminQueue>
  );
}
