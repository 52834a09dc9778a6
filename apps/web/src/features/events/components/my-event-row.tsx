import { useId } from 'react';
import { Link } from 'react-router';
import { Copy, Eye, Globe, Lock, Pencil, Trash2 } from 'lucide-react';
import { eventMessages, type ApprovalStatus, type MyEvent } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { errorMessage } from '@/lib/api-client';
import { useDeleteEvent } from '../api/delete-event';
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
  const titleId = useId();
  const status = statusBadges[event.status];
  const timing = eventTiming(event);
  const privacyLabel = event.is_public ? 'Make Private' : 'Make Public';
  const failure = togglePrivacy.isError
    ? errorMessage(togglePrivacy.error, eventMessages.privacyFailed)
    : deleteEvent.failure;

  function toggle() {
    deleteEvent.reset();
    togglePrivacy.mutate(event.id, { onError: (error) => console.error(error) });
  }

  return (
    <li
      aria-labelledby={titleId}
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 space-y-2">
          <MyEventTitle titleId={titleId} event={event} />
          <div className="flex flex-wrap gap-2">
            <Badge tone={event.is_public ? 'green' : 'neutral'}>{event.is_public ? 'Public' : 'Private'}</Badge>
            <Badge tone={status.tone}>{status.label}</Badge>
            <Badge tone={timing === 'Past' ? 'neutral' : 'gold'}>{timing}</Badge>
          </div>
          {event.status === 'rejected' && event.rejection_reason && (
            <p className="text-sm break-words text-red-800">Reason: {event.rejection_reason}</p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 md:shrink-0">
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
          <Link
            to={paths.eventDetail.getHref(event.id)}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Eye aria-hidden="true" className="size-4" />
            View
          </Link>
          <Link to={paths.editEvent.getHref(event.id)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Link>
          <Link
            to={paths.createEvent.getHref(event.id)}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Copy aria-hidden="true" className="size-4" />
            Duplicate
          </Link>
          <Button
            variant="danger"
            size="sm"
            isLoading={deleteEvent.isPending}
            onClick={() => deleteEvent.remove(event.id)}
          >
            {!deleteEvent.isPending && <Trash2 aria-hidden="true" className="size-4" />}
            Delete
          </Button>
        </div>
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-ghana-red">
          {failure}
        </p>
      )}
    </li>
  );
}
