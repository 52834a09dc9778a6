import { CLOCKS, type Clock, isCalendarDate } from './common/dates.ts';
import { readEventDate } from './events.rules.ts';
import {
  SERIES_MAX_DATES,
  SERIES_MAX_MONTHS,
  SERIES_MIN_DATES,
  seriesMessages,
  weekdayOfMonth,
  type RepeatChoice,
  type SeriesRepeat,
} from './series.constants.ts';

const DAY_MS = 86_400_000;

/** A series' rule: how it repeats from its first start, on the clock of where it is held, and when it ends. */
export interface SeriesRule {
  repeat: SeriesRepeat;
  /** The first date's start. */
  start: Date;
  clock: Clock;
  /** The last day (YYYY-MM-DD on `clock`) a date may fall on, or null. */
  until: string | null;
  /** How many dates, or null. */
  count: number | null;
}

/** The day `months` months after a YYYY-MM-DD day (31 January + 1 month is 3 March, as Date counts). */
function addMonthsToDay(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + months, date)).toISOString().slice(0, 10);
}

/** The day of the month of the `position`th (5: last) `weekday` of a month, as a UTC date. */
function weekdayInMonth(year: number, month: number, weekday: number, position: number): number {
  if (position === 5) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7);
  }
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((weekday - firstWeekday + 7) % 7) + (position - 1) * 7;
}

/**
 * The starts of a series' dates, on the wall clock of where it is held (both clocks are fixed all year, so a date
 * keeps its time of day). Never more than `limit` (one past the cap by default, so a rule over it is seen), however
 * far the rule reaches: the work is bounded whatever is asked.
 */
export function seriesDates(rule: SeriesRule, limit = SERIES_MAX_DATES + 1): Date[] {
  const offset = CLOCKS[rule.clock].offsetMs;
  const first = new Date(rule.start.getTime() + offset);
  const timeOfDay = first.getTime() - Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate());
  const { position } = weekdayOfMonth(rule.start.toISOString(), rule.clock);
  const weekday = first.getUTCDay();
  const wanted = Math.min(limit, rule.count ?? limit);
  const dates: Date[] = [];
  for (let index = 0; dates.length < wanted; index += 1) {
    let local: Date;
    if (rule.repeat === 'weekly' || rule.repeat === 'fortnightly') {
      local = new Date(first.getTime() + index * (rule.repeat === 'weekly' ? 7 : 14) * DAY_MS);
    } else {
      const year = first.getUTCFullYear();
      const month = first.getUTCMonth() + index;
      const day = weekdayInMonth(year, month, weekday, rule.repeat === 'monthly_last' ? 5 : position);
      local = new Date(Date.UTC(year, month, day) + timeOfDay);
    }
    if (rule.until !== null && local.toISOString().slice(0, 10) > rule.until) break;
    dates.push(new Date(local.getTime() - offset));
  }
  return dates;
}

/** What the form says of a series, as sent (times as typed, read on the clock of where it is held). */
export interface SeriesFields {
  repeat?: RepeatChoice | null;
  held_in?: Clock;
  start_date?: string | null;
  end_date?: string | null;
  repeat_until?: string | null;
  repeat_count?: number | null;
}

export type SeriesFieldErrors = Partial<Record<'repeat' | 'repeat_until' | 'repeat_count' | 'end_date', string>>;

/**
 * The series' rules across fields (decision 039): it must end, by a last date or a number of dates, within the
 * bounds, on a rule its start allows, each date ending before the next starts. The server's schema and the web
 * form both run these.
 */
export function seriesFieldErrors(fields: SeriesFields): SeriesFieldErrors {
  const repeat = fields.repeat ?? 'none';
  if (repeat === 'none' || !fields.start_date) return {};
  const clock = fields.held_in ?? 'south_africa';
  const start = readEventDate(fields.start_date, clock);
  if (Number.isNaN(start.getTime())) return {};
  const until = fields.repeat_until ?? null;
  const count = fields.repeat_count ?? null;
  if (until === null && count === null) return { repeat_until: seriesMessages.endRequired };
  if (until !== null && count !== null) return { repeat_count: seriesMessages.endBoth };
  if (until !== null && !isCalendarDate(until)) return { repeat_until: seriesMessages.untilInvalid };
  const { inLastWeek } = weekdayOfMonth(start.toISOString(), clock);
  if (repeat === 'monthly_last' && !inLastWeek) return { repeat: seriesMessages.lastWeekdayUnavailable };

  const firstDay = new Date(start.getTime() + CLOCKS[clock].offsetMs).toISOString().slice(0, 10);
  const latestDay = addMonthsToDay(firstDay, SERIES_MAX_MONTHS);
  const endField = until !== null ? 'repeat_until' : 'repeat_count';
  if (until !== null && until < firstDay) return { repeat_until: seriesMessages.untilBeforeStart };
  if (until !== null && until > latestDay) return { repeat_until: seriesMessages.tooLong };

  const dates = seriesDates({ repeat, start, clock, until, count });
  if (dates.length > SERIES_MAX_DATES) return { [endField]: seriesMessages.tooMany };
  if (dates.length < SERIES_MIN_DATES) return { [endField]: seriesMessages.countMin };
  const lastDay = new Date(dates.at(-1)!.getTime() + CLOCKS[clock].offsetMs).toISOString().slice(0, 10);
  if (lastDay > latestDay) return { [endField]: seriesMessages.tooLong };

  if (fields.end_date) {
    const duration = readEventDate(fields.end_date, clock).getTime() - start.getTime();
    const overlaps = dates.some((date, index) => index > 0 && dates[index - 1]!.getTime() + duration > date.getTime());
    if (overlaps) return { end_date: seriesMessages.overlap };
  }
  return {};
}
