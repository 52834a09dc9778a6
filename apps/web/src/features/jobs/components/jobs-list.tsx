import { useEffect } from 'react';
import { Link } from 'react-router';
import { BriefcaseBusiness, SearchX } from 'lucide-react';
import { jobFilterKeys, jobMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useListSearchParams } from '@/hooks/use-list-search-params';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useJobCategories } from '../api/get-job-categories';
import { useJobs } from '../api/get-jobs';
import { JobCard } from './job-card';
import { JobAlertOffer } from './job-alert-offer';
import { JobFilters } from './job-filters';
import { SaveJobButton } from './save-job-button';

/**
 * The board's filters in the address bar; 'Remote jobs only' is `is_remote=true` or absent
 * (docs/rules/api-contract.md).
 */
/** /jobs: open jobs, newest first, filtered from the address bar, a page of cards at a time. */
export function JobsList({ canPost, posted }: { canPost: boolean; posted?: { id: number; title: string } }) {
  const { query, applyFilters, pageLink } = useListSearchParams(jobFilterKeys);
  const jobs = useJobs(query);
  const categories = useJobCategories();
  const { page: _page, ...filters } = query;

  useEffect(() => {
    // The board still works without categories; the member is told the dropdown is short of them
    // (docs/rules/web-behaviour.md). Toasts load only when one is needed, keeping them out of the list's first visit
    // (docs/rules/budgets.md).
    if (categories.isError) toast.error(jobMessages.categoriesFailed);
  }, [categories.isError]);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{jobMessages.heading}</h1>
          <p className="text-stone-700">Work across South Africa, posted by employers in our community.</p>
        </div>
        {canPost && (
          <Link to={paths.createJob.getHref()} className={buttonClasses({ variant: 'gold' })}>
            <BriefcaseBusiness aria-hidden="true" className="size-4" />
            {jobMessages.postJob}
          </Link>
        )}
      </div>

      {posted && (
        <Alert variant="success">
          {jobMessages.postedLinkIntro}{' '}
          <Link to={paths.jobDetail.getHref(posted.id)} className="font-semibold underline">
            {posted.title}
          </Link>
        </Alert>
      )}

      <JobFilters
        // A new address (a search, Clear, the back button) starts the form from what it says.
        key={JSON.stringify(filters)}
        filters={filters}
        categories={categories.data}
        onSearch={applyFilters}
      />

      <JobAlertOffer filters={filters} categories={categories.data} />

      {jobs.isPending ? (
        <p role="status" className="py-12 text-center text-stone-700">
          Loading jobs...
        </p>
      ) : jobs.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{errorMessage(jobs.error, jobMessages.fetchJobsFailed)}</Alert>
          <Button variant="secondary" onClick={() => void jobs.refetch()}>
            Try again
          </Button>
        </div>
      ) : jobs.data.data.length === 0 ? (
        <div
          role="status"
          className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center"
        >
          <SearchX aria-hidden="true" className="mx-auto size-10 text-stone-400" />
          <h2 className="mt-3 text-lg font-semibold text-stone-900">{jobMessages.noJobs}</h2>
          <p className="mt-1 text-stone-700">Try adjusting your search or filters.</p>
          {canPost && (
            <Link to={paths.createJob.getHref()} className={buttonClasses({ className: 'mt-4' })}>
              <BriefcaseBusiness aria-hidden="true" className="size-4" />
              {jobMessages.postFirstJob}
            </Link>
          )}
        </div>
      ) : (
        <div className={cn('space-y-6', jobs.isPlaceholderData && 'opacity-60')} aria-busy={jobs.isFetching}>
          <p role="status" className="text-sm text-stone-700">
            Showing {jobs.data.from}-{jobs.data.to} of {jobs.data.total} jobs
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {jobs.data.data.map((job) => (
              <li key={job.id} className="flex">
                <JobCard job={job} action={SaveJobButton} />
              </li>
            ))}
          </ul>
          <Pagination
            label="Job pages"
            currentPage={jobs.data.current_page}
            lastPage={jobs.data.last_page}
            pageLink={pageLink}
          />
        </div>
      )}
    </div>
  );
}
