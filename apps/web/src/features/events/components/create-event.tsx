import { eventMessages, type EventDetail } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { PageLoading } from '@/components/page-states';
import { useAuth } from '@/lib/auth-store';
import { useEvent } from '../api/get-event';
import { EventForm } from './event-form';
import { emptyEventForm, formValuesFrom } from './event-form-values';

type CreateEventProps = {
  /** An event of the member's to copy (same details, new dates), from /create-event?from={id}. */
  duplicateOf: number | null;
  /** The association it is posted in the name of, from /create-event?association={id}. */
  association?: number | null;
  onSaved: (event: EventDetail) => void;
};

/** The create form, empty or filled from one of the member's events to duplicate it. */
export function CreateEvent({ duplicateOf, association = null, onSaved }: CreateEventProps) {
  const { user } = useAuth();
  const source = useEvent(duplicateOf ?? 0, { enabled: duplicateOf !== null });

  if (duplicateOf === null) {
    return (
      <EventForm
        mode="create"
        defaultValues={association ? { ...emptyEventForm, association_id: String(association) } : emptyEventForm}
        cancelTo={association ? paths.associationDetail.getHref(association) : paths.events.getHref()}
        onSaved={onSaved}
      />
    );
  }
  if (source.isPending) {
    return <PageLoading>{eventMessages.loadingDetails}</PageLoading>;
  }

  const copyable = source.isSuccess && (source.data.is_owner || Boolean(user?.is_admin));
  return (
    <EventForm
      // A new occurrence: the details are copied, the dates and the picture are chosen afresh.
      key={copyable ? `copy-${source.data.id}` : 'new'}
      mode="create"
      defaultValues={copyable ? formValuesFrom(source.data, { withDates: false }) : emptyEventForm}
      cancelTo={paths.myEvents.getHref()}
      onSaved={onSaved}
      notice={
        copyable ? (
          <Alert variant="info" title={`Duplicating “${source.data.title}”`}>
            The details are copied. Choose the dates of the new event (and a picture, if you like).
          </Alert>
        ) : source.isError ? (
          <Alert variant="error">{eventMessages.loadForEditFailed}</Alert>
        ) : (
          // Someone else's event is not copied: the member starts from an empty form.
          <Alert variant="info">Only your own events can be duplicated. Start your new event here.</Alert>
        )
      }
    />
  );
}
