import { CalendarSubscribeLink } from '@/features/calendar/components/calendar-subscribe-link';
import { EventsList } from '@/features/events/components/events-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCreatesListings } from '@/lib/auth-store';

export function Component() {
  useDocumentTitle('Community Events');
  return (
    <EventsList
      canCreate={useCreatesListings()}
      cityCalendar={(city) => <CalendarSubscribeLink calendar={{ kind: 'city', city }} />}
    />
  );
}
