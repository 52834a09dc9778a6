import { useSearchParams } from 'react-router';
import { jobAlertMessages } from '@akwaaba/contracts';
import { ContentPage } from '@/components/content-layout';
import { JobAlertUnsubscribe } from '@/features/jobs/components/job-alert-unsubscribe';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Outside the guard: a mailed link is opened wherever the mail is read, signed in or not. */
export function Component() {
  useDocumentTitle(jobAlertMessages.unsubscribeHeading);
  const [searchParams] = useSearchParams();
  return (
    <ContentPage title={jobAlertMessages.unsubscribeHeading}>
      <JobAlertUnsubscribe token={searchParams.get('token') ?? ''} />
    </ContentPage>
  );
}
