import { messageResponse } from './common/errors.ts';
import { operations } from './common/operations.ts';
import { itemResponse } from './common/pagination.ts';
import { eventIdParams } from './events.ts';
import {
  guestCancelRequest,
  guestCodeSentResponse,
  guestDecisionResponse,
  guestParams,
  guestRsvpConfirmRequest,
  guestRsvpRequest,
  guestRsvpResponse,
  guestRsvpView,
} from './guest-rsvps.ts';

/** RSVPs without an account: a name and a mobile number proved by an SMS code (docs/decisions/034). */
export const guestRsvpOps = operations('rsvps', {
  guestStart: {
    method: 'POST',
    path: '/events/:id/guest-rsvps',
    access: 'anyone',
    params: eventIdParams,
    body: guestRsvpRequest,
    responses: { 200: guestCodeSentResponse },
  },
  guestConfirm: {
    method: 'POST',
    path: '/events/:id/guest-rsvps/confirm',
    access: 'anyone',
    params: eventIdParams,
    body: guestRsvpConfirmRequest,
    responses: { 200: guestRsvpResponse },
  },
  /** Reads the RSVP a cancel link names; the token goes in the body, never in an API address (the logs'). */
  guestView: {
    method: 'POST',
    path: '/guest-rsvps/view',
    access: 'anyone',
    body: guestCancelRequest,
    responses: { 200: itemResponse(guestRsvpView) },
  },
  guestCancel: {
    method: 'POST',
    path: '/guest-rsvps/cancel',
    access: 'anyone',
    body: guestCancelRequest,
    responses: { 200: messageResponse },
  },
  approveGuest: {
    method: 'POST',
    path: '/events/:id/guests/:guestId/approve',
    access: 'member',
    params: guestParams,
    responses: { 200: guestDecisionResponse },
  },
  declineGuest: {
    method: 'POST',
    path: '/events/:id/guests/:guestId/decline',
    access: 'member',
    params: guestParams,
    responses: { 200: guestDecisionResponse },
  },
  removeGuest: {
    method: 'DELETE',
    path: '/events/:id/guests/:guestId',
    access: 'member',
    params: guestParams,
    responses: { 200: guestDecisionResponse },
  },
});
