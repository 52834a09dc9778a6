import { useState } from 'react';
import { Controller, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  CITIES,
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  JOB_CURRENCIES,
  JOB_DEFAULT_OPEN_DAYS,
  JOB_LOGO_MAX_BYTES,
  JOB_LOGO_TYPES,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  jobInput,
  jobMessages,
  SALARY_PERIOD_LABELS,
  SALARY_PERIODS,
  textLimits,
  WORK_ELIGIBILITY,
  WORK_ELIGIBILITY_LABELS,
  type JobDetail,
  type JobStatus,
} from '@akwaaba/contracts';
import { CategoryField } from '@/components/category-field';
import { ChoiceCard, FormActions, FormSection } from '@/components/form-layout';
import { ListingFormPage, useDefaultCategory } from '@/components/listing-form';
import { FormLongTextField } from '@/components/long-text-field';
import { CheckboxField, Field } from '@/components/ui/field';
import { Checkbox, Input, Select, Textarea } from '@/components/ui/input';
import { UploadProgress } from '@/components/upload-progress';
import { useImageChoice, type ImageRules } from '@/hooks/use-image-choice';
import { ApiError, errorMessage } from '@/lib/api-client';
import { addFieldError, applyServerFieldErrors, contractFormResolver, useAppForm } from '@/lib/forms';
import { useCreateJob } from '../api/create-job';
import { useJobCategories } from '../api/get-job-categories';
import { useUpdateJob } from '../api/update-job';
import { deadlineBounds, deadlineError, provinceFor, toJobInput, type JobFormValues } from './job-form-values';
import { LogoField } from './logo-field';
import { currencyName } from './salary';

/** The logo a job may have, as the server's image pipeline takes it. */
const JOB_LOGO_RULES: ImageRules = {
  types: JOB_LOGO_TYPES,
  maxBytes: JOB_LOGO_MAX_BYTES,
  invalid: jobMessages.logoInvalid,
  tooLarge: jobMessages.logoTooLarge,
};

const limits = textLimits(jobInput);

/** Fields typed as text but sent as lists: a message about one item is shown under the whole field. */
const listFields = ['requirements', 'benefits', 'skills', 'tags'] as const satisfies readonly (keyof JobFormValues)[];

function firstItemMessage(listError: unknown): string | undefined {
  const items = Object.values(listError as Record<string, FieldError | undefined>);
  return items.find((item) => typeof item?.message === 'string')?.message;
}

/**
 * The contract's rules, with an item's message lifted onto its list's field, and the one rule that needs the clock:
 * the deadline lies between today and a year from now.
 */
function jobFormResolver(unchangedDeadline: string | null): Resolver<JobFormValues, unknown, JobFormValues> {
  // The deadline is checked as typed; toJobInput leaves an unchanged one out of what is sent.
  return contractFormResolver<JobFormValues>(
    jobInput,
    (values) => toJobInput(values),
    (values, errors) => {
      for (const field of listFields) {
        const listError = errors[field];
        if (listError && !listError.message) {
          errors[field] = { type: 'custom', message: firstItemMessage(listError) };
        }
      }
      addFieldError(errors, 'deadline', deadlineError(values.deadline, unchangedDeadline));
    },
  );
}

const serverFields = [
  'title',
  'category_id',
  'description',
  ...listFields,
  'company_name',
  'company_website',
  'location',
  'city',
  'province',
  'type',
  'level',
  'salary_min',
  'salary_max',
  'currency',
  'salary_period',
  'remote_work',
  'work_eligibility',
  'contact_email',
  'contact_phone',
  'application_url',
  'deadline',
  'status',
] as const satisfies readonly (keyof JobFormValues)[];

/** A 422 names a list's item by its place ('requirements.2'); the form shows the first such message under the list. */
function listItemError(error: ApiError, field: (typeof listFields)[number]): string | undefined {
  const key = Object.keys(error.errors).find((name) => name.startsWith(`${field}.`));
  return key ? error.fieldError(key) : undefined;
}

const statusOptions: Record<JobStatus, { label: string; description: string }> = {
  published: { label: jobMessages.published, description: 'Listed on the job board now' },
  draft: { label: jobMessages.draft, description: 'Only you can see it until you publish it' },
};

type JobFormProps = {
  defaultValues: JobFormValues;
  cancelTo: string;
  onSaved: (job: JobDetail) => void;
} & ({ mode: 'create' } | { mode: 'edit'; jobId: number; currentLogo: string | null });

/**
 * Post a New Job and Edit Job: one form (docs/rules/messages.md), the contract's rules, defaults and messages, and the
 * company logo uploaded with progress.
 */
export function JobForm(props: JobFormProps) {
  const { mode, defaultValues, cancelTo, onSaved } = props;
  const isEdit = mode === 'edit';
  const categories = useJobCategories();
  const createJob = useCreateJob();
  const updateJob = useUpdateJob();
  const logo = useImageChoice(JOB_LOGO_RULES);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // The date input's range: from today, South African time.
  const [deadlineRange] = useState(() => deadlineBounds());

  // An edit's deadline as stored: left unchanged it is neither checked nor sent.
  const storedDeadline = isEdit ? defaultValues.deadline : null;
  const form = useAppForm<JobFormValues, unknown, JobFormValues>({
    resolver: jobFormResolver(storedDeadline),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const status = useWatch({ control: form.control, name: 'status' });

  useDefaultCategory(categories, form, { message: jobMessages.categoriesFailed, toastId: 'job-categories-failed' });

  // A city the list does not know (posted through the API) stays offered, so an edit does not lose it.
  const cityOptions: { value: string; label: string }[] = CITIES.some((known) => known.value === defaultValues.city)
    ? [...CITIES]
    : [...CITIES, ...(defaultValues.city ? [{ value: defaultValues.city, label: defaultValues.city }] : [])];

  const onSubmit = form.handleSubmit(async (values) => {
    const payload = toJobInput(values, storedDeadline);
    const file = logo.file;
    if (file) setProgress(0);
    try {
      if (props.mode === 'edit') {
        const response = await updateJob.mutateAsync({
          id: props.jobId,
          payload,
          logo: file,
          removeLogo,
          onProgress: setProgress,
        });
        toast.success(response.message || jobMessages.updated);
        onSaved(response.data);
      } else {
        const response = await createJob.mutateAsync({ payload, logo: file, onProgress: setProgress });
        toast.success(jobMessages.posted);
        onSaved(response.data);
      }
    } catch (error) {
      console.error(error);
      let shown = applyServerFieldErrors(error, form.setError, serverFields);
      const logoError = error instanceof ApiError ? error.fieldError('company_logo') : undefined;
      if (logoError) {
        logo.refuse(logoError);
        shown = true;
      }
      if (error instanceof ApiError) {
        for (const field of listFields) {
          const message = listItemError(error, field);
          if (!message || form.getFieldState(field).error) continue;
          form.setError(field, { type: 'server', message }, { shouldFocus: !shown });
          shown = true;
        }
      }
      toast.error(
        shown ? jobMessages.checkForm : errorMessage(error, isEdit ? jobMessages.updateFailed : jobMessages.postFailed),
      );
    } finally {
      setProgress(null);
    }
  });

  return (
    <ListingFormPage title={isEdit ? jobMessages.editTitle : jobMessages.formTitle} onSubmit={onSubmit}>
      <FormSection title="Job details">
        <Field label="Job title" required error={errors.title?.message}>
          {(control) => <Input {...control} {...form.register('title')} aria-required maxLength={limits.title} />}
        </Field>
        <Controller
          control={form.control}
          name="category_id"
          render={({ field }) => (
            <CategoryField
              categories={categories}
              field={field}
              error={errors.category_id?.message}
              loadFailed={jobMessages.categoriesFailed}
            />
          )}
        />
        <FormLongTextField
          control={form.control}
          name="description"
          label="Job description"
          required
          max={limits.description}
          rows={6}
        />
        <Field label="Requirements" error={errors.requirements?.message} hint="One requirement per line.">
          {(control) => <Textarea {...control} {...form.register('requirements')} rows={4} />}
        </Field>
        <Field label="Benefits" error={errors.benefits?.message} hint="One benefit per line.">
          {(control) => <Textarea {...control} {...form.register('benefits')} rows={3} />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Skills" error={errors.skills?.message} hint="Separate skills with commas.">
            {(control) => <Input {...control} {...form.register('skills')} placeholder="TypeScript, React" />}
          </Field>
          <Field label="Tags" error={errors.tags?.message} hint="Separate tags with commas.">
            {(control) => <Input {...control} {...form.register('tags')} />}
          </Field>
        </div>
      </FormSection>

      <FormSection title="Company">
        <Field label="Company name" required error={errors.company_name?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('company_name')}
              aria-required
              maxLength={limits.company_name}
              autoComplete="organization"
            />
          )}
        </Field>
        <Field label="Company website" error={errors.company_website?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('company_website')}
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={limits.company_website}
            />
          )}
        </Field>
        <LogoField
          logo={logo}
          currentLogo={props.mode === 'edit' ? props.currentLogo : null}
          removeCurrent={removeLogo}
          onRemoveCurrentChange={setRemoveLogo}
          disabled={isSubmitting}
        />
      </FormSection>

      <FormSection title="Location">
        <Field
          label="Location"
          required
          error={errors.location?.message}
          hint="Where the work is done: the suburb or office."
        >
          {(control) => <Input {...control} {...form.register('location')} aria-required maxLength={limits.location} />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="City" required error={errors.city?.message}>
            {(control) => (
              <Select
                {...control}
                {...form.register('city', {
                  onChange: (event: { target: { value: string } }) =>
                    form.setValue('province', provinceFor(event.target.value, form.getValues('province'))),
                })}
                aria-required
              >
                <option value="">Select a city</option>
                {cityOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Province" error={errors.province?.message} hint="Filled from the city.">
            {(control) => <Input {...control} {...form.register('province')} readOnly />}
          </Field>
        </div>
        <CheckboxField label="Remote work" error={errors.remote_work?.message} hint="The job can be done from home.">
          {(control) => <Checkbox {...control} {...form.register('remote_work')} />}
        </CheckboxField>
      </FormSection>

      <FormSection title="Job type & salary">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Job type" error={errors.type?.message}>
            {(control) => (
              <Select {...control} {...form.register('type')}>
                {JOB_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {JOB_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Experience level" error={errors.level?.message}>
            {(control) => (
              <Select {...control} {...form.register('level')}>
                {EXPERIENCE_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {EXPERIENCE_LEVEL_LABELS[level]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label="Minimum salary"
            error={errors.salary_min?.message}
            hint="Leave both salaries empty if you would rather not say."
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('salary_min')}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
              />
            )}
          </Field>
          <Field label="Maximum salary" error={errors.salary_max?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('salary_max')}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
              />
            )}
          </Field>
          <Field label="Currency" error={errors.currency?.message}>
            {(control) => (
              <Select {...control} {...form.register('currency')}>
                {JOB_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currencyName(currency)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Salary period" error={errors.salary_period?.message}>
            {(control) => (
              <Select {...control} {...form.register('salary_period')}>
                {SALARY_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {SALARY_PERIOD_LABELS[period]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection title="Who may apply">
        <p className="text-sm text-stone-600">
          Employers may not hire a foreign national without a valid work visa, so applicants see this before they apply.
        </p>
        <div className="space-y-2">
          {WORK_ELIGIBILITY.map((eligibility) => (
            <label key={eligibility} className="flex items-start gap-3 text-sm text-stone-800">
              <input
                type="radio"
                value={eligibility}
                {...form.register('work_eligibility')}
                className="mt-0.5 size-4 shrink-0 accent-ghana-green"
              />
              {WORK_ELIGIBILITY_LABELS[eligibility]}
            </label>
          ))}
        </div>
        {errors.work_eligibility?.message && (
          <p className="text-sm font-medium text-ghana-red">{errors.work_eligibility.message}</p>
        )}
      </FormSection>

      <FormSection title="How to apply">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Contact email" required error={errors.contact_email?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('contact_email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                aria-required
                maxLength={limits.contact_email}
              />
            )}
          </Field>
          <Field label="Contact phone" error={errors.contact_phone?.message}>
            {(control) => (
              <Input {...control} {...form.register('contact_phone')} type="tel" autoComplete="tel" maxLength={25} />
            )}
          </Field>
          <Field
            label="Application URL"
            error={errors.application_url?.message}
            hint="Your own application page, if you have one."
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('application_url')}
                type="url"
                inputMode="url"
                placeholder="https://"
                maxLength={limits.application_url}
              />
            )}
          </Field>
          <Field
            label="Application deadline"
            error={errors.deadline?.message}
            hint={
              isEdit
                ? 'Change it to move the closing date.'
                : `Leave empty to close the job ${JOB_DEFAULT_OPEN_DAYS} days after posting.`
            }
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('deadline')}
                type="date"
                min={deadlineRange.min}
                max={deadlineRange.max}
              />
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection title="Status">
        <div className="grid gap-2 sm:grid-cols-2">
          {(Object.keys(statusOptions) as JobStatus[]).map((option) => (
            <ChoiceCard
              key={option}
              {...statusOptions[option]}
              selected={status === option}
              value={option}
              {...form.register('status')}
            />
          ))}
        </div>
        {errors.status?.message && <p className="text-sm font-medium text-ghana-red">{errors.status.message}</p>}
      </FormSection>

      {progress !== null && <UploadProgress label="Uploading logo" percent={progress} />}

      <FormActions cancelTo={cancelTo} isSubmitting={isSubmitting}>
        {isSubmitting ? (isEdit ? 'Updating...' : 'Posting...') : isEdit ? 'Update Job' : jobMessages.postJob}
      </FormActions>
    </ListingFormPage>
  );
}
