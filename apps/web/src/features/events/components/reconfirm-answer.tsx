import { formatDateTimeTwoClocks, reminderMessages } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useReconfirm, useReconfirmView } from '../api/reconfirm';
import { EventLinkCheck, EventLinkDone, EventLinkFacts, EventLinkPage } from './event-link-page';

/**
 * Where a reminder's 'Still coming?' link leads (decision 037), for members and guests alike, without signing in:
 * it shows the event and asks for one press, which POSTs.
 */
export function ReconfirmAnswer({ token }: { token: string }) {
  const view = useReconfirmView(token);
  const reconfirm = useReconfirm(token);

  if (!token || view.isError || view.isPending) {
    return (
      <EventLinkCheck failed={!token || view.isError} error={view.error} invalid={reminderMessages.reconfirmInvalid} />
    );
  }

  const rsvp = view.data.data;
  if (reconfirm.isSuccess) {
    return <EventLinkDone message={reconfirm.data.message} id={rsvp.event_id} title={rsvp.title} />;
  }
  const facts = (
    <div className="space-y-2 text-stone-800">
      <EventLinkFacts {...rsvp} id={rsvp.event_id} />
    </div>
  );
  if (!rsvp.open) {
    return (
      <EventLinkPage>
        {facts}
        <Alert variant="info">
          {rsvp.reconfirmed ? reminderMessages.reconfirmedAlready : reminderMessages.reconfirmClosed}
        </Alert>
      </EventLinkPage>
    );
  }
  const answering = (answer: 'yes' | 'no') => reconfirm.isPending && reconfirm.variables === answer;
  return (
    <EventLinkPage>
      {facts}
      <p>
        {rsvp.name && `${rsvp.name}: `}
        {rsvp.reconfirmed
          ? reminderMessages.reconfirmedAlready
          : reminderMessages.reconfirmIntro(formatDateTimeTwoClocks(rsvp.deadline))}
      </p>
      {reconfirm.isError && (
        <Alert variant="error">{errorMessage(reconfirm.error, reminderMessages.reconfirmFailed)}</Alert>
      )}
      <div className="flex flex-wrap gap-3">
        {!rsvp.reconfirmed && (
          <Button isLoading={answering('yes')} onClick={() => reconfirm.mutate('yes')}>
            {reminderMessages.reconfirmYes}
          </Button>
        )}
        <Button variant="danger" isLoading={answering('no')} onClick={() => reconfirm.mutate('no')}>
          {reminderMessages.reconfirmNo}
        </Button>
      </div>
    </EventLinkPage>
  );
}
