import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { MODERATION_NOTE_MAX } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LongTextField } from '@/components/long-text-field';
import { ApiError, errorMessage } from '@/lib/api-client';

/**
 * The body of every moderation confirmation (a report's decision, a member action, a restore): a note checked by the
 * contract's schema for that request, the server's refusal shown in place, Cancel and the confirming button.
 */
export function NoteDecisionForm({
  schema,
  fields = {},
  noteLabel,
  noteRequired = false,
  hint,
  confirm,
  danger,
  submit,
  done,
  failed,
  onClose,
}: {
  /** The request's contract schema; `fields` are its other values (a report decision's action). */
  schema: z.ZodType;
  fields?: Record<string, unknown>;
  noteLabel: string;
  noteRequired?: boolean;
  hint?: string;
  confirm: string;
  danger: boolean;
  submit: (note: string) => Promise<{ message?: string }>;
  /** The toast when the server's answer carries no message. */
  done: string;
  failed: string;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    const checked = schema.safeParse({ ...fields, note });
    if (!checked.success) {
      setNoteError(checked.error.issues[0]?.message);
      return;
    }
    setNoteError(undefined);
    setFailure(null);
    setPending(true);
    try {
      const response = await submit(note);
      toast.success(response.message || done);
      onClose();
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.fieldError('note') : undefined;
      if (fieldError) setNoteError(fieldError);
      else setFailure(errorMessage(error, failed));
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <LongTextField
        label={noteLabel}
        required={noteRequired}
        error={noteError}
        hint={hint}
        max={MODERATION_NOTE_MAX}
        value={note}
        onChange={(change) => setNote(change.target.value)}
        rows={3}
      />
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} isLoading={pending}>
          {confirm}
        </Button>
      </div>
    </form>
  );
}
