import { eventMessages, type MyRsvpTime } from '@akwaaba/contracts';
import { OwnItemsList, type OwnItemsListProps } from '@/components/own-items-list';
import { useMyRsvps } from '../api/get-my-rsvps';
import { MyRsvpRow } from './my-rsvp-row';

/** The events the member is going to, waitlisted for or asked to join: upcoming ones, or past ones, a page at a time. */
export function MyRsvpsList({ when, ...props }: OwnItemsListProps & { when: MyRsvpTime }) {
  return (
    <OwnItemsList
      {...props}
      query={useMyRsvps(when, props.page)}
      loadingText="Loading your events..."
      failedText={eventMessages.myEventsFailed}
      emptyText={when === 'upcoming' ? eventMessages.noUpcomingRsvps : eventMessages.noPastRsvps}
      paginationLabel={when === 'upcoming' ? 'Upcoming events pages' : 'Past events pages'}
      renderRow={(event) => <MyRsvpRow key={event.id} event={event} />}
    />
  );
}
