import { toast } from 'sonner';
import { Download } from 'lucide-react';
import type { AttendanceStatus } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useAttendees } from '../api/get-attendees';
import { useDownloadAttendeesCsv } from '../api/download-attendees-csv';

const statusLabels: Record<AttendanceStatus, string> = { attending: 'Attending', waitlisted: 'Waitlisted' };

/** The organiser's list of who is coming (names only; never shown to anyone else) with a CSV download. */
export function AttendeesPanel({ eventId }: { eventId: number }) {
  const attendees = useAttendees(eventId);
  const download = useDownloadAttendeesCsv(eventId);

  function downloadCsv() {
    download.mutate(undefined, {
      onError: (error) => {
        console.error(error);
        toast.error(errorMessage(error, 'Failed to download the attendee list.'));
      },
    });
  }

  return (
    <section
      aria-labelledby="attendee-list-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="attendee-list-title" className="text-lg font-semibold text-stone-900">
            Attendee List
          </h2>
          <p className="text-sm text-stone-600">Only you can see who is coming.</p>
        </div>
        <Button variant="secondary" size="sm" isLoading={download.isPending} onClick={downloadCsv}>
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </Button>
      </div>
      {attendees.isPending ? (
        <p role="status" className="text-sm text-stone-700">
          Loading attendees...
        </p>
      ) : attendees.isError ? (
        <Alert variant="error">{errorMessage(attendees.error, 'Failed to load the attendee list.')}</Alert>
      ) : attendees.data.length === 0 ? (
        <p className="text-sm text-stone-700">No one has RSVP&rsquo;d yet.</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {attendees.data.map((attendee) => (
            <li key={attendee.user_id} className="flex items-center justify-between gap-3 py-2.5">
              <span className="min-w-0 break-words text-stone-900">{attendee.name}</span>
              <Badge tone={attendee.status === 'attending' ? 'green' : 'gold'}>{statusLabels[attendee.status]}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
