import { useId, type ComponentProps, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { textMessages } from '@akwaaba/contracts';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';

/** Where a text stands against its limit: near it from nine tenths on, over it past the limit. */
export type LimitState = 'under' | 'near' | 'over';

const NEAR_SHARE = 0.9;

export function limitState(length: number, max: number): LimitState {
  if (length > max) return 'over';
  return length >= Math.ceil(max * NEAR_SHARE) ? 'near' : 'under';
}

type LongTextFieldProps = Omit<ComponentProps<'textarea'>, 'maxLength' | 'value' | 'required' | 'children'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /**
   * A required field: the label's star and aria-required (the forms check, not the browser). A form that stars no
   * field passes `aria-required` alone.
   */
  required?: boolean;
  /** The contract's maximum for the field (`textLimits(schema).field`); without one there is no counter. */
  max: number | undefined;
  value: string;
  /** The spacing around the whole field. */
  className?: string;
};

/**
 * A multi-line text with the contract's limit: a counter under it that warns near the limit and past it, and no
 * `maxLength`, because the browser would cut a pasted text without a word. A text over the limit stays as it was
 * typed or pasted, so nothing is lost: the form refuses it with the contract's message and the member trims it.
 */
export function LongTextField({
  label,
  error,
  hint,
  required,
  max,
  value,
  className,
  ...textarea
}: LongTextFieldProps) {
  const counterId = useId();
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <>
          <Textarea
            aria-required={required || undefined}
            {...textarea}
            {...control}
            aria-describedby={
              [control['aria-describedby'], max === undefined ? undefined : counterId].filter(Boolean).join(' ') ||
              undefined
            }
            value={value}
          />
          {/* The stored text is trimmed, so the counter counts what would be stored. */}
          {max !== undefined && <CharacterCounter id={counterId} length={value.trim().length} max={max} />}
        </>
      )}
    </Field>
  );
}

/**
 * The count against the limit, read with the field (aria-describedby) rather than at every key; a polite status says
 * once that the text came near the limit, and once that it went over.
 */
function CharacterCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const state = limitState(length, max);
  const beyond =
    state === 'near'
      ? textMessages.charactersLeft(max - length)
      : state === 'over'
        ? textMessages.charactersOver(length - max)
        : undefined;
  return (
    <div className="flex justify-end">
      <p id={id} className="text-sm tabular-nums">
        <span
          aria-hidden="true"
          className={cn(
            state === 'under' && 'text-stone-600',
            state === 'near' && 'font-medium text-amber-800',
            state === 'over' && 'font-semibold text-ghana-red',
          )}
        >
          {[textMessages.characterCount(length, max), beyond].filter(Boolean).join(' · ')}
        </span>
        <span className="sr-only">
          {[textMessages.characterCountSpoken(length, max), beyond].filter(Boolean).join(', ')}
        </span>
      </p>
      <span role="status" className="sr-only">
        {state === 'near' ? textMessages.nearLimit(max) : state === 'over' ? textMessages.overLimit(max) : ''}
      </span>
    </div>
  );
}

type FormLongTextFieldProps<T extends FieldValues, TTransformed> = Omit<
  LongTextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'ref' | 'error'
> & {
  /** The form's control, whatever its resolver turns the values into. */
  control: Control<T, unknown, TTransformed>;
  name: Path<T>;
  /** Defaults to the field's own error in the form. */
  error?: string;
};

/** LongTextField bound to a react-hook-form field: its value, its error, and the ref the form focuses. */
export function FormLongTextField<T extends FieldValues, TTransformed = T>({
  control,
  name,
  error,
  ...props
}: FormLongTextFieldProps<T, TTransformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <LongTextField
          {...props}
          error={error ?? fieldState.error?.message}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
