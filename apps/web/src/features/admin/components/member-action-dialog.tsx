import { adminNoteRequest, moderationMessages, suspendUserRequest, type AdminUser } from '@akwaaba/contracts';
import { Dialog } from '@/components/dialog';
import { useEndMemberSessions } from '../api/end-member-sessions';
import { useSuspendMember } from '../api/suspend-member';
import { useUnsuspendMember } from '../api/unsuspend-member';
import { NoteDecisionForm } from '@/components/note-decision-form';

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
  const details = ACTIONS[action];
  const noteRequired = action === 'suspend';

  return (
    <Dialog
      title={details.title}
      // Members who registered by phone have no email.
      description={`${member.name} (${member.email ?? member.phone ?? `#${member.id}`}). ${details.explains}`}
      onClose={onClose}
    >
      <NoteDecisionForm
        // The contract's own rules: a reason to suspend, at most 1000 characters; a blank note counts as none.
        schema={noteRequired ? suspendUserRequest : adminNoteRequest}
        noteLabel={noteRequired ? 'Reason' : 'Note (optional)'}
        noteRequired={noteRequired}
        hint={noteRequired ? 'The member is told this reason.' : 'Kept in the audit trail.'}
        confirm={details.confirm}
        danger={action !== 'unsuspend'}
        submit={(note) => mutation.mutateAsync({ id: member.id, note })}
        done={details.done}
        failed="Failed to change the member. Please try again."
        onClose={onClose}
      />
    </Dialog>
  );
}
