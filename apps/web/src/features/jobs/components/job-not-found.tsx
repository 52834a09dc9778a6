import { jobMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { ListingNotFound } from '@/components/listing-not-found';

/** A missing or hidden job (drafts and expired jobs are 404 for everyone but their owner, admins and applicants). */
export function JobNotFound() {
  return (
    <ListingNotFound
      title={jobMessages.notFound}
      detail={<>The job you&rsquo;re looking for doesn&rsquo;t exist, or is no longer on the board.</>}
      backTo={paths.jobs.getHref()}
      backLabel={jobMessages.backToJobs}
    />
  );
}
