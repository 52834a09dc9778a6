import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { HandHeart } from 'lucide-react';
import {
  businessMessages,
  formatLongDate,
  VOUCH_NOTE_MAX,
  VOUCH_NOTE_MIN,
  type BusinessDetail,
} from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { useVouchBusiness } from '../api/vouch-business';

/**
 * 'Vouched for by the community': how many members vouch for the business, the newest of their words, and, for a
 * confirmed member who is not the owner, a line to add their own or take it back (decision 032).
 */
export function BusinessVouches({ business }: { business: BusinessDetail }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="mb-1 flex items-center gap-2 text-lg font-semibold text-stone-900">
        <HandHeart aria-hidden="true" className="size-5 text-ghana-green" />
        {businessMessages.vouchesHeading}
      </h2>
      <p className="text-sm text-stone-700">
        {business.vouches_count === 0
          ? businessMessages.noVouches
          : businessMessages.vouchCount(business.vouches_count)}
      </p>
      {business.vouches.length > 0 && (
        <ul className="mt-4 space-y-3">
          {business.vouches.map((vouch) => (
            <li key={vouch.user.id} className="border-l-4 border-ghana-gold pl-3">
              <p className="break-words text-stone-800">“{vouch.note}”</p>
              <p className="text-sm text-stone-600">
                {vouch.user.name}, <time dateTime={vouch.created_at}>{formatLongDate(vouch.created_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <OwnVouch business={business} />
      </div>
    </section>
  );
}

/** What the reader may do: sign in, confirm an address first, vouch, or take their vouch back. */
function OwnVouch({ business }: { business: BusinessDetail }) {
  const { user, isAuthenticated } = useAuth();
  const vouch = useVouchBusiness(business.id);

  if (business.is_owner) return null;
  if (!isAuthenticated || !user) {
    return (
      <Link
        to={paths.login.getHref(paths.businessDetail.getHref(business.id))}
        className={buttonClasses({ variant: 'secondary' })}
      >
        {businessMessages.signInToVouch}
      </Link>
    );
  }
  if (business.user_vouched) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-medium text-ghana-green">{businessMessages.youVouched}</p>
        <Button
          variant="secondary"
          size="sm"
          isLoading={vouch.isPending}
          onClick={() =>
            vouch.mutate(null, {
              onSuccess: (response) => toast.success(response.message),
              onError: (error) => toast.error(errorMessage(error, businessMessages.vouchFailed)),
            })
          }
        >
          {businessMessages.withdrawVouch}
        </Button>
      </div>
    );
  }
  if (!user.email_confirmed && !user.phone_verified) {
    return <p className="text-sm text-stone-700">{businessMessages.confirmToVouch}</p>;
  }
  return <VouchForm onVouch={(note, handlers) => vouch.mutate(note, handlers)} isPending={vouch.isPending} />;
}

type VouchHandlers = { onSuccess: (response: { message: string }) => void; onError: (error: unknown) => void };

/** One line, checked as the server checks it (VOUCH_NOTE_MIN to VOUCH_NOTE_MAX characters); the server has the last word. */
function VouchForm({
  onVouch,
  isPending,
}: {
  onVouch: (note: string, handlers: VouchHandlers) => void;
  isPending: boolean;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = note.trim();
    const problem = !typed
      ? businessMessages.vouchNoteRequired
      : typed.length < VOUCH_NOTE_MIN
        ? businessMessages.vouchNoteMin
        : undefined;
    setError(problem);
    if (problem) return;
    onVouch(typed, {
      onSuccess: (response) => toast.success(response.message),
      onError: (failure) => {
        const fieldError = failure instanceof ApiError ? failure.fieldError('note') : undefined;
        if (fieldError) setError(fieldError);
        else toast.error(errorMessage(failure, businessMessages.vouchFailed));
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <p className="text-sm text-stone-700">{businessMessages.vouchPrompt}</p>
      <Field label={businessMessages.vouchNoteLabel} error={error}>
        {(control) => (
          <Input
            {...control}
            name="note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={VOUCH_NOTE_MAX}
            aria-required
          />
        )}
      </Field>
      <Button type="submit" isLoading={isPending}>
        {businessMessages.vouch}
      </Button>
    </form>
  );
}
