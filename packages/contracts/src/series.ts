import { z } from 'zod';
import { isCalendarDate } from './common/dates.ts';
import { emptyToNull, typedPreprocess } from './common/form-values.ts';
import {
  EDIT_SCOPES,
  REPEAT_CHOICES,
  SERIES_MAX_DATES,
  SERIES_MIN_DATES,
  SERIES_REPEATS,
  seriesMessages,
} from './series.constants.ts';
export * from './series.constants.ts';
export * from './series.rules.ts';

/**
 * The event form's series fields (decision 039): how it repeats, and when it ends (a last day on the clock of where
 * it is held, or a number of dates). Their rules across fields are `seriesFieldErrors`, run by the event form's schema.
 * `repeat` left out: a new event does not repeat, and an edit of later dates keeps their rule.
 */
export const seriesInputFields = {
  repeat: typedPreprocess(
    emptyToNull,
    z.enum(REPEAT_CHOICES, { error: seriesMessages.repeatInvalid }).nullable(),
  ).optional(),
  repeat_until: typedPreprocess(
    emptyToNull,
    z
      .string({ error: seriesMessages.untilInvalid })
      .trim()
      .refine(isCalendarDate, seriesMessages.untilInvalid)
      .nullable(),
  )
    .optional()
    .default(null),
  repeat_count: typedPreprocess(
    emptyToNull,
    z.coerce
      .number<number>({ error: seriesMessages.countWhole })
      .int(seriesMessages.countWhole)
      .min(SERIES_MIN_DATES, { error: seriesMessages.countMin, abort: true })
      .max(SERIES_MAX_DATES, seriesMessages.tooMany)
      .nullable(),
  )
    .optional()
    .default(null),
};

/** An edit's reach on a date of a series: this date only (the default), or it and every later date. */
export const editScopeQuery = z.object({
  scope: z.enum(EDIT_SCOPES, { error: seriesMessages.scopeInvalid }).default('this'),
});
export type EditScopeQuery = z.input<typeof editScopeQuery>;

/** What an event's page says of the series it is a date of. */
export const seriesFacts = z.object({
  id: z.number().int(),
  repeat: z.enum(SERIES_REPEATS),
  /** The last day the member chose (YYYY-MM-DD on the event's clock), or null when they chose a number of dates. */
  until: z.string().nullable(),
  /** How many dates the series has. */
  count: z.number().int(),
  /** Which of them this event is (1-based). */
  position: z.number().int(),
  /** The series' next dates after this one that the caller may see (at most SERIES_DATES_SHOWN). */
  next_dates: z.array(z.object({ id: z.number().int(), start_date: z.string(), cancelled: z.boolean() })),
});
export type SeriesFacts = z.infer<typeof seriesFacts>;
