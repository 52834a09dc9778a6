import { Link, useNavigate } from 'react-router';
import { jobMessages } from '@akwaaba/contracts';
import { CreateJob } from '@/features/jobs/components/create-job';
import { paths, type JobsState } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth-store';

/** Business accounts and admins post jobs (docs/rules/who-sees-what.md); other members are told why they cannot. */
export function Component() {
  useDocumentTitle(jobMessages.formTitle);
  const navigate = useNavigate();
  const { user } = useAuth();

  if (!user) return <PageSpinner label="Checking your session…" />;
  if (user.user_type !== 'business' && !user.is_admin) {
    return (
      <div className="mx-auto max-w-lg space-y-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-stone-900">{jobMessages.formTitle}</h1>
        <p className="text-stone-700">{jobMessages.onlyBusinessesPost}</p>
        <Link to={paths.jobs.getHref()} className={buttonClasses()}>
          {jobMessages.backToJobs}
        </Link>
      </div>
    );
  }
  return (
    <CreateJob
      companyName={user.business_name}
      onSaved={(job) => {
        // The spec lands on the jobs board; the board links to the job just posted.
        const state: JobsState = { posted: { id: job.id, title: job.title } };
        void navigate(paths.jobs.getHref(), { state });
      }}
    />
  );
}
