import { REPORT_TARGET_LABELS, moderationMessages, restoreRequest, type AdminReport } from '@akwaaba/contracts';
import { Dialog } from '@/components/dialog';
import { useRestoreItem } from '../api/restore-item';
import { NoteDecisionForm } from '@/components/note-decision-form';

/** Confirms showing a hidden item again, with an optional note for its author and the audit trail. */
export function RestoreDialog({ report, onClose }: { report: AdminReport; onClose: () => void }) {
  const restore = useRestoreItem();
  return (
    <Dialog
      title="Show this item again?"
      description={`${REPORT_TARGET_LABELS[report.target_type]}: ${report.target?.title ?? `#${report.target_id}`}. It goes back to how it was before a moderator hid it, and its author is told.`}
      onClose={onClose}
    >
      <NoteDecisionForm
        schema={restoreRequest}
        noteLabel="Note (optional)"
        confirm="Restore item"
        danger={false}
        submit={(note) => restore.mutateAsync({ targetType: report.target_type, targetId: report.target_id, note })}
        done={moderationMessages.restored}
        failed="Failed to restore the item."
        onClose={onClose}
      />
    </Dialog>
  );
}
