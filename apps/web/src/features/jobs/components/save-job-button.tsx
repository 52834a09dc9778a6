import { Link, useLocation } from 'react-router';
import { Bookmark } from 'lucide-react';
import { savedJobMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { toast } from '@/lib/toast';
import { useSavedJobIds } from '../api/get-saved-job-ids';
import { useSaveJob } from '../api/save-job';

type SaveJobButtonProps = {
  job: { id: number; title: string };
  /** On a card it is small and sits above the card's link; on the job's page it is one of the actions. */
  size?: 'card' | 'page';
};

/**
 * Save / Saved, a toggle (aria-pressed) a keyboard works like any button. Its state shows at once and goes back if the
 * server refuses. Visitors get no button on cards (their list stays the server's HTML), and on the job's page a link
 * to sign in that brings them back (docs/decisions/041-saved-jobs-and-job-alerts.md).
 */
export function SaveJobButton({ job, size = 'card' }: SaveJobButtonProps) {
  const { isAuthenticated } = useAuth();
  const { pathname, search } = useLocation();
  const ids = useSavedJobIds(isAuthenticated);
  const saveJob = useSaveJob();

  if (!isAuthenticated) {
    if (size === 'card') return null;
    return (
      <Link to={paths.login.getHref(pathname + search)} className={buttonClasses({ variant: 'secondary' })}>
        <Bookmark aria-hidden="true" className="size-4" />
        {savedJobMessages.loginToSave}
      </Link>
    );
  }

  const saved = ids.data?.has(job.id) ?? false;
  const toggle = () =>
    saveJob.mutate(
      { jobId: job.id, save: !saved },
      {
        onSuccess: (response) => toast.success(response.message),
        onError: (error) => toast.error(errorMessage(error, savedJobMessages.saveFailed)),
      },
    );

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? savedJobMessages.savedLabel(job.title) : savedJobMessages.saveLabel(job.title)}
      onClick={toggle}
      className={cn(
        buttonClasses({ variant: 'secondary', size: size === 'card' ? 'sm' : 'md' }),
        // Above the card's whole-card link, so a tap here saves rather than opens the job.
        size === 'card' && 'relative z-10',
        saved && 'border-ghana-green/40 bg-ghana-green-light text-ghana-green-dark hover:bg-ghana-green-light',
      )}
    >
      <Bookmark aria-hidden="true" className={cn('size-4', saved && 'fill-current')} />
      {saved ? savedJobMessages.saved : savedJobMessages.save}
    </button>
  );
}
