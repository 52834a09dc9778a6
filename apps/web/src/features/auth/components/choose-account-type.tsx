import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { accountTypeRequest, authMessages, type UserType } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, formResolver, useAppForm } from '@/lib/forms';
import { useChooseAccountType } from '../api/choose-account-type';
import { ACCOUNT_TYPE_OPTIONS, ChoiceGroup } from './choice-group';
import { AgeConfirmField } from './age-confirm-field';
import { TermsConsentField } from './terms-consent-field';

type Values = { user_type: UserType; business_name: string; terms_accepted: boolean; age_confirmed: boolean };

/** After a first social sign-in: individual or business (with its name), once, before going on. */
export function ChooseAccountType({ onDone }: { onDone: () => void }) {
  const choose = useChooseAccountType();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useAppForm<Values>({
    resolver: formResolver<Values>(accountTypeRequest, { raw: true }),
    defaultValues: { user_type: 'individual', business_name: '', terms_accepted: false, age_confirmed: false },
  });
  const userType = useWatch({ control: form.control, name: 'user_type' });
  const { errors } = form.formState;

  // The step replaces the spinner: focus goes to its heading so a screen reader hears where it is.
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = form.handleSubmit(async (values) => {
    const isBusiness = values.user_type === 'business';
    try {
      await choose.mutateAsync({
        user_type: values.user_type,
        business_name: isBusiness ? values.business_name : undefined,
        terms_accepted: values.terms_accepted,
        age_confirmed: values.age_confirmed,
      });
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['business_name', 'terms_accepted', 'age_confirmed']);
    }
  });

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-stone-900 outline-none">
          Choose your account type
        </h2>
        <p className="text-sm text-stone-600">You can fill in your business details later in your profile.</p>
      </div>
      {choose.isError && !errors.business_name && !errors.terms_accepted && !errors.age_confirmed && (
        <Alert variant="error">{errorMessage(choose.error, authMessages.accountTypeFailed)}</Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <ChoiceGroup
          legend="Account type"
          name="user_type"
          value={userType}
          onChange={(value) => {
            form.setValue('user_type', value);
            form.clearErrors('business_name');
          }}
          options={ACCOUNT_TYPE_OPTIONS}
        />
        {userType === 'business' && (
          <Field label="Business name" error={errors.business_name?.message}>
            {(control) => <Input {...control} {...form.register('business_name')} autoComplete="organization" />}
          </Field>
        )}
        {/* Members new through a provider never saw the registration's boxes: they confirm and agree here (recorded by the API). */}
        <AgeConfirmField input={form.register('age_confirmed')} error={errors.age_confirmed?.message} />
        <TermsConsentField input={form.register('terms_accepted')} error={errors.terms_accepted?.message} />
        <Button type="submit" size="lg" className="w-full" isLoading={choose.isPending}>
          Continue
        </Button>
      </form>
    </div>
  );
}
