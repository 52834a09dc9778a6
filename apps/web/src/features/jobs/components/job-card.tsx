import { memo, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Banknote, Briefcase, Building2, MapPin } from 'lucide-react';
import { EXPERIENCE_LEVEL_LABELS, JOB_TYPE_LABELS, type JobSummary } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { CompanyLogo } from './company-logo';
import { JobDate, jobPlace, PostedAgo, RemoteBadge } from './job-facts';
import { formatSalary } from './salary';

const lineClasses =
  'relative flex w-full min-w-0 flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4 shadow-sm';

/**
 * A job on the board; its title links to the job's page, and the whole card can be clicked. `compact` makes it one
 * short line for highlights under an h2 (the home page): h3 title, company and place, type and how fresh it is,
 * each held to one line so every row has the height of its skeleton. `action` (the Save button) sits in the card's top
 * corner, above its link; a component rather than an element, so the memo below still skips an unchanged card.
 */
// Memoised: a list renders again once a signed-in member is known (after hydration, in one blocking task), and its
// cards, unchanged, are then skipped.
export const JobCard = memo(function JobCard({
  job,
  compact = false,
  action,
}: {
  job: JobSummary;
  compact?: boolean;
  action?: ComponentType<{ job: JobSummary }>;
}) {
  const Action = action;
  if (compact) return <JobLine job={job} />;
  return (
    <article className="relative flex w-full min-w-0 flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge tone="green">{job.category.name}</Badge>
          {job.is_remote && <RemoteBadge />}
        </div>
        {Action && <Action job={job} />}
      </div>
      <h2 className="text-lg leading-snug font-semibold break-words text-stone-900">
        <Link
          to={paths.jobDetail.getHref(job.id)}
          className="after:absolute after:inset-0 after:rounded-2xl hover:text-ghana-green hover:underline"
        >
          {job.title}
        </Link>
      </h2>
      <p className="flex items-center gap-2 font-medium text-stone-800">
        <CompanyLogo
          job={job}
          size="row"
          fallback={<Building2 aria-hidden="true" className="size-4 shrink-0 text-ghana-green" />}
        />
        <span className="min-w-0 break-words">{job.company_name}</span>
      </p>
      <ul className="space-y-1.5 text-sm text-stone-700">
        <li className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
          <span className="min-w-0 break-words">{jobPlace(job)}</span>
        </li>
        <li className="flex items-start gap-2">
          <Briefcase aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
          <span>
            {JOB_TYPE_LABELS[job.job_type]} · {EXPERIENCE_LEVEL_LABELS[job.experience_level]}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <Banknote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
          <span className="min-w-0 font-semibold break-words text-stone-900">{formatSalary(job)}</span>
        </li>
      </ul>
      <p className="mt-auto flex flex-wrap justify-between gap-x-4 gap-y-1 border-t border-stone-100 pt-3 text-sm text-stone-600">
        <span>
          Posted <JobDate iso={job.created_at} />
        </span>
        <span>
          Apply by <JobDate iso={job.expires_at} />
        </span>
      </p>
    </article>
  );
});

function JobLine({ job }: { job: JobSummary }) {
  return (
    <article className={cn(lineClasses, 'transition-shadow focus-within:shadow-md hover:shadow-md')}>
      <h3 className="truncate font-semibold text-stone-900">
        <Link
          to={paths.jobDetail.getHref(job.id)}
          className="after:absolute after:inset-0 after:rounded-xl hover:text-ghana-green hover:underline"
        >
          {job.title}
        </Link>
      </h3>
      <p className="truncate text-sm text-stone-800">
        <span className="font-medium">{job.company_name}</span> · {jobPlace(job)}
      </p>
      <p className="truncate text-sm text-stone-600">
        {JOB_TYPE_LABELS[job.job_type]} · <PostedAgo iso={job.created_at} />
      </p>
    </article>
  );
}

/** A compact line's shape while it loads: the same boxes and line heights, so nothing moves when it arrives. */
export function JobLineSkeleton() {
  return (
    <div aria-hidden="true" className={lineClasses}>
      <p className="w-2/3 animate-pulse rounded bg-stone-200 font-semibold">&nbsp;</p>
      <p className="w-1/2 animate-pulse rounded bg-stone-200 text-sm">&nbsp;</p>
      <p className="w-1/3 animate-pulse rounded bg-stone-200 text-sm">&nbsp;</p>
    </div>
  );
}
