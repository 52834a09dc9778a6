export const SA_TIME_ZONE = 'Africa/Johannesburg';

/** South Africa keeps UTC+2 all year (no daylight saving): the one place the offset is written. */
export const SA_UTC_OFFSET = '+02:00';
const SA_UTC_OFFSET_MS = 2 * 3_600_000;

/**
 * The instant of a South African wall-clock time ('YYYY-MM-DDTHH:mm', seconds optional) as a
 * datetime-local input gives it; null when the text is not written that way.
 */
export function fromSaLocalTime(local: string): Date | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local) ? new Date(`${local}${SA_UTC_OFFSET}`) : null;
}

/** South African midnight starting a YYYY-MM-DD day ('date_from' filters, "today" in lists); Invalid Date for anything else. */
export function saMidnight(date: string): Date {
  return fromSaLocalTime(`${date}T00:00`) ?? new Date(NaN);
}

/** South African wall-clock time of an instant, 'YYYY-MM-DDTHH:mm:ss' (calendar files, "today"). */
export function saLocalDateTime(instant: Date): string {
  return new Date(instant.getTime() + SA_UTC_OFFSET_MS).toISOString().slice(0, 19);
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

const longDate = new Intl.DateTimeFormat('en-ZA', {
  timeZone: SA_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const monthYear = new Intl.DateTimeFormat('en-ZA', { timeZone: SA_TIME_ZONE, month: 'long', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-ZA', {
  timeZone: SA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

// en-GB spells the day without a leading zero and the time on a 24-hour clock, as event pages write them.
const weekdayDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: SA_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const clockTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: SA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Saturday, 21 November 2026', in South African time. */
export function formatWeekdayDate(iso: string): string {
  return weekdayDate.format(new Date(iso));
}

/** '14:00', in South African time. */
export function formatClockTime(iso: string): string {
  return clockTime.format(new Date(iso));
}

/** '21 November 2026', in South African time. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** 'November 2026', for "Member since". */
export function formatMonthYear(iso: string): string {
  return monthYear.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
