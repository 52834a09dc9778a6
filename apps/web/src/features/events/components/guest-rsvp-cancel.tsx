import { guestRsvpMessages } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useCancelGuestRsvp, useGuestRsvpView } from '../api/guest-rsvp';
import { EventLinkCheck, EventLinkDone, EventLinkFacts, EventLinkPage } from './event-link-page';

/**
 * Where a guest's confirmation SMS leads (docs/decisions/034): it shows the RSVP and asks for one press, which POSTs.
 */
export function GuestRsvpCancel({ token }: { token: string }) {
  const view = useGuestRsvpView(token);
  const cancel = useCancelGuestRsvp();

  if (!token || view.isError || view.isPending) {
    return (
      <EventLinkCheck failed={!token || view.isError} error={view.error} invalid={guestRsvpMessages.linkInvalid} />
    );
  }

  const { name, status, event } = view.data.data;
  if (cancel.isSuccess) return <EventLinkDone message={cancel.data.message} id={event.id} title={event.title} />;
  return (
    <EventLinkPage>
      <div className="space-y-2 text-stone-800">
        <EventLinkFacts {...event} />
        <p>
          {name}: {guestRsvpMessages.cancelStatus[status]}
        </p>
      </div>
      {cancel.isError && <Alert variant="error">{errorMessage(cancel.error, guestRsvpMessages.cancelFailed)}</Alert>}
      <Button variant="danger" isLoading={cancel.isPending} onClick={() => cancel.mutate(token)}>
        {cancel.isPending ? guestRsvpMessages.cancelling : guestRsvpMessages.cancelButton}
      </Button>
    </EventLinkPage>
  );
}
