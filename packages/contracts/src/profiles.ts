import { z } from 'zod';
import { MAX_ID } from './common/ids.ts';
import {
  authMessages,
  BUSINESS_CATEGORIES,
  BUSINESS_NAME_MIN_LENGTH,
  countryCode,
  email,
  NAME_MIN_LENGTH,
  newPassword,
  PHONE_MIN_DIGITS,
  USER_TYPES,
} from './auth.ts';
import { emptyToNull, formBoolean, optionalHttpUrl, optionalText } from './common/form-values.ts';
import { multiLineText, singleLineText } from './common/text.ts';
import { profileMessages } from './profiles.constants.ts';
import { consentSummary } from './privacy.ts';
export * from './profiles.constants.ts';

export const socialLinks = z.object({
  linkedin_url: z.string().nullable(),
  twitter_url: z.string().nullable(),
  facebook_url: z.string().nullable(),
});

export const profileDetails = socialLinks.extend({
  bio: z.string().nullable(),
  location: z.string().nullable(),
  profession: z.string().nullable(),
});
export type ProfileDetails = z.infer<typeof profileDetails>;

/** What anyone may see of a member: no email, phone, registration number or settings. */
export const publicUser = z.object({
  id: z.number().int(),
  name: z.string(),
  user_type: z.enum(USER_TYPES),
  business_name: z.string().nullable(),
  business_description: z.string().nullable(),
  business_category: z.enum(BUSINESS_CATEGORIES).nullable(),
  is_verified_business: z.boolean(),
  created_at: z.string(),
  profile: profileDetails,
});
export type PublicUser = z.infer<typeof publicUser>;

export const notificationSettings = z.object({
  notify_new_events: z.boolean(),
  notify_sms_updates: z.boolean(),
  notify_marketing: z.boolean(),
  /** The weekly digest of what the member follows (decision 042). */
  notify_weekly_digest: z.boolean(),
});

/** The signed-in member's own record. */
export const currentUser = publicUser.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  is_admin: z.boolean(),
  business_registration_number: z.string().nullable(),
  phone_verified: z.boolean(),
  /** True once the member opened a confirmation link sent to `email` (or reset the password through it). */
  email_confirmed: z.boolean(),
  /** A new address asked for and not yet confirmed: `email` changes to it when its link is opened. */
  pending_email: z.string().nullable(),
  /** False until a member who signed up through a provider chooses individual or business. */
  account_type_chosen: z.boolean(),
  /** False for a member who signed up through a provider and never set one: a fresh sign-in confirms who they are. */
  has_password: z.boolean(),
  show_in_search: z.boolean(),
  verification_requested_at: z.string().nullable(),
  notifications: notificationSettings,
  /** The versions of the terms and privacy notice accepted, and the marketing opt-in's time. */
  consents: consentSummary,
});
export type CurrentUser = z.infer<typeof currentUser>;

export const authResponse = z.object({ data: z.object({ token: z.string(), user: currentUser }) });
export type AuthResponse = z.infer<typeof authResponse>;

export const pendingVerificationResponse = z.object({
  data: z.object({ user: currentUser, verification_required: z.literal(true) }),
  message: z.string(),
});

export const updateProfileRequest = z
  .object({
    name: singleLineText(100, { label: 'Full name', required: authMessages.nameRequired }).min(
      NAME_MIN_LENGTH,
      authMessages.nameMin,
    ),
    email: z.union([z.literal(''), email], { error: authMessages.emailInvalid }).nullish(),
    phone: z
      .string()
      .max(20)
      .nullish()
      .transform((value) => (value ? value.replace(/[^\d+]/g, '') : null))
      // The registration rule holds here too: at least PHONE_MIN_DIGITS digits.
      .refine(
        (value) => value === null || value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS,
        authMessages.phoneInvalid,
      ),
    country_code: countryCode.optional(),
    current_password: z.string().max(1024).optional(),
    bio: optionalText(multiLineText(2000, { label: 'Bio' })),
    // A city or suburb: a house number would put a street address on a public page.
    location: optionalText(singleLineText(100, { label: 'City or suburb' })).refine(
      (value) => !value || !/\d/.test(value),
      profileMessages.locationNotAddress,
    ),
    profession: optionalText(singleLineText(100, { label: 'Profession' })),
    linkedin_url: optionalHttpUrl(profileMessages.urlInvalid),
    twitter_url: optionalHttpUrl(profileMessages.urlInvalid),
    facebook_url: optionalHttpUrl(profileMessages.urlInvalid),
    business_name: optionalText(singleLineText(150, { label: 'Business name' })).refine(
      (value) => !value || value.length >= BUSINESS_NAME_MIN_LENGTH,
      authMessages.businessNameMin,
    ),
    business_description: optionalText(multiLineText(2000, { label: 'Business description' })),
    business_category: z
      .union([z.literal(''), z.enum(BUSINESS_CATEGORIES)])
      .nullish()
      .transform(emptyToNull),
    business_registration_number: optionalText(singleLineText(50, { label: 'Registration number' })),
    show_in_search: formBoolean.optional(),
    notify_new_events: formBoolean.optional(),
    notify_sms_updates: formBoolean.optional(),
    notify_marketing: formBoolean.optional(),
    notify_weekly_digest: formBoolean.optional(),
  })
  .partial({ name: true });
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

export const updateProfileResponse = z.object({
  data: z.object({ user: currentUser, token: z.string().optional() }),
  message: z.string(),
});

export const changePasswordRequest = z
  .object({
    current_password: z
      .string({ error: authMessages.currentPasswordRequired })
      .min(1, authMessages.currentPasswordRequired)
      .max(1024),
    password: newPassword,
    password_confirmation: z.string().optional().default(''),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: authMessages.passwordMismatch,
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

const currentPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .max(1024);

/**
 * Confirming a step a stolen session must not take alone. The API takes no password from a member who signed up
 * through a provider (a fresh sign-in confirms them); forms for members who have one use `passwordCheckForm`.
 */
export const identityCheckRequest = z.object({ password: currentPassword.optional() });
export const passwordCheckForm = z.object({ password: currentPassword });

export const deleteAccountRequest = identityCheckRequest;
export type DeleteAccountRequest = z.input<typeof deleteAccountRequest>;

export const userIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
