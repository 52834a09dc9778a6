import { BusinessCategorySelect } from '@/components/business-category-select';
import { EmailField } from './email-field';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  authMessages,
  DEFAULT_COUNTRY_CODE,
  REGISTRATION_TYPES,
  registerRequest,
  registrationCrossFieldErrors,
  textLimits,
  USER_TYPES,
  VERIFICATION_RESEND_SECONDS,
  type CountryCode,
  type RegistrationType,
  type UserType,
} from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { applyServerFieldErrors, formResolver, useAppForm } from '@/lib/forms';
import { needsVerification, useRegister } from '../api/register';
import { CountryCodeSelect } from './country-code-select';
import { NewPasswordFields } from '@/components/new-password-fields';
import { AppForm } from '@/components/app-form';
import { FormLongTextField } from '@/components/long-text-field';
import { VerifyPhoneForm } from './verify-phone-form';
import { ACCOUNT_TYPE_OPTIONS, ChoiceGroup } from './choice-group';
import { SocialLoginButtons } from './social-login-buttons';
import { TermsConsentField } from './terms-consent-field';
import { AgeConfirmField } from './age-confirm-field';

/**
 * The contract's registration rules, plus the terms and age boxes the form insists on. The contract checks email,
 * phone, confirmation and business name only once name and password are filled in; the second half
 * runs those same checks (with the contract's field schemas and messages) every time, so a first try
 * shows every message at once.
 */
const registerFormSchema = z.intersection(
  registerRequest,
  z
    .object({
      registration_type: z.enum(REGISTRATION_TYPES),
      user_type: z.enum(USER_TYPES),
      email: z.string(),
      phone: z.string(),
      password: z.string(),
      password_confirmation: z.string(),
      business_name: z.string(),
      terms_accepted: z.literal(true, { error: authMessages.termsRequired }),
      age_confirmed: z.boolean(),
    })
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(registrationCrossFieldErrors(values))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
      // Here rather than as a literal above, so an unticked box does not hide the other fields' messages.
      if (!values.age_confirmed)
        ctx.addIssue({ code: 'custom', path: ['age_confirmed'], message: authMessages.ageRequired });
    })
    // Only checks: the contract's half gives the values (trimmed, lower-cased email).
    .transform(() => ({})),
);

const limits = textLimits(registerRequest);

type RegisterFormValues = {
  name: string;
  user_type: UserType;
  registration_type: RegistrationType;
  email: string;
  phone: string;
  country_code: CountryCode;
  password: string;
  password_confirmation: string;
  business_name: string;
  business_registration_number: string;
  business_description: string;
  business_category: string;
  terms_accepted: boolean;
  age_confirmed: boolean;
};

const serverFields = [
  'name',
  'email',
  'phone',
  'country_code',
  'password',
  'password_confirmation',
  'business_name',
  'business_registration_number',
  'business_description',
  'business_category',
  'age_confirmed',
] as const;

/** Sign-up for individuals and businesses, by email or by phone (then the SMS code step). */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { status } = useAuth();
  const registerAccount = useRegister();
  const [verifying, setVerifying] = useState<{ phone: string; countryCode: CountryCode } | null>(null);

  const form = useAppForm<RegisterFormValues, unknown, z.output<typeof registerFormSchema>>({
    resolver: formResolver<RegisterFormValues, typeof registerFormSchema>(registerFormSchema),
    defaultValues: {
      name: '',
      user_type: 'individual',
      registration_type: 'email',
      email: '',
      phone: '',
      country_code: DEFAULT_COUNTRY_CODE,
      password: '',
      password_confirmation: '',
      business_name: '',
      business_registration_number: '',
      business_description: '',
      business_category: '',
      terms_accepted: false,
      age_confirmed: false,
    },
  });
  const { errors } = form.formState;
  const termsHintId = useId();
  const [userType, registrationType, password, termsAccepted] = useWatch({
    control: form.control,
    name: ['user_type', 'registration_type', 'password', 'terms_accepted'],
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const isBusiness = values.user_type === 'business';
    try {
      const response = await registerAccount.mutateAsync({
        name: values.name,
        user_type: values.user_type,
        registration_type: values.registration_type,
        email: values.email,
        phone: values.phone,
        country_code: values.country_code,
        password: values.password,
        password_confirmation: values.password_confirmation,
        business_name: isBusiness ? values.business_name : undefined,
        business_registration_number: isBusiness ? values.business_registration_number : undefined,
        business_description: isBusiness ? values.business_description : undefined,
        business_category: isBusiness ? values.business_category : undefined,
        terms_accepted: true,
        age_confirmed: true,
      });
      if (needsVerification(response)) {
        setVerifying({ phone: values.phone!, countryCode: values.country_code! });
      } else {
        onSuccess();
      }
    } catch (error) {
      applyServerFieldErrors(error, form.setError, serverFields);
    }
  });

  if (verifying) {
    return (
      <VerifyPhoneForm
        phone={verifying.phone}
        countryCode={verifying.countryCode}
        initialWait={VERIFICATION_RESEND_SECONDS}
        onVerified={onSuccess}
      />
    );
  }

  return (
    <div className="space-y-6">
      {registerAccount.isError && (
        <Alert variant="error">{errorMessage(registerAccount.error, authMessages.registrationFailed)}</Alert>
      )}

      <AppForm onSubmit={onSubmit}>
        <ChoiceGroup
          legend="Account type"
          name="user_type"
          value={userType}
          onChange={(value) => form.setValue('user_type', value)}
          options={ACCOUNT_TYPE_OPTIONS}
        />

        <ChoiceGroup
          legend="Sign up with"
          name="registration_type"
          value={registrationType}
          onChange={(value) => {
            form.setValue('registration_type', value);
            form.clearErrors(['email', 'phone']);
          }}
          options={[
            { value: 'email', label: 'Email' },
            { value: 'phone', label: 'Phone' },
          ]}
        />

        <Field label="Full name" error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="name" />}
        </Field>

        {registrationType === 'email' ? (
          <EmailField input={form.register('email')} error={errors.email?.message} />
        ) : (
          <div className="grid grid-cols-[minmax(0,9rem)_1fr] gap-3">
            <Field label="Country code" error={errors.country_code?.message}>
              {(control) => <CountryCodeSelect {...control} {...form.register('country_code')} />}
            </Field>
            <Field label="Phone number" error={errors.phone?.message} hint="Digits only, without the country code.">
              {(control) => <DigitsInput {...control} {...form.register('phone')} autoComplete="tel-national" />}
            </Field>
          </div>
        )}

        <NewPasswordFields
          password={password}
          passwordInput={form.register('password')}
          confirmationInput={form.register('password_confirmation')}
          errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
        />

        {userType === 'business' && (
          <fieldset className="space-y-5 rounded-xl border border-ghana-gold bg-ghana-gold-light/50 p-4">
            <legend className="px-1 text-sm font-semibold text-stone-900">Business details</legend>
            <Field label="Business name" error={errors.business_name?.message}>
              {(control) => <Input {...control} {...form.register('business_name')} autoComplete="organization" />}
            </Field>
            <Field
              label="Business registration number"
              error={errors.business_registration_number?.message}
              hint="Optional. It helps us verify your business."
            >
              {(control) => <Input {...control} {...form.register('business_registration_number')} />}
            </Field>
            <Field label="Business category" error={errors.business_category?.message}>
              {(control) => <BusinessCategorySelect {...control} {...form.register('business_category')} />}
            </Field>
            <FormLongTextField
              control={form.control}
              name="business_description"
              label="Business description"
              max={limits.business_description}
              rows={3}
            />
          </fieldset>
        )}

        <AgeConfirmField input={form.register('age_confirmed')} error={errors.age_confirmed?.message} />
        <TermsConsentField input={form.register('terms_accepted')} error={errors.terms_accepted?.message} />

        <div className="space-y-2">
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!termsAccepted || status === 'loading'}
            isLoading={registerAccount.isPending}
            aria-describedby={termsAccepted ? undefined : termsHintId}
          >
            Create Account
          </Button>
          {!termsAccepted && (
            <p id={termsHintId} className="text-center text-sm text-stone-700">
              {authMessages.termsToContinue}
            </p>
          )}
        </div>
      </AppForm>

      <SocialLoginButtons />

      <p className="text-center text-sm text-stone-700">
        Already a member?{' '}
        <Link to={paths.login.getHref()} className="font-semibold text-ghana-green hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
