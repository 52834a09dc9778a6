import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { businessInput, businessMessages, CITIES, textLimits, WEEKDAYS, type BusinessDetail } from '@akwaaba/contracts';
import { PlaceAutocomplete, type PlaceSelection } from '@/components/place-autocomplete';
import { CategoryField } from '@/components/category-field';
import { FormActions, FormSection } from '@/components/form-layout';
import { ListingFormPage, useDefaultCategory } from '@/components/listing-form';
import { FormLongTextField } from '@/components/long-text-field';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, contractFormResolver, useAppForm } from '@/lib/forms';
import { useCreateBusiness, type SaveBusinessResponse } from '../api/create-business';
import { useBusinessCategories } from '../api/get-business-categories';
import { useUpdateBusiness } from '../api/update-business';
import {
  cityFields,
  dayHoursErrors,
  placeFields,
  toBusinessInput,
  withWebScheme,
  type BusinessFormValues,
} from './business-form-values';
import { LocationPin } from './location-pin';
import { OperatingHoursEditor } from './operating-hours-editor';

const limits = textLimits(businessInput);

/** The contract's rules, and the hours editor's own: an open day needs both its times. */
function businessFormResolver(): Resolver<BusinessFormValues, unknown, BusinessFormValues> {
  return contractFormResolver<BusinessFormValues>(businessInput, toBusinessInput, (values, errors) => {
    if (values.hours_mode === 'days') {
      for (const day of WEEKDAYS) {
        const missing = dayHoursErrors(values.hours[day]);
        if (!missing.open && !missing.close) continue;
        errors.hours = {
          ...errors.hours,
          [day]: {
            ...(missing.open ? { open: { type: 'custom', message: missing.open } } : {}),
            ...(missing.close ? { close: { type: 'custom', message: missing.close } } : {}),
          },
        };
      }
    }
  });
}

const serverFields = [
  'name',
  'description',
  'category_id',
  'email',
  'phone',
  'address',
  'city',
  'province',
  'latitude',
  'longitude',
  'website',
  'contact_person',
] as const satisfies readonly (keyof BusinessFormValues)[];

type BusinessFormProps = {
  defaultValues: BusinessFormValues;
  cancelTo: string;
  onSaved: (business: BusinessDetail) => void;
} & ({ mode: 'create' } | { mode: 'edit'; businessId: number });

/**
 * Create and edit a business listing: the contract's rules and messages (docs/rules/messages.md), the place from
 * suggestions.
 */
export function BusinessForm(props: BusinessFormProps) {
  const { mode, defaultValues, cancelTo, onSaved } = props;
  const isEdit = mode === 'edit';
  const categories = useBusinessCategories();
  const createBusiness = useCreateBusiness();
  const updateBusiness = useUpdateBusiness();

  const form = useAppForm<BusinessFormValues, unknown, BusinessFormValues>({
    resolver: businessFormResolver(),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const [place, city, province, placeChosen, latitude, longitude] = useWatch({
    control: form.control,
    name: ['address', 'city', 'province', 'place_chosen', 'latitude', 'longitude'],
  });

  useDefaultCategory(categories, form, {
    message: businessMessages.categoriesFailed,
    toastId: 'business-categories-failed',
  });

  function setPlaceFields(fields: ReturnType<typeof placeFields>) {
    const validate = form.formState.isSubmitted;
    for (const [field, value] of Object.entries(fields) as [keyof typeof fields, string | number | boolean][]) {
      form.setValue(field, value, { shouldValidate: validate, shouldDirty: true });
    }
  }

  // A chosen place fills the city, province and point; typing over it clears them until a city is chosen.
  function choosePlace(place: PlaceSelection | null) {
    if (place) form.setValue('address', place.name, { shouldValidate: form.formState.isSubmitted });
    setPlaceFields(placeFields(place));
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const payload = toBusinessInput(values);
    try {
      let response: SaveBusinessResponse;
      if (props.mode === 'edit') {
        response = await updateBusiness.mutateAsync({ id: props.businessId, payload });
        toast.success(response.message || businessMessages.updated);
      } else {
        response = await createBusiness.mutateAsync(payload);
        // The spec's words, and the server's note that the listing waits for an admin.
        toast.success(businessMessages.created, {
          description: response.message && response.message !== businessMessages.created ? response.message : undefined,
        });
      }
      onSaved(response.data);
    } catch (error) {
      console.error(error);
      applyServerFieldErrors(error, form.setError, serverFields);
      toast.error(errorMessage(error, isEdit ? businessMessages.updateFailed : businessMessages.createFailed));
    }
  });

  // A typed place needs its city from the list, and says so there; a chosen place's messages show under the place.
  const cityMissing = errors.city ?? errors.province ?? errors.latitude ?? errors.longitude;
  const placeError = errors.address?.message ?? (placeChosen ? cityMissing?.message : undefined);
  const cityError = !placeChosen && cityMissing ? businessMessages.cityRequired : undefined;

  return (
    <ListingFormPage
      title={isEdit ? businessMessages.editTitle : businessMessages.formTitle}
      intro={
        !isEdit && (
          <p className="text-stone-700">
            An admin checks each new listing before it appears in the directory. You can follow it on My Businesses.
          </p>
        )
      }
      onSubmit={onSubmit}
    >
      <FormSection title="Business details">
        <Field label="Business name" required error={errors.name?.message}>
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
        <FormLongTextField
          control={form.control}
          name="description"
          label="Description"
          required
          max={limits.description}
          rows={5}
        />
        <Controller
          control={form.control}
          name="category_id"
          render={({ field }) => (
            <CategoryField
              categories={categories}
              field={field}
              error={errors.category_id?.message}
              loadFailed="The list did not load."
            />
          )}
        />
      </FormSection>

      <FormSection title="Contact">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Contact email" error={errors.email?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={limits.email}
              />
            )}
          </Field>
          <Field label="Contact phone" error={errors.phone?.message}>
            {(control) => (
              <Input {...control} {...form.register('phone')} type="tel" autoComplete="tel" maxLength={25} />
            )}
          </Field>
          <Field label="Contact person" error={errors.contact_person?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('contact_person')}
                maxLength={limits.contact_person}
                autoComplete="name"
              />
            )}
          </Field>
          <Field label="Website" error={errors.website?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('website', {
                  onBlur: (event: { target: { value: string } }) => {
                    const link = withWebScheme(event.target.value);
                    if (link !== event.target.value) form.setValue('website', link);
                  },
                })}
                type="url"
                inputMode="url"
                placeholder="https://"
                maxLength={limits.website}
              />
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection title="Location">
        <Field label={businessMessages.streetLabel} hint={businessMessages.streetHint} error={errors.street?.message}>
          {(control) => (
            <Input {...control} {...form.register('street')} maxLength={200} autoComplete="address-line1" />
          )}
        </Field>
        <Controller
          control={form.control}
          name="address"
          render={({ field }) => (
            <PlaceAutocomplete
              id="business-address"
              name={field.name}
              label={businessMessages.placeLabel}
              required
              hint={businessMessages.placeHint}
              initialValue={defaultValues.address}
              error={placeError}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onSelect={choosePlace}
              onTextChange={(text) => form.setValue('address', text, { shouldValidate: form.formState.isSubmitted })}
            />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {placeChosen || !place.trim() ? (
            <Field label="City" hint={businessMessages.cityFromPlace}>
              {(control) => <Input {...control} value={city} readOnly />}
            </Field>
          ) : (
            <Field label="City" required hint={businessMessages.cityForTypedPlace} error={cityError}>
              {(control) => (
                <Select
                  {...control}
                  name="city"
                  aria-required
                  value={city}
                  onChange={(event) => setPlaceFields(cityFields(event.target.value))}
                >
                  <option value="">Choose a city</option>
                  {CITIES.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
          <Field label="Province" hint={businessMessages.cityFromPlace}>
            {(control) => <Input {...control} value={province} readOnly />}
          </Field>
        </div>
        {latitude !== '' && longitude !== '' && (
          <LocationPin
            latitude={latitude}
            longitude={longitude}
            onMove={(point) => {
              form.setValue('latitude', point.latitude, { shouldDirty: true });
              form.setValue('longitude', point.longitude, { shouldDirty: true });
            }}
          />
        )}
      </FormSection>

      <FormSection title="Operating Hours">
        <OperatingHoursEditor form={form} />
      </FormSection>

      <FormActions cancelTo={cancelTo} isSubmitting={isSubmitting}>
        {isSubmitting
          ? isEdit
            ? businessMessages.saving
            : businessMessages.creating
          : isEdit
            ? 'Save Changes'
            : 'Create Business'}
      </FormActions>
    </ListingFormPage>
  );
}
