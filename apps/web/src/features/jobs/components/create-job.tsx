import type { JobDetail } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { JobForm } from './job-form';
import { emptyJobForm } from './job-form-values';

/** The empty post-job form with the spec's defaults. */
export function CreateJob({ onSaved }: { onSaved: (job: JobDetail) => void }) {
  return <JobForm mode="create" defaultValues={emptyJobForm} cancelTo={paths.myJobs.getHref()} onSaved={onSaved} />;
}
