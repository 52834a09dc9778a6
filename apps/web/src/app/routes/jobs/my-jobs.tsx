import { jobMessages } from '@akwaaba/contracts';
import { MyJobs } from '@/features/jobs/components/my-jobs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCreatesListings } from '@/lib/auth-store';

export function Component() {
  useDocumentTitle(jobMessages.myJobsHeading);
  return <MyJobs canPost={useCreatesListings()} />;
}
