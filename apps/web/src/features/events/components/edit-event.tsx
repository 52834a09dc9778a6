import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { eventMessages, type EventDetail } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { PageAlert, PageLoading } from '@/components/page-states';
import { buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-store';
import { useEvent } from '../api/get-event';
import { EventForm } from './event-form';
import { formValuesFrom } from './event-form-values';

type EditEventProps = {
  eventId: number;
  onSaved: (event: EventDetail) => void;
  /** Where to go when the event cannot be loaded (a toast, then /events: docs/rules/web-behaviour.md). */
  onLoadFailed: () => void;
};

/** /events/{id}/edit: the form of its organiser, a co-host or an admin, filled from the stored event. */
export function EditEvent({ eventId, onSaved, onLoadFailed }: EditEventProps) {
  const { user } = useAuth();
  const event = useEvent(eventId);

  useEffect(() => {
    if (!event.isError) return;
    console.error(event.error);
    // One toast even when the effect runs twice (StrictMode).
    toast.error(eventMessages.loadForEditFailed, { id: `event-${eventId}-load-failed` });
    onLoadFailed();
  }, [event.isError, event.error, eventId, onLoadFailed]);

  if (!event.isSuccess) {
    return <PageLoading>{eventMessages.loadingDetails}</PageLoading>;
  }
  // Its organiser, co-hosts and admins (decision 040).
  if (event.data.host_role === null && !user?.is_admin) {
    return (
      <PageAlert message={eventMessages.notAuthorized}>
        <Link to={paths.eventDetail.getHref(eventId)} className={buttonClasses({ variant: 'secondary' })}>
          Back to the event
        </Link>
      </PageAlert>
    );
  }
  return (
    <EventForm
      key={event.data.id}
      mode="edit"
      eventId={event.data.id}
      currentImage={event.data.image}
      defaultValues={formValuesFrom(event.data, { withDates: true })}
      cancelTo={paths.eventDetail.getHref(event.data.id)}
      onSaved={onSaved}
    />
  );
}
