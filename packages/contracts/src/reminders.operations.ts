import { operations } from './common/operations.ts';
import { itemResponse, itemWithMessage } from './common/pagination.ts';
import { eventDetail, eventIdParams } from './events.ts';
import { reconfirmRequest, reconfirmResponse, reconfirmView, reconfirmViewRequest } from './reminders.ts';

/** Reminders' 'Still coming?' answers (signed links, no sign-in) and an organiser's cancellation (decision 037). */
export const reminderOps = operations('events', {
  /** What the link's page shows: POST, so the token stays out of logs and caches. */
  reconfirmView: {
    method: 'POST',
    path: '/reconfirmations/view',
    access: 'anyone',
    body: reconfirmViewRequest,
    responses: { 200: itemResponse(reconfirmView) },
  },
  /** Yes keeps the place; no gives it to the waitlist at once. 410 past the deadline. */
  reconfirm: {
    method: 'POST',
    path: '/reconfirmations',
    access: 'anyone',
    body: reconfirmRequest,
    responses: { 200: reconfirmResponse },
  },
  /** The organiser (or an admin) cancels: the page stays, RSVPs close, everyone who RSVPed is told. */
  cancel: {
    method: 'POST',
    path: '/events/:id/cancel',
    access: 'member',
    params: eventIdParams,
    responses: { 200: itemWithMessage(eventDetail) },
  },
});
