import { Link } from 'react-router';
import { Briefcase } from 'lucide-react';
import { formatLongDate, savedJobMessages, type SavedJob } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useListSearchParams } from '@/hooks/use-list-search-params';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useSaveJob } from '../api/save-job';
import { JobCard } from './job-card';
import { SaveJobButton } from './save-job-button';

/** A saved job no longer on the board: its name, why it shows no card, and Remove. */
function ClosedSavedJob({ saved }: { saved: SavedJob }) {
  const saveJob = useSaveJob();
  return (
    <article className="flex w-full min-w-0 flex-col gap-3 rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-5">
      <Badge tone="neutral" className="self-start">
        {savedJobMessages.noLongerOpen}
      </Badge>
      <h2 className="text-lg leading-snug font-semibold break-words text-stone-700">{saved.title}</h2>
      <p className="text-stone-700">{saved.company_name}</p>
      <p className="text-sm text-stone-600">{savedJobMessages.noLongerOpenHint}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-auto self-start"
        isLoading={saveJob.isPending}
        aria-label={savedJobMessages.removeLabel(saved.title)}
        onClick={() =>
          saveJob.mutate(
            { jobId: saved.job_id, save: false },
            { onError: (error) => toast.error(errorMessage(error, savedJobMessages.saveFailed)) },
          )
        }
      >
        {savedJobMessages.remove}
      </Button>
    </article>
  );
}

/** Saved Jobs has no filters: only its page lives in the address bar. */
const NO_FILTERS = { text: [] } as const;

/**
 * /my-saved-jobs: the jobs the member saved, the most recently saved first, a page at a time. A job still on the board
 * is its card with the Save toggle; one that closed or left the board says so (docs/decisions/041).
 */
export function SavedJobs() {
  const { query, pageLink } = useListSearchParams(NO_FILTERS);
  const saved = useSavedJobs(query.page);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{savedJobMessages.heading}</h1>
        <p className="text-stone-700">{savedJobMessages.intro}</p>
      </div>

      {saved.isPending ? (
        <p role="status" className="py-12 text-center text-stone-700">
          {savedJobMessages.loading}
        </p>
      ) : saved.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{errorMessage(saved.error, savedJobMessages.fetchFailed)}</Alert>
          <Button variant="secondary" onClick={() => void saved.refetch()}>
            Try again
          </Button>
        </div>
      ) : saved.data.total === 0 ? (
        <div className="space-y-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <p className="text-stone-700">{savedJobMessages.empty}</p>
          <Link to={paths.jobs.getHref()} className={buttonClasses()}>
            <Briefcase aria-hidden="true" className="size-4" />
            {savedJobMessages.browseJobs}
          </Link>
        </div>
      ) : (
        <div className={cn('space-y-6', saved.isPlaceholderData && 'opacity-60')} aria-busy={saved.isFetching}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {saved.data.data.map((row) => (
              <li key={row.job_id} className="flex flex-col gap-1">
                {row.job ? <JobCard job={row.job} action={SaveJobButton} /> : <ClosedSavedJob saved={row} />}
                <p className="px-1 text-xs text-stone-600">
                  {savedJobMessages.savedOn} {formatLongDate(row.saved_at)}
                </p>
              </li>
            ))}
          </ul>
          <Pagination
            label="Saved job pages"
            currentPage={saved.data.current_page}
            lastPage={saved.data.last_page}
            pageLink={pageLink}
          />
        </div>
      )}
    </div>
  );
}
