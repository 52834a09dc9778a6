import { memo, useId } from 'react';
import { Link } from 'react-router';
import { CalendarDays, MapPin, UserRound, Users } from 'lucide-react';
import {
  eventMessages,
  lifeEventLabels,
  type EventSummary,
  reminderMessages,
  seriesMessages,
} from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useDataSaver } from '@/lib/data-lite';
import { formatCount } from '@/lib/format';
import { eventPlace, formatEventStart, priceLabel } from './event-format';
import { EventImage } from './event-image';

/** Card pictures are 16:9; the size attributes reserve their space before they load (no layout shift). */
const CARD_IMAGE = { width: 640, height: 360 };
/**
 * How wide a card shows, for the browser to pick from the srcset: the events grid (one column on phones, two from
 * 640 px, three from 1024 px in at most 80 rem) and the home page's row (4/5 of a phone at most 20 rem, then two,
 * three and four columns).
 */
const CARD_SIZES = {
  grid: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  compact: '(min-width: 1280px) 300px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, min(80vw, 320px)',
};

const cardClasses =
  'flex w-full min-w-0 flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm';

type EventCardProps = {
  event: EventSummary;
  /**
   * A short card for a row of highlights under an h2 (the home page): an h3 title held to two lines, date and place
   * on one line each, no description, attendance or organiser, so every card has the height of its skeleton.
   */
  compact?: boolean;
  /** The first card of a list: its picture is what a phone shows first, so it is asked for at once. */
  priority?: boolean;
};

// Memoised: a list renders again once a signed-in member is known (after hydration, in one blocking task), and its
// cards, unchanged, are then skipped.
export const EventCard = memo(function EventCard({ event, compact = false, priority = false }: EventCardProps) {
  const titleId = useId();
  // Data saver: no pictures in lists (the page's picture is a tap away).
  const { enabled: dataSaver } = useDataSaver();
  const Title = compact ? 'h3' : 'h2';
  const lineText = compact ? 'min-w-0 truncate' : 'min-w-0 break-words';
  return (
    <article className={cn(cardClasses, 'transition-shadow hover:shadow-md')}>
      {!dataSaver && (
        <EventImage
          src={event.image_card}
          srcSet={event.image_card_srcset}
          sizes={compact ? CARD_SIZES.compact : CARD_SIZES.grid}
          alt={event.title}
          width={CARD_IMAGE.width}
          height={CARD_IMAGE.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="aspect-video w-full bg-stone-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-wrap gap-1.5">
            <Badge tone="green">{event.category.name}</Badge>
            {event.life_event && <Badge tone="gold">{lifeEventLabels[event.life_event]}</Badge>}
            {event.repeat && <Badge>{seriesMessages.repeatsMark[event.repeat]}</Badge>}
            {event.cancelled_at && <Badge tone="red">{reminderMessages.cancelledMark}</Badge>}
          </div>
          <span className="shrink-0 font-bold text-stone-900">{priceLabel(event.price)}</span>
        </div>
        <Title
          id={titleId}
          className={cn(
            'text-lg leading-snug font-semibold break-words text-stone-900',
            compact && 'line-clamp-2 min-h-[2lh]',
          )}
        >
          {event.title}
        </Title>
        {!compact && <p className="line-clamp-3 text-sm break-words text-stone-700">{event.description}</p>}
        <ul className="space-y-1.5 text-sm text-stone-700">
          <li className="flex items-start gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
            <time dateTime={event.start_date} className={lineText}>
              {formatEventStart(event.start_date)}
            </time>
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
            <span className={lineText}>{eventPlace(event)}</span>
          </li>
          {!compact && (
            <>
              <li className="flex items-start gap-2">
                <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
                <span>{formatCount(event.attendees_count)} attending</span>
              </li>
              <li className="flex items-start gap-2">
                <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
                <span className="min-w-0 break-words">{event.user.name || eventMessages.organizerFallback}</span>
              </li>
            </>
          )}
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
});

/** A compact card's shape while it loads: the same boxes and line heights, so nothing moves when it arrives. */
export function EventCardSkeleton() {
  const { enabled: dataSaver } = useDataSaver();
  return (
    <div aria-hidden="true" className={cardClasses}>
      {!dataSaver && <div className="aspect-video w-full animate-pulse bg-stone-200" />}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <Badge className="animate-pulse">
            <span className="invisible">Cultural</span>
          </Badge>
          <span className="w-14 animate-pulse rounded bg-stone-200 font-bold">&nbsp;</span>
        </div>
        <p className="min-h-[2lh] text-lg leading-snug font-semibold">
          <span className="block h-[1lh] w-3/4 animate-pulse rounded bg-stone-200" />
        </p>
        <div className="space-y-1.5 text-sm">
          <p className="w-2/3 animate-pulse rounded bg-stone-200">&nbsp;</p>
          <p className="w-1/2 animate-pulse rounded bg-stone-200">&nbsp;</p>
        </div>
        <div className="mt-auto h-11 w-full animate-pulse rounded-lg bg-stone-200" />
      </div>
    </div>
  );
}
