import { canonicalCity, canonicalGhanaTown, CITIES, cityLabel, GHANA_TOWNS } from './cities.ts';

// Calendar feeds (decision 038): a member's private subscription and the public feeds of an association, a business
// and a city, read by Google Calendar, Apple Calendar and Outlook.

/** How far back a feed reaches: an event that ended more than this many days ago has left every feed. */
export const CALENDAR_FEED_DAYS_BACK = 30;
/** The most events one feed carries (the soonest first): a calendar app reads the whole file at every refresh. */
export const CALENDAR_FEED_MAX_EVENTS = 500;
/** How often a calendar app is asked to read a feed again (REFRESH-INTERVAL; Google keeps its own pace). */
export const CALENDAR_REFRESH_HOURS = { member: 1, public: 3 } as const;

/** The kinds of public feed, each linked from its page. */
export type PublicCalendarKind = 'association' | 'business' | 'city';

/** A city's or a Ghanaian town's name as a feed's address spells it: 'Cape Town' is 'cape-town'. */
export const citySlug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const PLACES: readonly { value: string }[] = [...CITIES, ...GHANA_TOWNS];

/** The stored city a feed's address names ('cape-town' is 'Cape Town'), or null for a place no event can be in. */
export function cityFromSlug(slug: string): string | null {
  return PLACES.find((place) => citySlug(place.value) === slug)?.value ?? null;
}

/** The city or town a list's filter names (any of its names: 'Port Elizabeth' is 'Gqeberha'), or null: no feed. */
export const feedCity = (name: string): string | null => canonicalCity(name) ?? canonicalGhanaTown(name);

export const calendarMessages = {
  // the member's private feed (My Events)
  panelHeading: 'My events in my calendar',
  panelIntro:
    'Subscribe once in Google Calendar, Apple Calendar or Outlook: the events you are going to, are waitlisted for or asked to join, and those you organise, stay up to date there, with changes and cancellations.',
  create: 'Get my calendar link',
  replace: 'Get a new link',
  revoke: 'Turn off my calendar link',
  replaceConfirm:
    'Get a new calendar link? The one you have stops working at once, and calendars subscribed to it stop updating.',
  revokeConfirm: 'Turn off your calendar link? Calendars subscribed to it stop updating at once.',
  created: 'Your calendar link is ready. Copy it now: it is shown only this once.',
  revoked: 'Your calendar link is turned off.',
  showOnce:
    'Copy it now: for your safety it is shown only this once. Keep it to yourself: anyone who has it sees your events.',
  lostLink: 'Lost the link? Get a new one: the old one stops working.',
  webcalLabel: 'For Apple Calendar and Outlook',
  httpsLabel: 'For Google Calendar (From URL)',
  copyWebcal: 'Copy link for Apple Calendar and Outlook',
  copyHttps: 'Copy link for Google Calendar',
  openInApp: 'Open in my calendar app',
  copied: 'Calendar link copied.',
  copyFailed: (link: string) => `Could not copy it. Copy it from here: ${link}`,
  activeSince: (date: string) => `Your calendar link is on since ${date}.`,
  lastRead: (date: string) => `A calendar last read it on ${date}.`,
  neverRead: 'No calendar has read it yet.',
  noLink: 'You have no calendar link yet.',
  loadFailed: 'Failed to load your calendar link.',
  createFailed: 'Failed to make your calendar link. Please try again.',
  revokeFailed: 'Failed to turn off your calendar link. Please try again.',
  // the public feeds (an association's, a business's and a city's pages)
  subscribe: 'Subscribe in your calendar',
  subscribeHint: 'Its events appear in your calendar and stay up to date by themselves.',
  addToGoogle: 'Add to Google Calendar',
  feedAddress: 'Calendar address (for Outlook and other apps)',
  subscribeCity: (city: string) => `Subscribe to events in ${cityLabel(city)}`,
  // the feeds themselves
  memberFeedName: 'Akwaaba: my events',
  associationFeedName: (name: string) => `${name} (Akwaaba events)`,
  businessFeedName: (name: string) => `${name} (Akwaaba events)`,
  cityFeedName: (city: string) => `Akwaaba: events in ${cityLabel(city)}`,
  /** What a tentative entry in the member's own feed says first. */
  waitlistedNote: 'You are on the waitlist.',
  requestedNote: 'You asked to attend: the organiser has not answered yet.',
  awaitingReviewNote: 'Your event awaits an admin’s review: it is not listed yet.',
  /** A deleted event's entry: what is left of it says why it is gone. */
  deletedDescription: 'This event was cancelled by its organiser.',
  notFound: 'Calendar not found.',
} as const;
