import { useId, useState } from 'react';
import { Link } from 'react-router';
import { BellRing, Briefcase, Pencil, Search, Trash2 } from 'lucide-react';
import {
  formatClockTime,
  formatWeekdayDate,
  JOB_ALERT_FREQUENCY_LABELS,
  JOB_ALERTS_MAX,
  jobAlertMessages,
  type JobAlert,
} from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteJobAlert } from '../api/delete-job-alert';
import { useJobAlerts } from '../api/get-job-alerts';
import { EditJobAlertForm } from './job-alert-form';

const when = (iso: string) => `${formatWeekdayDate(iso)}, ${formatClockTime(iso)}`;

/** One alert: its name and search, how often and when it mails, the jobs it finds, Edit and Delete. */
function JobAlertRow({ alert }: { alert: JobAlert }) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteJobAlert();

  function deleteAlert() {
    if (!window.confirm(jobAlertMessages.deleteConfirm(alert.name))) return;
    remove.mutate(alert.id, {
      onSuccess: (response) => toast.success(response.message),
      onError: (error) => toast.error(errorMessage(error, jobAlertMessages.deleteFailed)),
    });
  }

  if (editing) {
    return (
      <li>
        <EditJobAlertForm alert={alert} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li aria-labelledby={titleId} className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="text-lg font-semibold break-words text-stone-900">
        {alert.name}
      </h2>
      <p className="flex items-start gap-2 text-stone-800">
        <Search aria-hidden="true" className="mt-1 size-4 shrink-0 text-ghana-green" />
        <span className="min-w-0 break-words">{alert.summary}</span>
      </p>
      <dl className="grid gap-x-6 gap-y-1 text-sm text-stone-700 sm:grid-cols-3">
        <div>
          <dt className="font-medium text-stone-900">{jobAlertMessages.frequencyLabel}</dt>
          <dd>{JOB_ALERT_FREQUENCY_LABELS[alert.frequency]}</dd>
        </div>
        <div>
          <dt className="font-medium text-stone-900">{jobAlertMessages.nextMail}</dt>
          <dd>{when(alert.next_mail_at)}</dd>
        </div>
        {alert.last_mailed_at && (
          <div>
            <dt className="font-medium text-stone-900">{jobAlertMessages.lastMail}</dt>
            <dd>{when(alert.last_mailed_at)}</dd>
          </div>
        )}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Link to={alert.list_path} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <Briefcase aria-hidden="true" className="size-4" />
          {jobAlertMessages.viewJobs}
        </Link>
        <Button
          variant="secondary"
          size="sm"
          aria-label={jobAlertMessages.editLabel(alert.name)}
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {jobAlertMessages.edit}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isLoading={remove.isPending}
          aria-label={jobAlertMessages.deleteLabel(alert.name)}
          onClick={deleteAlert}
        >
          {!remove.isPending && <Trash2 aria-hidden="true" className="size-4" />}
          {jobAlertMessages.delete}
        </Button>
      </div>
    </li>
  );
}

/** /my-job-alerts: the member's saved searches, mailed daily or weekly (docs/decisions/041). */
export function JobAlerts() {
  const alerts = useJobAlerts();

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{jobAlertMessages.heading}</h1>
        <p className="text-stone-700">{jobAlertMessages.intro}</p>
      </div>

      {alerts.isPending ? (
        <p role="status" className="py-12 text-center text-stone-700">
          {jobAlertMessages.loading}
        </p>
      ) : alerts.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{errorMessage(alerts.error, jobAlertMessages.fetchFailed)}</Alert>
          <Button variant="secondary" onClick={() => void alerts.refetch()}>
            Try again
          </Button>
        </div>
      ) : alerts.data.data.length === 0 ? (
        <div className="space-y-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <BellRing aria-hidden="true" className="mx-auto size-10 text-stone-400" />
          <p className="text-stone-700">{jobAlertMessages.empty}</p>
          <Link to={paths.jobs.getHref()} className={buttonClasses()}>
            <Briefcase aria-hidden="true" className="size-4" />
            Browse jobs
          </Link>
        </div>
      ) : (
        <>
          <p role="status" className="text-sm text-stone-700">
            {alerts.data.data.length} of {JOB_ALERTS_MAX} alerts
          </p>
          <ul className="space-y-4">
            {alerts.data.data.map((alert) => (
              <JobAlertRow key={alert.id} alert={alert} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
