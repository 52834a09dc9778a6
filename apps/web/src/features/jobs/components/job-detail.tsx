import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Briefcase, ExternalLink, Globe, ListChecks, Mail, Pencil, Phone, Tag } from 'lucide-react';
import { formatPhone, jobMessages, type JobDetail as Job, jobShareFacts } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { BackLink, InfoCard, TextSection } from '@/components/detail-page';
import { HiddenByModerators } from '@/components/hidden-by-moderators';
import { PageLoading, PageLoadError } from '@/components/page-states';
import { ShareButtons } from '@/components/share-buttons';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { safeExternalUrl, telHref } from '@/lib/format';
import { useJob } from '../api/get-job';
import { ApplyPanel } from './apply-panel';
import { CompanyLogo } from './company-logo';
import { JobFacts, RemoteBadge, WhoMayApply } from './job-facts';
import { JobNotFound } from './job-not-found';
import { SaveJobButton } from './save-job-button';

// The form brings react-hook-form and the contract schemas: they load when a member opens it, not with the page.
const ApplyForm = lazy(() => import('./apply-form').then((module) => ({ default: module.ApplyForm })));

function BackToJobs() {
  return <BackLink to={paths.jobs.getHref()}>{jobMessages.backToJobs}</BackLink>;
}

function Company({ job }: { job: Job }) {
  const website = safeExternalUrl(job.company_website);
  return (
    <div className="flex items-center gap-3">
      <CompanyLogo job={job} size="page" fallback={<Avatar name={job.company_name} />} />
      <div className="min-w-0">
        <p className="text-lg font-semibold break-words text-stone-900">{job.company_name}</p>
        {website && (
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-semibold text-ghana-green underline"
          >
            <Globe aria-hidden="true" className="size-4" />
            {new URL(website).host}
            <span className="sr-only"> (company website, opens in a new tab)</span>
          </a>
        )}
      </div>
    </div>
  );
}

/** A titled list of the job's lines (requirements, benefits); left out when the job has none. */
function ListSection({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="mb-3 flex items-center gap-2 text-lg font-semibold text-stone-900">
        <ListChecks aria-hidden="true" className="size-5 text-ghana-green" />
        {title}
      </h2>
      <ul className="list-disc space-y-1.5 pl-5 break-words text-stone-800 marker:text-ghana-green">
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** Skills and tags as chips, each list named; left out when the job has neither. */
function SkillsAndTags({ job }: { job: Job }) {
  const lists = [
    { title: 'Skills', items: job.skills },
    { title: 'Tags', items: job.tags },
  ].filter((list) => list.items.length > 0);
  if (lists.length === 0) return null;
  return (
    <section
      aria-labelledby="job-skills-tags"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="job-skills-tags" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Tag aria-hidden="true" className="size-5 text-ghana-green" />
        Skills and tags
      </h2>
      {lists.map(({ title, items }) => (
        <div key={title} className="space-y-2">
          <h3 className="text-sm font-medium text-stone-600">{title}</h3>
          <ul aria-label={title} className="flex flex-wrap gap-2">
            {items.map((item, index) => (
              <li key={`${index}-${item}`}>
                <Badge tone="neutral" className="text-sm">
                  {item}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function Contact({ job }: { job: Job }) {
  const applicationUrl = safeExternalUrl(job.application_url);
  return (
    <InfoCard idPrefix="job" title="Contact" icon={Mail}>
      <ul className="space-y-2">
        <li className="flex items-start gap-2">
          <Mail aria-hidden="true" className="mt-1 size-4 shrink-0 text-stone-500" />
          <a href={`mailto:${job.contact_email}`} className="break-all text-ghana-green underline">
            {job.contact_email}
          </a>
        </li>
        {job.contact_phone && (
          <li className="flex items-start gap-2">
            <Phone aria-hidden="true" className="mt-1 size-4 shrink-0 text-stone-500" />
            <a href={telHref(job.contact_phone)} className="break-all text-ghana-green underline">
              {formatPhone(job.contact_phone)}
            </a>
          </li>
        )}
        {applicationUrl && (
          <li className="flex items-start gap-2">
            <ExternalLink aria-hidden="true" className="mt-1 size-4 shrink-0 text-stone-500" />
            <a
              href={applicationUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-ghana-green underline"
            >
              Apply on the company&rsquo;s website
              <span className="block text-sm font-normal break-all text-stone-600">{new URL(applicationUrl).host}</span>
            </a>
          </li>
        )}
      </ul>
    </InfoCard>
  );
}

/** Edit for the job's owner and admins; My Jobs for the owner, where its applicants are. */
function ManageLinks({ job }: { job: Job }) {
  const { user } = useAuth();
  if (!job.is_owner && !user?.is_admin) return null;
  return (
    <>
      <Link to={paths.editJob.getHref(job.id)} className={buttonClasses({ variant: 'secondary' })}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Link>
      {job.is_owner && (
        <Link to={paths.myJobs.getHref()} className={buttonClasses({ variant: 'secondary' })}>
          <Briefcase aria-hidden="true" className="size-4" />
          {jobMessages.myJobsHeading}
        </Link>
      )}
    </>
  );
}

function JobView({ job, reportButton }: { job: Job; reportButton?: ReactNode }) {
  const formId = useId();
  const [applying, setApplying] = useState(false);
  const applyButton = useRef<HTMLButtonElement>(null);

  function closeForm() {
    setApplying(false);
    // Back to 'Apply Now', where the form was opened (once sent, 'Applied' replaces it and takes the focus).
    applyButton.current?.focus();
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
      <BackToJobs />
      {job.is_owner && job.status === 'hidden' && <HiddenByModerators />}
      {job.is_expired && <Alert variant="info">{jobMessages.expired}</Alert>}
      {/* Phones read the key facts right after the title; wide screens keep them in a side column. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="min-w-0 space-y-6 lg:col-start-1">
          <header className="space-y-4">
            <div className="flex flex-wrap gap-2">
              <Badge tone="green">
                <Tag aria-hidden="true" className="size-3.5" />
                {job.category.name}
              </Badge>
              {job.is_remote && <RemoteBadge />}
              {job.status === 'draft' && <Badge tone="neutral">{jobMessages.draft}</Badge>}
            </div>
            <h1 className="text-2xl font-bold break-words text-stone-900 sm:text-4xl">{job.title}</h1>
            <Company job={job} />
            <WhoMayApply job={job} />
            <div className="flex flex-wrap items-center gap-2">
              <ApplyPanel
                job={job}
                formOpen={applying}
                formId={formId}
                onToggleForm={() => setApplying(!applying)}
                buttonRef={applyButton}
              />
              {!job.is_owner && <SaveJobButton job={job} size="page" />}
              <ShareButtons
                path={paths.jobDetail.getHref(job.id)}
                title={`${job.title} at ${job.company_name}`}
                facts={jobShareFacts(job)}
              />
              <ManageLinks job={job} />
              {!job.is_owner && reportButton}
            </div>
          </header>
          {applying && !job.user_applied && !job.is_expired && (
            <div id={formId}>
              <Suspense fallback={<Spinner label="Loading the application form…" />}>
                <ApplyForm job={job} onClose={closeForm} />
              </Suspense>
            </div>
          )}
        </div>
        <aside aria-label="Job details" className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <InfoCard idPrefix="job" title="Job Overview" icon={Briefcase}>
            <JobFacts job={job} />
          </InfoCard>
          <Contact job={job} />
        </aside>
        <div className="min-w-0 space-y-6 lg:col-start-1">
          <TextSection id="job-description" title="Job Description" text={job.description} />
          <ListSection id="job-requirements" title="Requirements" items={job.requirements} />
          <ListSection id="job-benefits" title="Benefits" items={job.benefits} />
          <SkillsAndTags job={job} />
        </div>
      </div>
    </div>
  );
}

/** /jobs/{id}: public, so a link shared on WhatsApp opens for anyone (docs/rules/who-sees-what.md). */
export function JobDetail({ jobId, reportButton }: { jobId: number; reportButton?: ReactNode }) {
  const job = useJob(jobId);
  const notFound = job.error instanceof ApiError && job.error.status === 404;
  useDocumentTitle(job.data?.title ?? (notFound ? jobMessages.notFound : 'Job'));

  if (job.isPending) {
    return <PageLoading>Loading job details...</PageLoading>;
  }
  if (job.isError) {
    if (notFound) return <JobNotFound />;
    return (
      <PageLoadError message={errorMessage(job.error, jobMessages.fetchJobFailed)} onRetry={() => void job.refetch()}>
        <BackToJobs />
      </PageLoadError>
    );
  }
  return <JobView job={job.data} reportButton={reportButton} />;
}
