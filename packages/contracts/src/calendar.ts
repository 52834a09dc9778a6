import { z } from 'zod';
import { MAX_ID } from './common/ids.ts';
export * from './calendar.constants.ts';

/** A member's private calendar feed, as they see it again: when it was made and last read, never its address. */
export const calendarFeed = z.object({
  created_at: z.string(),
  /** When a calendar app last read it (to the hour): null until one does. */
  last_read_at: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;

/** The feed just made: its address, shown this once (only its hash is kept), in the two forms calendars take. */
export const calendarFeedLink = calendarFeed.extend({
  /** `https://…/api/v1/calendar/private.ics?token=…`: Google Calendar's 'From URL'. */
  url: z.string(),
  /** The same as `webcal://…`: opens the device's calendar app, Apple Calendar and Outlook subscribe to it. */
  webcal_url: z.string(),
});
export type CalendarFeedLink = z.infer<typeof calendarFeedLink>;

/**
 * The private feed's token, in the query (the logs keep no query string). Anything that is not one is read as none:
 * a calendar app gets 404 for a revoked, mistyped or missing token alike.
 */
export const calendarTokenQuery = z.object({
  token: z.string().max(200).optional().catch(undefined),
});

export const calendarIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** A city's feed: its name as the address spells it (`cape-town`); a place no event can be in is a 404. */
export const calendarCityParams = z.object({ city: z.string().max(100) });
