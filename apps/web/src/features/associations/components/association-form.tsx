import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import {
  ASSOCIATION_KIND_LABELS,
  ASSOCIATION_KINDS,
  associationInput,
  associationMessages,
  CITIES,
  GHANA_REGIONS,
  PROVINCES,
  textLimits,
  type AssociationDetail,
  type AssociationInput,
  type AssociationKind,
  type AssociationMembership,
} from '@akwaaba/contracts';
import { ChoiceCard, FormActions, FormSection } from '@/components/form-layout';
import { ListingFormPage } from '@/components/listing-form';
import { FormLongTextField } from '@/components/long-text-field';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, contractFormResolver, useAppForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useCreateAssociation, useUpdateAssociation } from '../api/save-association';

const limits = textLimits(associationInput);

/** The form's values as its fields hold them: text throughout, '' for a choice not made. */
export type AssociationFormValues = {
  name: string;
  kind: AssociationKind | '';
  description: string;
  home_region: string;
  home_town: string;
  province: string;
  city: string;
  membership: AssociationMembership;
  email: string;
  phone: string;
  website: string;
};

export const emptyAssociationForm: AssociationFormValues = {
  name: '',
  kind: '',
  description: '',
  home_region: '',
  home_town: '',
  province: '',
  city: '',
  membership: 'open',
  email: '',
  phone: '',
  website: '',
};

/** An association as its edit form starts: what is stored, '' where nothing is. */
export function associationFormValues(association: AssociationDetail): AssociationFormValues {
  return {
    name: association.name,
    kind: association.kind,
    description: association.description,
    home_region: association.home_region,
    home_town: association.home_town ?? '',
    province: association.province,
    city: association.city,
    membership: association.membership_policy,
    email: association.email ?? '',
    phone: association.phone ?? '',
    website: association.website ?? '',
  };
}

const toInput = (values: AssociationFormValues) => values as AssociationInput;

const serverFields = [
  'name',
  'kind',
  'description',
  'home_region',
  'home_town',
  'province',
  'city',
  'membership',
  'email',
  'phone',
  'website',
] as const satisfies readonly (keyof AssociationFormValues)[];

const membershipChoices: Record<AssociationMembership, { label: string; description: string }> = {
  open: { label: associationMessages.membershipOpen, description: 'Members join with one tap.' },
  approval: {
    label: associationMessages.membershipApproval,
    description: 'Members ask to join; a leader lets them in.',
  },
};

type AssociationFormProps = {
  defaultValues: AssociationFormValues;
  cancelTo: string;
  onSaved: (association: AssociationDetail) => void;
} & ({ mode: 'create' } | { mode: 'edit'; associationId: number });

/** Register and edit an association: the contract's rules and messages (docs/rules/messages.md). */
export function AssociationForm(props: AssociationFormProps) {
  const { mode, defaultValues, cancelTo, onSaved } = props;
  const isEdit = mode === 'edit';
  const citiesId = useId();
  const create = useCreateAssociation();
  const update = useUpdateAssociation(isEdit ? props.associationId : 0);
  const form = useAppForm<AssociationFormValues, unknown, AssociationFormValues>({
    resolver: contractFormResolver<AssociationFormValues>(associationInput, toInput),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const membership = useWatch({ control: form.control, name: 'membership' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = isEdit ? await update.mutateAsync(toInput(values)) : await create.mutateAsync(toInput(values));
      toast.success(response.message);
      onSaved(response.data);
    } catch (error) {
      console.error(error);
      applyServerFieldErrors(error, form.setError, serverFields);
      toast.error(errorMessage(error, isEdit ? associationMessages.updateFailed : associationMessages.createFailed));
    }
  });

  return (
    <ListingFormPage
      title={isEdit ? associationMessages.editTitle : associationMessages.formTitle}
      intro={
        !isEdit && (
          <p className="text-stone-700">
            An admin checks each association before it appears in the directory. You will be its first leader.
          </p>
        )
      }
      onSubmit={onSubmit}
    >
      <FormSection title="The association">
        <Field label={associationMessages.nameLabel} required error={errors.name?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('name')}
              aria-required
              maxLength={limits.name}
              autoComplete="organization"
            />
          )}
        </Field>
        <Field label={associationMessages.kindLabel} required error={errors.kind?.message}>
          {(control) => (
            <Select {...control} {...form.register('kind')} aria-required>
              <option value="">Choose a kind</option>
              {ASSOCIATION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {ASSOCIATION_KIND_LABELS[kind]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormLongTextField
          control={form.control}
          name="description"
          label={associationMessages.descriptionLabel}
          required
          max={limits.description}
          rows={5}
        />
      </FormSection>

      <FormSection title="Where it comes from and where it meets">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={associationMessages.regionLabel} required error={errors.home_region?.message}>
            {(control) => (
              <Select {...control} {...form.register('home_region')} aria-required>
                <option value="">Choose a region</option>
                {GHANA_REGIONS.map((region) => (
                  <option key={region} value={region}>
                    {region}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={associationMessages.homeTownLabel}
            hint={associationMessages.homeTownHint}
            error={errors.home_town?.message}
          >
            {(control) => <Input {...control} {...form.register('home_town')} maxLength={limits.home_town} />}
          </Field>
          <Field label={associationMessages.provinceLabel} required error={errors.province?.message}>
            {(control) => (
              <Select {...control} {...form.register('province')} aria-required>
                <option value="">Choose a province</option>
                {PROVINCES.map((province) => (
                  <option key={province} value={province}>
                    {province}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={associationMessages.cityLabel} required error={errors.city?.message}>
            {(control) => (
              <>
                <Input
                  {...control}
                  {...form.register('city')}
                  aria-required
                  list={citiesId}
                  maxLength={limits.city}
                  autoComplete="address-level2"
                />
                <datalist id={citiesId}>
                  {CITIES.map((city) => (
                    <option key={city.value} value={city.value} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection title={associationMessages.membershipLabel}>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['open', 'approval'] as const).map((choice) => (
            <ChoiceCard
              key={choice}
              {...membershipChoices[choice]}
              selected={membership === choice}
              value={choice}
              {...form.register('membership')}
            />
          ))}
        </div>
      </FormSection>

      <FormSection title={associationMessages.contactHeading}>
        <p className="text-sm text-stone-600">{associationMessages.contactHint}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={associationMessages.emailLabel} error={errors.email?.message}>
            {(control) => (
              <Input {...control} {...form.register('email')} type="email" inputMode="email" maxLength={254} />
            )}
          </Field>
          <Field label={associationMessages.phoneLabel} error={errors.phone?.message}>
            {(control) => <Input {...control} {...form.register('phone')} type="tel" maxLength={25} />}
          </Field>
          <Field label={associationMessages.websiteLabel} error={errors.website?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('website')}
                type="url"
                inputMode="url"
                placeholder="https://"
                maxLength={2048}
              />
            )}
          </Field>
        </div>
      </FormSection>

      <FormActions cancelTo={cancelTo} isSubmitting={isSubmitting}>
        {isSubmitting ? associationMessages.saving : isEdit ? associationMessages.save : associationMessages.submit}
      </FormActions>
    </ListingFormPage>
  );
}
