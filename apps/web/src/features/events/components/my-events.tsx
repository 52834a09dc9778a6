import { Link, useSearchParams } from 'react-router';
import { CalendarPlus } from 'lucide-react';
import { eventMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Pagination } from '@/components/pagination';
import { useMyEvents } from '../api/get-my-events';
import { MyEventRow } from './my-event-row';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** /my-events: every event the member created, whatever its status or privacy. */
export function MyEvents() {
  const [searchParams, setSearchParams] = useSearchParams();
  const events = useMyEvents(pageFrom(searchParams.get('page')));

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">My Events</h1>
        <Link to={paths.createEvent.getHref()} className={buttonClasses()}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Create Event
        </Link>
      </div>

      {events.isPending ? (
        <p role="status" className="py-12 text-center text-stone-700">
          Loading your events...
        </p>
      ) : events.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{eventMessages.myEventsFailed}</Alert>
          <Button variant="secondary" onClick={() => void events.refetch()}>
            Try again
          </Button>
        </div>
      ) : events.data.total === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-stone-700">
          {eventMessages.noMyEvents}
        </div>
      ) : (
        <div className={cn('space-y-6', events.isPlaceholderData && 'opacity-60')} aria-busy={events.isFetching}>
          <ul className="space-y-4">
            {events.data.data.map((event) => (
              <MyEventRow key={event.id} event={event} />
            ))}
          </ul>
          <Pagination
            label="My events pages"
            currentPage={events.data.current_page}
            lastPage={events.data.last_page}
            onPageChange={(page) => setSearchParams(page > 1 ? { page: String(page) } : {})}
          />
        </div>
      )}
    </div>
  );
}
