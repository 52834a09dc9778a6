import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  MODERATION_NOTE_MAX,
  adminNoteRequest,
  moderationMessages,
  suspendUserRequest,
  type AdminUser,
} from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useEndMemberSessions } from '../api/end-member-sessions';
import { useSuspendMember } from '../api/suspend-member';
import { useUnsuspendMember } from '../api/unsuspend-member';

export type MemberAction = 'suspend' | 'unsuspend' | 'end-sessions';

const ACTIONS: Record<MemberAction, { title: string; confirm: string; explains: string; done: string }> = {
  suspend: {
    title: 'Suspend this member?',
    confirm: 'Suspend member',
    explains:
      'They are signed out at once and cannot sign in; their events, listings, jobs, reviews and profile are hidden until you unsuspend them.',
    done: moderationMessages.userSuspended,
  },
  unsuspend: {
    title: 'Unsuspend this member?',
    confirm: 'Unsuspend member',
    explains: 'They can sign in again, and what the suspension hid is shown again (not what a report hid).',
    done: moderationMessages.userUnsuspended,
  },
  'end-sessions': {
    title: 'End all their sessions?',
    confirm: 'End sessions',
    explains: 'They are signed out on every device and can sign in again.',
    done: moderationMessages.sessionsRevoked,
  },
};

/** Confirms an action on a member, with a note for the audit trail (the reason they are told, to suspend). */
export function MemberActionDialog({
  member,
  action,
  onClose,
}: {
  member: AdminUser;
  action: MemberAction;
  onClose: () => void;
}) {
  const suspend = useSuspendMember();
  const unsuspend = useUnsuspendMember();
  const endSessions = useEndMemberSessions();
  const mutation = { suspend, unsuspend, 'end-sessions': endSessions }[action];
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const details = ACTIONS[action];
  const noteRequired = action === 'suspend';

  function submit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    // The contract's own rules: a reason to suspend, at most 1000 characters; a blank note counts as none.
    const checked = (noteRequired ? suspendUserRequest : adminNoteRequest).safeParse({ note });
    if (!checked.success) {
      setNoteError(checked.error.issues[0]?.message);
      return;
    }
    setNoteError(undefined);
    mutation.mutate(
      { id: member.id, note },
      {
        onSuccess: (response) => {
          toast.success(response.message || details.done);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) setNoteError(error.fieldError('note'));
        },
      },
    );
  }

  const failure =
    mutation.isError && !noteError
      ? errorMessage(mutation.error, 'Failed to change the member. Please try again.')
      : null;

  return (
    <Dialog
      title={details.title}
      description={`${member.name} (${member.email}). ${details.explains}`}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field
          label={noteRequired ? 'Reason' : 'Note (optional)'}
          required={noteRequired}
          error={noteError}
          hint={
            noteRequired
              ? `The member is told this reason. ${note.length} / ${MODERATION_NOTE_MAX} characters.`
              : `Kept in the audit trail. ${note.length} / ${MODERATION_NOTE_MAX} characters.`
          }
        >
          {(control) => (
            <Textarea
              {...control}
              value={note}
              onChange={(change) => setNote(change.target.value)}
              rows={3}
              maxLength={MODERATION_NOTE_MAX}
              aria-required={noteRequired}
            />
          )}
        </Field>
        {failure && <Alert variant="error">{failure}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={action === 'unsuspend' ? 'primary' : 'danger'} isLoading={mutation.isPending}>
            {details.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
