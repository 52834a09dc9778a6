import { Link } from 'react-router';
import { X } from 'lucide-react';
import { formatDateTime, type AuditAction, type AuditEntry } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { QueueHeading } from '@/components/admin-queue';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useListSearchParams } from '@/hooks/use-list-search-params';
import { errorMessage } from '@/lib/api-client';
import { useAuditLog, type AuditFilter } from '../api/get-audit-log';

/** Each action in words, as the trail reads ('Suspended a member'). */
const ACTION_WORDS: Record<AuditAction, string> = {
  'report.hide': 'Hid a reported item',
  'report.dismiss': 'Dismissed a report',
  'report.warn': 'Warned an author',
  'report.suspend': 'Suspended an author from a report',
  'moderation.restore': 'Restored a hidden item',
  'user.suspend': 'Suspended a member',
  'user.unsuspend': 'Unsuspended a member',
  'user.sessions_revoke': 'Ended a member’s sessions',
  'business.approve': 'Approved a business',
  'business.reject': 'Rejected a business',
  'event.approve': 'Approved an event',
  'association.approve': 'Approved an association',
  'association.reject': 'Rejected an association',
  'association.update': 'Edited an association',
  'association.delete': 'Deleted an association',
  'notice.update': 'Edited a notice',
  'notice.delete': 'Deleted a notice',
  'notice_source.add': 'Named an official source',
  'notice_source.remove': 'Removed an official source',
  'notice_sms.cap': 'Set the notice SMS cap',
  'event.reject': 'Rejected an event',
  'verification.grant': 'Granted verification',
  'verification.refuse': 'Refused verification',
  'outbox.retry': 'Retried a failed message',
  'contact.close': 'Closed a contact message',
  'contact.reopen': 'Reopened a contact message',
  'event.delete': 'Deleted an event',
  'event.cancel': 'Cancelled an event',
  'event.update': 'Edited an event',
  'business.delete': 'Deleted a business',
  'business.update': 'Edited a business',
  'job.delete': 'Deleted a job',
  'job.update': 'Edited a job',
  'review.delete': 'Deleted a review',
  'newsletter.sent': 'Sent a newsletter',
};

const TARGET_WORDS: Record<string, string> = {
  user: 'Member',
  profile: 'Member',
  event: 'Event',
  business: 'Business',
  job: 'Job',
  association: 'Association',
  review: 'Review',
  report: 'Report',
  verification: 'Verification request',
  outbox: 'Message',
  contact: 'Contact message',
  contact_message: 'Contact message',
};

export function actionInWords(action: string): string {
  return ACTION_WORDS[action as AuditAction] ?? action;
}

/** The page of the item an entry speaks of, where it has one (a deleted one answers 'not found' there). */
function targetHref(type: string, id: number): string | null {
  if (type === 'user' || type === 'profile') return paths.publicProfile.getHref(id);
  if (type === 'event') return paths.eventDetail.getHref(id);
  if (type === 'business') return paths.businessDetail.getHref(id);
  if (type === 'job') return paths.jobDetail.getHref(id);
  return null;
}

function Target({ entry }: { entry: AuditEntry }) {
  const name = `${TARGET_WORDS[entry.target_type] ?? entry.target_type}${entry.target_id === null ? '' : ` #${entry.target_id}`}`;
  const href = entry.target_id === null ? null : targetHref(entry.target_type, entry.target_id);
  return href ? (
    <Link to={href} className="font-medium text-ghana-green underline">
      {name}
    </Link>
  ) : (
    <>{name}</>
  );
}

const FILTER_KEYS = { text: ['target_type', 'target_id', 'admin_id'] } as const;

function positiveId(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Every admin action, newest first: when, who, what, on what, and the note; one item's trail when filtered. */
export function AuditTrail() {
  const { query, applyFilters, goToPage } = useListSearchParams(FILTER_KEYS);
  const targetId = positiveId(query.target_id);
  const filter: AuditFilter = {
    target_type: query.target_type,
    target_id: query.target_type ? targetId : undefined,
    admin_id: positiveId(query.admin_id),
  };
  const filtered = Boolean(filter.target_type || filter.admin_id);
  const entries = useAuditLog(filter, query.page);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <QueueHeading
        heading="Audit trail"
        intro="Every action an admin took, newest first, with the note they wrote. Entries cannot be changed."
      />
      {filtered && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm text-stone-800">
          <p>
            Showing the trail of{' '}
            <strong>
              {filter.target_type
                ? `${TARGET_WORDS[filter.target_type] ?? filter.target_type}${filter.target_id ? ` #${filter.target_id}` : ''}`
                : `admin #${filter.admin_id}`}
            </strong>
            .
          </p>
          <button
            type="button"
            onClick={() => applyFilters({})}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            <X aria-hidden="true" className="size-4" />
            Show all actions
          </button>
        </div>
      )}
      {entries.isPending ? (
        <p role="status" className="py-12 text-center text-stone-700">
          Loading the audit trail...
        </p>
      ) : entries.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{errorMessage(entries.error, 'Failed to load the audit trail.')}</Alert>
          <Button variant="secondary" onClick={() => void entries.refetch()}>
            Try again
          </Button>
        </div>
      ) : entries.data.total === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-stone-700">
          No admin actions recorded{filtered ? ' for this' : ' yet'}.
        </div>
      ) : (
        <div className={cn('space-y-6', entries.isPlaceholderData && 'opacity-60')} aria-busy={entries.isFetching}>
          {/* Phones scroll the table sideways; the box takes the focus so a keyboard can scroll it too. */}
          <div
            role="region"
            aria-label="Audit entries"
            tabIndex={0}
            className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm"
          >
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">Admin actions, newest first</caption>
              <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    When
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Admin
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Action
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Target
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Note
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200 text-stone-800">
                {entries.data.data.map((entry) => (
                  <tr key={entry.id} className="align-top">
                    <td className="px-4 py-3 whitespace-nowrap">
                      <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                    </td>
                    <td className="px-4 py-3">{entry.admin?.name ?? 'Deleted account'}</td>
                    <td className="px-4 py-3">{actionInWords(entry.action)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <Target entry={entry} />
                    </td>
                    <td className="max-w-xs px-4 py-3 break-words whitespace-pre-line">{entry.note ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            label="Audit trail pages"
            currentPage={entries.data.current_page}
            lastPage={entries.data.last_page}
            onPageChange={goToPage}
          />
        </div>
      )}
    </div>
  );
}
