import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  EDIT_SCOPES,
  readEventDate,
  repeatChoicesFor,
  repeatLabel,
  SERIES_MAX_DATES,
  SERIES_MIN_DATES,
  seriesMessages,
  type EditScope,
} from '@akwaaba/contracts';
import { ChoiceCard } from '@/components/form-layout';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { EventFormValues } from './event-form-values';

type Form = UseFormReturn<EventFormValues, unknown, EventFormValues>;

const scopeLabels: Record<EditScope, string> = {
  this: seriesMessages.scopeThis,
  future: seriesMessages.scopeFuture,
};

/** The start as an instant, for naming its weekday; null while it is not a date yet. */
function startInstant(start: string, heldIn: EventFormValues['held_in']): string | null {
  if (!start) return null;
  const instant = readEventDate(start, heldIn);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** On an edit of a date of a series: whether the changes are for it alone or for it and every later date. */
export function EditScopeChoice({ form }: { form: Form }) {
  const scope = useWatch({ control: form.control, name: 'scope' });
  if (scope === null) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">{seriesMessages.scopeLabel}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {EDIT_SCOPES.map((value) => (
          <ChoiceCard
            key={value}
            label={scopeLabels[value]}
            selected={scope === value}
            value={value}
            {...form.register('scope')}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Repeats" (decision 039): does not repeat, weekly, every two weeks or monthly on the start's weekday of the month,
 * each named for the start chosen; then the end, a last date or a number of dates. On "this date only" of a series
 * the rule is shown but not changed.
 */
export function RepeatFields({ form }: { form: Form }) {
  const [repeat, ends, start, heldIn, scope] = useWatch({
    control: form.control,
    name: ['repeat', 'repeat_ends', 'start_date', 'held_in', 'scope'],
  });
  const { errors } = form.formState;
  const instant = startInstant(start, heldIn);
  const choices = repeatChoicesFor(instant, heldIn);
  const offered = choices.includes(repeat) ? choices : [...choices, repeat];
  const locked = scope === 'this';
  return (
    <div className="space-y-4">
      <Field
        label={seriesMessages.repeatLabel}
        error={errors.repeat?.message}
        hint={locked ? seriesMessages.scopeThisHint : seriesMessages.repeatHint}
      >
        {(control) => (
          <Select {...control} {...form.register('repeat')} disabled={locked}>
            {offered.map((choice) => (
              <option key={choice} value={choice}>
                {repeatLabel(choice, instant, heldIn)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {repeat !== 'none' && !locked && (
        <>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-stone-800">{seriesMessages.endsLabel}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              <ChoiceCard
                label={seriesMessages.endsAfter}
                selected={ends === 'count'}
                value="count"
                {...form.register('repeat_ends')}
              />
              <ChoiceCard
                label={seriesMessages.endsOn}
                selected={ends === 'until'}
                value="until"
                {...form.register('repeat_ends')}
              />
            </div>
          </fieldset>
          {ends === 'count' ? (
            <Field
              label={seriesMessages.countLabel}
              required
              error={errors.repeat_count?.message}
              hint={seriesMessages.boundsHint}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register('repeat_count')}
                  type="number"
                  inputMode="numeric"
                  aria-required
                  min={SERIES_MIN_DATES}
                  max={SERIES_MAX_DATES}
                  step={1}
                />
              )}
            </Field>
          ) : (
            <Field
              label={seriesMessages.untilLabel}
              required
              error={errors.repeat_until?.message}
              hint={seriesMessages.boundsHint}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register('repeat_until')}
                  type="date"
                  aria-required
                  min={start ? start.slice(0, 10) : undefined}
                />
              )}
            </Field>
          )}
        </>
      )}
    </div>
  );
}
