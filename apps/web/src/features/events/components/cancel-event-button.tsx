import { Ban } from 'lucide-react';
import { reminderMessages } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCancelEvent } from '../api/reconfirm';

/** The organiser calls the event off, after saying yes to what that does (decision 037). */
export function CancelEventButton({ eventId }: { eventId: number }) {
  const cancel = useCancelEvent(eventId);
  function confirmAndCancel() {
    if (!window.confirm(reminderMessages.cancelConfirm)) return;
    cancel.mutate(undefined, {
      onSuccess: (response) => toast.success(response.message),
      onError: (error) => {
        console.error(error);
        toast.error(errorMessage(error, reminderMessages.cancelFailed));
      },
    });
  }
  return (
    <Button variant="secondary" isLoading={cancel.isPending} onClick={confirmAndCancel}>
      {!cancel.isPending && <Ban aria-hidden="true" className="size-4" />}
      {reminderMessages.cancelEvent}
    </Button>
  );
}
