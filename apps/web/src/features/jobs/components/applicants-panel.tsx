import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Download, Mail, Phone } from 'lucide-react';
import { applicationMessages, formatLongDate, formatPhone, type Applicant } from '@akwaaba/contracts';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { errorMessage } from '@/lib/api-client';
import { telHref } from '@/lib/format';
import { useDownloadCv } from '../api/download-cv';
import { useApplicants } from '../api/get-applicants';
import { ApplicationStatusSelect } from './application-status-select';

/** A note longer than this (or of more lines) starts folded to three lines. */
const FOLDED_NOTE_CHARS = 240;
const FOLDED_NOTE_LINES = 3;

function CoverNote({ text }: { text: string }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const long = text.length > FOLDED_NOTE_CHARS || text.split('\n').length > FOLDED_NOTE_LINES;
  return (
    <div className="space-y-1">
      <p
        id={id}
        className={cn('text-sm break-words whitespace-pre-line text-stone-800', long && !expanded && 'line-clamp-3')}
      >
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          className="text-sm font-semibold text-ghana-green hover:underline"
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}

function CvDownload({ applicant }: { applicant: Applicant }) {
  const download = useDownloadCv(applicant.id);
  if (!applicant.cv) return <p className="text-sm text-stone-600">{applicationMessages.cvNotFound}</p>;
  const cv = applicant.cv;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        isLoading={download.isPending}
        onClick={() =>
          download.mutate(cv, {
            onError: (error) => {
              console.error(error);
              toast.error(errorMessage(error, applicationMessages.cvDownloadFailed));
            },
          })
        }
      >
        {!download.isPending && <Download aria-hidden="true" className="size-4" />}
        {applicationMessages.downloadCv}
      </Button>
      <span className="min-w-0 text-sm break-all text-stone-600">{cv.name}</span>
    </div>
  );
}

/** One applicant: who they are and how to reach them, their note and CV, and the status control. */
function ApplicantRow({ applicant }: { applicant: Applicant }) {
  const nameId = useId();
  const { user } = applicant;
  return (
    <li aria-labelledby={nameId} className="space-y-3 py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h4 id={nameId} className="font-semibold break-words text-stone-900">
            {user.name}
          </h4>
          <p className="text-sm text-stone-600">
            Applied <time dateTime={applicant.created_at}>{formatLongDate(applicant.created_at)}</time>
          </p>
          <ul className="flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-4">
            {user.email && (
              <li className="flex min-w-0 items-center gap-1.5">
                <Mail aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
                <a href={`mailto:${user.email}`} className="break-all text-ghana-green hover:underline">
                  {user.email}
                </a>
              </li>
            )}
            {user.phone && (
              <li className="flex items-center gap-1.5">
                <Phone aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
                <a href={telHref(user.phone)} className="text-ghana-green hover:underline">
                  {formatPhone(user.phone)}
                </a>
              </li>
            )}
          </ul>
        </div>
        <ApplicationStatusSelect applicant={applicant} />
      </div>
      <CoverNote text={applicant.cover_note} />
      <CvDownload applicant={applicant} />
    </li>
  );
}

type ApplicantsPanelProps = {
  /** The panel's element id, for the button that opens it. */
  id: string;
  jobId: number;
  jobTitle: string;
};

/** A job's applicants, newest first, for its poster: the people who applied and what they sent. */
export function ApplicantsPanel({ id, jobId, jobTitle }: ApplicantsPanelProps) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const applicants = useApplicants(jobId, page);

  return (
    <section id={id} aria-labelledby={headingId} className="rounded-xl bg-stone-50 p-4 sm:p-5">
      <h3 id={headingId} className="text-base font-semibold text-stone-900">
        {applicationMessages.applicantsHeading}
      </h3>
      {applicants.isPending ? (
        <p role="status" className="mt-2 text-sm text-stone-700">
          Loading applicants...
        </p>
      ) : applicants.isError ? (
        <div className="mt-2 space-y-3">
          <Alert variant="error">{applicationMessages.applicantsFailed}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void applicants.refetch()}>
            Try again
          </Button>
        </div>
      ) : applicants.data.total === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{applicationMessages.noApplicants}</p>
      ) : (
        <div
          className={cn('space-y-4', applicants.isPlaceholderData && 'opacity-60')}
          aria-busy={applicants.isFetching}
        >
          <ul className="divide-y divide-stone-200">
            {applicants.data.data.map((applicant) => (
              <ApplicantRow key={applicant.id} applicant={applicant} />
            ))}
          </ul>
          <Pagination
            label={`Applicants pages for ${jobTitle}`}
            currentPage={applicants.data.current_page}
            lastPage={applicants.data.last_page}
            onPageChange={setPage}
          />
        </div>
      )}
    </section>
  );
}
