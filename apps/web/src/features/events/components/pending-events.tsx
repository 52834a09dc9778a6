import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronRight, ExternalLink } from 'lucide-react';
import {
  cityLabel,
  eventMessages,
  formatDateTime,
  repeatLabel,
  seriesMessages,
  type PendingEvent,
} from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { eventApproval } from '../api/event-approval';
import { AdminQueue } from '@/components/admin-queue';
import { PendingItem } from '@/components/pending-item';

/** The event as its page will show it, read in the queue before deciding; a disclosure keeps the queue short. */
function PendingEventPreview({ event }: { event: PendingEvent }) {
  return (
    <details className="group mt-3 rounded-xl border border-stone-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 text-sm font-semibold text-ghana-green">
        <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
        {eventMessages.previewPending}
      </summary>
      <div className="space-y-3 border-t border-stone-200 p-4">
        {event.image_card && (
          <img
            src={event.image_card}
            srcSet={event.image_card_srcset ?? undefined}
            sizes="(min-width: 768px) 32rem, 100vw"
            alt={event.title}
            loading="lazy"
            className="aspect-video w-full max-w-lg rounded-lg bg-stone-100 object-cover"
          />
        )}
        <p className="text-sm break-words whitespace-pre-line text-stone-800">{event.description}</p>
        <p className="text-sm text-stone-600">
          <Link
            to={paths.eventDetail.getHref(event.id)}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-ghana-green hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {eventMessages.openPendingPage}
            <span className="sr-only">{`: ${event.title}`}</span>
          </Link>{' '}
          {eventMessages.pendingPageHint}
        </p>
      </div>
    </details>
  );
}

function PendingEventRow({ event }: { event: PendingEvent }) {
  const decision = eventApproval.useDecision(event.id, eventMessages);

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
      {...decision}
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
        {event.series && (
          <div>
            <dt className="inline font-medium">{seriesMessages.seriesHeading}: </dt>
            <dd className="inline">
              {repeatLabel(event.series.repeat, event.start_date, 'south_africa')} ·{' '}
              {seriesMessages.pendingDates(event.series.pending_dates)}
            </dd>
          </div>
        )}
      </dl>
      <PendingEventPreview event={event} />
    </PendingItem>
  );
}

/** The admin's queue of events waiting for approval; each leaves the list once approved or rejected. */
export function PendingEvents() {
  const [page, setPage] = useState(1);
  const pending = eventApproval.usePending(page);

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
