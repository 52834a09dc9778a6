import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import {
  Briefcase,
  CalendarClock,
  CheckCircle2,
  Circle,
  Eye,
  Star,
  Undo2,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import {
  APPLICATION_STATUS_LABELS,
  applicationMessages,
  cityLabel,
  formatLongDate,
  jobMessages,
  type ApplicationStatus,
  type MyApplication,
} from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useListSearchParams } from '@/hooks/use-list-search-params';
import { errorMessage } from '@/lib/api-client';
import { useMyApplications } from '../api/get-my-applications';
import { useWithdrawApplication } from '../api/withdraw-application';

/** Each status has its own colour and icon, and always its words: colour is never the only sign. */
const statusBadges: Record<ApplicationStatus, { tone: 'neutral' | 'gold' | 'green' | 'red'; icon: LucideIcon }> = {
  submitted: { tone: 'neutral', icon: Circle },
  reviewed: { tone: 'gold', icon: Eye },
  shortlisted: { tone: 'green', icon: Star },
  rejected: { tone: 'red', icon: XCircle },
  hired: { tone: 'green', icon: CheckCircle2 },
};

function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { tone, icon: Icon } = statusBadges[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" className="size-3.5" />
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}

/** One application: the job it is for, when it was sent, where it stands, and Withdraw. */
function MyApplicationRow({ application }: { application: MyApplication }) {
  const withdraw = useWithdrawApplication();
  const titleId = useId();
  const { job } = application;

  function withdrawApplication() {
    if (!window.confirm(applicationMessages.withdrawConfirm)) return;
    withdraw.mutate(application, {
      onSuccess: (response) => toast.success(response.message || applicationMessages.withdrawn),
      onError: (error) => {
        console.error(error);
        toast.error(errorMessage(error, applicationMessages.withdrawFailed));
      },
    });
  }

  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 md:flex-row md:items-start md:justify-between"
    >
      <div className="min-w-0 space-y-2">
        <h2 className="text-lg font-semibold break-words text-stone-900">
          <Link id={titleId} to={paths.jobDetail.getHref(job.id)} className="hover:text-ghana-green hover:underline">
            {job.title}
          </Link>
        </h2>
        <p className="text-sm break-words text-stone-700">
          {job.company_name} · {cityLabel(job.city)}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-stone-600">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          <span>
            Applied <time dateTime={application.created_at}>{formatLongDate(application.created_at)}</time>
          </span>
        </p>
        <ApplicationStatusBadge status={application.status} />
        {job.is_expired && <p className="text-sm text-stone-700">{jobMessages.expired}</p>}
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start md:shrink-0"
        isLoading={withdraw.isPending}
        onClick={withdrawApplication}
      >
        {!withdraw.isPending && <Undo2 aria-hidden="true" className="size-4" />}
        Withdraw
      </Button>
    </li>
  );
}

/** My Applications has no filters: only its page lives in the address bar. */
const NO_FILTERS = { text: [] } as const;

/** /applications: the jobs the member applied for and where each application stands. */
export function MyApplications() {
  const { query, goToPage } = useListSearchParams(NO_FILTERS);
  const applications = useMyApplications(query.page);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{jobMessages.applicationsHeading}</h1>

      {applications.isPending ? (
        <p role="status" className="py-12 text-center text-stone-700">
          Loading your applications...
        </p>
      ) : applications.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{applicationMessages.applicationsFailed}</Alert>
          <Button variant="secondary" onClick={() => void applications.refetch()}>
            Try again
          </Button>
        </div>
      ) : applications.data.total === 0 ? (
        <div className="space-y-4 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <p className="text-stone-700">{applicationMessages.noApplications}</p>
          <Link to={paths.jobs.getHref()} className={buttonClasses()}>
            <Briefcase aria-hidden="true" className="size-4" />
            Browse Jobs
          </Link>
        </div>
      ) : (
        <div
          className={cn('space-y-6', applications.isPlaceholderData && 'opacity-60')}
          aria-busy={applications.isFetching}
        >
          <ul className="space-y-4">
            {applications.data.data.map((application) => (
              <MyApplicationRow key={application.id} application={application} />
            ))}
          </ul>
          <Pagination
            label="My applications pages"
            currentPage={applications.data.current_page}
            lastPage={applications.data.last_page}
            onPageChange={goToPage}
          />
        </div>
      )}
    </div>
  );
}
