import { z } from 'zod';
import { textMessages } from './messages.ts';

/**
 * Characters no stored text may hold: PostgreSQL refuses NUL in text and a lone UTF-16 surrogate
 * in JSON (the outbox), and the other C0/C1 controls (escape sequences, bells, backspaces) only
 * ever arrive to break a page, a log or a CSV. A one-line field refuses tabs and line breaks too;
 * a multi-line field keeps them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\p{Cs}]*$/u;
// eslint-disable-next-line no-control-regex -- as above, with tab, LF and CR allowed
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Cs}]*$/u;

export interface TextRules {
  /** The field as the form names it ('Event title'); every message starts with it. */
  label: string;
  /** Set for a required field: its message for a missing or blank value. */
  required?: string;
  /** A message of the spec for a value over the maximum, where it has one. */
  tooLong?: string;
}

function text(max: number, { label, required, tooLong }: TextRules, allowed: RegExp, controlMessage: string) {
  const base = z.string({ error: required ?? textMessages.notText(label) }).trim();
  return (required ? base.min(1, { error: required, abort: true }) : base)
    .regex(allowed, controlMessage)
    .max(max, tooLong ?? textMessages.tooLong(label, max));
}

/** One line of stored text, trimmed: a name, a title, a city. Chain `.min()` for a lower bound. */
export function singleLineText(max: number, rules: TextRules) {
  return text(max, rules, SINGLE_LINE, textMessages.singleLineControl(rules.label));
}

/** Stored text that may run over several lines (tabs and line breaks kept): a description, a bio. */
export function multiLineText(max: number, rules: TextRules) {
  return text(max, rules, MULTI_LINE, textMessages.control(rules.label));
}

/** Whether a value carries a character that no one-line field stores (a control, a lone surrogate). */
export function hasControlCharacters(value: string): boolean {
  return !SINGLE_LINE.test(value);
}

/**
 * A list filter: refused when it carries control characters (it could only be an attack), and
 * otherwise ignored rather than refused when it is not usable (too long, repeated, not text).
 */
export function filterText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .refine((value) => value === undefined || !hasControlCharacters(value), textMessages.singleLineControl(label));
}

/**
 * The most characters a text schema accepts (its `.max()`), looking through the optional, nullable, default, catch,
 * preprocess and union wrappers the forms' fields are built with; undefined when it sets no maximum.
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodCatch
  ) {
    return maxLengthOf(schema.unwrap() as z.ZodType);
  }
  // A preprocess is a pipe whose input is the transform; a `.pipe(z.email())` checks its length before the pipe.
  if (schema instanceof z.ZodPipe) return maxLengthOf(schema.in as z.ZodType) ?? maxLengthOf(schema.out as z.ZodType);
  if (schema instanceof z.ZodUnion) {
    const limits = (schema.options as z.ZodType[]).map(maxLengthOf).filter((limit) => limit !== undefined);
    return limits.length > 0 ? Math.max(...limits) : undefined;
  }
  return undefined;
}

/** The object inside a form's schema, under its refinements, transforms and preprocessing. */
function objectOf(schema: z.ZodType): z.ZodObject | undefined {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodPipe) return objectOf(schema.in as z.ZodType) ?? objectOf(schema.out as z.ZodType);
  return undefined;
}

/** A form's fields by name (a preprocessed schema's input is unknown, so its output names them too). */
type TextLimits<T extends z.ZodType> = { readonly [K in keyof z.input<T> | keyof z.output<T>]-?: number | undefined };

/**
 * Each field's maximum length (undefined for a field without one), read from a form's contract schema: the form's
 * `maxLength` attributes and character counters come from here, so the limit is written once, in the schema.
 */
export function textLimits<T extends z.ZodType>(schema: T): TextLimits<T> {
  const shape: Record<string, z.ZodType> = objectOf(schema)?.shape ?? {};
  return Object.fromEntries(
    Object.entries(shape).map(([field, fieldSchema]) => [field, maxLengthOf(fieldSchema)]),
  ) as TextLimits<T>;
}
