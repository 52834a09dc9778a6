import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  guestRsvpConfirmRequest,
  guestRsvpMessages,
  guestRsvpRequest,
  VERIFICATION_CODE_LENGTH,
  type GuestRsvpResponse,
} from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@/lib/forms';
import { useConfirmGuestRsvp, useSendGuestCode } from '../api/guest-rsvp';
import { PlusOnesSelect } from './plus-ones';

const codeSchema = guestRsvpConfirmRequest.pick({ code: true });

type Step =
  | { kind: 'details' }
  | { kind: 'code'; name: string; phone: string; shown: string; wait: number }
  | { kind: 'done'; answer: GuestRsvpResponse };

function useCountdown(initial: number) {
  const [seconds, setSeconds] = useState(initial);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds] as const;
}

/** Moves focus to the step's heading when the step changes, so keyboard and screen-reader users follow along. */
function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 ref={ref} tabIndex={-1} className="text-base font-semibold text-stone-900 outline-none">
      {children}
    </h3>
  );
}

/**
 * The steps of an RSVP without an account (docs/decisions/034): a name and a South African or Ghanaian mobile number,
 * a code by SMS, then what happened (going, on the waitlist, or asked). Loaded when the visitor opens it, so the event
 * page carries no form code until then. The confirmation SMS carries the link to cancel.
 */
export function GuestRsvpSteps({
  eventId,
  maxPlusOnes = 0,
  onClose,
}: {
  eventId: number;
  /** The guests a guest may bring (decision 040); 0 offers no choice. */
  maxPlusOnes?: number;
  onClose: () => void;
}) {
  const [step, setStep] = useState<Step>({ kind: 'details' });
  return (
    <section
      aria-label={guestRsvpMessages.open}
      className="w-full max-w-md space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      {step.kind === 'details' && (
        <DetailsStep
          eventId={eventId}
          maxPlusOnes={maxPlusOnes}
          onSent={(sent) => setStep({ kind: 'code', ...sent })}
          onClose={onClose}
        />
      )}
      {step.kind === 'code' && (
        <CodeStep
          eventId={eventId}
          {...step}
          onConfirmed={(answer) => setStep({ kind: 'done', answer })}
          onChangeNumber={() => setStep({ kind: 'details' })}
        />
      )}
      {step.kind === 'done' && (
        <>
          <StepHeading>{guestRsvpMessages.open}</StepHeading>
          <Alert variant="success">
            <p>{step.answer.message}</p>
            {step.answer.data.waitlist_position !== null && (
              <p>You are number {step.answer.data.waitlist_position} on the waitlist.</p>
            )}
          </Alert>
        </>
      )}
    </section>
  );
}

function DetailsStep({
  eventId,
  maxPlusOnes,
  onSent,
  onClose,
}: {
  eventId: number;
  maxPlusOnes: number;
  onSent: (sent: { name: string; phone: string; shown: string; wait: number }) => void;
  onClose: () => void;
}) {
  const send = useSendGuestCode(eventId);
  const [failure, setFailure] = useState<string | null>(null);
  const [plusOnes, setPlusOnes] = useState(0);
  const form = useAppForm({ resolver: zodResolver(guestRsvpRequest), defaultValues: { name: '', phone: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, phone }) => {
    setFailure(null);
    try {
      // Guests come along only where the event takes them (decision 040).
      const answer = await send.mutateAsync({ name, phone, ...(maxPlusOnes > 0 ? { plus_ones: plusOnes } : {}) });
      onSent({ name, phone, shown: answer.data.phone, wait: answer.data.resend_after });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['name', 'phone'])) {
        setFailure(errorMessage(error, guestRsvpMessages.failed));
      }
    }
  });

  return (
    <>
      <StepHeading>{guestRsvpMessages.open}</StepHeading>
      <p className="text-sm text-stone-700">{guestRsvpMessages.intro}</p>
      {failure && <Alert variant="error">{failure}</Alert>}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label={guestRsvpMessages.nameLabel} error={errors.name?.message} required>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="name" aria-required="true" />}
        </Field>
        <Field
          label={guestRsvpMessages.phoneLabel}
          error={errors.phone?.message}
          hint={guestRsvpMessages.phoneHint}
          required
        >
          {(control) => (
            <Input {...control} {...form.register('phone')} type="tel" autoComplete="tel" aria-required="true" />
          )}
        </Field>
        {maxPlusOnes > 0 && <PlusOnesSelect max={maxPlusOnes} value={plusOnes} onChange={setPlusOnes} />}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isLoading={send.isPending}>
            {send.isPending ? guestRsvpMessages.sendingCode : guestRsvpMessages.sendCode}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            {guestRsvpMessages.close}
          </Button>
        </div>
      </form>
    </>
  );
}

function CodeStep({
  eventId,
  name,
  phone,
  shown,
  wait: initialWait,
  onConfirmed,
  onChangeNumber,
}: {
  eventId: number;
  name: string;
  phone: string;
  shown: string;
  wait: number;
  onConfirmed: (answer: GuestRsvpResponse) => void;
  onChangeNumber: () => void;
}) {
  const confirm = useConfirmGuestRsvp(eventId);
  const resend = useSendGuestCode(eventId);
  const [wait, setWait] = useCountdown(initialWait);
  const [notice, setNotice] = useState<string>(guestRsvpMessages.codeSent(shown));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      onConfirmed(await confirm.mutateAsync({ phone, code }));
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['code'])) {
        setFailure(errorMessage(error, guestRsvpMessages.failed));
      }
    }
  });

  async function onResend() {
    setFailure(null);
    try {
      const answer = await resend.mutateAsync({ name, phone });
      setNotice(answer.message);
      setWait(answer.data.resend_after);
    } catch (error) {
      if (error instanceof ApiError && error.retryAfter !== null) setWait(error.retryAfter);
      setFailure(errorMessage(error, guestRsvpMessages.failed));
    }
  }

  return (
    <>
      <StepHeading>{guestRsvpMessages.codeLabel}</StepHeading>
      <Alert variant="info">{notice}</Alert>
      {failure && <Alert variant="error">{failure}</Alert>}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label={guestRsvpMessages.codeLabel} error={errors.code?.message} required>
          {(control) => (
            <DigitsInput
              {...control}
              {...form.register('code')}
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              aria-required="true"
              className="font-mono text-xl tracking-[0.4em]"
            />
          )}
        </Field>
        <Button type="submit" isLoading={confirm.isPending}>
          {confirm.isPending ? guestRsvpMessages.confirming : guestRsvpMessages.confirm}
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {wait > 0 ? (
          <span className="text-stone-600">{guestRsvpMessages.resendIn(wait)}</span>
        ) : (
          <button
            type="button"
            onClick={onResend}
            disabled={resend.isPending}
            className="min-h-11 font-semibold text-ghana-green underline underline-offset-2 hover:text-ghana-green-dark disabled:text-stone-400"
          >
            {guestRsvpMessages.resend}
          </button>
        )}
        <button
          type="button"
          onClick={onChangeNumber}
          className="min-h-11 font-semibold text-stone-700 underline underline-offset-2 hover:text-stone-900"
        >
          {guestRsvpMessages.changeNumber}
        </button>
      </div>
    </>
  );
}
