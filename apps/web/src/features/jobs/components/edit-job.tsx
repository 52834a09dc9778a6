import { Link } from 'react-router';
import { jobMessages, type JobDetail } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { PageAlert, PageLoading, PageLoadError } from '@/components/page-states';
import { buttonClasses } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { useJob } from '../api/get-job';
import { JobForm } from './job-form';
import { formValuesFrom } from './job-form-values';
import { JobNotFound } from './job-not-found';

type EditJobProps = { jobId: number; onSaved: (job: JobDetail) => void };

/** /jobs/{id}/edit: the poster's (or an admin's) form, filled from the stored job. */
export function EditJob({ jobId, onSaved }: EditJobProps) {
  const { user } = useAuth();
  const job = useJob(jobId);

  if (job.isPending) {
    return <PageLoading>Loading job details...</PageLoading>;
  }
  if (job.isError) {
    if (job.error instanceof ApiError && job.error.status === 404) return <JobNotFound />;
    return <PageLoadError message={jobMessages.fetchJobFailed} onRetry={() => void job.refetch()} />;
  }
  if (!job.data.is_owner && !user?.is_admin) {
    return (
      <PageAlert message={jobMessages.notAuthorized}>
        <Link to={paths.jobDetail.getHref(jobId)} className={buttonClasses({ variant: 'secondary' })}>
          Back to the job
        </Link>
      </PageAlert>
    );
  }
  return (
    <JobForm
      key={job.data.id}
      mode="edit"
      jobId={job.data.id}
      currentLogo={job.data.company_logo}
      defaultValues={formValuesFrom(job.data)}
      cancelTo={paths.jobDetail.getHref(job.data.id)}
      onSaved={onSaved}
    />
  );
}
