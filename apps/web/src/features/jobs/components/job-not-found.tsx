import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { jobMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** A missing or hidden job (drafts and expired jobs are 404 for everyone but their owner, admins and applicants). */
export function JobNotFound() {
  useDocumentTitle(jobMessages.notFound);
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{jobMessages.notFound}</h1>
      <p className="text-stone-700">
        The job you&rsquo;re looking for doesn&rsquo;t exist, or is no longer on the board.
      </p>
      <Link to={paths.jobs.getHref()} className={buttonClasses()}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {jobMessages.backToJobs}
      </Link>
    </div>
  );
}
