import { useLocation } from 'react-router';
import { jobMessages } from '@akwaaba/contracts';
import { JobsList } from '@/features/jobs/components/jobs-list';
import type { JobsState } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCreatesListings } from '@/lib/auth-store';

/** Public; 'Post Job' is offered to business accounts and admins only (individuals apply, they do not post). */
export function Component() {
  useDocumentTitle(jobMessages.heading);
  const canPost = useCreatesListings();
  const { state } = useLocation();
  return <JobsList canPost={canPost} posted={(state as JobsState | null)?.posted} />;
}
