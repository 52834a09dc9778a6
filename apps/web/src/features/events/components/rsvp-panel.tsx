import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { CalendarCheck, Check, Hourglass, Send } from 'lucide-react';
import { rsvpMessages, eventMessages, type RsvpResponse, type EventDetail } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { useAttendEvent } from '../api/attend-event';
import { useWithdrawRsvp } from '../api/withdraw-rsvp';
import { GuestRsvpForm } from './guest-rsvp-form';
import { hasEnded, hasStarted } from './event-format';
import { PlusOnesChange, PlusOnesSelect } from './plus-ones';

/** Whether a party of `people` (1 and their guests, decision 040) no longer fits in the places left. */
export function isFull(event: Pick<EventDetail, 'max_attendees' | 'attendees_count'>, people = 1): boolean {
  return event.max_attendees !== null && event.attendees_count + people > event.max_attendees;
}

/**
 * RSVP (docs/rules/web-behaviour.md): 'RSVP' (or 'Join Waitlist' when full), 'RSVPing...' while it runs, then a
 * disabled "You're going" with 'Cancel RSVP', or the member's place on the waitlist with 'Leave Waitlist'. An event
 * that requires approval takes a request instead ('Request to Attend'), which holds no place until the organiser
 * answers and can be withdrawn meanwhile (docs/rules/approval.md). Visitors are asked to sign in first and come back
 * here afterwards.
 */
export function RsvpPanel({ event }: { event: EventDetail }) {
  const { isAuthenticated } = useAuth();
  const attend = useAttendEvent(event.id);
  const cancel = useWithdrawRsvp(event.id);
  // The guests the member brings with the RSVP they are about to make (decision 040).
  const [plusOnes, setPlusOnes] = useState(0);
  // The button pressed is replaced by the next state's (RSVP by Cancel RSVP and back): once the new state shows,
  // focus moves to its button rather than dropping to the page, so a keyboard or screen-reader user stays put.
  const actionRef = useRef<HTMLButtonElement>(null);
  const focusAfterChange = useRef(false);
  const rsvpState = event.user_attending
    ? 'attending'
    : event.user_waitlisted
      ? 'waitlisted'
      : event.user_requested
        ? 'requested'
        : 'none';
  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    actionRef.current?.focus();
  }, [rsvpState]);

  if (!isAuthenticated) {
    const signIn = (
      <Link to={paths.login.getHref(paths.eventDetail.getHref(event.id))} className={buttonClasses()}>
        <CalendarCheck aria-hidden="true" className="size-4" />
        Sign in to RSVP
      </Link>
    );
    // Until the event starts, a visitor may RSVP with a mobile number instead (docs/decisions/034).
    if (hasStarted(event)) return signIn;
    return (
      <div className="flex flex-wrap items-start gap-2">
        {signIn}
        <GuestRsvpForm event={event} />
      </div>
    );
  }
  if (hasEnded(event)) return <p className="text-sm font-medium text-stone-700">{eventMessages.eventEnded}</p>;

  const onDone = (response: RsvpResponse) => {
    toast.success(response.message);
    focusAfterChange.current = true;
  };
  const onFailed = (fallback: string) => (error: unknown) => {
    console.error(error);
    toast.error(errorMessage(error, fallback));
  };

  /** Cancelling a place, leaving the waitlist and withdrawing a request are one call: the member's RSVP goes. */
  const withdrawButton = (label: string) => (
    <Button
      ref={actionRef}
      variant="secondary"
      isLoading={cancel.isPending}
      onClick={() => cancel.mutate(undefined, { onSuccess: onDone, onError: onFailed(eventMessages.unattendFailed) })}
    >
      {label}
    </Button>
  );
  const waitingNote = (icon: ReactNode, text: string) => (
    <p className="inline-flex items-center gap-2 rounded-lg bg-ghana-gold-light px-3 py-2 text-sm font-semibold text-stone-900">
      {icon}
      {text}
    </p>
  );

  // Whatever the RSVP, the member may change the guests they bring (decision 040).
  const party = <PlusOnesChange key={event.user_plus_ones ?? 0} event={event} />;

  if (event.user_attending) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="done" disabled>
          <Check aria-hidden="true" className="size-4" />
          You&rsquo;re going
        </Button>
        {withdrawButton(rsvpMessages.cancelRsvp)}
        {party}
      </div>
    );
  }

  if (event.user_waitlisted) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        {waitingNote(
          <Hourglass aria-hidden="true" className="size-4" />,
          event.waitlist_position
            ? `You are number ${event.waitlist_position} on the waitlist`
            : 'You are on the waitlist',
        )}
        {withdrawButton(rsvpMessages.leaveWaitlist)}
        {party}
      </div>
    );
  }

  if (event.user_requested) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        {waitingNote(<Send aria-hidden="true" className="size-4" />, rsvpMessages.requested)}
        {withdrawButton(rsvpMessages.withdrawRequest)}
        {party}
      </div>
    );
  }

  const full = isFull(event, 1 + plusOnes);
  const label = event.requires_approval
    ? rsvpMessages.requestRsvp
    : full
      ? rsvpMessages.joinWaitlist
      : rsvpMessages.rsvp;
  const rsvpButton = (
    <Button
      ref={actionRef}
      variant={full && !event.requires_approval ? 'gold' : 'primary'}
      isLoading={attend.isPending}
      onClick={() => attend.mutate(plusOnes, { onSuccess: onDone, onError: onFailed(eventMessages.attendFailed) })}
    >
      {attend.isPending ? rsvpMessages.rsvping : label}
    </Button>
  );
  if (event.max_plus_ones === 0) return rsvpButton;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <PlusOnesSelect max={event.max_plus_ones} value={plusOnes} onChange={setPlusOnes} />
      {rsvpButton}
    </div>
  );
}
