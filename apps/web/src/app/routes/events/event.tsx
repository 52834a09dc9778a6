import { useParams } from 'react-router';
import { parseId } from '@akwaaba/contracts';
import { ReportButton } from '@/features/moderation/components/report-button';
import { EventDetail } from '@/features/events/components/event-detail';
import { EventNotFound } from '@/features/events/components/event-not-found';

/** Public (docs/rules/who-sees-what.md): visitors open shared links; acting on the event asks them to sign in. */
export function Component() {
  const { id } = useParams();
  const parsedId = parseId(id);
  if (parsedId === null) return <EventNotFound />;
  return (
    <EventDetail
      key={parsedId}
      eventId={parsedId}
      reportButton={<ReportButton targetType="event" targetId={parsedId} />}
    />
  );
}
