export const SA_TIME_ZONE = 'Africa/Johannesburg';

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
