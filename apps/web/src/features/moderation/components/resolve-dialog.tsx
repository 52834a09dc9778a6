import {
  NOTE_REQUIRED_ACTIONS,
  REPORT_TARGET_LABELS,
  RESOLVE_ACTION_OUTCOMES,
  moderationMessages,
  resolveReportRequest,
  type AdminReport,
  type ResolveAction,
} from '@akwaaba/contracts';
import { Dialog } from '@/components/dialog';
import { useResolveReport } from '../api/resolve-report';
import { NoteDecisionForm } from '@/components/note-decision-form';

/** The question each decision asks, the button that confirms it, and what its note is for. */
const DECISIONS: Record<ResolveAction, { title: string; confirm: string; noteHint: string }> = {
  hide: {
    title: 'Hide this item?',
    confirm: 'Hide item',
    noteHint: 'Optional. The author is told the item was hidden, with this note.',
  },
  dismiss: {
    title: 'Dismiss the report?',
    confirm: 'Dismiss report',
    noteHint: 'Optional. Kept in the audit trail; nobody is told.',
  },
  warn: {
    title: 'Warn the author?',
    confirm: 'Warn author',
    noteHint: 'The author is told what this note says. The item stays up.',
  },
  suspend: {
    title: 'Suspend the author?',
    confirm: 'Suspend author',
    noteHint: 'They are signed out at once, cannot sign in, and all their items are hidden.',
  },
};

/** Confirms a decision on a report, with the note the author is told (required to warn or suspend). */
export function ResolveDialog({
  report,
  action,
  onClose,
}: {
  report: AdminReport;
  action: ResolveAction;
  onClose: () => void;
}) {
  const resolve = useResolveReport();
  const decision = DECISIONS[action];
  const noteRequired = NOTE_REQUIRED_ACTIONS.includes(action);
  const others = report.reports_on_target - 1;

  return (
    <Dialog
      title={decision.title}
      description={
        `${REPORT_TARGET_LABELS[report.target_type]}: ${report.target?.title ?? `#${report.target_id}`}` +
        (others > 0 ? `. The ${others} other open report${others === 1 ? '' : 's'} on it are resolved too.` : '.')
      }
      onClose={onClose}
    >
      <NoteDecisionForm
        schema={resolveReportRequest}
        fields={{ action }}
        noteLabel={noteRequired ? 'Note' : 'Note (optional)'}
        noteRequired={noteRequired}
        hint={decision.noteHint}
        confirm={decision.confirm}
        danger={action !== 'dismiss'}
        submit={(note) => resolve.mutateAsync({ id: report.id, action, note })}
        done={moderationMessages.resolved[RESOLVE_ACTION_OUTCOMES[action]]}
        failed="Failed to resolve the report."
        onClose={onClose}
      />
    </Dialog>
  );
}
