import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import {
  EXPERIENCE_LEVEL_LABELS,
  formatLongDate,
  JOB_TYPE_LABELS,
  type JobDetail,
  jobMessages,
  type JobSummary,
  WORK_ELIGIBILITY_LABELS,
} from '@akwaaba/contracts';
import { Badge } from '@/components/ui/badge';
import { addressWithCity, formatCount } from '@/lib/format';
import { currencyName, formatSalary, hasSalary } from './salary';

/** 'Braamfontein, Johannesburg': where the job is, naming the city once. */
export function jobPlace(job: Pick<JobSummary, 'location' | 'city'>): string {
  return addressWithCity(job.location, job.city);
}

/** The place with its province when the place does not already say it ('Braamfontein, Johannesburg, Gauteng'). */
function placeWithProvince(job: Pick<JobSummary, 'location' | 'city' | 'province'>): string {
  const place = jobPlace(job);
  const { province } = job;
  return province && !place.toLowerCase().includes(province.toLowerCase()) ? `${place}, ${province}` : place;
}

export function RemoteBadge() {
  return <Badge tone="gold">{jobMessages.remote}</Badge>;
}

export function applicationsCount(count: number): string {
  return count === 1 ? '1 application' : `${formatCount(count)} applications`;
}

export function JobDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatLongDate(iso)}</time>;
}

/** As en-GB's relative time words it ('5 minutes ago', 'yesterday', 'last week'), without Intl (see contracts' dates). */
function ago(count: number, unit: 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year'): string {
  if (count === 1 && unit === 'day') return 'yesterday';
  if (count === 1 && unit !== 'minute' && unit !== 'hour') return `last ${unit}`;
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5 hours ago', 'yesterday', '3 weeks ago': how fresh a job is, to the unit a reader cares about. */
export function postedAgo(iso: string, now: Date = new Date()): string {
  // A clock a little behind the server's must not post a job in the future.
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return ago(days, 'day');
  if (days < 30) return ago(Math.floor(days / 7), 'week');
  if (days < 365) return ago(Math.floor(days / 30), 'month');
  return ago(Math.floor(days / 365), 'year');
}

/**
 * 'Posted 3 days ago', with the date itself for machines and on hover. The words depend on the clock, so the server's
 * 'just now' may be '1 minute ago' by the time the app hydrates the page: React's escape hatch for timestamps keeps the
 * server's words there instead of calling it a hydration error.
 */
export function PostedAgo({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatLongDate(iso)} suppressHydrationWarning>
      {`Posted ${postedAgo(iso)}`}
    </time>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-sm font-medium text-stone-600">{term}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** The job page's facts: where, pay, type, level, how many applied, until when, by whom. */
export function JobFacts({ job }: { job: JobDetail }) {
  return (
    <dl className="space-y-3">
      <Fact term="Location">
        <span className="flex flex-wrap items-center gap-2">
          {placeWithProvince(job)}
          {job.is_remote && <RemoteBadge />}
        </span>
      </Fact>
      <Fact term="Salary">
        <span className="font-semibold">{formatSalary(job)}</span>
        {hasSalary(job) && <span className="block text-sm text-stone-600">Paid in {currencyName(job.currency)}</span>}
      </Fact>
      <Fact term="Employment type">{JOB_TYPE_LABELS[job.job_type]}</Fact>
      <Fact term="Experience level">{EXPERIENCE_LEVEL_LABELS[job.experience_level]}</Fact>
      <Fact term="Applications">{applicationsCount(job.applications_count)}</Fact>
      <Fact term="Application deadline">
        <JobDate iso={job.expires_at} />
      </Fact>
      <Fact term="Posted by">{job.user.name}</Fact>
      <Fact term="Posted on">
        <JobDate iso={job.created_at} />
      </Fact>
    </dl>
  );
}

/**
 * Who may apply, shown before the apply button: an employer may not hire a foreign national without a valid
 * work visa, so a member should know before applying.
 */
export function WhoMayApply({ job }: { job: Pick<JobSummary, 'work_eligibility'> }) {
  return (
    <div className="flex gap-3 rounded-xl border border-ghana-green/30 bg-ghana-green-light p-4 text-stone-900">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ghana-green-dark" />
      <p>
        <span className="block text-sm font-semibold text-ghana-green-dark">Who may apply</span>
        {WORK_ELIGIBILITY_LABELS[job.work_eligibility]}
      </p>
    </div>
  );
}
