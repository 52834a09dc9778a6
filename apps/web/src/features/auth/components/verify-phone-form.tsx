import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  authMessages,
  formatPhone,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_RESEND_SECONDS,
  verifyPhoneRequest,
  type CountryCode,
} from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { Field } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { applyServerFieldErrors, useAppForm } from '@/lib/forms';
import { useSendVerification } from '../api/send-verification';
import { useVerifyPhone } from '../api/verify-phone';

const codeSchema = verifyPhoneRequest.pick({ verification_code: true });

type VerifyPhoneFormProps = {
  phone: string;
  countryCode: CountryCode;
  /** Seconds before another code may be sent (a code has just gone out, or the API said to wait). */
  initialWait: number;
  onVerified: () => void;
};

function useCountdown(initial: number) {
  const [seconds, setSeconds] = useState(initial);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds] as const;
}

/** The 'Verify Your Phone' step: the 6-digit SMS code, with a resend that honours the one-minute wait. */
export function VerifyPhoneForm({ phone, countryCode, initialWait, onVerified }: VerifyPhoneFormProps) {
  const { status } = useAuth();
  const verify = useVerifyPhone();
  const resend = useSendVerification();
  const [wait, setWait] = useCountdown(initialWait);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useAppForm({ resolver: zodResolver(codeSchema), defaultValues: { verification_code: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ verification_code }) => {
    try {
      await verify.mutateAsync({ phone, country_code: countryCode, verification_code });
      onVerified();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['verification_code']);
    }
  });

  async function onResend() {
    setNotice(null);
    try {
      const response = await resend.mutateAsync({ phone, country_code: countryCode });
      setNotice(response.message || authMessages.verificationSent);
      setWait(VERIFICATION_RESEND_SECONDS);
    } catch (error) {
      if (error instanceof ApiError && error.retryAfter !== null) setWait(error.retryAfter);
    }
  }

  return (
    <div className="space-y-4">
      <h2 className="text-center text-xl font-bold text-stone-900">Verify Your Phone</h2>
      <div className="space-y-5">
        <p className="text-center text-stone-700">
          We sent a {VERIFICATION_CODE_LENGTH}-digit code by SMS to{' '}
          <span className="font-semibold whitespace-nowrap">
            {formatPhone(`${countryCode}${phone}`, { international: true })}
          </span>
          .
        </p>

        {verify.isError && (
          <Alert variant="error">{errorMessage(verify.error, authMessages.phoneVerificationFailed)}</Alert>
        )}
        {resend.isError && (
          <Alert variant="error">{errorMessage(resend.error, authMessages.sendVerificationFailed)}</Alert>
        )}
        {notice && <Alert variant="success">{notice}</Alert>}

        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <Field label="Verification code" error={errors.verification_code?.message}>
            {(control) => (
              <DigitsInput
                {...control}
                {...form.register('verification_code')}
                autoComplete="one-time-code"
                maxLength={VERIFICATION_CODE_LENGTH}
                className="text-center font-mono text-2xl tracking-[0.5em]"
              />
            )}
          </Field>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            isLoading={verify.isPending}
            disabled={status === 'loading'}
          >
            Verify Phone
          </Button>
        </form>

        <p className="text-center text-sm text-stone-600">
          Didn&apos;t get the code?{' '}
          {wait > 0 ? (
            <span>You can request a new code in {wait} s.</span>
          ) : (
            <button
              type="button"
              onClick={onResend}
              disabled={resend.isPending}
              className="font-semibold text-ghana-green underline underline-offset-2 hover:text-ghana-green-dark disabled:text-stone-400"
            >
              Resend code
            </button>
          )}
        </p>
      </div>
    </div>
  );
}
