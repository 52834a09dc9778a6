import { useId } from 'react';
import { toast } from '@/lib/toast';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  applicationMessages,
  type Applicant,
  type ApplicationStatus,
} from '@akwaaba/contracts';
import { Select } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useUpdateApplicationStatus } from '../api/update-application-status';

/**
 * The employer's status control for one application: a choice is saved at once. While it saves the select shows the
 * choice; if saving fails it shows the stored status again.
 */
export function ApplicationStatusSelect({ applicant }: { applicant: Applicant }) {
  const id = useId();
  const updateStatus = useUpdateApplicationStatus();
  const shown = updateStatus.isPending ? updateStatus.variables.status : applicant.status;

  function change(status: ApplicationStatus) {
    updateStatus.mutate(
      { id: applicant.id, status },
      {
        onSuccess: (response) => toast.success(response.message || applicationMessages.statusUpdated),
        onError: (error) => {
          console.error(error);
          toast.error(errorMessage(error, applicationMessages.statusFailed));
        },
      },
    );
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
    </div>
  );
}
