import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, ChevronUp, Eye, Pencil } from 'lucide-react';
import { cityLabel, formatLongDate, jobMessages, type MyJob } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { OwnListingDelete, OwnListingLink, OwnListingRow } from '@/components/own-listing-row';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { formatCount } from '@/lib/format';
import { useDeleteJob } from '../api/delete-job';
import { ApplicantsPanel } from './applicants-panel';

function applicantsCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'applicant' : 'applicants'}`;
}

/** One of the poster's jobs: its status and counts, View, Edit and Delete, and its applicants on demand. */
export function MyJobRow({ job }: { job: MyJob }) {
  const deleteJob = useConfirmedDelete(useDeleteJob(), {
    question: jobMessages.deleteConfirm,
    failureMessage: jobMessages.deleteFailed,
    deletedMessage: jobMessages.deleted,
  });
  const titleId = useId();
  const panelId = useId();
  const [showApplicants, setShowApplicants] = useState(false);

  return (
    <OwnListingRow
      titleId={titleId}
      className="space-y-4"
      failure={deleteJob.failure}
      summary={
        <>
          <h2 className="text-lg font-semibold break-words text-stone-900">
            <Link id={titleId} to={paths.jobDetail.getHref(job.id)} className="hover:text-ghana-green hover:underline">
              {job.title}
            </Link>
          </h2>
          <p className="text-sm break-words text-stone-700">
            {job.company_name} · {cityLabel(job.city)}
            {job.is_remote && ` · ${jobMessages.remote}`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Badge tone={job.status === 'published' ? 'green' : 'neutral'}>
              {job.status === 'published' ? jobMessages.published : jobMessages.draft}
            </Badge>
            {job.is_expired && <Badge tone="red">Expired</Badge>}
          </div>
          <p className="text-sm text-stone-600">
            Posted <time dateTime={job.created_at}>{formatLongDate(job.created_at)}</time> ·{' '}
            {job.is_expired ? 'Closed' : 'Closes'}{' '}
            <time dateTime={job.expires_at}>{formatLongDate(job.expires_at)}</time>
          </p>
        </>
      }
      actions={
        <>
          <OwnListingLink to={paths.jobDetail.getHref(job.id)} icon={Eye}>
            View
          </OwnListingLink>
          <OwnListingLink to={paths.editJob.getHref(job.id)} icon={Pencil}>
            Edit
          </OwnListingLink>
          <OwnListingDelete deleting={deleteJob.isPending} onDelete={() => deleteJob.remove(job.id)} />
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-3">
        <p className="text-sm font-medium text-stone-800">
          {applicantsCount(job.applications_count)}
          {job.new_applications_count > 0 && (
            <Badge tone="gold" className="ml-2">
              {formatCount(job.new_applications_count)} new
            </Badge>
          )}
        </p>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showApplicants}
          aria-controls={panelId}
          onClick={() => setShowApplicants((open) => !open)}
        >
          {showApplicants ? (
            <ChevronUp aria-hidden="true" className="size-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
          {showApplicants ? 'Hide applicants' : 'Show applicants'}
        </Button>
      </div>
      {showApplicants && <ApplicantsPanel id={panelId} jobId={job.id} jobTitle={job.title} />}
    </OwnListingRow>
  );
}
