import { useParams } from 'react-router';
import { parseId } from '@akwaaba/contracts';
import { CalendarSubscribeLink } from '@/features/calendar/components/calendar-subscribe-link';
import { AssociationEvents } from '@/features/events/components/association-events';
import { ReportButton } from '@/features/moderation/components/report-button';
import { AssociationDetail, AssociationNotFound } from '@/features/associations/components/association-detail';

/** Public (docs/rules/who-sees-what.md): visitors open shared links; joining asks them to sign in. */
export function Component() {
  const { id } = useParams();
  const parsedId = parseId(id);
  if (parsedId === null) return <AssociationNotFound />;
  return (
    <AssociationDetail
      key={parsedId}
      associationId={parsedId}
      reportButton={<ReportButton targetType="association" targetId={parsedId} />}
      events={
        <AssociationEvents
          associationId={parsedId}
          subscribe={<CalendarSubscribeLink calendar={{ kind: 'association', id: parsedId }} />}
        />
      }
    />
  );
}
