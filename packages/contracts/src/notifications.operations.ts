import { operations } from './common/operations.ts';
import { markNotificationsReadBody, markNotificationsReadResponse, notificationsResponse } from './notifications.ts';

export const notificationOps = operations('notifications', {
  list: { method: 'GET', path: '/notifications', access: 'member', responses: { 200: notificationsResponse } },
  markRead: {
    method: 'POST',
    path: '/notifications/read',
    access: 'member',
    body: markNotificationsReadBody,
    responses: { 200: markNotificationsReadResponse },
  },
});
