import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatEventDateTime } from './event-format';

/** A My Events row's heading (its link names the row, by `titleId`) and when the event starts, with `place` after it. */
export function MyEventTitle({
  titleId,
  event,
  place,
}: {
  titleId: string;
  event: { id: number; title: string; start_date: string };
  place?: string;
}) {
  return (
    <>
      <h2 className="text-lg font-semibold break-words text-stone-900">
        <Link id={titleId} to={paths.eventDetail.getHref(event.id)} className="hover:text-ghana-green hover:underline">
          {event.title}
        </Link>
      </h2>
      <p className="text-sm text-stone-700">
        <time dateTime={event.start_date}>{formatEventDateTime(event.start_date)}</time>
        {place && ` · ${place}`}
      </p>
    </>
  );
}
