import { useState, type FormEvent, type ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { rejectRequest, textLimits } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { LongTextField } from '@/components/long-text-field';
import { QueueItem } from '@/components/admin-queue';

const REASON_MAX = textLimits(rejectRequest).reason;

type PendingItemProps = {
  /** The item's name, as the heading shows it and the reject form is named after. */
  name: string;
  /** The heading's content (usually a link to the item named `name`). */
  heading: ReactNode;
  children: ReactNode;
  /** 'Reject Event', 'Reject Business'. */
  rejectLabel: string;
  /** Who sees the reason, and where. */
  reasonHint: string;
  approving: boolean;
  rejecting: boolean;
  /** What went wrong with the last try, shown in the item (for queues that do not toast it). */
  failure?: string | null;
  onApprove: () => void;
  onReject: (reason: string) => void;
};

/**
 * One item of an admin's approval queue: its details, Approve, and Reject with an optional reason the author
 * sees. The item leaves the list once decided, so the reason form never needs closing after success.
 */
export function PendingItem({
  name,
  heading,
  children,
  rejectLabel,
  reasonHint,
  approving,
  rejecting,
  failure = null,
  onApprove,
  onReject,
}: PendingItemProps) {
  const [askingReason, setAskingReason] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const busy = approving || rejecting;

  function submitReject(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    // The server's rule, checked before sending: a reason pasted over the limit is kept for trimming, not cut.
    const checked = rejectRequest.safeParse({ reason });
    setReasonError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) onReject(reason);
  }

  return (
    <QueueItem
      heading={heading}
      actions={
        !askingReason && (
          <div className="flex flex-wrap gap-2 md:shrink-0">
            <Button size="sm" isLoading={approving} disabled={busy} onClick={onApprove}>
              <Check aria-hidden="true" className="size-4" />
              Approve
            </Button>
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => setAskingReason(true)}>
              <X aria-hidden="true" className="size-4" />
              Reject
            </Button>
          </div>
        )
      }
      below={
        askingReason && (
          <form onSubmit={submitReject} aria-label={`Reject ${name}`} className="space-y-3 rounded-xl bg-stone-50 p-4">
            <LongTextField
              label="Reason (optional)"
              hint={reasonHint}
              error={reasonError}
              max={REASON_MAX}
              value={reason}
              onChange={(change) => setReason(change.target.value)}
              rows={2}
              // The form opens on request, so the reason box takes the focus.
              autoFocus
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="danger" size="sm" isLoading={rejecting}>
                {rejectLabel}
              </Button>
              <Button variant="ghost" size="sm" disabled={rejecting} onClick={() => setAskingReason(false)}>
                Cancel
              </Button>
            </div>
          </form>
        )
      }
      failure={failure}
    >
      {children}
    </QueueItem>
  );
}
