import { lazy, Suspense, useState } from 'react';
import { Smartphone } from 'lucide-react';
import { guestRsvpMessages, type EventDetail } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

const GuestRsvpSteps = lazy(() => import('./guest-rsvp-steps').then((module) => ({ default: module.GuestRsvpSteps })));

/**
 * 'RSVP without an account' (docs/decisions/034), offered to visitors beside 'Sign in to RSVP' until the event
 * starts; its form loads when it is opened.
 */
export function GuestRsvpForm({ event }: { event: Pick<EventDetail, 'id' | 'max_plus_ones'> }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Smartphone aria-hidden="true" className="size-4" />
        {guestRsvpMessages.open}
      </Button>
    );
  }
  return (
    <Suspense fallback={<Spinner label={guestRsvpMessages.open} />}>
      <GuestRsvpSteps eventId={event.id} maxPlusOnes={event.max_plus_ones} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
