import { jobMessages } from '@akwaaba/contracts';
import { MyApplications } from '@/features/jobs/components/my-applications';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(jobMessages.applicationsHeading);
  return <MyApplications />;
}
