import { CalendarFeedPanel } from '@/features/calendar/components/calendar-feed-panel';
import { MyEvents } from '@/features/events/components/my-events';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCreatesListings } from '@/lib/auth-store';

export function Component() {
  useDocumentTitle('My Events');
  return <MyEvents canHost={useCreatesListings()} calendar={<CalendarFeedPanel />} />;
}
