import { z } from 'zod';
import { MAX_ID } from './common/ids.ts';
import { activityItem } from './dashboard.ts';

// The menu's texts and size are zod-free (the header shows them on every page without loading the schemas).
export * from './notifications.constants.ts';

export const notificationsResponse = z.object({
  data: z.object({
    unread_count: z.number().int(),
    items: z.array(activityItem),
  }),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** Marks the member's unread entries read; with `up_to_id`, only those the menu showed (newer ones stay unread). */
export const markNotificationsReadBody = z.object({
  up_to_id: z.number().int().min(1).max(MAX_ID).optional(),
});
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBody>;

export const markNotificationsReadResponse = z.object({
  data: z.object({ unread_count: z.number().int() }),
});
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponse>;
