import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { eventIdParams } from '@akwaaba/contracts';
import { EditEvent } from '@/features/events/components/edit-event';
import { EventNotFound } from '@/features/events/components/event-not-found';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Edit Event');
  const navigate = useNavigate();
  const { id } = useParams();
  const parsed = eventIdParams.safeParse({ id });
  const backToEvents = useCallback(() => void navigate(paths.events.getHref(), { replace: true }), [navigate]);

  if (!id || !/^\d+$/.test(id) || !parsed.success) return <EventNotFound />;
  return (
    <EditEvent
      key={parsed.data.id}
      eventId={parsed.data.id}
      onSaved={(event) => void navigate(paths.eventDetail.getHref(event.id))}
      onLoadFailed={backToEvents}
    />
  );
}
