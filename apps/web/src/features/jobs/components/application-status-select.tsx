import { lazy, Suspense, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_UNDO_SECONDS,
  APPLICATION_STATUSES,
  applicationMessages,
  type Applicant,
  type ApplicationStatus,
} from '@akwaaba/contracts';
import { Select } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useUpdateApplicationStatus } from '../api/update-application-status';

const RejectApplicantDialog = lazy(() =>
  import('./reject-applicant-dialog').then((module) => ({ default: module.RejectApplicantDialog })),
);

/**
 * The employer's status control for one application. 'Not selected' is confirmed in a dialog first; every change is
 * saved at once and offers Undo for a few seconds, while the applicant's mail waits on the server (it is withdrawn
 * when the status goes back to what the applicant last heard). While it saves the select shows the choice; if saving
 * fails it shows the stored status again.
 */
export function ApplicationStatusSelect({ applicant }: { applicant: Applicant }) {
  const id = useId();
  const updateStatus = useUpdateApplicationStatus();
  const [confirming, setConfirming] = useState(false);
  const saving = updateStatus.isPending ? updateStatus.variables.status : applicant.status;
  const shown = confirming ? 'rejected' : saving;

  /** Saves `status`; `undoTo` is the status an Undo goes back to (none for an undo itself). */
  function save(status: ApplicationStatus, undoTo: ApplicationStatus | null) {
    updateStatus.mutate(
      { id: applicant.id, status },
      {
        onSuccess: (response) => {
          if (undoTo === null) {
            toast.success(applicationMessages.statusUndone);
            return;
          }
          toast.success(response.message || applicationMessages.statusUpdated, {
            description: applicationMessages.statusMailWaits,
            duration: APPLICATION_STATUS_UNDO_SECONDS * 1000,
            action: { label: applicationMessages.undo, onClick: () => save(undoTo, null) },
          });
        },
        onError: (error) => {
          console.error(error);
          toast.error(errorMessage(error, applicationMessages.statusFailed));
        },
      },
    );
  }

  function change(status: ApplicationStatus) {
    if (status === 'rejected') setConfirming(true);
    else save(status, applicant.status);
  }

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        Status <span className="sr-only">of {applicant.user.name}&rsquo;s application</span>
      </label>
      <Select
        id={id}
        value={shown}
        aria-busy={updateStatus.isPending || undefined}
        onChange={(event) => change(event.target.value as ApplicationStatus)}
        className="sm:w-44"
      >
        {APPLICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {APPLICATION_STATUS_LABELS[status]}
          </option>
        ))}
      </Select>
      {confirming && (
        <Suspense fallback={null}>
          <RejectApplicantDialog
            name={applicant.user.name}
            onClose={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              save('rejected', applicant.status);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
