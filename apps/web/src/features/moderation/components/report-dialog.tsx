import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  createReportRequest,
  moderationMessages,
  type CreateReportRequest,
  type ReportReason,
  type ReportTargetType,
} from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog } from '@/components/dialog';
import { FormLongTextField } from '@/components/long-text-field';
import { FieldError } from '@/components/ui/field';
import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, formResolver, useAppForm } from '@/lib/forms';
import { useCreateReport } from '../api/create-report';

/** What the member is reporting, in the dialog's title ('Report this event'). */
const TARGET_NAMES: Record<ReportTargetType, string> = {
  event: 'this event',
  business: 'this business',
  review: 'this review',
  job: 'this job',
  profile: 'this profile',
  association: 'this association',
  notice: 'this notice',
};

type ReportFormValues = {
  target_type: ReportTargetType;
  target_id: number;
  reason: ReportReason | '';
  details: string;
};

type ReportDialogProps = {
  targetType: ReportTargetType;
  targetId: number;
  onClose: () => void;
};

/**
 * Why the member reports an item: a reason (radio group) and details (required for 'Something else'). The
 * dialog closes on success with the server's thanks as a toast; on failure what was typed stays.
 */
export function ReportDialog({ targetType, targetId, onClose }: ReportDialogProps) {
  const reasonErrorId = useId();
  const report = useCreateReport();
  const form = useAppForm<ReportFormValues, unknown, CreateReportRequest>({
    resolver: formResolver<ReportFormValues, typeof createReportRequest>(createReportRequest),
    defaultValues: { target_type: targetType, target_id: targetId, reason: '', details: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    report.mutate(values, {
      onSuccess: (response) => {
        toast.success(response.message || moderationMessages.reported);
        onClose();
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ['reason', 'details']);
      },
    }),
  );

  const failure =
    report.isError && !errors.reason && !errors.details
      ? errorMessage(report.error, moderationMessages.reportFailed)
      : null;

  return (
    <Dialog
      title={`Report ${TARGET_NAMES[targetType]}`}
      description="Tell our moderators what is wrong. The author is not told who reported it."
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <fieldset aria-describedby={errors.reason ? reasonErrorId : undefined}>
          <legend className="mb-2 text-sm font-medium text-stone-800">
            Reason
            <span aria-hidden="true" className="text-ghana-red">
              {' '}
              *
            </span>
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium text-stone-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ghana-green',
                  reason === value ? 'border-ghana-green bg-ghana-green-light' : 'border-stone-300 hover:bg-stone-50',
                )}
              >
                <input
                  type="radio"
                  value={value}
                  aria-invalid={errors.reason ? true : undefined}
                  className="accent-ghana-green"
                  {...form.register('reason')}
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </div>
          <FieldError id={reasonErrorId} message={errors.reason?.message} />
        </fieldset>

        <FormLongTextField
          control={form.control}
          name="details"
          label={reason === 'other' ? 'Details' : 'Details (optional)'}
          required={reason === 'other'}
          max={REPORT_DETAILS_MAX}
          rows={4}
        />

        {failure && <Alert variant="error">{failure}</Alert>}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" isLoading={report.isPending}>
            Submit report
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
