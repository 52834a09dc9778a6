import type { JobDetail } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { JobForm } from './job-form';
import { emptyJobForm } from './job-form-values';

/** The empty post-job form with the spec's defaults, the company filled in from a business account's name. */
export function CreateJob({ companyName, onSaved }: { companyName: string | null; onSaved: (job: JobDetail) => void }) {
  return (
    <JobForm
      mode="create"
      defaultValues={{ ...emptyJobForm, company_name: companyName ?? '' }}
      cancelTo={paths.myJobs.getHref()}
      onSaved={onSaved}
    />
  );
}
