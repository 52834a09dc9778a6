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

/** Who may join: adults only, as a child's personal information needs a guardian's consent (POPIA ss34–35). */
export const MINIMUM_AGE = 18;

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
/** An email confirmation link (sign-up, a new address) lives a day. */
export const EMAIL_CONFIRMATION_TTL_HOURS = 24;
/** Between two confirmation mails the member asks for. */
export const EMAIL_CONFIRMATION_RESEND_SECONDS = 60;
/** The link in the mail that tells a member a provider was linked undoes it for this long. */
export const SOCIAL_LINK_UNDO_TTL_DAYS = 30;

export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';

/** The account texts: the spec's, then ours, written once (docs/rules/messages.md). */
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
  /** Under 18 needs a guardian's consent (POPIA ss34–35), which Akwaaba does not collect: members are adults. */
  ageRequired: 'You must be 18 or older to join Akwaaba.',
  /** Beside the sign-up button, which stays disabled until the terms box is ticked (the spec), so it says why. */
  termsToContinue: 'Tick the box above to agree to the Terms of Service and Privacy Policy, then create your account.',
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
  /** A member who signed up through a provider has no password: a fresh sign-in stands in for it. */
  recentSignInRequired: 'For your security, sign in again, then try within 10 minutes.',
  resetLinkSent: 'Password reset instructions sent to your email',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. You can now sign in.',
  loggedOut: 'Signed out.',
  socialCodeInvalid: 'This sign-in link is invalid or has expired.',
  accountTypeSaved: 'Your account type has been saved.',
  accountTypeAlreadyChosen: 'Your account type has already been chosen.',
  accountTypeFailed: 'Your account type could not be saved.',
  // Confirmed addresses (trusted only once proved: docs/rules/security-and-reliability.md)
  emailConfirmed: 'Your email address is confirmed. Thank you.',
  emailAlreadyConfirmed: 'Your email address is already confirmed.',
  emailConfirmationSent: 'We sent a confirmation link to your email address. It works for 24 hours.',
  emailConfirmationResendWait: 'Please wait a minute before asking for another confirmation link.',
  emailConfirmationInvalid: 'This confirmation link is invalid or has expired.',
  emailConfirmationNoEmail: 'Add an email address to your profile first.',
  /** Answered to a profile change of email: the old address stays until the new one is proved. */
  emailChangePending: 'We sent a confirmation link to your new email address. Your address changes when you open it.',
  emailReleased:
    'Thank you for telling us. Your address has been taken off that account, which can no longer sign in with it.',
  emailChangeCancelled: 'Thank you for telling us. Your address was not added to that account.',
  socialLinkUndone: 'The provider no longer signs in to your account, and every session of the account has ended.',
  socialLinkUndoInvalid: 'This link is invalid, has expired, or was already used.',
  // Fallbacks when a call fails without a message
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  fetchProfileFailed: 'Failed to fetch profile',
  socialFailed: 'Social authentication failed',
  sendVerificationFailed: 'Failed to send verification',
  phoneVerificationFailed: 'Phone verification failed',
  logoutFailed: 'Logout failed',
  forgotPasswordFailed: 'Failed to send reset instructions',
  emailConfirmationFailed: 'Your email address could not be confirmed just now. Please try again.',
  emailReleaseFailed: 'Your answer could not be sent just now. Please try again.',
  emailConfirmationSendFailed: 'The confirmation link could not be sent just now. Please try again.',
  socialLinkUndoFailed: 'The provider could not be unlinked just now. Please try again.',
} as const;

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

/**
 * Why a social sign-in ended on /login: the provider's OAuth error code (RFC 6749 §4.1.2.1 and §5.2) travels in the
 * address as `?error=` and the page shows these words for it, the spec's 'Social authentication failed' for any other.
 * Never the provider's free text: anyone can write a link to /login, and it would put their words on our page.
 */
export const socialErrorMessages: Record<string, string> = {
  access_denied: 'Sign-in was cancelled or refused at the provider.',
  temporarily_unavailable: 'The provider is unavailable right now. Please try again in a few minutes.',
  server_error: 'The provider could not sign you in just now. Please try again in a few minutes.',
  invalid_grant: 'That sign-in expired or was already used. Please try again.',
};

/** The words for a social sign-in's `?error=` code. */
export function socialErrorMessage(code: string | null): string {
  return code !== null && Object.hasOwn(socialErrorMessages, code)
    ? socialErrorMessages[code]!
    : authMessages.socialFailed;
}
