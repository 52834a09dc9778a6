import { Link } from 'react-router';
import { formatDateTimeTwoClocks, formatTwoClocks, formatWeekdayDate, reminderMessages } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useReconfirm, useReconfirmView } from '../api/reconfirm';

/**
 * Where a reminder's 'Still coming?' link leads (decision 037), for members and guests alike, without signing in.
 * Opening it changes nothing: it shows the event and asks for one press, which POSTs. Not for search engines.
 */
export function ReconfirmAnswer({ token }: { token: string }) {
  const view = useReconfirmView(token);
  const reconfirm = useReconfirm(token);

  const page = (children: React.ReactNode) => (
    <div className="space-y-5">
      <meta name="robots" content="noindex" />
      {children}
    </div>
  );

  if (!token || view.isError) {
    return page(<Alert variant="error">{errorMessage(view.error, reminderMessages.reconfirmInvalid)}</Alert>);
  }
  if (view.isPending) return page(<p role="status">Checking your link…</p>);

  const rsvp = view.data.data;
  const eventLink = (
    <Link
      to={paths.eventDetail.getHref(rsvp.event_id)}
      className="font-semibold text-ghana-green underline underline-offset-2"
    >
      {rsvp.title}
    </Link>
  );
  if (reconfirm.isSuccess) {
    return page(
      <Alert variant="success">
        <p>{reconfirm.data.message}</p>
        <p>{eventLink}</p>
      </Alert>,
    );
  }
  const facts = (
    <div className="space-y-2 text-stone-800">
      <p className="text-lg font-semibold">{eventLink}</p>
      <p>
        {formatWeekdayDate(rsvp.start_date)} · {formatTwoClocks(rsvp.start_date)}
      </p>
      {(rsvp.venue_name ?? rsvp.city) && <p>{[rsvp.venue_name, rsvp.city].filter(Boolean).join(', ')}</p>}
    </div>
  );
  if (!rsvp.open) {
    return page(
      <>
        {facts}
        <Alert variant="info">
          {rsvp.reconfirmed ? reminderMessages.reconfirmedAlready : reminderMessages.reconfirmClosed}
        </Alert>
      </>,
    );
  }
  return page(
    <>
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
          <Button
            isLoading={reconfirm.isPending && reconfirm.variables === 'yes'}
            onClick={() => reconfirm.mutate('yes')}
          >
            {reminderMessages.reconfirmYes}
          </Button>
        )}
        <Button
          variant="danger"
          isLoading={reconfirm.isPending && reconfirm.variables === 'no'}
          onClick={() => reconfirm.mutate('no')}
        >
          {reminderMessages.reconfirmNo}
        </Button>
      </div>
    </>,
  );
}
