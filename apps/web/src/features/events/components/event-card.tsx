import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarDays, MapPin, UserRound, Users } from 'lucide-react';
import { eventMessages, type EventSummary } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { eventPlace, formatEventDateTime, priceLabel } from './event-format';
import { EventImage } from './event-image';

/** Card pictures are 16:9; the size attributes reserve their space before they load (no layout shift). */
const CARD_IMAGE = { width: 640, height: 360 };

export function EventCard({ event }: { event: EventSummary }) {
  const titleId = useId();
  return (
    <article className="flex w-full min-w-0 flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <EventImage
        src={event.image_card}
        alt={event.title}
        width={CARD_IMAGE.width}
        height={CARD_IMAGE.height}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-stone-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <Badge tone="green">{event.category.name}</Badge>
          <span className="shrink-0 font-bold text-stone-900">{priceLabel(event.price)}</span>
        </div>
        <h2 id={titleId} className="text-lg leading-snug font-semibold break-words text-stone-900">
          {event.title}
        </h2>
        <p className="line-clamp-3 text-sm break-words text-stone-700">{event.description}</p>
        <ul className="space-y-1.5 text-sm text-stone-700">
          <li className="flex items-start gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
            <time dateTime={event.start_date}>{formatEventDateTime(event.start_date)}</time>
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
            <span className="min-w-0 break-words">{eventPlace(event)}</span>
          </li>
          <li className="flex items-start gap-2">
            <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
            <span>{formatCount(event.attendees_count)} attending</span>
          </li>
          <li className="flex items-start gap-2">
            <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
            <span className="min-w-0 break-words">{event.user.name || eventMessages.organizerFallback}</span>
          </li>
        </ul>
        <Link
          to={paths.eventDetail.getHref(event.id)}
          aria-describedby={titleId}
          className={buttonClasses({ className: 'mt-auto w-full' })}
        >
          View Details
        </Link>
      </div>
    </article>
  );
}
