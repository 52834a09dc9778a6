import { Link } from 'react-router';
import { CalendarPlus } from 'lucide-react';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { useListSearchParams } from '@/hooks/use-list-search-params';
import { MyEventsList } from './my-events-list';

/** My Events has no filters: only its page lives in the address bar. */
const NO_FILTERS = { text: [] } as const;

/** /my-events: every event the member created, whatever its status or privacy. */
export function MyEvents() {
  const { query, goToPage } = useListSearchParams(NO_FILTERS);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">My Events</h1>
        <Link to={paths.createEvent.getHref()} className={buttonClasses()}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Create Event
        </Link>
      </div>
      <MyEventsList page={query.page} onPageChange={goToPage} />
    </div>
  );
}
