import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { businessMessages, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '@akwaaba/contracts';
import { cn } from '@/components/ui/cn';
import { FieldError } from '@/components/ui/field';
import { Checkbox, Input } from '@/components/ui/input';
import type { BusinessFormValues, HoursMode } from './business-form-values';

type HoursEditorProps = { form: UseFormReturn<BusinessFormValues, unknown, BusinessFormValues> };

const modes: Record<HoursMode, string> = {
  days: 'Set the hours for each day',
  unspecified: businessMessages.hoursNotSpecified,
};

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

function DayRow({ day, form }: HoursEditorProps & { day: Weekday }) {
  const id = useId();
  const [closed, other] = useWatch({ control: form.control, name: [`hours.${day}.closed`, `hours.${day}.other`] });
  const errors = form.formState.errors.hours?.[day];
  const openError = errors?.open?.message;
  const closeError = errors?.close?.message;
  const otherId = `${id}-other`;
  const label = WEEKDAY_LABELS[day];

  return (
    <fieldset className="min-w-0 border-b border-stone-100 py-3 last:border-b-0">
      <legend className="sr-only">{label}</legend>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {/* The legend names the group for screen readers; this shows it as the row's label. */}
        <span aria-hidden="true" className="w-24 font-medium text-stone-900">
          {label}
        </span>
        <div className="flex min-h-11 items-center gap-2">
          <Checkbox id={`${id}-closed`} {...form.register(`hours.${day}.closed`)} />
          <label htmlFor={`${id}-closed`} className="text-sm text-stone-800">
            {businessMessages.closed}
          </label>
        </div>
        {!closed && (
          <div className="flex items-center gap-1.5">
            <label htmlFor={`${id}-open`} className="sr-only">
              {label} opens
            </label>
            <div className="w-[8.75rem]">
              <Input
                id={`${id}-open`}
                type="time"
                aria-invalid={openError ? true : undefined}
                aria-describedby={describedBy(openError && `${id}-open-error`, other && otherId)}
                {...form.register(`hours.${day}.open`)}
              />
            </div>
            <span aria-hidden="true" className="text-stone-600">
              to
            </span>
            <label htmlFor={`${id}-close`} className="sr-only">
              {label} closes
            </label>
            <div className="w-[8.75rem]">
              <Input
                id={`${id}-close`}
                type="time"
                aria-invalid={closeError ? true : undefined}
                aria-describedby={describedBy(closeError && `${id}-close-error`, other && otherId)}
                {...form.register(`hours.${day}.close`)}
              />
            </div>
          </div>
        )}
      </div>
      {!closed && (other || openError || closeError) && (
        <div className="mt-1 space-y-1 sm:pl-28">
          {other && (
            <p id={otherId} className="text-sm text-stone-600">
              Saved as “{other}”. Set the times to replace it.
            </p>
          )}
          <FieldError id={`${id}-open-error`} message={openError} />
          <FieldError id={`${id}-close-error`} message={closeError} />
        </div>
      )}
    </fieldset>
  );
}

/**
 * Opening hours per weekday (Closed, or open between two times), or 'Hours not specified', which the directory shows
 * instead of the week.
 */
export function OperatingHoursEditor({ form }: HoursEditorProps) {
  const mode = useWatch({ control: form.control, name: 'hours_mode' });
  return (
    <div className="space-y-4">
      <div className="grid gap-2 sm:grid-cols-2">
        {(Object.keys(modes) as HoursMode[]).map((value) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm font-semibold text-stone-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ghana-green',
              mode === value ? 'border-ghana-green bg-ghana-green-light' : 'border-stone-300 hover:bg-stone-50',
            )}
          >
            <input type="radio" value={value} {...form.register('hours_mode')} className="accent-ghana-green" />
            {modes[value]}
          </label>
        ))}
      </div>
      {mode === 'days' && (
        <div>
          {WEEKDAYS.map((day) => (
            <DayRow key={day} day={day} form={form} />
          ))}
        </div>
      )}
    </div>
  );
}
