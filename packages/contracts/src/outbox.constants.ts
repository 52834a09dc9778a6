/** Sent and dead messages are deleted this many days after they finished (so a dead one can be retried until then). */
export const OUTBOX_KEEP_FINISHED_DAYS = 7;

/** The admins' page of messages the outbox gave up on. */
export const deliveryMessages = {
  heading: 'Delivery',
  intro: `Mail and SMS the site could not deliver: the receiving server refused them for good, or every retry failed. Retry a message once the cause is fixed. Each is kept ${OUTBOX_KEEP_FINISHED_DAYS} days after it was given up.`,
  empty: 'Every message was delivered.',
  fetchFailed: 'Failed to fetch undelivered messages.',
  retried: 'Message queued for another try.',
  retryFailed: 'Failed to retry the message. Please try again.',
  notFound: 'That undelivered message was not found.',
} as const;
