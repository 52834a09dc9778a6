import type { z } from 'zod';
import { apiMessages, fieldErrors } from '@akwaaba/contracts';
import { AppError } from './errors.ts';

/**
 * Parses a body Fastify could not validate itself (multipart fields) with the same zod
 * schema a JSON body gets, answering the same 422 with field messages.
 */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error.issues);
  const first = Object.entries(errors).find(([field]) => field !== '_')?.[1][0];
  throw new AppError('validation', 422, first ?? apiMessages.invalidData, errors);
}
