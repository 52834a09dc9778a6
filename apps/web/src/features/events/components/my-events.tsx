import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarDays, CalendarPlus } from 'lucide-react';
import { eventMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { useListSearchParams } from '@/hooks/use-list-search-params';
import { CohostedEventsList } from './cohosted-events-list';
import { MyEventsList } from './my-events-list';
import { MyRsvpsList } from './my-rsvps-list';

type MyEventsTab = keyof typeof eventMessages.myEventsTabs;

/** My Events has no filters: its tab and page live in the address bar (?tab=past&page=2). */
const NO_FILTERS = { text: [] } as const;

function CreateEventLink() {
  return (
    <Link to={paths.createEvent.getHref()} className={buttonClasses()}>
      <CalendarPlus aria-hidden="true" className="size-4" />
      Create Event
    </Link>
  );
}

/**
 * /my-events, for every member: the events they are going to, waitlisted for or asked to join (upcoming, then past),
 * and for those who may create events (business accounts, admins) the events they host, first. Only they see
 * 'Create Event'. The route places the member's calendar link under the heading (`calendar`).
 */
export function MyEvents({ canHost, calendar }: { canHost: boolean; calendar?: ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { query, goToPage } = useListSearchParams(NO_FILTERS);
  // Any member may co-host (an organiser adds them, or they lead an association): the tab is everyone's (decision 040).
  const ids: MyEventsTab[] = canHost ? ['hosting', 'upcoming', 'past', 'cohosting'] : ['upcoming', 'past', 'cohosting'];
  const selected = ids.find((id) => id === searchParams.get('tab')) ?? ids[0]!;

  function select(id: MyEventsTab) {
    if (id === selected) return;
    // Replace rather than push: arrowing across the tabs should not fill the back button's history.
    setSearchParams({ tab: id }, { replace: true });
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">My Events</h1>
        {canHost && <CreateEventLink />}
      </div>
      {calendar}
      <Tabs
        label="My events"
        tabs={ids.map((id) => ({ id, label: eventMessages.myEventsTabs[id] }))}
        selected={selected}
        onSelect={select}
      >
        {(tab) =>
          tab === 'hosting' ? (
            <MyEventsList key={tab} page={query.page} onPageChange={goToPage} emptyAction={<CreateEventLink />} />
          ) : tab === 'cohosting' ? (
            <CohostedEventsList key={tab} page={query.page} onPageChange={goToPage} />
          ) : (
            <MyRsvpsList
              key={tab}
              when={tab}
              page={query.page}
              onPageChange={goToPage}
              emptyAction={
                tab === 'upcoming' && (
                  <Link to={paths.events.getHref()} className={buttonClasses({ variant: 'secondary' })}>
                    <CalendarDays aria-hidden="true" className="size-4" />
                    Browse Events
                  </Link>
                )
              }
            />
          )
        }
      </Tabs>
    </div>
  );
}
