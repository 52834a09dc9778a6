import { useId } from 'react';
import { Copy, Eye, Globe, Lock, Pencil } from 'lucide-react';
import { eventMessages, seriesMessages, type ApprovalStatus, type MyEvent } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { OwnListingDelete, OwnListingLink, OwnListingRow, RejectionReason } from '@/components/own-listing-row';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { errorMessage } from '@/lib/api-client';
import { useDeleteEvent, useDeleteLaterDates } from '../api/delete-event';
import { useToggleEventPrivacy } from '../api/toggle-event-privacy';
import { eventTiming } from './event-format';
import { MyEventTitle } from './my-event-title';

const statusBadges: Record<ApprovalStatus, { label: string; tone: 'gold' | 'green' | 'red' }> = {
  pending: { label: 'Pending', tone: 'gold' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
  hidden: { label: 'Hidden by moderators', tone: 'red' },
};

/** One of the member's events with its status and timing, its privacy toggle, View, Edit, Duplicate and Delete. */
export function MyEventRow({ event }: { event: MyEvent }) {
  const togglePrivacy = useToggleEventPrivacy();
  const deleteEvent = useConfirmedDelete(useDeleteEvent(), {
    question: eventMessages.deleteConfirm,
    failureMessage: eventMessages.deleteFailed,
    onConfirmed: togglePrivacy.reset,
  });
  // A date of a series may go with every later date (decision 039).
  const deleteLater = useConfirmedDelete(useDeleteLaterDates(), {
    question: seriesMessages.deleteFutureConfirm,
    failureMessage: eventMessages.deleteFailed,
    onConfirmed: togglePrivacy.reset,
  });
  const titleId = useId();
  const status = statusBadges[event.status];
  const timing = eventTiming(event);
  const privacyLabel = event.is_public ? 'Make Private' : 'Make Public';
  const failure = togglePrivacy.isError
    ? errorMessage(togglePrivacy.error, eventMessages.privacyFailed)
    : (deleteEvent.failure ?? deleteLater.failure);

  function toggle() {
    deleteEvent.reset();
    togglePrivacy.mutate(event.id, { onError: (error) => console.error(error) });
  }

  return (
    <OwnListingRow
      titleId={titleId}
      failure={failure}
      summary={
        <>
          <MyEventTitle titleId={titleId} event={event} />
          <div className="flex flex-wrap gap-2">
            <Badge tone={event.is_public ? 'green' : 'neutral'}>{event.is_public ? 'Public' : 'Private'}</Badge>
            <Badge tone={status.tone}>{status.label}</Badge>
            <Badge tone={timing === 'Past' ? 'neutral' : 'gold'}>{timing}</Badge>
          </div>
          {event.status === 'rejected' && <RejectionReason reason={event.rejection_reason} />}
        </>
      }
      actions={
        <>
          {/* The spec's tooltip, and the same words on the button for touch screens, which show no tooltips. */}
          <Button
            variant="secondary"
            size="sm"
            title={privacyLabel}
            isLoading={togglePrivacy.isPending}
            onClick={toggle}
          >
            {!togglePrivacy.isPending &&
              (event.is_public ? (
                <Lock aria-hidden="true" className="size-4" />
              ) : (
                <Globe aria-hidden="true" className="size-4" />
              ))}
            {privacyLabel}
          </Button>
          <OwnListingLink to={paths.eventDetail.getHref(event.id)} icon={Eye}>
            View
          </OwnListingLink>
          <OwnListingLink to={paths.editEvent.getHref(event.id)} icon={Pencil}>
            Edit
          </OwnListingLink>
          <OwnListingLink to={paths.createEvent.getHref(event.id)} icon={Copy}>
            Duplicate
          </OwnListingLink>
          <OwnListingDelete deleting={deleteEvent.isPending} onDelete={() => deleteEvent.remove(event.id)} />
          {event.repeat && (
            <Button
              variant="danger"
              size="sm"
              isLoading={deleteLater.isPending}
              onClick={() => deleteLater.remove(event.id)}
            >
              {seriesMessages.deleteScopeFuture}
            </Button>
          )}
        </>
      }
    />
  );
}
