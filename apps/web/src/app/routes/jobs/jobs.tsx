import { useLocation } from 'react-router';
import { jobMessages } from '@akwaaba/contracts';
import { JobsList } from '@/features/jobs/components/jobs-list';
import type { JobsState } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth-store';

/** Public; 'Post Job' is offered to business accounts and admins only (individuals apply, they do not post). */
export function Component() {
  useDocumentTitle(jobMessages.heading);
  const { user } = useAuth();
  const { state } = useLocation();
  return (
    <JobsList
      canPost={Boolean(user && (user.user_type === 'business' || user.is_admin))}
      posted={(state as JobsState | null)?.posted}
    />
  );
}
