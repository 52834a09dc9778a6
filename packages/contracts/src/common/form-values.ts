import { z } from 'zod';

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
 * An empty string (or null) from a form field means "no value" and becomes null; a field that
 * was not sent stays undefined, so a partial update leaves what is stored as it was.
 */
export function optionalText(max: number) {
  return z.string().trim().max(max).nullish().transform(emptyToNull);
}

/** '' and null become null; undefined (not sent) stays undefined. */
export function emptyToNull<T>(value: T | '' | null | undefined): T | null | undefined {
  return value === undefined ? undefined : value ? value : null;
}

/** http(s) links only: javascript: and data: URLs never reach a page. */
export function httpUrl(message: string) {
  return z
    .string()
    .trim()
    .max(2048)
    .refine((value) => {
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
    .union([z.literal(''), httpUrl(message)])
    .nullish()
    .transform(emptyToNull);
}
