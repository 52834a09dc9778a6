import { z } from 'zod';
import { itemResponse, itemWithMessage } from './common/pagination.ts';
import { multiLineText, singleLineText } from './common/text.ts';

export * from './privacy.constants.ts';

/** What the signed-in member agreed to, and when: the Account tab shows it. */
export const consentSummary = z.object({
  terms_version: z.string().nullable(),
  terms_accepted_at: z.string().nullable(),
  privacy_version: z.string().nullable(),
  /** When the current marketing opt-in was given; null while marketing mail is off. */
  marketing_granted_at: z.string().nullable(),
});
export type ConsentSummary = z.infer<typeof consentSummary>;

/** The kinds of mail a footer link can turn off without signing in. */
export const UNSUBSCRIBE_CATEGORIES = ['marketing', 'new_events', 'weekly_digest'] as const;
export type UnsubscribeCategory = (typeof UNSUBSCRIBE_CATEGORIES)[number];

/** How the unsubscribe page and the settings name each kind of mail. */
export const UNSUBSCRIBE_CATEGORY_LABELS: Record<UnsubscribeCategory, string> = {
  marketing: 'Marketing emails (the Akwaaba community newsletter)',
  new_events: 'New-event emails from businesses you follow',
  weekly_digest: 'Weekly digest emails of what is new from what you follow',
};

export const privacyMessages = {
  unsubscribeInvalid: 'This unsubscribe link is not valid. Open Profile Settings → Account to change your emails.',
  unsubscribed: 'You are unsubscribed.',
  unsubscribeFailed: 'Failed to unsubscribe. Please try again.',
  newsletterSubjectRequired: 'Please enter a subject',
  newsletterBodyRequired: 'Please write the newsletter',
  newsletterSent: (queued: number) =>
    queued === 1 ? 'Newsletter queued for 1 member.' : `Newsletter queued for ${queued} members.`,
  newsletterFailed: 'Failed to send the newsletter. Please try again.',
  audienceFailed: 'Failed to count the newsletter audience.',
} as const;

export const NEWSLETTER_SUBJECT_MAX = 150;
export const NEWSLETTER_BODY_MAX = 10_000;

/** POST /admin/newsletters: one mail to every member whose marketing consent is current. */
export const newsletterRequest = z.object({
  subject: singleLineText(NEWSLETTER_SUBJECT_MAX, {
    label: 'Subject',
    required: privacyMessages.newsletterSubjectRequired,
  }),
  body: multiLineText(NEWSLETTER_BODY_MAX, { label: 'Newsletter', required: privacyMessages.newsletterBodyRequired }),
});
export type NewsletterRequest = z.input<typeof newsletterRequest>;

export const newsletterAudience = z.object({ audience: z.number().int() });
export const newsletterAudienceResponse = itemResponse(newsletterAudience);
export type NewsletterAudienceResponse = z.infer<typeof newsletterAudienceResponse>;

export const newsletterSentResponse = itemWithMessage(z.object({ queued: z.number().int() }));
export type NewsletterSentResponse = z.infer<typeof newsletterSentResponse>;

/** The token of an unsubscribe link (its shape is checked by the server's signature, not here). */
export const unsubscribeQuery = z.object({
  token: z.string({ error: privacyMessages.unsubscribeInvalid }).min(1, privacyMessages.unsubscribeInvalid).max(200),
});

/** What a link turns off; GET reads it without changing anything, POST turns it off. */
export const unsubscribeTarget = z.object({
  category: z.enum(UNSUBSCRIBE_CATEGORIES),
  label: z.string(),
});
export type UnsubscribeTarget = z.infer<typeof unsubscribeTarget>;
export const unsubscribeTargetResponse = itemResponse(unsubscribeTarget);
export type UnsubscribeTargetResponse = z.infer<typeof unsubscribeTargetResponse>;
export const unsubscribeResponse = itemWithMessage(unsubscribeTarget);
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;
