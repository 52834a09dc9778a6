import type { MyRsvpTime } from '@akwaaba/contracts';
import type { EventsListQuery } from './get-events';

/** The events' cache keys, in one place so every write knows what it makes stale. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (query: EventsListQuery) => [...eventKeys.lists(), query] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
  /** The detail depends on who asks (is_owner, user_attending): one entry per signed-in member or visitor. */
  detailFor: (id: number, viewerId: number | null) => [...eventKeys.detail(id), { viewer: viewerId }] as const,
  attendees: (id: number) => [...eventKeys.all, 'attendees', id] as const,
  mine: () => [...eventKeys.all, 'mine'] as const,
  minePage: (page: number) => [...eventKeys.mine(), { page }] as const,
  /** The member's own RSVPs (My Events' Upcoming and Past). */
  rsvps: () => [...eventKeys.all, 'rsvps'] as const,
  rsvpsPage: (when: MyRsvpTime, page: number) => [...eventKeys.rsvps(), { when, page }] as const,
  categories: () => ['categories', 'event'] as const,
};
