import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormHandleSubmit,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from './api-client';

/**
 * zodResolver for a form typed by what its inputs hold (text, '' for empty) and checked by a contract schema
 * whose input type is looser (unknown, optional, nullable). The schema still decides what is valid;
 * `raw` hands the submit handler the typed text instead of the schema's transformed output.
 */
export function formResolver<TValues extends FieldValues>(
  schema: z.ZodType,
  options: { raw: true },
): Resolver<TValues, unknown, TValues>;
export function formResolver<TValues extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
): Resolver<TValues, unknown, z.output<TSchema>>;
export function formResolver(schema: z.ZodType, options?: { raw: true }) {
  // The overloads carry the types; zodResolver's own generics cannot relate the two value shapes.
  return options ? zodResolver(schema as never, undefined, options) : zodResolver(schema as never);
}

/**
 * A listing form's checks (events, businesses, jobs): the contract's rules, which the server runs too, on what the
 * form would send (`toInput`, as the submit builds it), then the form's own checks (`more`), which add their messages
 * to `errors` for the fields the contract left without one. The submit handler gets the typed text.
 */
export function contractFormResolver<TValues extends FieldValues>(
  contract: z.ZodType,
  toInput: (values: TValues) => unknown,
  more?: (values: TValues, errors: FieldErrors<TValues>) => void,
): Resolver<TValues, unknown, TValues> {
  const checkContract = formResolver<TValues>(
    z.preprocess((values) => toInput(values as TValues), contract),
    { raw: true },
  );
  return async (values, context, options) => {
    const result = await checkContract(values, context, options);
    const errors = { ...result.errors } as FieldErrors<TValues>;
    more?.(values, errors);
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
}

/** Gives `field` the message, unless it shows one already (the first message a field gets is the one it shows). */
export function addFieldError<TValues extends FieldValues>(
  errors: FieldErrors<TValues>,
  field: keyof TValues,
  message: string | undefined,
): void {
  if (message && !errors[field]) (errors as Record<keyof TValues, unknown>)[field] = { type: 'custom', message };
}

/**
 * Puts a 422's field messages under the form's fields (first message per field).
 * Returns whether any field got one, so the caller can decide what else to say.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (message) {
      // useAppForm focuses the first of them in the form's order once the submit handler returns.
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

/** Focuses the first invalid field in the order the form shows them. */
function focusFirstInvalid(scope: ParentNode, isInvalid: (name: string) => boolean): void {
  for (const element of scope.querySelectorAll<HTMLElement & { name: string }>('input, select, textarea')) {
    if (element.name && !element.matches(':disabled') && isInvalid(element.name)) {
      element.focus();
      return;
    }
  }
}

/**
 * useForm, with a failed submit (the form's own checks or the server's refusal) focusing the first invalid field in
 * the form's order. react-hook-form's own focus follows the order fields were registered in, which is not the form's:
 * `Field`'s render prop registers its input after the fields the form registers in its own render.
 */
export function useAppForm<TValues extends FieldValues, TContext = unknown, TTransformed = TValues>(
  props: UseFormProps<TValues, TContext, TTransformed>,
): UseFormReturn<TValues, TContext, TTransformed> {
  const form = useForm<TValues, TContext, TTransformed>({ ...props, shouldFocusError: false });
  const handleSubmit: UseFormHandleSubmit<TValues, TTransformed> = (onValid, onInvalid) => async (event) => {
    const scope = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : document;
    await form.handleSubmit(onValid, onInvalid)(event);
    // getFieldState reads the form's current errors (form.formState is the last render's).
    focusFirstInvalid(scope, (name) => form.getFieldState(name as Path<TValues>).invalid);
    // The forms' submit handlers answer nothing anyone reads.
    return undefined;
  };
  return { ...form, handleSubmit };
}
