import { Link } from 'react-router';
import { Repeat } from 'lucide-react';
import { repeatLabel, seriesMessages, type EventDetail } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { InfoCard } from '@/components/detail-page';
import { formatEventDay, formatEventTime } from './event-format';

/**
 * The series an event is a date of (decision 039): its rule in words, which date this is, and the next dates, each
 * its own page (a cancelled one says so).
 */
export function SeriesDates({ event }: { event: EventDetail }) {
  const { series } = event;
  if (!series) return null;
  const clock = event.held_in;
  return (
    <InfoCard idPrefix="event" title={seriesMessages.seriesHeading} icon={Repeat}>
      <p className="font-medium">{repeatLabel(series.repeat, event.start_date, clock)}</p>
      <p className="text-sm text-stone-600">{seriesMessages.dateOf(series.position, series.count)}</p>
      {series.next_dates.length > 0 ? (
        <>
          <h3 className="pt-2 text-sm font-semibold text-stone-900">{seriesMessages.otherDates}</h3>
          <ul className="space-y-1 text-sm">
            {series.next_dates.map((date) => (
              <li key={date.id}>
                <Link to={paths.eventDetail.getHref(date.id)} className="text-ghana-green underline">
                  <time dateTime={date.start_date}>
                    {formatEventDay(date.start_date, clock)}, {formatEventTime(date.start_date, clock)}
                  </time>
                </Link>
                {date.cancelled && <span className="text-stone-600"> ({seriesMessages.cancelledDate})</span>}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="pt-1 text-sm text-stone-600">{seriesMessages.noOtherDates}</p>
      )}
    </InfoCard>
  );
}
