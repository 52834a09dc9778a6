import type { ReactNode } from 'react';
import { eventMessages } from '@akwaaba/contracts';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useMyEvents } from '../api/get-my-events';
import { MyEventRow } from './my-event-row';

type MyEventsListProps = {
  page: number;
  onPageChange: (page: number) => void;
  /** Under the empty text: where to create the first event. */
  emptyAction?: ReactNode;
};

/** Every event the member created, whatever its status or privacy, a page at a time (My Events, My Content). */
export function MyEventsList({ page, onPageChange, emptyAction }: MyEventsListProps) {
  const events = useMyEvents(page);

  if (events.isPending) {
    return (
      <p role="status" className="py-12 text-center text-stone-700">
        Loading your events...
      </p>
    );
  }
  if (events.isError) {
    return (
      <div className="space-y-3">
        <Alert variant="error">{eventMessages.myEventsFailed}</Alert>
        <Button variant="secondary" onClick={() => void events.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (events.data.total === 0) {
    return (
      <div className="space-y-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
        <p className="text-stone-700">{eventMessages.noMyEvents}</p>
        {emptyAction}
      </div>
    );
  }
  return (
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
        onPageChange={onPageChange}
      />
    </div>
  );
}
