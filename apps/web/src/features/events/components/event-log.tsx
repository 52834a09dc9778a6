import { useState } from 'react';
import { History } from 'lucide-react';
import { cohostMessages, eventLogTexts, formatShortDateTime, type EventLogEntry } from '@akwaaba/contracts';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { useEventLog } from '../api/get-event-log';

/** "Ama Mensah approved the request of Kofi Boateng." */
function sentence(entry: EventLogEntry): string {
  return `${entry.actor.name} ${eventLogTexts[entry.action](entry.subject?.name ?? '', entry.note)}.`;
}

/**
 * Who changed what (decision 040): edits, answers to requests, removals, co-hosts and receipts, the newest first, for
 * the organiser, co-hosts and admins.
 */
export function EventLog({ eventId }: { eventId: number }) {
  const [page, setPage] = useState(1);
  const log = useEventLog(eventId, page);
  return (
    <section
      aria-labelledby="event-log-title"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="event-log-title" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <History aria-hidden="true" className="size-5 text-ghana-green" />
          {cohostMessages.logHeading}
        </h2>
        <p className="text-sm text-stone-600">{cohostMessages.logIntro}</p>
      </div>
      {log.isPending ? (
        <p role="status" className="text-sm text-stone-700">
          Loading the event log...
        </p>
      ) : log.isError ? (
        <Alert variant="error">{cohostMessages.logLoadFailed}</Alert>
      ) : log.data.data.length === 0 ? (
        <p className="text-sm text-stone-700">{cohostMessages.logEmpty}</p>
      ) : (
        <>
          <ol className="divide-y divide-stone-200">
            {log.data.data.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm">
                <span className="break-words text-stone-900">{sentence(entry)}</span>
                <time dateTime={entry.created_at} className="text-stone-600">
                  {formatShortDateTime(entry.created_at)}
                </time>
              </li>
            ))}
          </ol>
          <Pagination
            label="Event log pages"
            currentPage={log.data.current_page}
            lastPage={log.data.last_page}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
