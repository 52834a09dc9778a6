import { Link } from 'react-router';
import { BriefcaseBusiness } from 'lucide-react';
import { jobMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useListSearchParams } from '@/hooks/use-list-search-params';
import { useMyJobs } from '../api/get-my-jobs';
import { MyJobRow } from './my-job-row';

/** My Jobs has no filters: only its page lives in the address bar. */
const NO_FILTERS = { text: [] } as const;

/** /my-jobs: every job the member posted (drafts and expired ones too), each with its applicants. */
export function MyJobs({ canPost }: { canPost: boolean }) {
  const { query, goToPage } = useListSearchParams(NO_FILTERS);
  const jobs = useMyJobs(query.page);
  const postJobLink = (label: string) => (
    <Link to={paths.createJob.getHref()} className={buttonClasses()}>
      <BriefcaseBusiness aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{jobMessages.myJobsHeading}</h1>
        {canPost && postJobLink(jobMessages.postJob)}
      </div>

      {jobs.isPending ? (
        <p role="status" className="py-12 text-center text-stone-700">
          Loading your jobs...
        </p>
      ) : jobs.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{jobMessages.myJobsFailed}</Alert>
          <Button variant="secondary" onClick={() => void jobs.refetch()}>
            Try again
          </Button>
        </div>
      ) : jobs.data.total === 0 ? (
        <div className="space-y-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <p className="text-stone-700">{jobMessages.noMyJobs}</p>
          {canPost && postJobLink(jobMessages.postFirstJob)}
        </div>
      ) : (
        <div className={cn('space-y-6', jobs.isPlaceholderData && 'opacity-60')} aria-busy={jobs.isFetching}>
          <ul className="space-y-4">
            {jobs.data.data.map((job) => (
              <MyJobRow key={job.id} job={job} />
            ))}
          </ul>
          <Pagination
            label="My jobs pages"
            currentPage={jobs.data.current_page}
            lastPage={jobs.data.last_page}
            onPageChange={goToPage}
          />
        </div>
      )}
    </div>
  );
}
