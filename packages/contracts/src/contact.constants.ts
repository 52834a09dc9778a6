export const CONTACT_SUBJECTS = [
  'General question',
  'Report a problem',
  'Business verification',
  'Privacy request (POPIA)',
  'Other',
] as const;

/** A message waits in the admin inbox while open; an admin closes it once answered (and may reopen it). */
export const CONTACT_MESSAGE_STATUSES = ['open', 'closed'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** Closed messages are deleted this long after they were closed (the privacy notice says so). */
export const CONTACT_CLOSED_RETENTION_MONTHS = 12;

export const contactMessages = {
  nameRequired: 'Please enter your name',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message may not be longer than 2000 characters',
  sent: 'Thank you! Your message has been sent. We usually reply within two working days.',
  failed: 'Failed to send your message. Please try again.',
} as const;

/** The admin inbox's texts. */
export const contactInboxMessages = {
  heading: 'Messages',
  noneOpen: 'No open messages.',
  noneClosed: 'No closed messages.',
  fetchFailed: 'Failed to fetch messages.',
  closed: 'Message closed.',
  reopened: 'Message reopened.',
  closeFailed: 'Failed to close the message. Please try again.',
  reopenFailed: 'Failed to reopen the message. Please try again.',
  notFound: 'That message was not found.',
} as const;
