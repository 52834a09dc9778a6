import { useParams } from 'react-router';
import { eventIdParams } from '@akwaaba/contracts';
import { EventDetail } from '@/features/events/components/event-detail';
import { EventNotFound } from '@/features/events/components/event-not-found';

/** Public (GUIDE §1): visitors open shared links; acting on the event asks them to sign in. */
export function Component() {
  const { id } = useParams();
  const parsed = eventIdParams.safeParse({ id });
  if (!id || !/^\d+$/.test(id) || !parsed.success) return <EventNotFound />;
  return <EventDetail key={parsed.data.id} eventId={parsed.data.id} />;
}
