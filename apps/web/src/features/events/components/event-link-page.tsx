import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatTwoClocks, formatWeekdayDate } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';

/**
 * The page a link sent by SMS or mail opens without signing in (a guest's cancel link, a 'Still coming?' answer).
 * Opening it changes nothing (link previewers fetch links); not for search engines (robots.txt and noindex).
 */
export function EventLinkPage({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-5">
      <meta name="robots" content="noindex" />
      {children}
    </div>
  );
}

export function EventLink({ id, title }: { id: number; title: string }) {
  return (
    <Link to={paths.eventDetail.getHref(id)} className="font-semibold text-ghana-green underline underline-offset-2">
      {title}
    </Link>
  );
}

/** What the link is about: the event, when (both clocks) and where. */
export function EventLinkFacts(event: {
  id: number;
  title: string;
  start_date: string;
  venue_name: string | null;
  city: string | null;
}) {
  return (
    <>
      <p className="text-lg font-semibold">
        <EventLink id={event.id} title={event.title} />
      </p>
      <p>
        {formatWeekdayDate(event.start_date)} · {formatTwoClocks(event.start_date)}
      </p>
      {(event.venue_name ?? event.city) && <p>{[event.venue_name, event.city].filter(Boolean).join(', ')}</p>}
    </>
  );
}

/** The page while the link is checked, or once it is known not to hold (`failed`, with the answer's error). */
export function EventLinkCheck({ failed, error, invalid }: { failed: boolean; error: unknown; invalid: string }) {
  return (
    <EventLinkPage>
      {failed ? (
        <Alert variant="error">{errorMessage(error, invalid)}</Alert>
      ) : (
        <p role="status">Checking your link…</p>
      )}
    </EventLinkPage>
  );
}

/** The page once the one press was taken: what the server said, and the event. */
export function EventLinkDone({ message, id, title }: { message: string; id: number; title: string }) {
  return (
    <EventLinkPage>
      <Alert variant="success">
        <p>{message}</p>
        <p>
          <EventLink id={id} title={title} />
        </p>
      </Alert>
    </EventLinkPage>
  );
}
