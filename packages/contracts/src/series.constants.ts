import { CLOCKS, type Clock } from './common/dates.ts';

/**
 * How a series repeats (decision 039): every week, every two weeks, or monthly on a weekday of the month, as churches
 * and associations meet ("the second Sunday", "the last Saturday"). Monthly is by weekday, never by date.
 */
export const SERIES_REPEATS = ['weekly', 'fortnightly', 'monthly', 'monthly_last'] as const;
export type SeriesRepeat = (typeof SERIES_REPEATS)[number];

/** The form's "Repeats" choice: a single event, or one of the series. */
export const REPEAT_CHOICES = ['none', ...SERIES_REPEATS] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];

/** A series is bounded: at least two dates, at most 52, the last within 12 months of the first. */
export const SERIES_MIN_DATES = 2;
export const SERIES_MAX_DATES = 52;
export const SERIES_MAX_MONTHS = 12;

/** An edit of one date of a series changes it alone, or it and every later date. */
export const EDIT_SCOPES = ['this', 'future'] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];

/** How many of a series' next dates its page lists. */
export const SERIES_DATES_SHOWN = 6;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const ORDINALS = ['first', 'second', 'third', 'fourth', 'last'] as const;

/** The weekday and its place in the month of an instant on `clock` (days 29 to 31 are the month's last). */
export function weekdayOfMonth(iso: string, clock: Clock) {
  const local = new Date(new Date(iso).getTime() + CLOCKS[clock].offsetMs);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const day = local.getUTCDate();
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return {
    weekday: WEEKDAYS[local.getUTCDay()]!,
    position: Math.min(Math.ceil(day / 7), 5),
    inLastWeek: day + 7 > daysInMonth,
  };
}

/** The choices the form offers for a start: monthly on the last weekday only when the start is in a month's last week. */
export function repeatChoicesFor(iso: string | null, clock: Clock): readonly RepeatChoice[] {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return REPEAT_CHOICES;
  const { position, inLastWeek } = weekdayOfMonth(iso, clock);
  // From the 29th on, "monthly" already means the last weekday: one choice says it.
  if (position === 5) return ['none', 'weekly', 'fortnightly', 'monthly_last'];
  return inLastWeek ? REPEAT_CHOICES : ['none', 'weekly', 'fortnightly', 'monthly'];
}

/** 'Weekly on Sundays', 'Monthly on the last Sunday': the rule in words, for the start it repeats from. */
export function repeatLabel(repeat: RepeatChoice, iso: string | null, clock: Clock): string {
  if (repeat === 'none') return seriesMessages.doesNotRepeat;
  if (!iso || Number.isNaN(new Date(iso).getTime())) return seriesMessages.repeats[repeat];
  const { weekday, position } = weekdayOfMonth(iso, clock);
  switch (repeat) {
    case 'weekly':
      return `Weekly on ${weekday}s`;
    case 'fortnightly':
      return `Every two weeks on ${weekday}s`;
    case 'monthly':
      return `Monthly on the ${ORDINALS[position - 1]} ${weekday}`;
    case 'monthly_last':
      return `Monthly on the last ${weekday}`;
  }
}

/** The series texts (decision 039). */
export const seriesMessages = {
  repeatLabel: 'Repeats',
  doesNotRepeat: 'Does not repeat',
  repeatHint: 'Each date is its own event, with its own RSVPs and places.',
  /** Without a start to name the weekday. */
  repeats: {
    weekly: 'Weekly',
    fortnightly: 'Every two weeks',
    monthly: 'Monthly, on the same weekday of the month',
    monthly_last: 'Monthly, on the last weekday of the month',
  } satisfies Record<SeriesRepeat, string>,
  /** The mark on a card of a series' next date. */
  repeatsMark: {
    weekly: 'Repeats weekly',
    fortnightly: 'Repeats every two weeks',
    monthly: 'Repeats monthly',
    monthly_last: 'Repeats monthly',
  } satisfies Record<SeriesRepeat, string>,
  endsLabel: 'Ends',
  endsOn: 'On a date',
  endsAfter: 'After a number of dates',
  untilLabel: 'Last date',
  countLabel: 'Number of dates',
  boundsHint: 'Up to 52 dates within 12 months.',
  repeatInvalid: 'Please choose how the event repeats from the list',
  endRequired: 'Choose when the series ends: a last date or a number of dates',
  endBoth: 'Choose a last date or a number of dates, not both',
  untilInvalid: 'Last date is not a valid date',
  untilBeforeStart: 'The last date must be on or after the start date',
  countWhole: 'The number of dates must be a whole number',
  countMin: 'A series needs at least 2 dates',
  tooMany: 'A series may have at most 52 dates',
  tooLong: 'A series may run for at most 12 months',
  lastWeekdayUnavailable: 'Only an event in the last week of a month can repeat on the last weekday',
  overlap: 'Each date must end before the next one starts',
  // Editing one date of a series
  scopeLabel: 'Apply the changes to',
  scopeThis: 'This date only',
  scopeFuture: 'This and all later dates',
  scopeInvalid: 'Choose this date only, or this and all later dates',
  scopeThisHint: 'Its repeat rule is changed with "This and all later dates".',
  deleteScopeThis: 'Delete this date',
  deleteScopeFuture: 'Delete this and all later dates',
  deleteFutureConfirm: 'Delete this date and every later date of the series? Their attendees are told.',
  seriesDeleted: 'The dates were deleted.',
  // The event's page
  seriesHeading: 'Repeats',
  dateOf: (position: number, count: number) => `Date ${position} of ${count}`,
  otherDates: 'Next dates',
  cancelledDate: 'cancelled',
  noOtherDates: 'This is the last date of the series.',
  addSeriesToCalendar: 'Add every date to calendar',
  /** The admin's queue: one entry decides every waiting date. */
  pendingDates: (count: number) => `${count} dates, decided together`,
  createdSeries: (count: number) => `Your series of ${count} events was created.`,
} as const;
