/**
 * Reminders, reconfirmation and an organiser's cancellation (decision 037): the texts of the messages and pages.
 * Times in them are always on both clocks (formatDateTimeTwoClocks).
 */

/** Attendees are reminded this many hours before the start. */
export const REMINDER_HOURS_BEFORE = 24;
/**
 * The reconfirmation deadline, in hours before the start: after the reminder (which asks) and far enough before the
 * start for someone on the waitlist to make it.
 */
export const RECONFIRM_HOURS_MIN = 1;
export const RECONFIRM_HOURS_MAX = 23;
/** The choices the event form offers. */
export const RECONFIRM_HOUR_CHOICES = [2, 4, 6, 12] as const;
/** What is left of a deleted event stays this long after its end, for the calendar feeds (decision 037). */
export const DELETED_EVENT_KEEP_DAYS = 30;

/** The page a reminder's 'Still coming?' link opens. */
export const RECONFIRM_PATH = '/reconfirm';

export const RECONFIRM_ANSWERS = ['yes', 'no'] as const;
export type ReconfirmAnswer = (typeof RECONFIRM_ANSWERS)[number];

export const reminderMessages = {
  // The event form
  reconfirmLabel: 'Ask attendees to reconfirm',
  reconfirmHint:
    'The reminder a day before asks "Still coming?". Places not reconfirmed by the deadline go to the waitlist.',
  reconfirmDeadlineLabel: 'Reconfirm by',
  reconfirmNone: 'Do not ask',
  reconfirmHoursChoice: (hours: number) => `${hours} hours before the start`,
  reconfirmHoursInvalid: `Choose a deadline between ${RECONFIRM_HOURS_MIN} and ${RECONFIRM_HOURS_MAX} hours before the start`,
  reconfirmNeedsCapacity: 'Reconfirmation needs a capacity: set the maximum number of attendees.',
  // The reconfirmation page (a link in the reminder, no sign-in)
  reconfirmTitle: 'Still coming?',
  reconfirmYes: "Yes, I'm coming",
  reconfirmNo: "I can't come",
  reconfirmIntro: (deadline: string) => `Please let the organiser know by ${deadline}.`,
  reconfirmedYes: 'Thank you: your place is kept. See you there!',
  reconfirmedAlready: 'You already reconfirmed: your place is kept.',
  reconfirmedNo: 'Thank you for letting us know: your place went to someone on the waitlist.',
  reconfirmClosed: 'The time to reconfirm has passed.',
  reconfirmReleased: 'The time to reconfirm has passed and your place went to someone on the waitlist.',
  reconfirmGone: 'This RSVP no longer exists: it was cancelled, or the event was cancelled or deleted.',
  reconfirmInvalid: 'This link is not valid. Please use the link from your reminder.',
  reconfirmFailed: 'We could not save your answer. Please try again.',
  // The organiser's attendee list
  reconfirmedMark: 'Reconfirmed',
  notReconfirmedMark: 'Not reconfirmed yet',
  // Cancellation by the organiser
  cancelEvent: 'Cancel event',
  cancelConfirm:
    'Cancel this event? Everyone who RSVPed is told at once, and the page stays up saying it is cancelled. This cannot be undone.',
  cancelled: 'The event was cancelled. Everyone who RSVPed has been told.',
  alreadyCancelled: 'This event is already cancelled.',
  cancelledBanner: 'This event was cancelled by its organiser.',
  cancelledMark: 'Cancelled',
  cannotRsvpCancelled: 'This event was cancelled.',
  cannotEditCancelled: 'A cancelled event cannot be changed.',
  cancelFailed: 'Failed to cancel the event. Please try again.',
} as const;

/** The reminder, by mail, feed entry and SMS (the SMS is short: one or two parts). */
export const reminderTexts = {
  subject: (title: string) => `Reminder: “${title}” is tomorrow`,
  entry: (title: string, when: string) => `Reminder: “${title}” starts ${when}.`,
  where: (place: string) => `Where: ${place}`,
  map: (url: string) => `Map: ${url}`,
  online: (url: string) => `Online: ${url}`,
  askReconfirm: (deadline: string) =>
    `Still coming? Please reconfirm by ${deadline}; places not reconfirmed then go to people on the waitlist.`,
  reconfirmAction: 'Answer: still coming?',
  seeEvent: 'See the event',
  sms: (title: string, when: string, place: string | null) =>
    `Akwaaba reminder: "${title}" starts ${when}${place ? ` at ${place}` : ''}.`,
  smsReconfirm: (url: string) => ` Still coming? Reply here: ${url}`,
  footer: 'You received this reminder because you RSVPed to this event on Akwaaba.',
} as const;

/** Those released at the reconfirmation deadline hear it. */
export const releaseTexts = {
  subject: (title: string) => `Your place at “${title}” was released`,
  entry: (title: string) =>
    `Your place at “${title}” was not reconfirmed by the deadline, so it went to someone on the waitlist.`,
  sms: (title: string) =>
    `Akwaaba: your place at "${title}" was not reconfirmed in time, so it went to someone on the waitlist.`,
} as const;
