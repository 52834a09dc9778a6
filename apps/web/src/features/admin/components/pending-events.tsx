import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { cityLabel, eventMessages, formatDateTime, type PendingEvent } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { errorMessage } from '@/lib/api-client';
import { useApproveEvent } from '../api/approve-event';
import { usePendingEvents } from '../api/get-pending-events';
import { useRejectEvent } from '../api/reject-event';
import { PendingItem } from './pending-item';

function PendingEventRow({ event }: { event: PendingEvent }) {
  const approve = useApproveEvent();
  const reject = useRejectEvent();
  const failure = approve.isError ? eventMessages.approveFailed : reject.isError ? eventMessages.rejectFailed : null;

  function onApprove() {
    reject.reset();
    approve.mutate(event.id, {
      onSuccess: (response) => toast.success(response.message || eventMessages.approved),
      onError: (error) => console.error(error),
    });
  }

  function onReject(reason: string) {
    approve.reset();
    reject.mutate(
      { id: event.id, reason },
      {
        onSuccess: (response) => toast.success(response.message || eventMessages.rejected),
        onError: (error) => console.error(error),
      },
    );
  }

  return (
    <PendingItem
      name={event.title}
      heading={
        <Link to={paths.eventDetail.getHref(event.id)} className="hover:text-ghana-green hover:underline">
          {event.title}
        </Link>
      }
      rejectLabel="Reject Event"
      reasonHint="The organiser sees it on My Events."
      approving={approve.isPending}
      rejecting={reject.isPending}
      failure={failure}
      onApprove={onApprove}
      onReject={onReject}
    >
      <dl className="grid gap-x-6 gap-y-1 text-sm text-stone-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Organiser: </dt>
          <dd className="inline break-words">{event.user.name || eventMessages.organizerFallback}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Category: </dt>
          <dd className="inline">{event.category.name}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Starts: </dt>
          <dd className="inline">
            <time dateTime={event.start_date}>{formatDateTime(event.start_date)}</time>
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">City: </dt>
          <dd className="inline">{event.city ? cityLabel(event.city) : 'Online event'}</dd>
        </div>
      </dl>
    </PendingItem>
  );
}

/** The admin's queue of events waiting for approval; each leaves the list once approved or rejected. */
export function PendingEvents() {
  const [page, setPage] = useState(1);
  const pending = usePendingEvents(page);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Pending Events</h1>
        <p className="text-stone-700">
          Events from members without a verified business wait here until you approve them.
        </p>
      </div>

      {pending.isPending ? (
        <p role="status" className="py-12 text-center text-stone-700">
          Loading pending events...
        </p>
      ) : pending.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{errorMessage(pending.error, eventMessages.fetchPendingFailed)}</Alert>
          <Button variant="secondary" onClick={() => void pending.refetch()}>
            Try again
          </Button>
        </div>
      ) : pending.data.total === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-stone-700">
          {eventMessages.noPendingEvents}
        </div>
      ) : (
        <div className={cn('space-y-6', pending.isPlaceholderData && 'opacity-60')} aria-busy={pending.isFetching}>
          <ul className="space-y-4">
            {pending.data.data.map((event) => (
              <PendingEventRow key={event.id} event={event} />
            ))}
          </ul>
          <Pagination
            label="Pending events pages"
            currentPage={pending.data.current_page}
            lastPage={pending.data.last_page}
            onPageChange={setPage}
          />
        </div>
      )}
    </div>
  );
}
