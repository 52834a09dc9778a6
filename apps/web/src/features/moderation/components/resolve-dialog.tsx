import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  MODERATION_NOTE_MAX,
  NOTE_REQUIRED_ACTIONS,
  REPORT_TARGET_LABELS,
  RESOLVE_ACTION_OUTCOMES,
  moderationMessages,
  resolveReportRequest,
  type AdminReport,
  type ResolveAction,
  type ResolveReportRequest,
} from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, formResolver } from '@/lib/forms';
import { useResolveReport } from '../api/resolve-report';

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

type NoteValues = { action: ResolveAction; note: string };

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
  const form = useForm<NoteValues, unknown, ResolveReportRequest>({
    resolver: formResolver<NoteValues, typeof resolveReportRequest>(resolveReportRequest),
    defaultValues: { action, note: '' },
  });
  const note = useWatch({ control: form.control, name: 'note' });

  const onSubmit = form.handleSubmit((values) =>
    resolve.mutate(
      { id: report.id, ...values },
      {
        onSuccess: (response) => {
          toast.success(response.message || moderationMessages.resolved[RESOLVE_ACTION_OUTCOMES[action]]);
          onClose();
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, ['note']);
        },
      },
    ),
  );

  const others = report.reports_on_target - 1;
  const noteError = form.formState.errors.note?.message;
  const failure = resolve.isError && !noteError ? errorMessage(resolve.error, 'Failed to resolve the report.') : null;

  return (
    <Dialog
      title={decision.title}
      description={
        `${REPORT_TARGET_LABELS[report.target_type]}: ${report.target?.title ?? `#${report.target_id}`}` +
        (others > 0 ? `. The ${others} other open report${others === 1 ? '' : 's'} on it are resolved too.` : '.')
      }
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field
          label={noteRequired ? 'Note' : 'Note (optional)'}
          required={noteRequired}
          error={noteError}
          hint={`${decision.noteHint} ${note.length} / ${MODERATION_NOTE_MAX} characters.`}
        >
          {(control) => (
            <Textarea
              {...control}
              {...form.register('note')}
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
          <Button type="submit" variant={action === 'dismiss' ? 'primary' : 'danger'} isLoading={resolve.isPending}>
            {decision.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
