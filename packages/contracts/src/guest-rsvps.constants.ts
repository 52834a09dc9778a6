import type { RsvpStatus } from './events.constants.ts';

/** A guest's name: as a member's (docs/rules/limits.md), on one line. */
export const GUEST_NAME_MIN = 2;
export const GUEST_NAME_MAX = 100;
/** What a typed mobile number may hold before it is read: digits, spaces, '+', dashes, dots and brackets. */
export const GUEST_PHONE_MAX = 30;
/** How long a guest's name and number are kept once the event has ended (docs/decisions/034). */
export const GUEST_RSVP_KEEP_DAYS = 30;
/** The cancel link's token in the address: `/guest-rsvp?token=…` (never in a path, which logs keep). */
export const GUEST_CANCEL_PATH = '/guest-rsvp';

/** Texts of RSVPs without an account (docs/decisions/034-guest-rsvp-by-phone.md). */
export const guestRsvpMessages = {
  // The form
  open: 'RSVP without an account',
  intro: 'Give your name and a South African or Ghanaian mobile number. We send a code by SMS to confirm it.',
  nameLabel: 'Your name',
  phoneLabel: 'Mobile number',
  phoneHint: 'South African or Ghanaian, e.g. 082 123 4567 or +233 24 123 4567',
  codeLabel: 'Code from the SMS',
  sendCode: 'Send code',
  sendingCode: 'Sending...',
  confirm: 'Confirm RSVP',
  confirming: 'Confirming...',
  resend: 'Send a new code',
  resendIn: (seconds: number) => `You can ask for a new code in ${seconds} s.`,
  changeNumber: 'Use another number',
  close: 'Close',
  // Field messages
  nameRequired: 'Please enter your name.',
  nameMin: `Name must be at least ${GUEST_NAME_MIN} characters`,
  phoneRequired: 'Please enter your mobile number.',
  phoneInvalid: 'Enter a South African or Ghanaian mobile number, e.g. 082 123 4567 or +233 24 123 4567.',
  codeRequired: 'Please enter the 6-digit code from the SMS.',
  codeFormat: 'The code is the 6 digits in the SMS.',
  codeWrong: 'That code is not right. Check the newest SMS and try again.',
  codeExpired: 'That code has expired. Ask for a new code.',
  codeTooManyAttempts: 'Too many wrong codes. Ask for a new code.',
  resendWait: 'Please wait a minute before asking for another code.',
  // Answers
  codeSent: (phone: string) => `We sent a 6-digit code by SMS to ${phone}.`,
  alreadyRsvped: 'This number already has an RSVP to this event. The SMS we sent has a link to cancel it.',
  notOpen: 'This event does not take RSVPs without an account.',
  started: 'This event has already started: RSVPs are closed.',
  failed: 'Failed to RSVP. Please try again.',
  confirmed: {
    attending: "You're going! We sent the details and a link to cancel by SMS.",
    waitlisted: 'The event is full: you are on the waitlist. We will text you if a place opens.',
    requested: 'Request sent: the organiser decides. We will text you the answer.',
  } satisfies Record<RsvpStatus, string>,
  // The cancel page
  cancelTitle: 'Your RSVP',
  cancelButton: 'Cancel my RSVP',
  cancelling: 'Cancelling...',
  cancelled: 'Your RSVP was cancelled. You can RSVP again from the event page.',
  cancelFailed: 'Failed to cancel. Please try again.',
  linkInvalid: 'This link does not work any more: the RSVP was cancelled already, or the link is not complete.',
  cancelStatus: {
    attending: 'You are going.',
    waitlisted: 'You are on the waitlist.',
    requested: 'You asked to attend; the organiser has not answered yet.',
  } satisfies Record<RsvpStatus, string>,
  // The organiser's list
  guestBadge: 'Guest',
  formerGuest: 'Guest (details removed)',
  guestRemoved: 'The guest was removed from the event.',
  guestNotFound: 'That guest RSVP was not found.',
  guestApproved: 'Request approved: the guest is attending.',
  guestApprovedWaitlisted: 'Request approved: the event is full, so the guest joined the waitlist.',
} as const;

/** The SMS a guest receives (the code's SMS says only the code, as a member's does). */
export const guestRsvpSms = {
  code: (code: string, minutes: number) =>
    `Your Akwaaba RSVP code is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this SMS.`,
  confirmed: (status: RsvpStatus, title: string, when: string, cancelUrl: string) =>
    `${
      status === 'attending'
        ? `You're going to "${title}"`
        : status === 'waitlisted'
          ? `"${title}" is full: you are on the waitlist`
          : `Your request to attend "${title}" was sent to the organiser`
    }, ${when}. To cancel: ${cancelUrl}`,
  promoted: (title: string) => `Akwaaba: a place opened up at "${title}" and it is yours. You are now going.`,
  approved: (title: string, status: 'attending' | 'waitlisted') =>
    status === 'attending'
      ? `Akwaaba: the organiser approved your request. You're going to "${title}".`
      : `Akwaaba: the organiser approved your request to attend "${title}". It is full, so you are on the waitlist.`,
  declined: (title: string) => `Akwaaba: the organiser of "${title}" could not accept your request this time.`,
  removed: (title: string) => `Akwaaba: the organiser of "${title}" removed your RSVP.`,
} as const;
