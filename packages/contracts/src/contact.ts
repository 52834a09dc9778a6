import { z } from 'zod';
import { email } from './auth.ts';

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

export const contactRequest = z.object({
  name: z.string({ error: contactMessages.nameRequired }).trim().min(1, contactMessages.nameRequired).max(100),
  email,
  subject: z.enum(CONTACT_SUBJECTS).catch('General question'),
  message: z
    .string({ error: contactMessages.messageMin })
    .trim()
    .min(10, contactMessages.messageMin)
    .max(2000, contactMessages.messageMax),
});
export type ContactRequest = z.input<typeof contactRequest>;
