export const SA_TIME_ZONE = 'Africa/Johannesburg';

/** South Africa keeps UTC+2 all year (no daylight saving): the one place the offset is written. */
export const SA_UTC_OFFSET = '+02:00';
const SA_UTC_OFFSET_MS = 2 * 3_600_000;

/**
 * The instant of a South African wall-clock time ('YYYY-MM-DDTHH:mm', seconds optional) as a
 * datetime-local input gives it; null when the text is not written that way.
 */
export function fromSaLocalTime(local: string): Date | null {
  return fromLocalTime(local, 'south_africa');
}

/**
 * The two clocks the community lives by, neither with daylight saving: South Africa's (UTC+2) and Ghana's (GMT,
 * UTC+0), where family and many online gatherings keep time. An event is entered in the clock of where it is held
 * and shown in both.
 */
export const CLOCKS = {
  south_africa: { offset: SA_UTC_OFFSET, offsetMs: SA_UTC_OFFSET_MS, place: 'South Africa' },
  ghana: { offset: '+00:00', offsetMs: 0, place: 'Ghana' },
} as const;
export type Clock = keyof typeof CLOCKS;
/** South Africa's first: the clock an event is entered in unless it is held in Ghana, and the first one shown. */
export const CLOCK_NAMES = ['south_africa', 'ghana'] as const satisfies readonly Clock[];

/** The clock beside `clock`: the one whose time is noted beside a time shown on it. */
export const otherClock = (clock: Clock): Clock => (clock === 'ghana' ? 'south_africa' : 'ghana');

/** The instant of a wall-clock time ('YYYY-MM-DDTHH:mm', seconds optional) on `clock`; null when not written so. */
export function fromLocalTime(local: string, clock: Clock): Date | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local) ? new Date(`${local}${CLOCKS[clock].offset}`) : null;
}

/** The wall-clock time of an instant on `clock`, 'YYYY-MM-DDTHH:mm:ss'. */
export function localDateTime(instant: Date, clock: Clock): string {
  return new Date(instant.getTime() + CLOCKS[clock].offsetMs).toISOString().slice(0, 19);
}

/** South African midnight starting a YYYY-MM-DD day ('date_from' filters, "today" in lists); Invalid Date for anything else. */
export function saMidnight(date: string): Date {
  return fromSaLocalTime(`${date}T00:00`) ?? new Date(NaN);
}

/** South African wall-clock time of an instant, 'YYYY-MM-DDTHH:mm:ss' (calendar files, "today"). */
export function saLocalDateTime(instant: Date): string {
  return localDateTime(instant, 'south_africa');
}

/** The YYYY-MM-DD day an instant falls on in South Africa. */
export function saDateOf(instant: Date): string {
  return saLocalDateTime(instant).slice(0, 10);
}

/** Dates any field may hold: past 9999 the ISO form changes ('+010000-…') and stores fail; before 1900 is a typo. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;

export function isInYearRange(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= MIN_YEAR && year <= MAX_YEAR;
}

/** A real calendar day written YYYY-MM-DD within the year range (not 2030-02-31, not 10000-01-01). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return isInYearRange(date) && date.toISOString().slice(0, 10) === value;
}

// Dates are worded here without Intl: the first Intl formatter a page makes costs a phone-class CPU 60-120 ms while
// the browser loads its locale data, in the task that starts the app. South Africa's clock is UTC+2 all year, so its
// wall-clock time is read off the UTC fields. The words are those of en-ZA and en-GB in Node and Chromium, which
// dates.test.ts holds them to over many instants.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** 'Sat', 'Nov'; September is 'Sept', as en-GB abbreviates it. */
const abbreviated = (name: string) => (name === 'September' ? 'Sept' : name.slice(0, 3));
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The calendar and clock of an instant (South Africa's unless said); a RangeError for text that is no date, as Intl throws. */
function wallClock(iso: string, clock: Clock = 'south_africa') {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid time value: ${iso}`);
  const local = new Date(instant.getTime() + CLOCKS[clock].offsetMs);
  return {
    year: local.getUTCFullYear(),
    month: MONTHS[local.getUTCMonth()]!,
    day: local.getUTCDate(),
    weekday: WEEKDAYS[local.getUTCDay()]!,
    time: `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`,
  };
}

/** 'Saturday, 21 November 2026', in South African time unless another clock is said. */
export function formatWeekdayDate(iso: string, clock: Clock = 'south_africa'): string {
  const { weekday, day, month, year } = wallClock(iso, clock);
  return `${weekday}, ${day} ${month} ${year}`;
}

/** '14:00', in South African time unless another clock is said. */
export function formatClockTime(iso: string, clock: Clock = 'south_africa'): string {
  return wallClock(iso, clock).time;
}

/** '21 November 2026', in South African time. */
export function formatLongDate(iso: string): string {
  const { day, month, year } = wallClock(iso);
  return `${day} ${month} ${year}`;
}

/** 'November 2026', for "Member since". */
export function formatMonthYear(iso: string): string {
  const { month, year } = wallClock(iso);
  return `${month} ${year}`;
}

/** '04 Nov 2026, 14:00', in South African time (en-ZA writes the day with two digits here). */
export function formatDateTime(iso: string): string {
  const { day, month, year, time } = wallClock(iso);
  return `${twoDigits(day)} ${abbreviated(month)} ${year}, ${time}`;
}

/** '04 Nov 2026, 14:00 (12:00 in Ghana)': South African time with Ghana's beside it, for messages about an event. */
export function formatDateTimeTwoClocks(iso: string): string {
  return `${formatDateTime(iso)} ${clockNote(iso, 'ghana')}`;
}

/** 'Sat, 21 Nov 2026, 14:00 (12:00 in Ghana)': South African time with Ghana's beside it, for an event's card. */
export function formatShortDateTimeTwoClocks(iso: string): string {
  return `${formatShortDateTime(iso)} ${clockNote(iso, 'ghana')}`;
}

/** 'Sat, 21 Nov 2026, 14:00', in South African time, for cards and rows. */
export function formatShortDateTime(iso: string): string {
  const { weekday, day, month, year, time } = wallClock(iso);
  return `${abbreviated(weekday)}, ${day} ${abbreviated(month)} ${year}, ${time}`;
}

/**
 * The time on `clock` beside a time shown on the other one: '(16:00 in Ghana)', with its day when the two clocks are
 * on different days: '(22:30 Fri in Ghana)'.
 */
export function clockNote(iso: string, clock: Clock): string {
  const other = wallClock(iso, clock === 'ghana' ? 'south_africa' : 'ghana');
  const { time, weekday, day } = wallClock(iso, clock);
  return `(${time}${day === other.day ? '' : ` ${abbreviated(weekday)}`} in ${CLOCKS[clock].place})`;
}

/**
 * An instant on both clocks, '18:00 in South Africa · 16:00 in Ghana'; where the two fall on different days, each
 * time says its day: '00:30 Sun 6 Dec in South Africa · 22:30 Sat 5 Dec in Ghana'.
 */
export function formatTwoClocks(iso: string): string {
  const clocks = CLOCK_NAMES.map((clock) => ({ ...wallClock(iso, clock), place: CLOCKS[clock].place }));
  const sameDay = clocks.every((clock) => clock.day === clocks[0]!.day);
  return clocks
    .map(({ time, weekday, day, month, place }) =>
      sameDay ? `${time} in ${place}` : `${time} ${abbreviated(weekday)} ${day} ${abbreviated(month)} in ${place}`,
    )
    .join(' · ');
}
