import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Ban, LogOut, ScrollText, Search, ShieldCheck, Undo2 } from 'lucide-react';
import {
  ADMIN_USER_STATUSES,
  formatDateTime,
  formatLongDate,
  formatPhone,
  type AdminUser,
  type AdminUserStatus,
} from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { QueueHeading, QueueItem, QueueList } from '@/components/admin-queue';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { useListSearchParams } from '@/hooks/use-list-search-params';
import { formatCount } from '@/lib/format';
import { useMembers } from '../api/get-members';
import type { MemberAction } from './member-action-dialog';

const MemberActionDialog = lazy(() =>
  import('./member-action-dialog').then((module) => ({ default: module.MemberActionDialog })),
);

const FILTER_KEYS = { text: ['query', 'status'] } as const;
const STATUS_LABELS: Record<AdminUserStatus, string> = { all: 'All members', suspended: 'Suspended only' };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-medium">{label}: </dt>
      <dd className="inline break-words">{children}</dd>
    </div>
  );
}

function MemberItem({ member }: { member: AdminUser }) {
  const [acting, setActing] = useState<MemberAction | null>(null);
  const suspended = member.suspended_at !== null;
  return (
    <QueueItem
      heading={
        <Link to={paths.publicProfile.getHref(member.id)} className="hover:underline">
          {member.name}
        </Link>
      }
      actions={
        <div className="flex flex-wrap gap-2 md:max-w-64 md:shrink-0 md:justify-end">
          {suspended ? (
            <Button size="sm" aria-haspopup="dialog" onClick={() => setActing('unsuspend')}>
              <Undo2 aria-hidden="true" className="size-4" />
              Unsuspend
            </Button>
          ) : (
            !member.is_admin && (
              <Button size="sm" variant="danger" aria-haspopup="dialog" onClick={() => setActing('suspend')}>
                <Ban aria-hidden="true" className="size-4" />
                Suspend
              </Button>
            )
          )}
          <Button
            size="sm"
            variant="secondary"
            aria-haspopup="dialog"
            disabled={member.sessions === 0}
            onClick={() => setActing('end-sessions')}
          >
            <LogOut aria-hidden="true" className="size-4" />
            End sessions
          </Button>
          <Link
            to={paths.admin.audit.getHref({ type: 'user', id: member.id })}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            <ScrollText aria-hidden="true" className="size-4" />
            View audit trail
          </Link>
        </div>
      }
      below={
        acting && (
          <Suspense fallback={null}>
            <MemberActionDialog member={member} action={acting} onClose={() => setActing(null)} />
          </Suspense>
        )
      }
    >
      <div className="flex flex-wrap gap-2">
        {suspended && <Badge tone="red">Suspended</Badge>}
        {member.is_admin && (
          <Badge tone="green">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            Admin
          </Badge>
        )}
        <Badge tone="neutral">{member.user_type === 'business' ? 'Business' : 'Individual'}</Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm text-stone-700 sm:grid-cols-2">
        <Fact label="Id">{member.id}</Fact>
        {member.email && (
          <Fact label="Email">
            <span className="break-all">{member.email}</span>
          </Fact>
        )}
        {member.phone && <Fact label="Phone">{formatPhone(member.phone)}</Fact>}
        {member.business_name && <Fact label="Business">{member.business_name}</Fact>}
        <Fact label="Joined">
          <time dateTime={member.created_at}>{formatLongDate(member.created_at)}</time>
        </Fact>
        <Fact label="Last active">
          {member.last_active_at ? (
            <time dateTime={member.last_active_at}>{formatDateTime(member.last_active_at)}</time>
          ) : (
            'Never'
          )}
        </Fact>
        <Fact label="Live sessions">{formatCount(member.sessions)}</Fact>
        {suspended && member.suspended_at && (
          <Fact label="Suspended">
            <time dateTime={member.suspended_at}>{formatDateTime(member.suspended_at)}</time>
          </Fact>
        )}
        {suspended && member.suspension_reason && (
          <div className="sm:col-span-2">
            <dt className="inline font-medium">Reason: </dt>
            <dd className="inline break-words whitespace-pre-line">{member.suspension_reason}</dd>
          </div>
        )}
      </dl>
    </QueueItem>
  );
}

/** Find a member by name, email, phone or id; suspend, unsuspend or sign them out, and open their audit trail. */
export function AdminMembers() {
  const { query, applyFilters, goToPage } = useListSearchParams(FILTER_KEYS);
  const status: AdminUserStatus = query.status === 'suspended' ? 'suspended' : 'all';
  const [text, setText] = useState(query.query ?? '');
  const members = useMembers({ query: query.query ?? '', status, page: query.page });

  function search(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    applyFilters({ query: text, status: status === 'all' ? undefined : status });
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <QueueHeading
        heading="Members"
        intro="Find a member by name, email, phone number or id. Suspending signs them out at once, refuses their sign-in and hides everything they posted."
      />
      <form role="search" aria-label="Members" onSubmit={search} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="member-search" className="sr-only">
          Name, email, phone or id
        </label>
        <Input
          id="member-search"
          type="search"
          value={text}
          onChange={(change) => setText(change.target.value)}
          placeholder="Name, email, phone or id"
          maxLength={100}
          className="sm:flex-1"
        />
        <label htmlFor="member-status" className="sr-only">
          Which members
        </label>
        <Select
          id="member-status"
          value={status}
          onChange={(change) =>
            applyFilters({ query: text, status: change.target.value === 'all' ? undefined : change.target.value })
          }
          className="sm:w-48"
        >
          {ADMIN_USER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </form>
      <QueueList
        loadingText="Loading members..."
        fetchFailed="Failed to load the members."
        empty={query.query ? 'No member matches your search.' : 'No members found.'}
        paginationLabel="Members pages"
        items={members}
        onPageChange={goToPage}
      >
        {(member) => <MemberItem key={member.id} member={member} />}
      </QueueList>
    </div>
  );
}
