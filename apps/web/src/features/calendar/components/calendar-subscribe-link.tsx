import { useId } from 'react';
import { CalendarPlus, CalendarSync } from 'lucide-react';
import { calendarMessages, calendarOps, citySlug, feedCity } from '@akwaaba/contracts';
import { buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { operationHref } from '@/lib/api-client';
import { useSiteOrigin } from '@/lib/site-origin';

/** Whose public feed: an association's, a business's (its owner's events) or a city's. */
export type PublicCalendar =
  { kind: 'association'; id: number } | { kind: 'business'; id: number } | { kind: 'city'; city: string };

/** The feed's address on this site, or null for a city no feed is kept for (free text in the filter). */
function feedPath(calendar: PublicCalendar): string | null {
  if (calendar.kind === 'association')
    return operationHref(calendarOps.associationFeed, { params: { id: calendar.id } });
  if (calendar.kind === 'business') return operationHref(calendarOps.businessFeed, { params: { id: calendar.id } });
  const city = feedCity(calendar.city);
  return city === null ? null : operationHref(calendarOps.cityFeed, { params: { city: citySlug(city) } });
}

/**
 * 'Subscribe in your calendar' on an association's, a business's or a city's page (decision 038): a disclosure that
 * works before the app (decision 030), with the feed to open in the device's calendar app (webcal://), to add to
 * Google Calendar, and its address for any other app.
 */
export function CalendarSubscribeLink({ calendar }: { calendar: PublicCalendar }) {
  const origin = useSiteOrigin();
  const addressId = useId();
  const path = feedPath(calendar);
  if (path === null) return null;
  const url = new URL(path, origin || 'http://localhost').href;
  const webcal = url.replace(/^https?:/, 'webcal:');
  const label =
    calendar.kind === 'city' ? calendarMessages.subscribeCity(feedCity(calendar.city)!) : calendarMessages.subscribe;
  return (
    <details className="group relative">
      <summary className={buttonClasses({ variant: 'secondary', className: 'cursor-pointer list-none' })}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        {label}
      </summary>
      <div className="mt-2 w-full max-w-md space-y-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <p className="text-sm text-stone-700">{calendarMessages.subscribeHint}</p>
        <div className="flex flex-wrap gap-2">
          <a href={webcal} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
            <CalendarSync aria-hidden="true" className="size-4" />
            {calendarMessages.openInApp}
          </a>
          <a
            href={`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            {calendarMessages.addToGoogle}
          </a>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={addressId} className="block text-sm font-medium text-stone-800">
            {calendarMessages.feedAddress}
          </label>
          <Input
            id={addressId}
            readOnly
            value={url}
            data-without-app
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
        </div>
      </div>
    </details>
  );
}
