import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Check, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { cityLabel, eventMessages, formatDateTime, type PendingEvent } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useApproveEvent } from '../api/approve-event';
import { usePendingEvents } from '../api/get-pending-events';
import { useRejectEvent } from '../api/reject-event';

function PendingEventRow({ event }: { event: PendingEvent }) {
  const approve = useApproveEvent();
  const reject = useRejectEvent();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const titleId = useId();
  const busy = approve.isPending || reject.isPending;
  const failure = approve.isError ? eventMessages.approveFailed : reject.isError ? eventMessages.rejectFailed : null;

  function onApprove() {
    reject.reset();
    approve.mutate(event.id, {
      onSuccess: (response) => toast.success(response.message || eventMessages.approved),
      onError: (error) => console.error(error),
    });
  }

  function onReject(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
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
    <li
      aria-labelledby={titleId}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="text-lg font-semibold break-words text-stone-900">
            <Link to={paths.eventDetail.getHref(event.id)} className="hover:text-ghana-green hover:underline">
              {event.title}
            </Link>
          </h2>
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
        </div>
        {!rejecting && (
          <div className="flex flex-wrap gap-2 md:shrink-0">
            <Button size="sm" isLoading={approve.isPending} disabled={busy} onClick={onApprove}>
              <Check aria-hidden="true" className="size-4" />
              Approve
            </Button>
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => setRejecting(true)}>
              <X aria-hidden="true" className="size-4" />
              Reject
            </Button>
          </div>
        )}
      </div>

      {rejecting && (
        <form onSubmit={onReject} aria-label={`Reject ${event.title}`} className="space-y-3 rounded-xl bg-stone-50 p-4">
          <Field label="Reason (optional)" hint="The organiser sees it on My Events.">
            {(control) => (
              <Textarea
                {...control}
                value={reason}
                onChange={(change) => setReason(change.target.value)}
                rows={2}
                maxLength={500}
                // The form opens on request, so the reason box takes the focus.
                autoFocus
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" size="sm" isLoading={reject.isPending}>
              Reject Event
            </Button>
            <Button variant="ghost" size="sm" disabled={reject.isPending} onClick={() => setRejecting(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}

      {failure && (
        <p role="alert" className="text-sm font-medium text-ghana-red">
          {failure}
        </p>
      )}
    </li>
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
          {pending.data.last_page > 1 && (
            <nav aria-label="Pending events pages" className="flex items-center justify-between gap-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <ChevronLeft aria-hidden="true" className="size-4" />
                Previous
              </Button>
              <span className="text-sm text-stone-700">
                Page {pending.data.current_page} of {pending.data.last_page}
              </span>
              <Button variant="secondary" disabled={page >= pending.data.last_page} onClick={() => setPage(page + 1)}>
                Next
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </nav>
          )}
        </div>
      )}
    </div>
  );
}
