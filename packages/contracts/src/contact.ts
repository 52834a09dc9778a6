import { z } from 'zod';
import { email } from './auth.ts';
import { multiLineText, singleLineText } from './common/text.ts';
import { CONTACT_SUBJECTS, contactMessages } from './contact.constants.ts';
export * from './contact.constants.ts';

export const contactRequest = z.object({
  name: singleLineText(100, { label: 'Name', required: contactMessages.nameRequired }),
  email,
  subject: z.enum(CONTACT_SUBJECTS).catch('General question'),
  message: multiLineText(2000, {
    label: 'Message',
    required: contactMessages.messageMin,
    tooLong: contactMessages.messageMax,
  }).min(10, contactMessages.messageMin),
});
export type ContactRequest = z.input<typeof contactRequest>;
