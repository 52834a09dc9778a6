import type { UseFormReturn } from 'react-hook-form';
import { BusinessCategorySelect } from '@/components/business-category-select';
import { toast } from '@/lib/toast';
import { BadgeCheck, Clock } from 'lucide-react';
import {
  formatLongDate,
  profileMessages,
  textLimits,
  updateProfileRequest,
  type CurrentUser,
} from '@akwaaba/contracts';
import { FormLongTextField } from '@/components/long-text-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { labelFromSlug } from '@/lib/format';
import { useRequestVerification } from '../api/request-verification';
import { Detail, DetailList } from './detail-list';
import type { ProfileFormValues } from './profile-form';

type TabProps = { user: CurrentUser; form: UseFormReturn<ProfileFormValues>; editing: boolean };

function VerificationStatus({ user }: { user: CurrentUser }) {
  const request = useRequestVerification();

  if (user.is_verified_business) {
    return (
      <Alert variant="success" title="Verified Business">
        Your business has been verified. Members see the verified badge on your profile and listings.
      </Alert>
    );
  }

  // A refusal for want of a registration number stays in view until the member adds one.
  const missingRegistration =
    request.error instanceof ApiError && !user.business_registration_number
      ? request.error.fieldError('business_registration_number')
      : undefined;

  async function onRequest() {
    try {
      const response = await request.mutateAsync();
      toast.success(response.message || profileMessages.verificationRequested);
    } catch (error) {
      console.error(error);
      if (!(error instanceof ApiError && error.fieldError('business_registration_number'))) {
        toast.error(errorMessage(error, profileMessages.updateFailed));
      }
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-4 rounded-xl border border-amber-200 bg-ghana-gold-light p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
          <div>
            <p className="font-semibold text-stone-900">
              {user.verification_requested_at
                ? profileMessages.verificationPending
                : profileMessages.verificationNotRequested}
            </p>
            <p className="text-sm text-stone-700">
              {user.verification_requested_at
                ? `You asked for verification on ${formatLongDate(user.verification_requested_at)}. An admin will review your business details.`
                : 'Verified businesses get a badge that tells members they are dealing with a registered business.'}
            </p>
          </div>
        </div>
        {!user.verification_requested_at && (
          <Button variant="secondary" onClick={onRequest} isLoading={request.isPending} className="shrink-0">
            <BadgeCheck aria-hidden="true" className="size-4" />
            Request Verification
          </Button>
        )}
      </div>
      {missingRegistration && <Alert variant="error">{missingRegistration}</Alert>}
    </div>
  );
}

export function BusinessDetailsTab({ user, form, editing }: TabProps) {
  const { errors } = form.formState;
  return (
    <div className="space-y-6">
      {editing ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Business name" error={errors.business_name?.message}>
            {(control) => <Input {...control} {...form.register('business_name')} autoComplete="organization" />}
          </Field>
          <Field label="Business category" error={errors.business_category?.message}>
            {(control) => <BusinessCategorySelect {...control} {...form.register('business_category')} />}
          </Field>
          <Field
            label="Registration number"
            error={errors.business_registration_number?.message}
            hint="Your company registration number (CIPC) helps us verify your business."
            className="sm:col-span-2"
          >
            {(control) => <Input {...control} {...form.register('business_registration_number')} />}
          </Field>
          <FormLongTextField
            control={form.control}
            name="business_description"
            label="Business description"
            max={textLimits(updateProfileRequest).business_description}
            rows={4}
            className="sm:col-span-2"
          />
        </div>
      ) : (
        <DetailList>
          <Detail label="Business name" value={user.business_name} />
          <Detail
            label="Business category"
            value={user.business_category ? labelFromSlug(user.business_category) : null}
          />
          <Detail label="Registration number" value={user.business_registration_number} />
          <Detail label="Business description" value={user.business_description} wide />
        </DetailList>
      )}
      <section aria-label="Verification status">
        <VerificationStatus user={user} />
      </section>
    </div>
  );
}
