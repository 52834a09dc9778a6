/**
 * The versions of the texts a member agrees to: the dates the /terms and /privacy pages show ('Version of …'). A
 * change to either text gets a new date here, so each consent row says which text was accepted (POPIA s11, s18).
 */
export const TERMS_VERSION = '2026-11-21';
export const PRIVACY_VERSION = '2026-11-27';
/** What the marketing opt-in covers: the community newsletter, mailed now and then by the admins. */
export const MARKETING_CONSENT_VERSION = '2026-11-26';

/**
 * The statement 'I am 18 or older' a member confirms at sign-up (POPIA ss34–35), recorded like a consent so it is
 * provable; a new date here when the minimum age or the wording changes.
 */
export const AGE_CONFIRMATION_VERSION = '2026-11-27';

export const CONSENT_PURPOSES = ['terms', 'privacy', 'marketing', 'age'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** How a consent was given or withdrawn. */
export const CONSENT_CHANNELS = ['registration', 'social_sign_up', 'settings', 'unsubscribe'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/**
 * Retention of dormant accounts (POPIA s14): a member who has not signed in or used the site for this many months is
 * mailed that the account will be erased, and it is erased ERASURE_GRACE_DAYS later unless they sign in meanwhile.
 * The privacy notice states both; changing them is a new PRIVACY_VERSION.
 */
export const DORMANT_ACCOUNT_MONTHS = 24;
export const ERASURE_GRACE_DAYS = 30;
