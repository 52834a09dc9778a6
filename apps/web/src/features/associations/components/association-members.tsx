import { useId, useState, type FormEvent } from 'react';
import {
  associationMessages,
  LEADER_TITLE_MAX,
  type AssociationDetail,
  type AssociationMember,
  type AssociationMemberChange,
} from '@akwaaba/contracts';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAssociationMembers, useChangeMember } from '../api/membership';

type Change = (member: AssociationMember, change: AssociationMemberChange | null, done?: string) => void;

/** A leader's title, saved on its own: 'Chairperson', 'Secretary'. */
function TitleForm({ member, onChange, busy }: { member: AssociationMember; onChange: Change; busy: boolean }) {
  const id = useId();
  const [title, setTitle] = useState(member.title ?? '');
  function submit(event: FormEvent) {
    event.preventDefault();
    onChange(member, { title: title.trim() || null });
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-stone-800">
          {associationMessages.titleLabel} <span className="sr-only">of {member.name}</span>
        </label>
        <Input
          id={id}
          value={title}
          maxLength={LEADER_TITLE_MAX}
          placeholder={associationMessages.titleHint}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={busy}>
        {associationMessages.saveTitle}
      </Button>
    </form>
  );
}

function MemberRow({ member, onChange, busy }: { member: AssociationMember; onChange: Change; busy: boolean }) {
  const pending = member.status === 'pending';
  return (
    <li className="space-y-3 rounded-xl border border-stone-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words text-stone-900">{member.name}</span>
        {member.role === 'leader' && (
          <Badge tone="green">{member.title ?? associationMessages.leaderFallbackTitle}</Badge>
        )}
      </div>
      {member.role === 'leader' && <TitleForm member={member} onChange={onChange} busy={busy} />}
      <div className="flex flex-wrap gap-2">
        {pending ? (
          <>
            <Button size="sm" disabled={busy} onClick={() => onChange(member, { status: 'active' })}>
              {associationMessages.approveMember}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onChange(member, null)}>
              {associationMessages.declineMember}
            </Button>
          </>
        ) : (
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => onChange(member, { role: member.role === 'leader' ? 'member' : 'leader' })}
            >
              {member.role === 'leader' ? associationMessages.stepDown : associationMessages.makeLeader}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => {
                if (window.confirm(associationMessages.removeConfirm(member.name))) onChange(member, null);
              }}
            >
              {associationMessages.removeMember}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

function MemberSection({
  associationId,
  status,
  title,
  empty,
}: {
  associationId: number;
  status: 'active' | 'pending';
  title: string;
  empty: string;
}) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const members = useAssociationMembers(associationId, status, page);
  const change = useChangeMember(associationId);

  const onChange: Change = (member, body) =>
    change.mutate(
      { userId: member.id, change: body },
      {
        onSuccess: (response) => toast.success(response.message),
        onError: (error) => toast.error(errorMessage(error, associationMessages.updateFailed)),
      },
    );

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-stone-900">
        {title}
        {members.data && <span className="font-normal text-stone-600"> ({members.data.total})</span>}
      </h3>
      {members.isPending ? (
        <p role="status" className="text-stone-700">
          Loading members...
        </p>
      ) : members.isError ? (
        <Alert variant="error">{errorMessage(members.error, associationMessages.membersFailed)}</Alert>
      ) : members.data.data.length === 0 ? (
        <p className="text-stone-700">{empty}</p>
      ) : (
        <>
          <ul className="space-y-3" aria-busy={members.isFetching}>
            {members.data.data.map((member) => (
              <MemberRow key={member.id} member={member} onChange={onChange} busy={change.isPending} />
            ))}
          </ul>
          <Pagination
            label={`${title} pages`}
            currentPage={members.data.current_page}
            lastPage={members.data.last_page}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}

/** The leaders' tools: who is asking to join, and the members, each let in, named leader, titled or removed. */
export function AssociationMembers({ association }: { association: AssociationDetail }) {
  return (
    <section
      aria-labelledby="association-members"
      className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="association-members" className="text-lg font-semibold text-stone-900">
        {associationMessages.manage}
      </h2>
      {association.membership_policy === 'approval' || association.pending_count > 0 ? (
        <MemberSection
          associationId={association.id}
          status="pending"
          title={associationMessages.pendingHeading}
          empty={associationMessages.noPending}
        />
      ) : null}
      <MemberSection
        associationId={association.id}
        status="active"
        title={associationMessages.membersHeading}
        empty={associationMessages.noMembers}
      />
    </section>
  );
}
