import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  MODERATION_NOTE_MAX,
  REPORT_TARGET_LABELS,
  moderationMessages,
  restoreRequest,
  type AdminReport,
} from '@akwaaba/contracts';
import { Dialog } from '@/components/dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useRestoreItem } from '../api/restore-item';

/** Confirms showing a hidden item again, with an optional note for its author and the audit trail. */
export function RestoreDialog({ report, onClose }: { report: AdminReport; onClose: () => void }) {
  const restore = useRestoreItem();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();

  function submit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    const checked = restoreRequest.safeParse({ note });
    if (!checked.success) {
      setNoteError(checked.error.issues[0]?.message);
      return;
    }
    setNoteError(undefined);
    restore.mutate(
      { targetType: report.target_type, targetId: report.target_id, note },
      {
        onSuccess: (response) => {
          toast.success(response.message || moderationMessages.restored);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) setNoteError(error.fieldError('note'));
        },
      },
    );
  }

  const failure = restore.isError && !noteError ? errorMessage(restore.error, 'Failed to restore the item.') : null;

  return (
    <Dialog
      title="Show this item again?"
      description={`${REPORT_TARGET_LABELS[report.target_type]}: ${report.target?.title ?? `#${report.target_id}`}. It goes back to how it was before a moderator hid it, and its author is told.`}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field label="Note (optional)" error={noteError} hint={`${note.length} / ${MODERATION_NOTE_MAX} characters.`}>
          {(control) => (
            <Textarea
              {...control}
              value={note}
              onChange={(change) => setNote(change.target.value)}
              rows={3}
              maxLength={MODERATION_NOTE_MAX}
            />
          )}
        </Field>
        {failure && <Alert variant="error">{failure}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={restore.isPending}>
            Restore item
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
