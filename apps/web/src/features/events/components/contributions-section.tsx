import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { HandCoins } from 'lucide-react';
import {
  CONTRIBUTION_MAX_RAND,
  contributionMessages,
  formatRand,
  randToCents,
  type ContributionsSummary,
  type EventDetail,
  type MyPledge,
} from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { CheckboxField, Field } from '@/components/ui/field';
import { Checkbox, Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { toast } from '@/lib/toast';
import { useContributions } from '../api/get-contributions';
import { usePledgeContribution } from '../api/pledge-contribution';
import { useUpdateContributionSettings } from '../api/update-contribution-settings';

/** The organisers' ledger loads only for them: other members and visitors never fetch its code. */
const ContributionsManager = lazy(() =>
  import('./contributions-manager').then((module) => ({ default: module.ContributionsManager })),
);

/**
 * A life event's contributions (decision 033): the notice that Akwaaba records money and never holds it, the totals as
 * the organisers chose, who pledged, the member's own pledge, and for the organisers the ledger itself.
 */
export function ContributionsSection({ event }: { event: EventDetail }) {
  const headingId = useId();
  const summary = useContributions(event.id);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <HandCoins aria-hidden="true" className="size-5 text-ghana-green" />
        {contributionMessages.heading}
      </h2>
      <p className="rounded-lg bg-ghana-gold-light px-3 py-2 text-sm text-stone-900">{contributionMessages.notice}</p>
      {summary.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          Loading contributions…
        </p>
      ) : summary.isError ? (
        <Alert variant="error">
          {errorMessage(summary.error, contributionMessages.loadFailed)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void summary.refetch()}>
            Try again
          </button>
        </Alert>
      ) : (
        <ContributionsBody event={event} summary={summary.data} />
      )}
    </section>
  );
}

function ContributionsBody({ event, summary }: { event: EventDetail; summary: ContributionsSummary }) {
  if (!summary.open) {
    if (!summary.can_manage) return <p className="text-sm text-stone-700">{contributionMessages.notOpenYet}</p>;
    return summary.can_open ? (
      <OpenLedger eventId={event.id} />
    ) : (
      <p className="text-sm text-stone-700">{contributionMessages.onlyLifeEventsHint}</p>
    );
  }
  return (
    <div className="space-y-4">
      <Totals summary={summary} />
      <Supporters summary={summary} />
      <OwnPledge event={event} summary={summary} />
      {summary.can_manage && (
        <Suspense
          fallback={
            <p role="status" className="text-sm text-stone-600">
              Loading the ledger…
            </p>
          }
        >
          <ContributionsManager event={event} summary={summary} />
        </Suspense>
      )}
    </div>
  );
}

function OpenLedger({ eventId }: { eventId: number }) {
  const { user } = useAuth();
  const open = useUpdateContributionSettings(eventId, user?.id ?? null);
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">{contributionMessages.openHint}</p>
      <Button
        isLoading={open.isPending}
        onClick={() =>
          open.mutate('both', {
            onSuccess: (answer) => toast.success(answer.message),
            onError: (error) => toast.error(errorMessage(error, contributionMessages.saveFailed)),
          })
        }
      >
        {contributionMessages.openLedger}
      </Button>
    </div>
  );
}

/** The totals the organisers chose to show (they always see both). */
function Totals({ summary }: { summary: ContributionsSummary }) {
  if (summary.pledged_total === null && summary.received_total === null) {
    return <p className="text-sm text-stone-700">{contributionMessages.totalsHidden}</p>;
  }
  return (
    <dl className="grid grid-cols-2 gap-3">
      {summary.pledged_total !== null && (
        <div className="rounded-xl bg-ghana-green-light p-3">
          <dt className="text-sm text-stone-700">{contributionMessages.pledgedTotal}</dt>
          <dd className="text-xl font-bold text-stone-900">{formatRand(summary.pledged_total)}</dd>
          {summary.pledges_count !== null && (
            <dd className="text-sm text-stone-700">
              {summary.pledges_count === 1 ? '1 pledge' : `${summary.pledges_count} pledges`}
            </dd>
          )}
        </div>
      )}
      {summary.received_total !== null && (
        <div className="rounded-xl bg-stone-100 p-3">
          <dt className="text-sm text-stone-700">{contributionMessages.receivedTotal}</dt>
          <dd className="text-xl font-bold text-stone-900">{formatRand(summary.received_total)}</dd>
        </div>
      )}
    </dl>
  );
}

/** Members see who pledged openly, and how many anonymously; visitors see neither. */
function Supporters({ summary }: { summary: ContributionsSummary }) {
  if (summary.supporters.length === 0 && summary.anonymous_supporters === 0) return null;
  const parts = [...summary.supporters];
  if (summary.anonymous_supporters > 0)
    parts.push(contributionMessages.anonymousSupporters(summary.anonymous_supporters));
  return (
    <p className="text-sm break-words text-stone-700">
      <span className="font-medium text-stone-900">{contributionMessages.supportersHeading}: </span>
      {parts.join(', ')}
    </p>
  );
}

/** Sign in, pledge, or the member's own pledge with a way to change or withdraw it while it is not received. */
function OwnPledge({ event, summary }: { event: EventDetail; summary: ContributionsSummary }) {
  const { user, isAuthenticated } = useAuth();
  const [changing, setChanging] = useState(false);
  const pledge = usePledgeContribution(event.id, user?.id ?? null);

  if (!isAuthenticated || !user) {
    return (
      <Link
        to={paths.login.getHref(paths.eventDetail.getHref(event.id))}
        className={buttonClasses({ variant: 'secondary' })}
      >
        {contributionMessages.signInToPledge}
      </Link>
    );
  }
  const mine = summary.my_pledge;
  if (mine?.status === 'received') {
    return (
      <p className="text-sm font-medium text-ghana-green">
        {contributionMessages.yourPledgeReceived(formatRand(mine.amount))}
      </p>
    );
  }
  if (mine && !changing) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-medium text-ghana-green">
          {contributionMessages.yourPledge(formatRand(mine.amount))}
          {mine.anonymous && ` (${contributionMessages.anonymousTag})`}
        </p>
        <Button variant="secondary" size="sm" onClick={() => setChanging(true)}>
          {contributionMessages.changePledge}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          isLoading={pledge.isPending}
          onClick={() => {
            if (!window.confirm(contributionMessages.withdrawConfirm)) return;
            pledge.mutate(null, {
              onSuccess: (answer) => toast.success(answer.message),
              onError: (error) => toast.error(errorMessage(error, contributionMessages.withdrawFailed)),
            });
          }}
        >
          {contributionMessages.withdrawPledge}
        </Button>
      </div>
    );
  }
  return (
    <PledgeForm
      current={mine}
      isPending={pledge.isPending}
      onCancel={mine ? () => setChanging(false) : undefined}
      onPledge={(amount, anonymous, handlers) =>
        pledge.mutate(
          { amount, anonymous },
          {
            onSuccess: (answer) => {
              setChanging(false);
              handlers.onSuccess(answer);
            },
            onError: handlers.onError,
          },
        )
      }
    />
  );
}

type PledgeHandlers = { onSuccess: (answer: { message: string }) => void; onError: (error: unknown) => void };

/** The amount in rand, checked as the server checks it (more than R0, two decimals, at most the ceiling). */
function PledgeForm({
  current,
  isPending,
  onCancel,
  onPledge,
}: {
  current: MyPledge | null;
  isPending: boolean;
  onCancel?: () => void;
  onPledge: (amount: string, anonymous: boolean, handlers: PledgeHandlers) => void;
}) {
  const headingId = useId();
  const [amount, setAmount] = useState(current?.amount ?? '');
  const [anonymous, setAnonymous] = useState(current?.anonymous ?? false);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = randToCents(amount);
    const problem = 'problem' in read ? read.problem : undefined;
    setError(problem);
    setFailure(null);
    if (problem) return;
    onPledge(amount.trim(), anonymous, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (failed) => {
        const fieldError = failed instanceof ApiError ? failed.fieldError('amount') : undefined;
        if (fieldError) setError(fieldError);
        else setFailure(errorMessage(failed, contributionMessages.pledgeFailed));
      },
    });
  }

  return (
    <form noValidate aria-labelledby={headingId} onSubmit={submit} className="space-y-3">
      <h3 id={headingId} className="font-semibold text-stone-900">
        {contributionMessages.pledgeHeading}
      </h3>
      <Field
        label={contributionMessages.amountLabel}
        error={error}
        required
        hint={`In rand, up to ${formatRand(CONTRIBUTION_MAX_RAND)}.`}
      >
        {(control) => (
          <Input
            {...control}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-required
            className="max-w-48"
          />
        )}
      </Field>
      <CheckboxField label={contributionMessages.anonymousLabel}>
        {(control) => (
          <Checkbox
            {...control}
            name="anonymous"
            checked={anonymous}
            onChange={(event) => setAnonymous(event.target.checked)}
          />
        )}
      </CheckboxField>
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isPending}>
          {current ? contributionMessages.changePledge : contributionMessages.pledgeAction}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
