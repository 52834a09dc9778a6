import { guestRsvpMessages } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useCancelGuestRsvp, useGuestRsvpView } from '../api/guest-rsvp';
import { EventLink, EventLinkFacts, EventLinkPage } from './event-link-page';

/**
 * Where a guest's confirmation SMS leads (docs/decisions/034): it shows the RSVP and asks for one press, which POSTs.
 */
export function GuestRsvpCancel({ token }: { token: string }) {
  const view = useGuestRsvpView(token);
  const cancel = useCancelGuestRsvp();

  if (!token || view.isError) {
    return (
      <EventLinkPage>
        <Alert variant="error">{errorMessage(view.error, guestRsvpMessages.linkInvalid)}</Alert>
      </EventLinkPage>
    );
  }
  if (view.isPending) {
    return (
      <EventLinkPage>
        <p role="status">Checking your link…</p>
      </EventLinkPage>
    );
  }

  const { name, status, event } = view.data.data;
  if (cancel.isSuccess) {
    return (
      <EventLinkPage>
        <Alert variant="success">
          <p>{cancel.data.message}</p>
          <p>
            <EventLink id={event.id} title={event.title} />
          </p>
        </Alert>
      </EventLinkPage>
    );
  }
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
