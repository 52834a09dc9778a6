import { z } from 'zod';
import { email } from './auth.ts';
import { CONTACT_SUBJECTS, contactMessages } from './contact.constants.ts';
export * from './contact.constants.ts';

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
