import { toast } from '@/lib/toast';
import { Check, Download, UserMinus, X } from 'lucide-react';
import {
  formatPhone,
  guestRsvpMessages,
  reminderMessages,
  rsvpMessages,
  type RsvpStatus,
  type Attendee,
} from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useApproveRsvp } from '../api/approve-rsvp';
import { useDeclineRsvp } from '../api/decline-rsvp';
import { useAttendees } from '../api/get-attendees';
import { useDownloadAttendeesCsv } from '../api/download-attendees-csv';
import { useRemoveRsvp } from '../api/remove-rsvp';

const statusLabels: Record<RsvpStatus, string> = {
  attending: 'Attending',
  waitlisted: 'Waitlisted',
  requested: 'Requested',
};

const rowKey = (row: Attendee) => (row.guest_id !== null ? `guest-${row.guest_id}` : `member-${row.user_id}`);

/** The name, and for a guest (no account, docs/decisions/034) the mark and the number they proved by SMS. */
function Who({ attendee }: { attendee: Attendee }) {
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-2 break-words text-stone-900">
      {attendee.name}
      {/* The party: the guests they bring take places too (decision 040). */}
      {attendee.plus_ones > 0 && <Badge tone="gold">{rsvpMessages.plusOnesBadge(attendee.plus_ones)}</Badge>}
      {attendee.guest_id !== null && (
        <>
          <Badge>{guestRsvpMessages.guestBadge}</Badge>
          {attendee.phone && (
            <a href={`tel:${attendee.phone}`} className="text-sm text-stone-700 underline underline-offset-2">
              {formatPhone(attendee.phone)}
            </a>
          )}
        </>
      )}
    </span>
  );
}

/** One member's request with the organiser's two answers; the buttons name the member for screen readers. */
function RequestRow({ eventId, request }: { eventId: number; request: Attendee }) {
  const approve = useApproveRsvp(eventId);
  const decline = useDeclineRsvp(eventId);
  const deciding = approve.isPending || decline.isPending;
  const callbacks = {
    onSuccess: (response: { message: string }) => toast.success(response.message),
    onError: (error: unknown) => {
      console.error(error);
      toast.error(errorMessage(error, rsvpMessages.decideFailed));
    },
  };

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-2.5">
      <Who attendee={request} />
      <div className="flex gap-2">
        <Button
          size="sm"
          aria-label={`${rsvpMessages.approveRequest} ${request.name}`}
          isLoading={approve.isPending}
          disabled={deciding}
          onClick={() => approve.mutate(request, callbacks)}
        >
          {!approve.isPending && <Check aria-hidden="true" className="size-4" />}
          {rsvpMessages.approveRequest}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${rsvpMessages.declineRequest} ${request.name}`}
          isLoading={decline.isPending}
          disabled={deciding}
          onClick={() => decline.mutate(request, callbacks)}
        >
          {!decline.isPending && <X aria-hidden="true" className="size-4" />}
          {rsvpMessages.declineRequest}
        </Button>
      </div>
    </li>
  );
}

/** A member who is coming or waiting; the organiser may take them off the event after confirming. */
function AttendeeRow({ eventId, attendee }: { eventId: number; attendee: Attendee }) {
  const remove = useRemoveRsvp(eventId);

  function removeMember() {
    if (!window.confirm(rsvpMessages.removeConfirm)) return;
    remove.mutate(attendee, {
      onSuccess: (response) => toast.success(response.message),
      onError: (error) => {
        console.error(error);
        toast.error(errorMessage(error, rsvpMessages.removeFailed));
      },
    });
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-2.5">
      <Who attendee={attendee} />
      <div className="flex items-center gap-2">
        <Badge tone={attendee.status === 'attending' ? 'green' : 'gold'}>{statusLabels[attendee.status]}</Badge>
        {attendee.reconfirmed_at && <Badge tone="green">{reminderMessages.reconfirmedMark}</Badge>}
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${rsvpMessages.removeMember} ${attendee.name}`}
          isLoading={remove.isPending}
          onClick={removeMember}
        >
          {!remove.isPending && <UserMinus aria-hidden="true" className="size-4" />}
          {rsvpMessages.removeMember}
        </Button>
      </div>
    </li>
  );
}

function RequestsToAttend({ eventId, requests }: { eventId: number; requests: Attendee[] }) {
  return (
    <section aria-labelledby="rsvp-requests-title" className="mb-5 rounded-xl bg-ghana-gold-light/60 p-4">
      <h3 id="rsvp-requests-title" className="text-base font-semibold text-stone-900">
        {rsvpMessages.requestsHeading}
      </h3>
      {requests.length === 0 ? (
        <p className="mt-1 text-sm text-stone-700">No requests are waiting for your answer.</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {requests.map((request) => (
            <RequestRow key={rowKey(request)} eventId={eventId} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The organiser's list of who is coming (names only; never shown to anyone else) with a CSV download, and the
 * requests to attend waiting for an answer when the event requires approval.
 */
export function AttendeesPanel({ eventId, requiresApproval }: { eventId: number; requiresApproval: boolean }) {
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

  const requests = attendees.data?.filter((row) => row.status === 'requested') ?? [];
  const coming = attendees.data?.filter((row) => row.status !== 'requested') ?? [];

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
          <p className="text-sm text-stone-600">Only you and the event&rsquo;s other hosts can see who is coming.</p>
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
      ) : (
        <>
          {(requiresApproval || requests.length > 0) && <RequestsToAttend eventId={eventId} requests={requests} />}
          {coming.length === 0 ? (
            <p className="text-sm text-stone-700">No one has RSVP&rsquo;d yet.</p>
          ) : (
            <ul className="divide-y divide-stone-200">
              {coming.map((attendee) => (
                <AttendeeRow key={rowKey(attendee)} eventId={eventId} attendee={attendee} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
