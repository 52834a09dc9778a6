import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  canonicalJobType,
  describeJobAlertFilters,
  EXPERIENCE_LEVELS,
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_FREQUENCY_LABELS,
  JOB_ALERT_NAME_MAX,
  jobAlertInput,
  jobAlertMessages,
  type Category,
  type ExperienceLevel,
  type JobAlert,
  type JobAlertFilters,
  type JobAlertFrequency,
} from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, formResolver, useAppForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import type { JobFilters } from '../api/job-query-keys';
import { useCreateJobAlert } from '../api/create-job-alert';
import { useUpdateJobAlert } from '../api/update-job-alert';

type AlertValues = { name: string; frequency: JobAlertFrequency };
const alertFields = jobAlertInput.pick({ name: true, frequency: true });
const serverFields = ['name', 'frequency'] as const;

/** The board's filters as its address has them, read as the API reads them (a hyphenated type, a flag). */
export function alertFiltersOf(filters: JobFilters): JobAlertFilters {
  const level = filters.experience_level;
  return {
    search: filters.search ?? null,
    category: filters.category ?? null,
    city: filters.city ?? null,
    job_type: canonicalJobType(filters.job_type) ?? null,
    experience_level: EXPERIENCE_LEVELS.includes(level as ExperienceLevel) ? (level as ExperienceLevel) : null,
    is_remote: filters.is_remote === 'true',
  };
}

type FormProps = {
  /** The form's heading, focused when it opens. */
  heading: string;
  /** Above the fields: what the alert searches. */
  intro: ReactNode;
  defaultValues: AlertValues;
  submitLabel: string;
  failureFallback: string;
  send: (values: AlertValues) => Promise<{ message: string }>;
  onDone: (message: string) => void;
  onCancel: () => void;
};

/** The alert's name and how often it mails, with its checks, the server's refusals and Cancel. */
function AlertForm({ heading, intro, defaultValues, submitLabel, failureFallback, send, onDone, onCancel }: FormProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const frequencyErrorId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm<AlertValues, unknown, AlertValues>({
    resolver: formResolver<AlertValues>(alertFields, { raw: true }),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;

  // Opening the form takes the reader to it.
  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onDone((await send(values)).message);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, serverFields)) setFailure(errorMessage(error, failureFallback));
    }
  });

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-stone-900">
        {heading}
      </h2>
      {intro}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-busy={isSubmitting}>
        <Field label={jobAlertMessages.nameLabel} error={errors.name?.message} required>
          {(control) => (
            <Input {...control} {...form.register('name')} maxLength={JOB_ALERT_NAME_MAX} required autoComplete="off" />
          )}
        </Field>
        <fieldset
          className="space-y-2"
          aria-invalid={errors.frequency ? true : undefined}
          aria-describedby={errors.frequency ? frequencyErrorId : undefined}
        >
          <legend className="text-sm font-medium text-stone-800">{jobAlertMessages.frequencyLabel}</legend>
          {JOB_ALERT_FREQUENCIES.map((frequency) => (
            <label key={frequency} className="flex items-center gap-2 text-stone-800">
              <input
                type="radio"
                value={frequency}
                {...form.register('frequency')}
                className="size-4 accent-ghana-green"
              />
              {JOB_ALERT_FREQUENCY_LABELS[frequency]}
            </label>
          ))}
          <FieldError id={frequencyErrorId} message={errors.frequency?.message} />
        </fieldset>
        {failure && <Alert variant="error">{failure}</Alert>}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" isLoading={isSubmitting}>
            {isSubmitting ? jobAlertMessages.saving : submitLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {jobAlertMessages.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}

type NewJobAlertFormProps = {
  /** The board's filters now, as its address has them: the alert's search. */
  filters: JobFilters;
  categories: Category[] | undefined;
  onCreated: (message: string) => void;
  onCancel: () => void;
};

/** 'Save this search as an alert': the board's current search, named (its words by default) and given a frequency. */
export function NewJobAlertForm({ filters, categories, onCreated, onCancel }: NewJobAlertFormProps) {
  const create = useCreateJobAlert();
  const alertFilters = alertFiltersOf(filters);
  const categoryName = categories?.find((category) => category.slug === filters.category)?.name;
  const summary = describeJobAlertFilters(alertFilters, categoryName);
  return (
    <AlertForm
      heading={jobAlertMessages.formTitle}
      intro={
        <div className="space-y-1 text-sm text-stone-700">
          <p>
            <span className="font-medium text-stone-900">{jobAlertMessages.searchLabel}:</span> {summary}
          </p>
          <p>{jobAlertMessages.formHint}</p>
        </div>
      }
      defaultValues={{ name: summary.slice(0, JOB_ALERT_NAME_MAX), frequency: 'daily' }}
      submitLabel={jobAlertMessages.submit}
      failureFallback={jobAlertMessages.createFailed}
      send={(values) =>
        create.mutateAsync({
          search: filters.search,
          category: filters.category,
          city: filters.city,
          job_type: alertFilters.job_type ?? undefined,
          experience_level: alertFilters.experience_level ?? undefined,
          is_remote: alertFilters.is_remote ?? undefined,
          ...values,
        })
      }
      onDone={onCreated}
      onCancel={onCancel}
    />
  );
}

/** Renaming an alert or changing how often it mails, on Job Alerts. */
export function EditJobAlertForm({ alert, onDone }: { alert: JobAlert; onDone: () => void }) {
  const update = useUpdateJobAlert();
  return (
    <AlertForm
      heading={jobAlertMessages.editLabel(alert.name)}
      intro={<p className="text-sm text-stone-700">{alert.summary}</p>}
      defaultValues={{ name: alert.name, frequency: alert.frequency }}
      submitLabel={jobAlertMessages.saveChanges}
      failureFallback={jobAlertMessages.updateFailed}
      send={(changes) => update.mutateAsync({ id: alert.id, changes })}
      onDone={(message) => {
        toast.success(message);
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
