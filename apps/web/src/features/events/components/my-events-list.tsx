import { eventMessages } from '@akwaaba/contracts';
import { OwnItemsList, type OwnItemsListProps } from '@/components/own-items-list';
import { useMyEvents } from '../api/get-my-events';
import { MyEventRow } from './my-event-row';

/** Every event the member created, whatever its status or privacy, a page at a time (My Events, My Content). */
export function MyEventsList(props: OwnItemsListProps) {
  return (
    <OwnItemsList
      {...props}
      query={useMyEvents(props.page)}
      loadingText="Loading your events..."
      failedText={eventMessages.myEventsFailed}
      emptyText={eventMessages.noMyEvents}
      paginationLabel="My events pages"
      renderRow={(event) => <MyEventRow key={event.id} event={event} />}
    />
  );
}
