import { z } from 'zod';
import { hasControlCharacters } from './text.ts';

/**
 * Booleans from forms and query strings: '1'/'0'/'true'/'false' read explicitly.
 * (z.coerce.boolean would turn '0' and 'false' into true.)
 */
export const formBoolean = z.union([
  z.boolean(),
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off'])
    .transform((value) => value === '1' || value === 'true' || value === 'on'),
]);

/**
 * '' and null from a form field mean "no value" (null); undefined means "not sent" and stays
 * undefined, so a partial update leaves what is stored as it was. Anything else (0 and false
 * included) is kept as sent.
 */
export function emptyToNull<T>(value: T | '' | null | undefined): T | null | undefined {
  return value === '' || value === null ? null : value;
}

/**
 * z.preprocess typed by what a typed body sends: `schema`'s own input instead of `unknown`, so z.input (the type the
 * web builds its bodies with) says what the OpenAPI document says, which zod writes from `schema`. `clean` still
 * takes whatever arrives (a multipart form's text, an older client's strings) and `schema` coerces it as before.
 */
export function typedPreprocess<T extends z.ZodType>(clean: (value: unknown) => unknown, schema: T) {
  return z.preprocess((value: z.input<T>) => clean(value), schema);
}

/** An optional field of a form (a singleLineText or multiLineText): blank is null, not sent stays undefined. */
export function optionalText<T extends z.ZodType<string, string>>(schema: T) {
  return schema.nullish().transform(emptyToNull);
}

/** http(s) links only: javascript: and data: URLs never reach a page, control characters never reach the database. */
export function httpUrl(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(2048, message)
    .refine((value) => {
      if (hasControlCharacters(value)) return false;
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, message);
}

export function optionalHttpUrl(message: string) {
  return z
    .union([z.literal(''), httpUrl(message)], { error: message })
    .nullish()
    .transform(emptyToNull);
}
