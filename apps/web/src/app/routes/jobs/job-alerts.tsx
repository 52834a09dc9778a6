import { jobAlertMessages } from '@akwaaba/contracts';
import { JobAlerts } from '@/features/jobs/components/job-alerts';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(jobAlertMessages.heading);
  return <JobAlerts />;
}
