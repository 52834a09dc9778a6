import { useId } from 'react';
import { cityLabel, rsvpMessages, type MyRsvp, type RsvpStatus } from '@akwaaba/contracts';
import { Badge } from '@/components/ui/badge';
import { MyEventTitle } from './my-event-title';

const statusTones: Record<RsvpStatus, 'green' | 'gold' | 'neutral'> = {
  attending: 'green',
  waitlisted: 'gold',
  requested: 'neutral',
};

/** One event the member RSVP'd to: when and where, and where their RSVP stands, in words. */
export function MyRsvpRow({ event }: { event: MyRsvp }) {
  const titleId = useId();
  const place = [event.venue_name, event.city && cityLabel(event.city)].filter(Boolean).join(', ');
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:p-5"
    >
      <div className="min-w-0 space-y-1">
        <MyEventTitle titleId={titleId} event={event} place={place} />
      </div>
      <Badge tone={statusTones[event.rsvp_status]} className="self-start sm:shrink-0">
        {rsvpMessages.status[event.rsvp_status]}
      </Badge>
    </li>
  );
}
