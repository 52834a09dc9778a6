import { z } from 'zod';
import { MAX_ID } from './common/ids.ts';
import { itemWithMessage } from './common/pagination.ts';
import { singleLineText } from './common/text.ts';
import { RSVP_STATUSES, rsvpMessages } from './events.constants.ts';
import { plusOnesCount } from './events.ts';
import {
  GUEST_NAME_MAX,
  GUEST_NAME_MIN,
  GUEST_PHONE_MAX,
  guestRsvpMessages as messages,
} from './guest-rsvps.constants.ts';

export * from './guest-rsvps.constants.ts';

/**
 * A mobile number as people type it: '082 123 4567', '+27 82-123-4567', '(024) 123 4567', '+233 24 123 4567'. The form
 * checks only its characters and length; the API reads it (South African or Ghanaian mobile) and answers under `phone`.
 */
const typedPhone = z
  .string({ error: messages.phoneRequired })
  .trim()
  .min(1, { error: messages.phoneRequired, abort: true })
  .max(GUEST_PHONE_MAX, { error: messages.phoneInvalid, abort: true })
  .regex(/^\+?[\d\s().-]+$/, messages.phoneInvalid)
  .refine((value) => value.replace(/\D/g, '').length >= 9, messages.phoneInvalid);

const code = z
  .string({ error: messages.codeRequired })
  .trim()
  .min(1, { error: messages.codeRequired, abort: true })
  .regex(/^\d{6}$/, messages.codeFormat);

/** Step one: who the guest is; a code goes by SMS to the number. Sending it again sends a new code. */
export const guestRsvpRequest = z.object({
  name: singleLineText(GUEST_NAME_MAX, { label: 'Name', required: messages.nameRequired }).min(
    GUEST_NAME_MIN,
    messages.nameMin,
  ),
  phone: typedPhone,
  /** The guests the guest brings (decision 040), up to the event's limit. */
  plus_ones: plusOnesCount(rsvpMessages.plusOnesInvalid).optional().default(0),
});
export type GuestRsvpRequest = z.input<typeof guestRsvpRequest>;

/** Step two: the number again (as typed) and the code from the SMS. */
export const guestRsvpConfirmRequest = z.object({ phone: typedPhone, code });
export type GuestRsvpConfirmRequest = z.input<typeof guestRsvpConfirmRequest>;

export const guestCodeSentResponse = itemWithMessage(
  z.object({
    /** The number the code went to, written out ('082 123 4567', '+233 24 123 4567'). */
    phone: z.string(),
    /** Seconds before another code may be asked for. */
    resend_after: z.number().int(),
  }),
);
export type GuestCodeSentResponse = z.infer<typeof guestCodeSentResponse>;

export const guestRsvpResponse = itemWithMessage(
  z.object({
    status: z.enum(RSVP_STATUSES),
    attendees_count: z.number().int(),
    waitlist_count: z.number().int(),
    waitlist_position: z.number().int().nullable(),
  }),
);
export type GuestRsvpResponse = z.infer<typeof guestRsvpResponse>;

/** The cancel link's token: random, 43 characters of base64url. */
const cancelToken = z
  .string({ error: messages.linkInvalid })
  .trim()
  .min(20, messages.linkInvalid)
  .max(200, messages.linkInvalid);
export const guestCancelRequest = z.object({ token: cancelToken });

/** What the cancel page shows before the guest presses the button (a GET never cancels). */
export const guestRsvpView = z.object({
  name: z.string(),
  status: z.enum(RSVP_STATUSES),
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    start_date: z.string(),
    venue_name: z.string().nullable(),
    city: z.string().nullable(),
  }),
});
export type GuestRsvpView = z.infer<typeof guestRsvpView>;

/** The organiser's answer about a guest, by the guest RSVP's id. */
export const guestParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  guestId: z.coerce.number().int().positive().max(MAX_ID),
});
export const guestDecisionResponse = itemWithMessage(
  z.object({
    guest_id: z.number().int(),
    status: z.enum(RSVP_STATUSES).nullable(),
    attendees_count: z.number().int(),
    waitlist_count: z.number().int(),
  }),
);
export type GuestDecisionResponse = z.infer<typeof guestDecisionResponse>;
