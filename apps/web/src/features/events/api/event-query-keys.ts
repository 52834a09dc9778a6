import { categoryOps, eventOps, operationKey, type MyRsvpTime } from '@akwaaba/contracts';
import type { EventsListQuery } from './get-events';

/**
 * The events' cache keys, in one place so every write knows what it makes stale. A call's answer is keyed by its
 * operation and input (`operationKey`), as the server render's loader keys what it loads.
 */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => operationKey(eventOps.list),
  list: (query: EventsListQuery) => operationKey(eventOps.list, { query }),
  /** The visitor's answer a server-rendered page embeds, and the prefix of every member's. */
  detail: (id: number) => operationKey(eventOps.detail, { params: { id } }),
  /** The detail depends on who asks (is_owner, user_attending): one entry per signed-in member or visitor. */
  detailFor: (id: number, viewerId: number | null) => [...eventKeys.detail(id), { viewer: viewerId }] as const,
  attendees: (id: number) => [...eventKeys.all, 'attendees', id] as const,
  /** The event's co-hosts and its log (decision 040): its managers' eyes only. */
  cohosts: (id: number) => [...eventKeys.all, 'cohosts', id] as const,
  log: (id: number) => [...eventKeys.all, 'log', id] as const,
  logPage: (id: number, page: number) => [...eventKeys.log(id), { page }] as const,
  /** My Events' Co-hosting tab. */
  cohosted: () => [...eventKeys.all, 'cohosted'] as const,
  cohostedPage: (page: number) => [...eventKeys.cohosted(), { page }] as const,
  mine: () => [...eventKeys.all, 'mine'] as const,
  minePage: (page: number) => [...eventKeys.mine(), { page }] as const,
  /** The member's own RSVPs (My Events' Upcoming and Past). */
  rsvps: () => [...eventKeys.all, 'rsvps'] as const,
  rsvpsPage: (when: MyRsvpTime, page: number) => [...eventKeys.rsvps(), { when, page }] as const,
  categories: () => operationKey(categoryOps.list, { query: { type: 'event' } }),
};
