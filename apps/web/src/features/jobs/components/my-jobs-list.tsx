import { jobMessages } from '@akwaaba/contracts';
import { OwnItemsList, type OwnItemsListProps } from '@/components/own-items-list';
import { useMyJobs } from '../api/get-my-jobs';
import { MyJobRow } from './my-job-row';

/** Every job the member posted (drafts and expired ones too), a page at a time (My Jobs, My Content). */
export function MyJobsList(props: OwnItemsListProps) {
  return (
    <OwnItemsList
      {...props}
      query={useMyJobs(props.page)}
      loadingText="Loading your jobs..."
      failedText={jobMessages.myJobsFailed}
      emptyText={jobMessages.noMyJobs}
      paginationLabel="My jobs pages"
      renderRow={(job) => <MyJobRow key={job.id} job={job} />}
    />
  );
}
