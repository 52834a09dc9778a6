export const CONTACT_SUBJECTS = [
  'General question',
  'Report a problem',
  'Business verification',
  'Privacy request (POPIA)',
  'Other',
] as const;

export const contactMessages = {
  nameRequired: 'Please enter your name',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message may not be longer than 2000 characters',
  sent: 'Thank you! Your message has been sent. We usually reply within two working days.',
  failed: 'Failed to send your message. Please try again.',
} as const;
