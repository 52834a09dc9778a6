import type { z } from 'zod';
import { fieldErrors } from '@akwaaba/contracts';
import { invalidInput } from './errors.ts';

/**
 * Parses a body Fastify could not validate itself (multipart fields) with the same zod
 * schema a JSON body gets, answering the same 422 with field messages.
 */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw invalidInput(fieldErrors(result.error.issues));
}
