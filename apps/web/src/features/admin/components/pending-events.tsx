import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { cityLabel, eventMessages, formatDateTime, type PendingEvent } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { useApproveEvent } from '../api/approve-event';
import { usePendingEvents } from '../api/get-pending-events';
import { useRejectEvent } from '../api/reject-event';
import { AdminQueue } from '@/components/admin-queue';
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
    <AdminQueue
      heading="Pending Events"
      intro="Events from members without a verified business wait here until you approve them."
      loadingText="Loading pending events..."
      fetchFailed={eventMessages.fetchPendingFailed}
      empty={eventMessages.noPendingEvents}
      paginationLabel="Pending events pages"
      items={pending}
      onPageChange={setPage}
    >
      {(event) => <PendingEventRow key={event.id} event={event} />}
    </AdminQueue>
  );
}
