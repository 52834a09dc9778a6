import { Link } from 'react-router';
import { jobAlertMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useJobAlertUnsubscribe, useJobAlertUnsubscribeTarget } from '../api/job-alert-unsubscribe';

const alertsLink = (
  <Link to={paths.myJobAlerts.getHref()} className="font-medium text-ghana-green underline underline-offset-2">
    {jobAlertMessages.heading}
  </Link>
);

/**
 * Where a job alert mail's unsubscribe link leads. Opening it changes nothing (mail scanners open links): it names the
 * alert and asks for one click, which POSTs and stops that alert alone. Works without signing in.
 */
export function JobAlertUnsubscribe({ token }: { token: string }) {
  const target = useJobAlertUnsubscribeTarget(token);
  const unsubscribe = useJobAlertUnsubscribe();

  if (!token || target.isError) {
    return (
      <Alert variant="error" title="This link does not work">
        {errorMessage(target.error, jobAlertMessages.unsubscribeInvalid)}
      </Alert>
    );
  }
  if (target.isPending) return <p role="status">{jobAlertMessages.checkingLink}</p>;

  const { name } = target.data.data;
  if (unsubscribe.isSuccess || name === null) {
    return (
      <Alert variant="success" title={unsubscribe.data?.message ?? jobAlertMessages.alreadyOff}>
        <p>You can make new alerts from the jobs board, and manage the others in {alertsLink}.</p>
      </Alert>
    );
  }
  return (
    <div className="space-y-5">
      <p className="text-lg leading-8 text-gray-700">{jobAlertMessages.unsubscribeExplains(name)}</p>
      {target.data.data.summary && <p className="text-gray-700">{target.data.data.summary}</p>}
      {unsubscribe.isError && (
        <Alert variant="error">{errorMessage(unsubscribe.error, jobAlertMessages.unsubscribeFailed)}</Alert>
      )}
      <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
        {jobAlertMessages.unsubscribeButton}
      </Button>
    </div>
  );
}
