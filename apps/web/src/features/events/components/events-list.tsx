import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, CalendarSearch } from 'lucide-react';
import { eventFilterKeys, eventMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Pagination } from '@/components/pagination';
import { useListSearchParams } from '@/hooks/use-list-search-params';
import { errorMessage } from '@/lib/api-client';
import { useEventCategories } from '../api/get-event-categories';
import { useEvents } from '../api/get-events';
import { EventCard } from './event-card';
import { EventFilters } from './event-filters';

/**
 * /events: upcoming public events, filtered from the address bar, a page of cards at a time. Filtered by a city, the
 * route's `cityCalendar` offers that city's calendar feed.
 */
export function EventsList({
  canCreate,
  cityCalendar,
}: {
  canCreate: boolean;
  cityCalendar?: (city: string) => ReactNode;
}) {
  const { query, applyFilters, pageLink } = useListSearchParams(eventFilterKeys);
  const events = useEvents(query);
  const categories = useEventCategories();
  const { page: _page, ...filters } = query;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Community Events</h1>
          <p className="text-stone-700">Celebrations, services, networking and sport across South Africa.</p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {filters.city && cityCalendar?.(filters.city)}
          {canCreate && (
            <Link to={paths.createEvent.getHref()} className={buttonClasses({ variant: 'gold' })}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              Create Event
            </Link>
          )}
        </div>
      </div>

      <EventFilters
        // A new address (a search, Clear, the back button) starts the form from what it says.
        key={JSON.stringify(filters)}
        filters={filters}
        categories={categories.data}
        onSearch={applyFilters}
      />

      {events.isPending ? (
        <p role="status" className="py-12 text-center text-stone-700">
          Loading events...
        </p>
      ) : events.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{errorMessage(events.error, eventMessages.fetchEventsFailed)}</Alert>
          <Button variant="secondary" onClick={() => void events.refetch()}>
            Try again
          </Button>
        </div>
      ) : events.data.data.length === 0 ? (
        <div
          role="status"
          className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center"
        >
          <CalendarSearch aria-hidden="true" className="mx-auto size-10 text-stone-400" />
          <h2 className="mt-3 text-lg font-semibold text-stone-900">{eventMessages.noEvents}</h2>
          <p className="mt-1 text-stone-700">{eventMessages.noEventsHint}</p>
        </div>
      ) : (
        <div className={cn('space-y-6', events.isPlaceholderData && 'opacity-60')} aria-busy={events.isFetching}>
          <p role="status" className="text-sm text-stone-700">
            Showing {events.data.from}-{events.data.to} of {events.data.total} events
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {events.data.data.map((event, index) => (
              <li key={event.id} className="flex">
                <EventCard event={event} priority={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination
            label="Event pages"
            currentPage={events.data.current_page}
            lastPage={events.data.last_page}
            pageLink={pageLink}
          />
        </div>
      )}
    </div>
  );
}
