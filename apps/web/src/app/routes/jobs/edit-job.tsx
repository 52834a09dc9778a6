import { useNavigate, useParams } from 'react-router';
import { jobMessages, parseId } from '@akwaaba/contracts';
import { EditJob } from '@/features/jobs/components/edit-job';
import { JobNotFound } from '@/features/jobs/components/job-not-found';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(jobMessages.editTitle);
  const navigate = useNavigate();
  const { id } = useParams();
  const parsedId = parseId(id);

  if (parsedId === null) return <JobNotFound />;
  return <EditJob key={parsedId} jobId={parsedId} onSaved={(job) => void navigate(paths.jobDetail.getHref(job.id))} />;
}
