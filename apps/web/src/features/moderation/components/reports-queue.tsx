import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Ban, CheckCheck, Eye, EyeOff, Flag, Inbox, MessageSquareWarning, XCircle } from 'lucide-react';
import {
  REPORT_OUTCOME_LABELS,
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  formatDateTime,
  moderationMessages,
  type AdminReport,
  type ReportStatus,
  type ResolveAction,
} from '@akwaaba/contracts';
import { paths, safeInternalPath } from '@/config/paths';
import { QueueHeading, QueueItem, QueueList } from '@/components/admin-queue';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { useReports } from '../api/get-reports';

const ResolveDialog = lazy(() => import('./resolve-dialog').then((module) => ({ default: module.ResolveDialog })));
const RestoreDialog = lazy(() => import('./restore-dialog').then((module) => ({ default: module.RestoreDialog })));

const tabs: readonly TabItem<ReportStatus>[] = [
  { id: 'open', label: 'Open', icon: <Inbox aria-hidden="true" className="size-4" /> },
  { id: 'resolved', label: 'Resolved', icon: <CheckCheck aria-hidden="true" className="size-4" /> },
];

const ACTIONS: { action: ResolveAction; label: string; icon: typeof EyeOff; needsAuthor?: boolean }[] = [
  { action: 'hide', label: 'Hide', icon: EyeOff },
  { action: 'dismiss', label: 'Dismiss', icon: XCircle },
  { action: 'warn', label: 'Warn author', icon: MessageSquareWarning, needsAuthor: true },
  { action: 'suspend', label: 'Suspend author', icon: Ban, needsAuthor: true },
];

function targetName(report: AdminReport): string {
  return report.target?.title ?? `${REPORT_TARGET_LABELS[report.target_type]} #${report.target_id}`;
}

/** A member's name, linked to their public profile. */
function Member({ member }: { member: { id: number; name: string } | null }) {
  if (!member) return <span className="text-stone-600">Deleted account</span>;
  return (
    <Link to={paths.publicProfile.getHref(member.id)} className="font-medium text-ghana-green underline">
      {member.name}
    </Link>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-medium">{label}: </dt>
      <dd className="inline break-words">{children}</dd>
    </div>
  );
}

function ReportItem({ report }: { report: AdminReport }) {
  const [deciding, setDeciding] = useState<ResolveAction | 'restore' | null>(null);
  const link = report.target ? safeInternalPath(report.target.link) : null;
  const open = report.status === 'open';
  // A moderator's hide can be undone from the report that led to it, while the item is still hidden.
  const restorable = report.outcome === 'hidden' && report.target?.status === 'hidden';
  const available = ACTIONS.filter(
    ({ action, needsAuthor }) =>
      (!needsAuthor || report.author !== null) &&
      (action !== 'hide' || (report.target !== null && report.target.status !== 'hidden')),
  );

  return (
    <QueueItem
      heading={
        <>
          <span className="block text-sm font-medium text-stone-600">{REPORT_TARGET_LABELS[report.target_type]}</span>
          {link ? (
            <Link to={link} className="hover:underline">
              {targetName(report)}
            </Link>
          ) : (
            targetName(report)
          )}
        </>
      }
      actions={
        open ? (
          <div className="grid grid-cols-2 gap-2 md:w-80 md:shrink-0">
            {available.map(({ action, label, icon: Icon }) => (
              <Button
                key={action}
                size="sm"
                className="w-full"
                variant={action === 'dismiss' ? 'secondary' : action === 'hide' ? 'primary' : 'danger'}
                aria-haspopup="dialog"
                onClick={() => setDeciding(action)}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </Button>
            ))}
          </div>
        ) : (
          restorable && (
            <Button size="sm" aria-haspopup="dialog" onClick={() => setDeciding('restore')} className="md:shrink-0">
              <Eye aria-hidden="true" className="size-4" />
              Restore
            </Button>
          )
        )
      }
      below={
        deciding && (
          <Suspense fallback={null}>
            {deciding === 'restore' ? (
              <RestoreDialog report={report} onClose={() => setDeciding(null)} />
            ) : (
              <ResolveDialog report={report} action={deciding} onClose={() => setDeciding(null)} />
            )}
          </Suspense>
        )
      }
    >
      <div className="flex flex-wrap gap-2">
        <Badge tone="red">
          <Flag aria-hidden="true" className="size-3.5" />
          {REPORT_REASON_LABELS[report.reason]}
        </Badge>
        {report.target ? (
          <Badge tone={report.target.status === 'hidden' ? 'red' : 'neutral'}>Item: {report.target.status}</Badge>
        ) : (
          <Badge tone="neutral">{moderationMessages.targetGone}</Badge>
        )}
        {report.reports_on_target > 1 && (
          <Badge tone="gold">
            {report.reports_on_target} reports on this {report.target_type === 'business' ? 'listing' : 'item'}
          </Badge>
        )}
      </div>
      {report.target?.excerpt && (
        <p className="line-clamp-3 rounded-xl bg-stone-50 p-3 text-sm break-words whitespace-pre-line text-stone-800">
          {report.target.excerpt}
        </p>
      )}
      <dl className="grid gap-x-6 gap-y-1 text-sm text-stone-700 sm:grid-cols-2">
        <Fact label="Author">
          <Member member={report.author} />
        </Fact>
        <Fact label="Reported by">
          <Member member={report.reporter} />
        </Fact>
        <Fact label="Reported">
          <time dateTime={report.created_at}>{formatDateTime(report.created_at)}</time>
        </Fact>
        {report.details && (
          <div className="sm:col-span-2">
            <dt className="font-medium">Details:</dt>
            <dd className="break-words whitespace-pre-line">{report.details}</dd>
          </div>
        )}
      </dl>
      {!open && (
        <dl className="grid gap-x-6 gap-y-1 rounded-xl border border-stone-200 p-3 text-sm text-stone-700 sm:grid-cols-2">
          <Fact label="Outcome">{report.outcome ? REPORT_OUTCOME_LABELS[report.outcome] : '—'}</Fact>
          <Fact label="Resolved by">
            <Member member={report.resolved_by} />
          </Fact>
          {report.resolved_at && (
            <Fact label="Resolved">
              <time dateTime={report.resolved_at}>{formatDateTime(report.resolved_at)}</time>
            </Fact>
          )}
          {report.resolution_note && (
            <div className="sm:col-span-2">
              <dt className="font-medium">Note:</dt>
              <dd className="break-words whitespace-pre-line">{report.resolution_note}</dd>
            </div>
          )}
        </dl>
      )}
    </QueueItem>
  );
}

function ReportsPanel({ status }: { status: ReportStatus }) {
  const [page, setPage] = useState(1);
  const reports = useReports(status, page);
  return (
    <QueueList
      loadingText="Loading reports..."
      fetchFailed="Failed to load the reports."
      empty={status === 'open' ? 'No reports waiting.' : 'No resolved reports yet.'}
      paginationLabel={status === 'open' ? 'Open reports pages' : 'Resolved reports pages'}
      items={reports}
      onPageChange={setPage}
    >
      {(report) => <ReportItem key={report.id} report={report} />}
    </QueueList>
  );
}

/** Members' reports: the oldest open one first; each decision (hide, dismiss, warn, suspend) carries a note. */
export function ReportsQueue() {
  const [status, setStatus] = useState<ReportStatus>('open');
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <QueueHeading
        heading="Reports"
        intro="What members reported, oldest first. Hide the item, dismiss the report, or warn or suspend the author; every open report on the same item is resolved with your decision."
      />
      <Tabs label="Reports by status" tabs={tabs} selected={status} onSelect={setStatus}>
        {(selected) => <ReportsPanel key={selected} status={selected} />}
      </Tabs>
    </div>
  );
}
