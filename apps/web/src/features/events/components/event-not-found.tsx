import { eventMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { ListingNotFound } from '@/components/listing-not-found';

/** A missing or hidden event (private and pending events are 404 for everyone but their owner and admins). */
export function EventNotFound() {
  return (
    <ListingNotFound
      title={eventMessages.notFound}
      detail={eventMessages.notFoundDetail}
      backTo={paths.events.getHref()}
      backLabel="Back to Events"
    />
  );
}
