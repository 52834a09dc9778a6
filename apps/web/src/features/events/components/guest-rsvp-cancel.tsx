import { Link } from 'react-router';
import { formatTwoClocks, formatWeekdayDate, guestRsvpMessages } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCancelGuestRsvp, useGuestRsvpView } from '../api/guest-rsvp';

/**
 * Where a guest's confirmation SMS leads (docs/decisions/034). Opening it changes nothing (link previewers fetch
 * links): it shows the RSVP and asks for one press, which POSTs. Not for search engines (robots.txt, noindex).
 */
export function GuestRsvpCancel({ token }: { token: string }) {
  const view = useGuestRsvpView(token);
  const cancel = useCancelGuestRsvp();

  const page = (children: React.ReactNode) => (
    <div className="space-y-5">
      <meta name="robots" content="noindex" />
      {children}
    </div>
  );

  if (!token || view.isError) {
    return page(<Alert variant="error">{errorMessage(view.error, guestRsvpMessages.linkInvalid)}</Alert>);
  }
  if (view.isPending) return page(<p role="status">Checking your link…</p>);

  const { name, status, event } = view.data.data;
  const eventLink = (
    <Link
      to={paths.eventDetail.getHref(event.id)}
      className="font-semibold text-ghana-green underline underline-offset-2"
    >
      {event.title}
    </Link>
  );
  if (cancel.isSuccess) {
    return page(
      <Alert variant="success">
        <p>{cancel.data.message}</p>
        <p>{eventLink}</p>
      </Alert>,
    );
  }
  return page(
    <>
      <div className="space-y-2 text-stone-800">
        <p className="text-lg font-semibold">{eventLink}</p>
        <p>
          {formatWeekdayDate(event.start_date)} · {formatTwoClocks(event.start_date)}
        </p>
        {(event.venue_name ?? event.city) && <p>{[event.venue_name, event.city].filter(Boolean).join(', ')}</p>}
        <p>
          {name}: {guestRsvpMessages.cancelStatus[status]}
        </p>
      </div>
      {cancel.isError && <Alert variant="error">{errorMessage(cancel.error, guestRsvpMessages.cancelFailed)}</Alert>}
      <Button variant="danger" isLoading={cancel.isPending} onClick={() => cancel.mutate(token)}>
        {cancel.isPending ? guestRsvpMessages.cancelling : guestRsvpMessages.cancelButton}
      </Button>
    </>,
  );
}
