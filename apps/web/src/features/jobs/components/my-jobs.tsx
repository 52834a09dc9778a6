import { Link } from 'react-router';
import { BriefcaseBusiness } from 'lucide-react';
import { jobMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { useListSearchParams } from '@/hooks/use-list-search-params';
import { MyJobsList } from './my-jobs-list';

/** My Jobs has no filters: only its page lives in the address bar. */
const NO_FILTERS = { text: [] } as const;

/** Links to the job form, for members who may post. */
function PostJobLink({ label }: { label: string }) {
  return (
    <Link to={paths.createJob.getHref()} className={buttonClasses()}>
      <BriefcaseBusiness aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

/** /my-jobs: every job the member posted (drafts and expired ones too), each with its applicants. */
export function MyJobs({ canPost }: { canPost: boolean }) {
  const { query, goToPage } = useListSearchParams(NO_FILTERS);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{jobMessages.myJobsHeading}</h1>
        {canPost && <PostJobLink label={jobMessages.postJob} />}
      </div>
      <MyJobsList
        page={query.page}
        onPageChange={goToPage}
        emptyAction={canPost && <PostJobLink label={jobMessages.postFirstJob} />}
      />
    </div>
  );
}
