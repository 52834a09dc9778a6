import { useId } from 'react';
import { Eye, Pencil } from 'lucide-react';
import { cohostMessages, type MyEvent } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { OwnItemsList, type OwnItemsListProps } from '@/components/own-items-list';
import { OwnListingLink, OwnListingRow } from '@/components/own-listing-row';
import { Badge } from '@/components/ui/badge';
import { useCohostedEvents } from '../api/get-cohosted-events';
import { eventTiming } from './event-format';
import { MyEventTitle } from './my-event-title';

/** An event the member co-hosts: its timing, and View and Edit (deleting it is its organiser's, decision 040). */
function CohostedEventRow({ event }: { event: MyEvent }) {
  const titleId = useId();
  const timing = eventTiming(event);
  return (
    <OwnListingRow
      titleId={titleId}
      summary={
        <>
          <MyEventTitle titleId={titleId} event={event} place={`by ${event.user.name}`} />
          <div className="flex flex-wrap gap-2">
            <Badge tone={event.is_public ? 'green' : 'neutral'}>{event.is_public ? 'Public' : 'Private'}</Badge>
            <Badge tone={timing === 'Past' ? 'neutral' : 'gold'}>{timing}</Badge>
          </div>
        </>
      }
      actions={
        <>
          <OwnListingLink to={paths.eventDetail.getHref(event.id)} icon={Eye}>
            View
          </OwnListingLink>
          <OwnListingLink to={paths.editEvent.getHref(event.id)} icon={Pencil}>
            Edit
          </OwnListingLink>
        </>
      }
    />
  );
}

/** My Events' Co-hosting tab: the events others organise that the member helps run, a page at a time. */
export function CohostedEventsList(props: OwnItemsListProps) {
  return (
    <OwnItemsList
      {...props}
      query={useCohostedEvents(props.page)}
      loadingText="Loading the events you co-host..."
      failedText={cohostMessages.cohostedEventsFailed}
      emptyText={cohostMessages.noCohostedEvents}
      paginationLabel="Co-hosted events pages"
      renderRow={(event) => <CohostedEventRow key={event.id} event={event} />}
    />
  );
}
