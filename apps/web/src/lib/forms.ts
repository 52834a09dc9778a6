import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
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
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
