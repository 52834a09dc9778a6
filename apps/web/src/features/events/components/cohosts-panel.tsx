import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { UserMinus, UserPlus } from 'lucide-react';
import { cohostInput, cohostMessages, type Cohost, type HostRole } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { useAuth } from '@/lib/auth-store';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, formResolver, useAppForm } from '@/lib/forms';
import { useAddCohost } from '../api/add-cohost';
import { useAttendees } from '../api/get-attendees';
import { useCohosts } from '../api/get-cohosts';
import { useRemoveCohost } from '../api/remove-cohost';

type FormValues = { member: string };

/**
 * Adds a co-host: the member's profile link pasted, or a member who RSVP'd picked from the list (which writes their
 * profile link into the field). The server decides who may co-host and answers one message for everyone else.
 */
function AddCohostForm({ eventId, cohosts, organiserId }: { eventId: number; cohosts: Cohost[]; organiserId: number }) {
  const add = useAddCohost(eventId);
  const attendees = useAttendees(eventId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm<FormValues>({
    resolver: formResolver<FormValues>(cohostInput, { raw: true }),
    defaultValues: { member: '' },
  });
  const { errors } = form.formState;
  const named = new Set([organiserId, ...cohosts.map((cohost) => cohost.user_id)]);
  const candidates = (attendees.data ?? []).filter(
    (row): row is typeof row & { user_id: number } => row.user_id !== null && !named.has(row.user_id),
  );

  const onSubmit = form.handleSubmit(async ({ member }) => {
    setFailure(null);
    try {
      const answer = await add.mutateAsync({ member });
      toast.success(answer.message);
      form.reset({ member: '' });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['member'])) {
        setFailure(errorMessage(error, cohostMessages.addFailed));
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3 rounded-xl bg-stone-50 p-4">
      {failure && <Alert variant="error">{failure}</Alert>}
      <Field label={cohostMessages.memberLabel} error={errors.member?.message} hint={cohostMessages.memberHint}>
        {(control) => <Input {...control} {...form.register('member')} inputMode="url" autoComplete="off" />}
      </Field>
      {candidates.length > 0 && (
        <Field label={cohostMessages.pickFromAttendees}>
          {(control) => (
            <Select
              {...control}
              value=""
              onChange={(event) => {
                if (!event.target.value) return;
                form.setValue('member', paths.publicProfile.getHref(Number(event.target.value)), {
                  shouldValidate: false,
                });
                form.clearErrors('member');
              }}
            >
              <option value="">{cohostMessages.pickPlaceholder}</option>
              {candidates.map((row) => (
                <option key={row.user_id} value={String(row.user_id)}>
                  {row.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <Button type="submit" isLoading={add.isPending}>
        {!add.isPending && <UserPlus aria-hidden="true" className="size-4" />}
        {add.isPending ? cohostMessages.adding : cohostMessages.add}
      </Button>
    </form>
  );
}

/** One co-host: the organiser removes one they added; a co-host may step down from their own row. */
function CohostRow({ eventId, cohost, canChoose }: { eventId: number; cohost: Cohost; canChoose: boolean }) {
  const { user } = useAuth();
  const remove = useRemoveCohost(eventId);
  const self = user?.id === cohost.user_id;
  const removable = cohost.source === 'added' && (canChoose || self);

  function removeCohost() {
    if (!window.confirm(self ? cohostMessages.stepDownConfirm : cohostMessages.removeConfirm(cohost.name))) return;
    remove.mutate(cohost.user_id, {
      onSuccess: (response) => toast.success(response.message),
      onError: (error) => {
        console.error(error);
        toast.error(errorMessage(error, cohostMessages.removeFailed));
      },
    });
  }

  const label = self ? cohostMessages.stepDown : cohostMessages.remove;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-2.5">
      <span className="flex min-w-0 flex-wrap items-center gap-2">
        <Link
          to={paths.publicProfile.getHref(cohost.user_id)}
          className="font-medium break-words text-stone-900 underline"
        >
          {cohost.name}
        </Link>
        {cohost.source === 'association' && (
          <Badge>
            {cohost.association
              ? cohostMessages.viaAssociation(cohost.association.name)
              : cohostMessages.viaAssociationFallback}
          </Badge>
        )}
      </span>
      {removable && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={self ? label : `${label} ${cohost.name}`}
          isLoading={remove.isPending}
          onClick={removeCohost}
        >
          {!remove.isPending && <UserMinus aria-hidden="true" className="size-4" />}
          {label}
        </Button>
      )}
    </li>
  );
}

/**
 * The event's co-hosts (decision 040), for those who run it: the organiser and admins add and remove them, a co-host
 * sees who else helps and may step down. Loaded with the manager's tools only, as it carries a form.
 */
export function CohostsPanel({ eventId, organiserId, role }: { eventId: number; organiserId: number; role: HostRole }) {
  const cohosts = useCohosts(eventId);
  const canChoose = role === 'organiser' || role === 'admin';
  return (
    <section
      aria-labelledby="cohosts-title"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="cohosts-title" className="text-lg font-semibold text-stone-900">
          {cohostMessages.heading}
        </h2>
        <p className="text-sm text-stone-600">{cohostMessages.intro}</p>
      </div>
      {cohosts.isPending ? (
        <p role="status" className="text-sm text-stone-700">
          Loading co-hosts...
        </p>
      ) : cohosts.isError ? (
        <Alert variant="error">{errorMessage(cohosts.error, cohostMessages.loadFailed)}</Alert>
      ) : (
        <>
          {cohosts.data.length === 0 ? (
            <p className="text-sm text-stone-700">{cohostMessages.none}</p>
          ) : (
            <ul className="divide-y divide-stone-200">
              {cohosts.data.map((cohost) => (
                <CohostRow key={cohost.user_id} eventId={eventId} cohost={cohost} canChoose={canChoose} />
              ))}
            </ul>
          )}
          {canChoose && <AddCohostForm eventId={eventId} cohosts={cohosts.data} organiserId={organiserId} />}
        </>
      )}
    </section>
  );
}
