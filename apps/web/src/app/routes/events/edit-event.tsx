import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { parseId } from '@akwaaba/contracts';
import { EditEvent } from '@/features/events/components/edit-event';
import { EventNotFound } from '@/features/events/components/event-not-found';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Edit Event');
  const navigate = useNavigate();
  const { id } = useParams();
  const parsedId = parseId(id);
  const backToEvents = useCallback(() => void navigate(paths.events.getHref(), { replace: true }), [navigate]);

  if (parsedId === null) return <EventNotFound />;
  return (
    <EditEvent
      key={parsedId}
      eventId={parsedId}
      onSaved={(event) => void navigate(paths.eventDetail.getHref(event.id))}
      onLoadFailed={backToEvents}
    />
  );
}
