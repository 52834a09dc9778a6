import { z } from 'zod';
import { formBoolean } from './common/form-values.ts';

export const USER_TYPES = ['individual', 'business'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const REGISTRATION_TYPES = ['email', 'phone'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'linkedin', 'tiktok'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const COUNTRY_CODES = [
  { code: '+233', country: 'Ghana', region: 'GH' },
  { code: '+1', country: 'USA/Canada', region: 'US' },
  { code: '+44', country: 'UK', region: 'GB' },
  { code: '+27', country: 'South Africa', region: 'ZA' },
  { code: '+254', country: 'Kenya', region: 'KE' },
  { code: '+234', country: 'Nigeria', region: 'NG' },
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number]['code'];
export const DEFAULT_COUNTRY_CODE: CountryCode = '+233';
const countryCodeValues = COUNTRY_CODES.map((entry) => entry.code) as [CountryCode, ...CountryCode[]];

export const BUSINESS_CATEGORIES = [
  'restaurant',
  'retail',
  'technology',
  'healthcare',
  'education',
  'finance',
  'real_estate',
  'automotive',
  'entertainment',
  'professional_services',
  'other',
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (ASVS 6.2.9); the cap only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 2;
export const BUSINESS_NAME_MIN_LENGTH = 2;
export const PHONE_MIN_DIGITS = 9;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const VERIFICATION_RESEND_SECONDS = 60;
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const SOCIAL_CODE_TTL_SECONDS = 60;
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';

/** The spec's texts (§5 Registration, §8) plus the ones it leaves to us, written once. */
export const authMessages = {
  nameRequired: 'Full name is required',
  nameMin: 'Name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password may not be longer than 128 characters',
  passwordComposition: 'Password must contain uppercase, lowercase, and number',
  passwordCommon: 'This password is too common. Please choose a less guessable one.',
  passwordMismatch: 'Passwords do not match',
  businessNameRequired: 'Business name is required',
  businessNameMin: 'Business name must be at least 2 characters',
  termsRequired: 'You must agree to the Terms of Service',
  verificationCodeRequired: 'Please enter verification code',
  verificationCodeInvalid: 'The verification code is invalid or has expired.',
  verificationTooManyAttempts: 'Too many wrong codes. Please request a new verification code.',
  verificationSent: 'Verification code sent.',
  verificationResendWait: 'Please wait a minute before requesting another code.',
  phoneNotVerified: 'Please verify your phone number before signing in.',
  emailTaken: 'This email address is already registered.',
  phoneTaken: 'This phone number is already registered.',
  invalidCredentials: 'These credentials do not match our records.',
  currentPasswordRequired: 'Please enter your current password to change your email, phone or password.',
  currentPasswordWrong: 'The current password is incorrect.',
  resetLinkSent: 'Password reset instructions sent to your email',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. You can now sign in.',
  loggedOut: 'Signed out.',
  socialCodeInvalid: 'This sign-in link is invalid or has expired.',
  // Store fallbacks (§8)
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  fetchProfileFailed: 'Failed to fetch profile',
  socialFailed: 'Social authentication failed',
  sendVerificationFailed: 'Failed to send verification',
  phoneVerificationFailed: 'Phone verification failed',
  logoutFailed: 'Logout failed',
  forgotPasswordFailed: 'Failed to send reset instructions',
} as const;

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

/** Score 0–5: one point each for length 8+, lowercase, uppercase, digit, symbol. */
export function passwordStrength(password: string): number {
  return [
    password.length >= PASSWORD_MIN_LENGTH,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
}
export const PASSWORD_STRENGTH_LABELS = ['Very Weak', 'Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

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

export const countryCode = z.enum(countryCodeValues, { error: authMessages.phoneInvalid }).default(DEFAULT_COUNTRY_CODE);

const name = z
  .string({ error: authMessages.nameRequired })
  .trim()
  .min(1, { error: authMessages.nameRequired, abort: true })
  .min(NAME_MIN_LENGTH, authMessages.nameMin)
  .max(100);

const registerFields = z.object({
  name,
  registration_type: z.enum(REGISTRATION_TYPES).default('email'),
  user_type: z.enum(USER_TYPES).default('individual'),
  email: z.unknown().optional(),
  phone: z.unknown().optional(),
  country_code: z.unknown().optional(),
  password: newPassword,
  password_confirmation: z.string().optional().default(''),
  business_name: z.string().trim().max(150).optional(),
  business_registration_number: z.string().trim().max(50).optional(),
  business_description: z.string().trim().max(2000).optional(),
  business_category: z.enum(BUSINESS_CATEGORIES).optional().or(z.literal('').transform(() => undefined)),
  terms_accepted: formBoolean.optional(),
});

/**
 * Registration: email or phone by registration_type; business accounts need a business name.
 * Cross-field rules run only after each field is valid on its own, so every message lands on its field.
 */
export const registerRequest = registerFields
  .superRefine((body, ctx) => {
    if (body.registration_type === 'email') {
      const parsed = email.safeParse(body.email ?? '');
      if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['email'], message: parsed.error.issues[0]!.message });
    } else {
      const parsed = phoneDigits.safeParse(body.phone ?? '');
      if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['phone'], message: parsed.error.issues[0]!.message });
      if (!countryCode.safeParse(body.country_code ?? undefined).success) {
        ctx.addIssue({ code: 'custom', path: ['country_code'], message: authMessages.phoneInvalid });
      }
    }
    if (body.password !== body.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: authMessages.passwordMismatch });
    }
    if (body.user_type === 'business') {
      const businessName = body.business_name ?? '';
      if (businessName.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['business_name'], message: authMessages.businessNameRequired });
      } else if (businessName.length < BUSINESS_NAME_MIN_LENGTH) {
        ctx.addIssue({ code: 'custom', path: ['business_name'], message: authMessages.businessNameMin });
      }
    }
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
