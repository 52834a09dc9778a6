import {
  calendarCityParams,
  calendarFeed,
  calendarFeedLink,
  calendarIdParams,
  calendarTokenQuery,
} from './calendar.ts';
import { messageResponse } from './common/errors.ts';
import { operations } from './common/operations.ts';
import { itemResponse, itemWithMessage } from './common/pagination.ts';

const calendarFile = (description: string) => ({ files: ['text/calendar'], description }) as const;

/** Calendar feeds (decision 038): the member's own private one, and the public ones of associations, businesses and cities. */
export const calendarOps = operations('calendar', {
  /** Whether the member has a private feed, when made and last read; null when none. Never its address. */
  feed: {
    method: 'GET',
    path: '/calendar/feed',
    access: 'member',
    responses: { 200: itemResponse(calendarFeed.nullable()) },
  },
  /** A new private feed, replacing the member's old one (whose address stops working at once); its address once. */
  createFeed: {
    method: 'POST',
    path: '/calendar/feed',
    access: 'member',
    responses: { 201: itemWithMessage(calendarFeedLink) },
  },
  /** Turns the private feed off: its address answers 404 from now on. */
  revokeFeed: {
    method: 'DELETE',
    path: '/calendar/feed',
    access: 'member',
    responses: { 200: messageResponse },
  },
  /** The member's events (their RSVPs and what they organise, cancellations included), read with the feed's token. */
  privateFeed: {
    method: 'GET',
    path: '/calendar/private.ics',
    access: 'anyone',
    query: calendarTokenQuery,
    responses: {},
    answers: calendarFile('A member’s events as an iCalendar feed, for the holder of its token.'),
  },
  associationFeed: {
    method: 'GET',
    path: '/calendar/associations/:id.ics',
    access: 'anyone',
    params: calendarIdParams,
    responses: {},
    answers: calendarFile('An approved association’s public events as an iCalendar feed.'),
  },
  /** The public events of the business's owner, who organises them. */
  businessFeed: {
    method: 'GET',
    path: '/calendar/businesses/:id.ics',
    access: 'anyone',
    params: calendarIdParams,
    responses: {},
    answers: calendarFile('The public events of an approved business’s owner as an iCalendar feed.'),
  },
  cityFeed: {
    method: 'GET',
    path: '/calendar/cities/:city.ics',
    access: 'anyone',
    params: calendarCityParams,
    responses: {},
    answers: calendarFile('The public events in a city (or a town in Ghana) as an iCalendar feed.'),
  },
});
