import type { ReactNode } from 'react';
import { jobMessages } from '@akwaaba/contracts';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useMyJobs } from '../api/get-my-jobs';
import { MyJobRow } from './my-job-row';

type MyJobsListProps = {
  page: number;
  onPageChange: (page: number) => void;
  /** Under the empty text: where to post the first job. */
  emptyAction?: ReactNode;
};

/** Every job the member posted (drafts and expired ones too), a page at a time (My Jobs, My Content). */
export function MyJobsList({ page, onPageChange, emptyAction }: MyJobsListProps) {
  const jobs = useMyJobs(page);

  if (jobs.isPending) {
    return (
      <p role="status" className="py-12 text-center text-stone-700">
        Loading your jobs...
      </p>
    );
  }
  if (jobs.isError) {
    return (
      <div className="space-y-3">
        <Alert variant="error">{jobMessages.myJobsFailed}</Alert>
        <Button variant="secondary" onClick={() => void jobs.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (jobs.data.total === 0) {
    return (
      <div className="space-y-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
        <p className="text-stone-700">{jobMessages.noMyJobs}</p>
        {emptyAction}
      </div>
    );
  }
  return (
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
        onPageChange={onPageChange}
      />
    </div>
  );
}
