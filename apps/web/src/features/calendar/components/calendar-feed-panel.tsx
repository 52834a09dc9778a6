import { useId, useState } from 'react';
import { CalendarPlus, CalendarSync, Copy, RefreshCw, Trash2 } from 'lucide-react';
import {
  calendarMessages,
  formatDateTime,
  formatLongDate,
  type CalendarFeed,
  type CalendarFeedLink,
} from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';

async function copy(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    toast.success(calendarMessages.copied);
  } catch {
    toast.error(calendarMessages.copyFailed(link));
  }
}

/** One form of the link: read-only (selectable by hand too) with its copy button. */
function LinkField({ label, copyLabel, link }: { label: string; copyLabel: string; link: string }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-xs"
        />
        <Button variant="secondary" onClick={() => void copy(link)}>
          <Copy aria-hidden="true" className="size-4" />
          {copyLabel}
        </Button>
      </div>
    </div>
  );
}

/** The link just made: both forms to copy, and the device's calendar app to open it in. */
function FreshLink({ link }: { link: CalendarFeedLink }) {
  return (
    <div className="space-y-3">
      <Alert variant="success">{calendarMessages.showOnce}</Alert>
      <LinkField label={calendarMessages.webcalLabel} copyLabel={calendarMessages.copyWebcal} link={link.webcal_url} />
      <LinkField label={calendarMessages.httpsLabel} copyLabel={calendarMessages.copyHttps} link={link.url} />
      <a href={link.webcal_url} className={buttonClasses({ variant: 'secondary' })}>
        <CalendarSync aria-hidden="true" className="size-4" />
        {calendarMessages.openInApp}
      </a>
    </div>
  );
}

/** When the link was made and last read: its address is never shown again (only its hash is kept). */
function FeedFacts({ feed }: { feed: CalendarFeed }) {
  return (
    <div className="space-y-1 text-sm text-stone-700">
      <p>{calendarMessages.activeSince(formatLongDate(feed.created_at))}</p>
      <p>
        {feed.last_read_at ? calendarMessages.lastRead(formatDateTime(feed.last_read_at)) : calendarMessages.neverRead}
      </p>
    </div>
  );
}

/**
 * My Events' private calendar link (decision 038): made on request and shown once, with its webcal:// and https://
 * forms to copy; replaced when lost, or turned off, each after a confirmation, and the old link stops at once.
 */
export function CalendarFeedPanel() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [fresh, setFresh] = useState<CalendarFeedLink | null>(null);
  const busy = create.isPending || revoke.isPending;

  function makeLink(replacing: boolean) {
    if (replacing && !window.confirm(calendarMessages.replaceConfirm)) return;
    create.mutate(undefined, {
      onSuccess: ({ data, message }) => {
        setFresh(data);
        toast.success(message);
      },
      onError: (error) => toast.error(errorMessage(error, calendarMessages.createFailed)),
    });
  }

  function turnOff() {
    if (!window.confirm(calendarMessages.revokeConfirm)) return;
    revoke.mutate(undefined, {
      onSuccess: ({ message }) => {
        setFresh(null);
        toast.success(message);
      },
      onError: (error) => toast.error(errorMessage(error, calendarMessages.revokeFailed)),
    });
  }

  return (
    <section
      aria-labelledby="calendar-feed-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="space-y-1">
        <h2 id="calendar-feed-heading" className="text-lg font-semibold text-stone-900">
          {calendarMessages.panelHeading}
        </h2>
        <p className="text-sm text-stone-700">{calendarMessages.panelIntro}</p>
      </div>
      {feed.isPending ? (
        <p role="status" className="text-sm text-stone-700">
          Loading your calendar link...
        </p>
      ) : feed.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{errorMessage(feed.error, calendarMessages.loadFailed)}</Alert>
          <Button variant="secondary" onClick={() => void feed.refetch()}>
            Try again
          </Button>
        </div>
      ) : feed.data.data === null ? (
        <div className="space-y-3">
          <p className="text-sm text-stone-700">{calendarMessages.noLink}</p>
          <Button onClick={() => makeLink(false)} disabled={busy}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {calendarMessages.create}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          {fresh ? <FreshLink link={fresh} /> : <FeedFacts feed={feed.data.data} />}
          {!fresh && <p className="text-sm text-stone-700">{calendarMessages.lostLink}</p>}
          <div className="flex flex-wrap gap-2">
            {!fresh && (
              <Button variant="secondary" onClick={() => makeLink(true)} disabled={busy}>
                <RefreshCw aria-hidden="true" className="size-4" />
                {calendarMessages.replace}
              </Button>
            )}
            <Button variant="danger" onClick={turnOff} disabled={busy}>
              <Trash2 aria-hidden="true" className="size-4" />
              {calendarMessages.revoke}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
