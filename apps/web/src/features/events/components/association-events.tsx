import type { ReactNode } from 'react';
import { associationEventsQuery, eventMessages } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api-client';
import { useEvents } from '../api/get-events';
import { EventCard, EventCardSkeleton } from './event-card';

/**
 * An association's page: the next events posted in its name (the page's loader embeds them), and beside the heading
 * what the route places there (its calendar feed).
 */
export function AssociationEvents({ associationId, subscribe }: { associationId: number; subscribe?: ReactNode }) {
  const events = useEvents(associationEventsQuery(associationId));
  return (
    <section
      aria-labelledby="association-events"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="association-events" className="text-lg font-semibold text-stone-900">
          {eventMessages.associationEventsHeading}
        </h2>
        {subscribe}
      </div>
      {events.isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          <li className="flex">
            <EventCardSkeleton />
          </li>
        </ul>
      ) : events.isError ? (
        <Alert variant="error">{errorMessage(events.error, eventMessages.fetchEventsFailed)}</Alert>
      ) : events.data.data.length === 0 ? (
        <p className="text-stone-700">{eventMessages.noAssociationEvents}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {events.data.data.map((event) => (
            <li key={event.id} className="flex">
              <EventCard event={event} compact />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
