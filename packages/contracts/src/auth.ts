import { z } from 'zod';
import { formBoolean } from './common/form-values.ts';
import { multiLineText, singleLineText } from './common/text.ts';
import {
  USER_TYPES,
  REGISTRATION_TYPES,
  COUNTRY_CODES,
  type CountryCode,
  type RegistrationType,
  type UserType,
  DEFAULT_COUNTRY_CODE,
  BUSINESS_CATEGORIES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  NAME_MIN_LENGTH,
  BUSINESS_NAME_MIN_LENGTH,
  PHONE_MIN_DIGITS,
  authMessages,
} from './auth.constants.ts';
export * from './auth.constants.ts';

const countryCodeValues = COUNTRY_CODES.map((entry) => entry.code) as [CountryCode, ...CountryCode[]];

const PASSWORD_COMPOSITION = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

/**
 * The spec's password rule, kept exactly as typed (no trimming). A missing value stops at
 * 'required' (abort), so an empty field carries one message, not every rule it also breaks.
 */
export const newPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordMin)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordMax)
  .regex(PASSWORD_COMPOSITION, authMessages.passwordComposition);

export const email = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, { error: authMessages.emailRequired, abort: true })
  .max(254, authMessages.emailInvalid)
  .pipe(z.email({ error: authMessages.emailInvalid }))
  .transform((value) => value.toLowerCase());

/** Digits only, as the phone inputs keep them; the server turns them into E.164. */
export const phoneDigits = z
  .string({ error: authMessages.phoneRequired })
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: authMessages.phoneRequired, abort: true })
      .min(PHONE_MIN_DIGITS, authMessages.phoneInvalid)
      .max(15, authMessages.phoneInvalid),
  );

export const countryCode = z
  .enum(countryCodeValues, { error: authMessages.phoneInvalid })
  .default(DEFAULT_COUNTRY_CODE);

const name = singleLineText(100, { label: 'Full name', required: authMessages.nameRequired }).min(
  NAME_MIN_LENGTH,
  authMessages.nameMin,
);

const registerFields = z.object({
  name,
  registration_type: z.enum(REGISTRATION_TYPES).default('email'),
  user_type: z.enum(USER_TYPES).default('individual'),
  email: z.unknown().optional(),
  phone: z.unknown().optional(),
  country_code: z.unknown().optional(),
  password: newPassword,
  password_confirmation: z.string().optional().default(''),
  business_name: singleLineText(150, { label: 'Business name' }).optional(),
  business_registration_number: singleLineText(50, { label: 'Registration number' }).optional(),
  business_description: multiLineText(2000, { label: 'Business description' }).optional(),
  business_category: z
    .enum(BUSINESS_CATEGORIES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  terms_accepted: formBoolean.optional(),
  /** 'I am 18 or older': no child's personal information without a guardian's consent (POPIA ss34–35). */
  age_confirmed: formBoolean.optional(),
});

/**
 * Registration: email or phone by registration_type; business accounts need a business name.
 * Cross-field rules run only after each field is valid on its own, so every message lands on its field.
 */
export interface RegistrationCrossFields {
  registration_type: RegistrationType;
  user_type: UserType;
  email?: unknown;
  phone?: unknown;
  country_code?: unknown;
  password: string;
  password_confirmation?: string;
  business_name?: string;
}

/**
 * Registration's rules that depend on other fields: the email or phone the chosen way needs, the
 * confirmation, and a business name for business accounts. The server schema and the sign-up form
 * both run these, the form on every submit so one try shows every problem.
 */
export function registrationCrossFieldErrors(body: RegistrationCrossFields): Record<string, string> {
  const errors: Record<string, string> = {};
  if (body.registration_type === 'email') {
    const parsed = email.safeParse(body.email ?? '');
    if (!parsed.success) errors.email = parsed.error.issues[0]!.message;
  } else {
    const parsed = phoneDigits.safeParse(body.phone ?? '');
    if (!parsed.success) errors.phone = parsed.error.issues[0]!.message;
    if (!countryCode.safeParse(body.country_code ?? undefined).success) errors.country_code = authMessages.phoneInvalid;
  }
  if (body.password !== (body.password_confirmation ?? ''))
    errors.password_confirmation = authMessages.passwordMismatch;
  if (body.user_type === 'business') {
    const businessName = body.business_name?.trim() ?? '';
    if (businessName.length === 0) errors.business_name = authMessages.businessNameRequired;
    else if (businessName.length < BUSINESS_NAME_MIN_LENGTH) errors.business_name = authMessages.businessNameMin;
  }
  return errors;
}

export const registerRequest = registerFields
  .superRefine((body, ctx) => {
    for (const [field, message] of Object.entries(registrationCrossFieldErrors(body))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
    // Consent to the terms and the privacy notice is recorded with the account (POPIA), so it is required here too.
    if (body.terms_accepted !== true)
      ctx.addIssue({ code: 'custom', path: ['terms_accepted'], message: authMessages.termsRequired });
    if (body.age_confirmed !== true)
      ctx.addIssue({ code: 'custom', path: ['age_confirmed'], message: authMessages.ageRequired });
  })
  .transform((body) => ({
    ...body,
    email: body.registration_type === 'email' ? email.parse(body.email) : null,
    phone: body.registration_type === 'phone' ? phoneDigits.parse(body.phone) : null,
    country_code: body.registration_type === 'phone' ? countryCode.parse(body.country_code ?? undefined) : null,
  }));
export type RegisterRequest = z.input<typeof registerRequest>;
export type RegisterCommand = z.output<typeof registerRequest>;

export const loginRequest = z
  .object({
    login_type: z.enum(REGISTRATION_TYPES).default('email'),
    email: z.unknown().optional(),
    phone: z.unknown().optional(),
    country_code: z.unknown().optional(),
    password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(1024),
    remember: formBoolean.optional().default(false),
  })
  .superRefine((body, ctx) => {
    const field = body.login_type === 'email' ? 'email' : 'phone';
    const parsed = (body.login_type === 'email' ? email : phoneDigits).safeParse(body[field] ?? '');
    if (!parsed.success) ctx.addIssue({ code: 'custom', path: [field], message: parsed.error.issues[0]!.message });
  })
  .transform((body) => ({
    login_type: body.login_type,
    password: body.password,
    remember: body.remember,
    email: body.login_type === 'email' ? email.parse(body.email) : null,
    phone: body.login_type === 'phone' ? splitLoginPhone(String(body.phone), body.country_code) : null,
  }));
export type LoginRequest = z.input<typeof loginRequest>;

/** Login accepts digits with the country code in front ('233241234567') or a separate country_code. */
function splitLoginPhone(raw: string, code: unknown): { country_code: CountryCode | null; digits: string } {
  const digits = raw.replace(/\D/g, '');
  const parsedCode = countryCode.safeParse(code ?? undefined);
  return { country_code: code === undefined || !parsedCode.success ? null : parsedCode.data, digits };
}

export const sendVerificationRequest = z.object({ phone: phoneDigits, country_code: countryCode });
export type SendVerificationRequest = z.input<typeof sendVerificationRequest>;

export const verifyPhoneRequest = z.object({
  phone: phoneDigits,
  country_code: countryCode,
  verification_code: z
    .string({ error: authMessages.verificationCodeRequired })
    .trim()
    .min(1, { error: authMessages.verificationCodeRequired, abort: true })
    .regex(/^\d{6}$/, authMessages.verificationCodeInvalid),
});
export type VerifyPhoneRequest = z.input<typeof verifyPhoneRequest>;

export const forgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z
  .object({
    token: z.string({ error: authMessages.resetTokenInvalid }).min(1, authMessages.resetTokenInvalid).max(200),
    password: newPassword,
    password_confirmation: z.string().optional().default(''),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: authMessages.passwordMismatch,
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const socialExchangeRequest = z.object({
  code: z.string({ error: authMessages.socialCodeInvalid }).min(1, authMessages.socialCodeInvalid).max(200),
});

/** The token of an email confirmation link (`/confirm-email?token=…`), for confirming or for 'this was not me'. */
export const emailTokenRequest = z.object({
  token: z
    .string({ error: authMessages.emailConfirmationInvalid })
    .min(1, authMessages.emailConfirmationInvalid)
    .max(200, authMessages.emailConfirmationInvalid),
});
export type EmailTokenRequest = z.input<typeof emailTokenRequest>;

/** The token of the link that undoes a provider linked to an account by its email (`/undo-link?token=…`). */
export const undoSocialLinkRequest = z.object({
  token: z
    .string({ error: authMessages.socialLinkUndoInvalid })
    .min(1, authMessages.socialLinkUndoInvalid)
    .max(200, authMessages.socialLinkUndoInvalid),
});
export type UndoSocialLinkRequest = z.input<typeof undoSocialLinkRequest>;

/** A member who signed up through a provider chooses individual or business once, afterwards. */
export const accountTypeRequest = z
  .object({
    user_type: z.enum(USER_TYPES),
    business_name: singleLineText(150, { label: 'Business name' }).optional(),
    /** A member new through a provider never ticked the registration box: they agree here. */
    terms_accepted: formBoolean.optional(),
    /** Nor did they say they are 18 or older: they do here, as at registration. */
    age_confirmed: formBoolean.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.terms_accepted !== true)
      ctx.addIssue({ code: 'custom', path: ['terms_accepted'], message: authMessages.termsRequired });
    if (body.age_confirmed !== true)
      ctx.addIssue({ code: 'custom', path: ['age_confirmed'], message: authMessages.ageRequired });
    if (body.user_type !== 'business') return;
    const businessName = body.business_name?.trim() ?? '';
    if (businessName.length === 0)
      ctx.addIssue({ code: 'custom', path: ['business_name'], message: authMessages.businessNameRequired });
    else if (businessName.length < BUSINESS_NAME_MIN_LENGTH)
      ctx.addIssue({ code: 'custom', path: ['business_name'], message: authMessages.businessNameMin });
  });
export type AccountTypeRequest = z.input<typeof accountTypeRequest>;
