import { jobMessages } from '@akwaaba/contracts';
import { MyJobs } from '@/features/jobs/components/my-jobs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth-store';

export function Component() {
  useDocumentTitle(jobMessages.myJobsHeading);
  const { user } = useAuth();
  return <MyJobs canPost={Boolean(user && (user.user_type === 'business' || user.is_admin))} />;
}
