import { useParams } from 'react-router';
import { parseId } from '@akwaaba/contracts';
import { ReportButton } from '@/features/moderation/components/report-button';
import { JobDetail } from '@/features/jobs/components/job-detail';
import { JobNotFound } from '@/features/jobs/components/job-not-found';

/**
 * Public (docs/rules/who-sees-what.md): visitors open shared links; applying asks them to sign in and brings them back.
 */
export function Component() {
  const { id } = useParams();
  const parsedId = parseId(id);
  if (parsedId === null) return <JobNotFound />;
  return (
    <JobDetail key={parsedId} jobId={parsedId} reportButton={<ReportButton targetType="job" targetId={parsedId} />} />
  );
}
