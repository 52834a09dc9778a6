import { EmailField } from './email-field';
import { useState } from 'react';
import { Link } from 'react-router';
import { useWatch } from 'react-hook-form';
import {
  authMessages,
  DEFAULT_COUNTRY_CODE,
  loginRequest,
  VERIFICATION_RESEND_SECONDS,
  type CountryCode,
} from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { CheckboxField, Field } from '@/components/ui/field';
import { Checkbox, Input } from '@/components/ui/input';
import { Tabs } from '@/components/ui/tabs';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { applyServerFieldErrors, formResolver, useAppForm } from '@/lib/forms';
import { AppForm } from '@/components/app-form';
import { useLogin, type LoginBody } from '../api/login';
import { useSendVerification } from '../api/send-verification';
import { CountryCodeSelect } from './country-code-select';
import { SocialLoginButtons } from './social-login-buttons';
import { VerifyPhoneForm } from './verify-phone-form';

type LoginFormValues = {
  login_type: 'email' | 'phone';
  email: string;
  phone: string;
  country_code: CountryCode;
  password: string;
  remember: boolean;
};

const loginTabs = [
  { id: 'email', label: 'Email' },
  { id: 'phone', label: 'Phone' },
] as const;

function toBody(values: LoginFormValues): LoginBody {
  const common = { password: values.password, remember: values.remember };
  return values.login_type === 'email'
    ? { login_type: 'email', email: values.email.trim(), ...common }
    : { login_type: 'phone', phone: values.phone, country_code: values.country_code, ...common };
}

/** Sign in by email or phone; an unverified phone is offered the verification step. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { status } = useAuth();
  const login = useLogin();
  const sendCode = useSendVerification();
  const [verifying, setVerifying] = useState<{ phone: string; countryCode: CountryCode; wait: number } | null>(null);

  const form = useAppForm<LoginFormValues>({
    resolver: formResolver<LoginFormValues>(loginRequest, { raw: true }),
    defaultValues: {
      login_type: 'email',
      email: '',
      phone: '',
      country_code: DEFAULT_COUNTRY_CODE,
      password: '',
      remember: false,
    },
  });
  const { errors } = form.formState;
  const loginType = useWatch({ control: form.control, name: 'login_type' });
  const phoneNotVerified = login.error instanceof ApiError && login.error.status === 403 && loginType === 'phone';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(toBody(values));
      onSuccess();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['email', 'phone', 'password']);
    }
  });

  async function startVerification() {
    const { phone, country_code } = form.getValues();
    let wait = 0;
    try {
      await sendCode.mutateAsync({ phone, country_code });
      wait = VERIFICATION_RESEND_SECONDS;
    } catch (error) {
      // A code sent less than a minute ago is still valid: go on to the code step and wait to resend.
      if (!(error instanceof ApiError && error.status === 429)) return;
      wait = error.retryAfter ?? VERIFICATION_RESEND_SECONDS;
    }
    setVerifying({ phone, countryCode: country_code, wait });
  }

  if (verifying) {
    return (
      <VerifyPhoneForm
        phone={verifying.phone}
        countryCode={verifying.countryCode}
        initialWait={verifying.wait}
        onVerified={onSuccess}
      />
    );
  }

  const busy = status === 'loading';

  return (
    <div className="space-y-6">
      {login.isError && (
        <Alert variant="error">
          <p>{errorMessage(login.error, authMessages.loginFailed)}</p>
          {phoneNotVerified && (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={startVerification}
              isLoading={sendCode.isPending}
            >
              Verify my phone
            </Button>
          )}
        </Alert>
      )}
      {sendCode.isError && !(sendCode.error instanceof ApiError && sendCode.error.status === 429) && (
        <Alert variant="error">{errorMessage(sendCode.error, authMessages.sendVerificationFailed)}</Alert>
      )}

      <AppForm onSubmit={onSubmit}>
        <Tabs
          label="Sign in with"
          tabs={loginTabs}
          selected={loginType}
          onSelect={(type) => {
            form.setValue('login_type', type);
            form.clearErrors();
          }}
        >
          {(selected) =>
            selected === 'email' ? (
              <EmailField input={form.register('email')} error={errors.email?.message} />
            ) : (
              <div className="grid grid-cols-[minmax(0,9rem)_1fr] gap-3">
                <Field label="Country code" error={errors.country_code?.message}>
                  {(control) => <CountryCodeSelect {...control} {...form.register('country_code')} />}
                </Field>
                <Field label="Phone number" error={errors.phone?.message}>
                  {(control) => (
                    <DigitsInput
                      {...control}
                      {...form.register('phone')}
                      autoComplete="tel-national"
                      placeholder="241234567"
                    />
                  )}
                </Field>
              </div>
            )
          }
        </Tabs>

        <Field label="Password" error={errors.password?.message}>
          {(control) => (
            <Input {...control} {...form.register('password')} type="password" autoComplete="current-password" />
          )}
        </Field>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField label="Remember me">
            {(control) => <Checkbox {...control} {...form.register('remember')} />}
          </CheckboxField>
          <Link to={paths.forgotPassword.getHref()} className="text-sm font-semibold text-ghana-green hover:underline">
            Forgot password?
          </Link>
        </div>

        <Button type="submit" size="lg" className="w-full" disabled={busy} isLoading={login.isPending}>
          Sign In
        </Button>
      </AppForm>

      <SocialLoginButtons />

      <p className="text-center text-sm text-stone-700">
        New to Akwaaba?{' '}
        <Link to={paths.register.getHref()} className="font-semibold text-ghana-green hover:underline">
          Create an account
        </Link>
      </p>
      <p className="text-center text-xs text-stone-600">
        By signing in you agree to our{' '}
        <Link to={paths.terms.getHref()} className="underline hover:text-stone-900">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to={paths.privacy.getHref()} className="underline hover:text-stone-900">
          Privacy Policy
        </Link>
        . Need help?{' '}
        <Link to={paths.contact.getHref()} className="underline hover:text-stone-900">
          Contact us
        </Link>
        .
      </p>
    </div>
  );
}
