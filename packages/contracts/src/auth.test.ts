import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountTypeRequest,
  authMessages,
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  email,
  loginRequest,
  newPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_STRENGTH_LABELS,
  passwordStrength,
  phoneDigits,
  registerRequest,
  resetPasswordRequest,
  sendVerificationRequest,
  verifyPhoneRequest,
} from './auth.ts';
import { fieldErrors } from './common/errors.ts';

const PASSWORD = 'Kumasi-Gold-2024';

const emailBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ama Owusu',
  email: 'ama@example.com',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  terms_accepted: true,
  age_confirmed: true,
  ...overrides,
});
const phoneBody = (overrides: Record<string, unknown> = {}) =>
  emailBody({ registration_type: 'phone', email: undefined, phone: '0241234567', country_code: '+233', ...overrides });

/** The `{ field: [messages] }` a 422 would carry for this body (empty when it is valid). */
function errorsOf(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error.issues);
}

describe('registration', () => {
  it('accepts a valid email registration and normalises the email', () => {
    const parsed = registerRequest.parse(emailBody({ email: '  Ama@Example.COM ' }));
    expect(parsed).toMatchObject({
      name: 'Ama Owusu',
      email: 'ama@example.com',
      phone: null,
      country_code: null,
      registration_type: 'email',
      user_type: 'individual',
    });
  });

  it('accepts a valid phone registration, keeping digits only', () => {
    const parsed = registerRequest.parse(phoneBody({ phone: '(024) 123-4567' }));
    expect(parsed).toMatchObject({
      phone: '0241234567',
      country_code: '+233',
      email: null,
      registration_type: 'phone',
    });
  });

  it.each([
    ['name missing', { name: undefined }, { name: [authMessages.nameRequired] }],
    ['name empty', { name: '' }, { name: [authMessages.nameRequired] }],
    ['name only spaces', { name: '   ' }, { name: [authMessages.nameRequired] }],
    ['name not text', { name: 42 }, { name: [authMessages.nameRequired] }],
    ['name of one letter', { name: 'A' }, { name: [authMessages.nameMin] }],
    ['name of one letter padded', { name: ' A ' }, { name: [authMessages.nameMin] }],
    ['email missing', { email: undefined }, { email: [authMessages.emailRequired] }],
    ['email empty', { email: '' }, { email: [authMessages.emailRequired] }],
    ['email without @', { email: 'ama.example.com' }, { email: [authMessages.emailInvalid] }],
    ['email without domain', { email: 'ama@' }, { email: [authMessages.emailInvalid] }],
    ['email with a space inside', { email: 'ama owusu@example.com' }, { email: [authMessages.emailInvalid] }],
    ['email too long', { email: `${'a'.repeat(250)}@example.com` }, { email: [authMessages.emailInvalid] }],
    ['password missing', { password: undefined }, { password: [authMessages.passwordRequired] }],
    ['password empty', { password: '', password_confirmation: '' }, { password: [authMessages.passwordRequired] }],
    ['password not text', { password: [], password_confirmation: '' }, { password: [authMessages.passwordRequired] }],
    [
      'password of 7 characters',
      { password: 'Abcde12', password_confirmation: 'Abcde12' },
      { password: [authMessages.passwordMin] },
    ],
    [
      'password without uppercase',
      { password: 'kumasi-gold-2024', password_confirmation: 'kumasi-gold-2024' },
      { password: [authMessages.passwordComposition] },
    ],
    [
      'password without lowercase',
      { password: 'KUMASI-GOLD-2024', password_confirmation: 'KUMASI-GOLD-2024' },
      { password: [authMessages.passwordComposition] },
    ],
    [
      'password without a digit',
      { password: 'Kumasi-Gold', password_confirmation: 'Kumasi-Gold' },
      { password: [authMessages.passwordComposition] },
    ],
    [
      'password too long',
      { password: `Aa1${'x'.repeat(126)}`, password_confirmation: `Aa1${'x'.repeat(126)}` },
      { password: [authMessages.passwordMax] },
    ],
    [
      'confirmation different',
      { password_confirmation: 'Kumasi-Gold-2025' },
      { password_confirmation: [authMessages.passwordMismatch] },
    ],
    [
      'confirmation missing',
      { password_confirmation: undefined },
      { password_confirmation: [authMessages.passwordMismatch] },
    ],
    [
      'confirmation differing by a space',
      { password_confirmation: `${PASSWORD} ` },
      { password_confirmation: [authMessages.passwordMismatch] },
    ],
  ])('email mode: %s', (_, overrides, errors) => {
    expect(errorsOf(registerRequest, emailBody(overrides))).toEqual(errors);
  });

  it.each([
    ['phone missing', { phone: undefined }, { phone: [authMessages.phoneRequired] }],
    ['phone empty', { phone: '' }, { phone: [authMessages.phoneRequired] }],
    ['phone with no digits', { phone: 'call me' }, { phone: [authMessages.phoneRequired] }],
    ['phone of 8 digits', { phone: '24123456' }, { phone: [authMessages.phoneInvalid] }],
    ['phone of 8 digits among other signs', { phone: '+(24) 123-456' }, { phone: [authMessages.phoneInvalid] }],
    ['phone of 16 digits', { phone: '1234567890123456' }, { phone: [authMessages.phoneInvalid] }],
    ['phone not text', { phone: 241234567 }, { phone: [authMessages.phoneRequired] }],
    ['unknown country code', { country_code: '+999' }, { country_code: [authMessages.phoneInvalid] }],
  ])('phone mode: %s', (_, overrides, errors) => {
    expect(errorsOf(registerRequest, phoneBody(overrides))).toEqual(errors);
  });

  it('phone mode needs no email and email mode needs no phone', () => {
    expect(errorsOf(registerRequest, phoneBody({ email: 'not-an-email' }))).toEqual({});
    expect(errorsOf(registerRequest, emailBody({ phone: '12' }))).toEqual({});
  });

  it(`phone mode defaults the country code to ${DEFAULT_COUNTRY_CODE}`, () => {
    expect(registerRequest.parse(phoneBody({ country_code: undefined })).country_code).toBe(DEFAULT_COUNTRY_CODE);
    expect(DEFAULT_COUNTRY_CODE).toBe('+233');
  });

  it('accepts every country code of the list', () => {
    for (const { code } of COUNTRY_CODES)
      expect(errorsOf(registerRequest, phoneBody({ country_code: code }))).toEqual({});
  });

  it.each([
    ['missing', {}, { business_name: [authMessages.businessNameRequired] }],
    ['empty', { business_name: '' }, { business_name: [authMessages.businessNameRequired] }],
    ['only spaces', { business_name: '   ' }, { business_name: [authMessages.businessNameRequired] }],
    ['one letter', { business_name: 'A' }, { business_name: [authMessages.businessNameMin] }],
    ['two letters', { business_name: 'AB' }, {}],
  ])('business account with a business name %s', (_, business, errors) => {
    expect(errorsOf(registerRequest, emailBody({ user_type: 'business', ...business }))).toEqual(errors);
  });

  it('needs no business name for an individual account', () => {
    expect(errorsOf(registerRequest, emailBody({ user_type: 'individual' }))).toEqual({});
  });

  it('refuses a business category outside the list and reads an empty one as none', () => {
    const base = emailBody({ user_type: 'business', business_name: 'Accra Bites' });
    expect(errorsOf(registerRequest, { ...base, business_category: 'casino' })).toHaveProperty('business_category');
    expect(registerRequest.parse({ ...base, business_category: '' }).business_category).toBeUndefined();
    expect(registerRequest.parse({ ...base, business_category: 'restaurant' }).business_category).toBe('restaurant');
  });

  it('puts each broken rule on its own field in one pass', () => {
    expect(
      errorsOf(registerRequest, {
        name: 'A',
        email: 'x',
        password: 'short',
        password_confirmation: 'other',
        user_type: 'business',
      }),
    ).toEqual({
      name: [authMessages.nameMin],
      email: [authMessages.emailInvalid],
      password: [authMessages.passwordMin, authMessages.passwordComposition],
      password_confirmation: [authMessages.passwordMismatch],
      business_name: [authMessages.businessNameRequired],
      terms_accepted: [authMessages.termsRequired],
      age_confirmed: [authMessages.ageRequired],
    });
  });

  it('reads terms_accepted from form values and requires it', () => {
    expect(registerRequest.parse(emailBody({ terms_accepted: '1' })).terms_accepted).toBe(true);
    for (const refused of ['0', 'false', undefined]) {
      expect(errorsOf(registerRequest, emailBody({ terms_accepted: refused }))).toEqual({
        terms_accepted: [authMessages.termsRequired],
      });
    }
    expect(errorsOf(registerRequest, emailBody({ terms_accepted: 'maybe' }))).toHaveProperty('terms_accepted');
  });

  it('reads age_confirmed from form values and requires it, with the one message', () => {
    expect(registerRequest.parse(emailBody({ age_confirmed: 'on' })).age_confirmed).toBe(true);
    for (const refused of ['0', 'false', 'off', false, undefined]) {
      expect(errorsOf(registerRequest, emailBody({ age_confirmed: refused }))).toEqual({
        age_confirmed: [authMessages.ageRequired],
      });
      expect(
        errorsOf(accountTypeRequest, { user_type: 'individual', terms_accepted: true, age_confirmed: refused }),
      ).toEqual({
        age_confirmed: [authMessages.ageRequired],
      });
    }
    expect(errorsOf(registerRequest, emailBody({ age_confirmed: 'maybe' }))).toHaveProperty('age_confirmed');
  });

  it('drops fields a client may not set', () => {
    const parsed = registerRequest.parse(emailBody({ is_admin: true, is_verified_business: true, user_id: 7 }));
    expect(parsed).not.toHaveProperty('is_admin');
    expect(parsed).not.toHaveProperty('is_verified_business');
    expect(parsed).not.toHaveProperty('user_id');
  });

  it('keeps the texts of the spec', () => {
    expect(authMessages).toMatchObject({
      nameRequired: 'Full name is required',
      nameMin: 'Name must be at least 2 characters',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      phoneRequired: 'Phone number is required',
      phoneInvalid: 'Please enter a valid phone number',
      passwordRequired: 'Password is required',
      passwordMin: 'Password must be at least 8 characters',
      passwordComposition: 'Password must contain uppercase, lowercase, and number',
      passwordMismatch: 'Passwords do not match',
      businessNameRequired: 'Business name is required',
      businessNameMin: 'Business name must be at least 2 characters',
      termsRequired: 'You must agree to the Terms of Service',
      verificationCodeRequired: 'Please enter verification code',
      loginFailed: 'Login failed',
      registrationFailed: 'Registration failed',
      fetchProfileFailed: 'Failed to fetch profile',
      socialFailed: 'Social authentication failed',
      sendVerificationFailed: 'Failed to send verification',
      phoneVerificationFailed: 'Phone verification failed',
      logoutFailed: 'Logout failed',
      forgotPasswordFailed: 'Failed to send reset instructions',
      resetLinkSent: 'Password reset instructions sent to your email',
    });
  });
});

describe('newPassword', () => {
  it('accepts any 8 to 128 characters with a lowercase letter, an uppercase letter and a digit, exactly as typed', () => {
    const password = fc
      .tuple(
        fc.string({ minLength: 5, maxLength: PASSWORD_MAX_LENGTH - 3 }),
        fc.constantFrom(...'abcxyz'),
        fc.constantFrom(...'ABCXYZ'),
        fc.constantFrom(...'0123456789'),
      )
      .map(([rest, lower, upper, digit]) => `${lower}${rest}${upper}${digit}`);
    fc.assert(
      fc.property(password, (value) => {
        expect(newPassword.parse(value)).toBe(value);
      }),
    );
  });

  it('refuses anything shorter than 8 or longer than 128 characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 7 }), fc.string({ minLength: 129, maxLength: 400 })), (value) => {
        expect(newPassword.safeParse(value).success).toBe(false);
      }),
    );
  });

  it('accepts 128 characters and refuses 129', () => {
    expect(newPassword.safeParse(`Aa1${'x'.repeat(125)}`).success).toBe(true);
    expect(newPassword.safeParse(`Aa1${'x'.repeat(126)}`).success).toBe(false);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['ABC', 1],
    ['123', 1],
    ['!!!', 1],
    ['abcdefgh', 2],
    ['abcABC', 2],
    ['abcdefgH', 3],
    ['abcdefG1', 4],
    ['abcdeG1!', 5],
    [PASSWORD, 5],
  ])('scores %j as %i', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });

  it('always scores 0 to 5, one point per criterion', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (password) => {
        const score = passwordStrength(password);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(5);
        expect(passwordStrength(`${password}aA1!xxxx`)).toBe(5);
      }),
    );
  });

  it('labels the scores Very Weak, Weak, Fair, Good, Strong', () => {
    expect(PASSWORD_STRENGTH_LABELS).toHaveLength(6);
    expect(PASSWORD_STRENGTH_LABELS.map((_, score) => PASSWORD_STRENGTH_LABELS[score])).toEqual([
      'Very Weak',
      'Very Weak',
      'Weak',
      'Fair',
      'Good',
      'Strong',
    ]);
    expect(PASSWORD_STRENGTH_LABELS[passwordStrength('abcdeG1!')]).toBe('Strong');
    expect(PASSWORD_STRENGTH_LABELS[passwordStrength('')]).toBe('Very Weak');
  });
});

describe('email and phone fields', () => {
  it('lower-cases and trims an email', () => {
    expect(email.parse('  Kofi.Mensah@Example.COM ')).toBe('kofi.mensah@example.com');
  });

  it('keeps only the digits of a phone number', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const result = phoneDigits.safeParse(typed);
        if (result.success) {
          expect(result.data).toMatch(/^\d{9,15}$/);
          expect(result.data).toBe(typed.replace(/\D/g, ''));
        }
      }),
    );
  });
});

describe('login', () => {
  it('reads an email login, lower-cased, remember off by default', () => {
    expect(loginRequest.parse({ email: 'Ama@Example.com', password: 'x' })).toEqual({
      login_type: 'email',
      email: 'ama@example.com',
      phone: null,
      password: 'x',
      remember: false,
    });
  });

  it('reads remember from form values', () => {
    expect(loginRequest.parse({ email: 'a@b.co', password: 'x', remember: '1' }).remember).toBe(true);
    expect(loginRequest.parse({ email: 'a@b.co', password: 'x', remember: 'false' }).remember).toBe(false);
  });

  it('reads a phone login with a separate country code', () => {
    expect(
      loginRequest.parse({ login_type: 'phone', phone: '082 123 4567', country_code: '+27', password: 'x' }),
    ).toMatchObject({
      email: null,
      phone: { digits: '0821234567', country_code: '+27' },
    });
  });

  it('reads a phone login with the country code typed in front', () => {
    expect(loginRequest.parse({ login_type: 'phone', phone: '+27 82 123 4567', password: 'x' })).toMatchObject({
      phone: { digits: '27821234567', country_code: null },
    });
  });

  it('ignores an unknown country code instead of refusing the login', () => {
    expect(
      loginRequest.parse({ login_type: 'phone', phone: '27821234567', country_code: '+999', password: 'x' }).phone,
    ).toEqual({
      digits: '27821234567',
      country_code: null,
    });
  });

  it.each([
    [{ password: 'x' }, { email: [authMessages.emailRequired] }],
    [{ email: 'nope', password: 'x' }, { email: [authMessages.emailInvalid] }],
    [{ email: 'a@b.co' }, { password: [authMessages.passwordRequired] }],
    [{ email: 'a@b.co', password: '' }, { password: [authMessages.passwordRequired] }],
    [{ login_type: 'phone', password: 'x' }, { phone: [authMessages.phoneRequired] }],
    [{ login_type: 'phone', phone: '12345678', password: 'x' }, { phone: [authMessages.phoneInvalid] }],
    [{ login_type: 'sms', email: 'a@b.co', password: 'x' }, { login_type: [expect.any(String)] }],
  ])('refuses %j', (body, errors) => {
    expect(errorsOf(loginRequest, body)).toEqual(errors);
  });

  it('does not apply the new-password rules to a login (old passwords still sign in)', () => {
    expect(errorsOf(loginRequest, { email: 'a@b.co', password: 'old' })).toEqual({});
  });
});

describe('phone verification', () => {
  it('sends with the default country code when none is given', () => {
    expect(sendVerificationRequest.parse({ phone: '241234567' })).toEqual({ phone: '241234567', country_code: '+233' });
  });

  it.each([
    [undefined, authMessages.verificationCodeRequired],
    ['', authMessages.verificationCodeRequired],
    ['  ', authMessages.verificationCodeRequired],
    ['12345', authMessages.verificationCodeInvalid],
    ['1234567', authMessages.verificationCodeInvalid],
    ['12a456', authMessages.verificationCodeInvalid],
  ])('refuses the code %j', (code, message) => {
    expect(errorsOf(verifyPhoneRequest, { phone: '241234567', verification_code: code })).toEqual({
      verification_code: [message],
    });
  });

  it('accepts 6 digits, trimmed', () => {
    expect(verifyPhoneRequest.parse({ phone: '241234567', verification_code: ' 012345 ' }).verification_code).toBe(
      '012345',
    );
  });
});

describe('reset password', () => {
  it('needs a token, a valid new password and a matching confirmation', () => {
    expect(errorsOf(resetPasswordRequest, { token: 't', password: PASSWORD, password_confirmation: PASSWORD })).toEqual(
      {},
    );
    expect(errorsOf(resetPasswordRequest, { password: PASSWORD, password_confirmation: PASSWORD })).toEqual({
      token: [authMessages.resetTokenInvalid],
    });
    expect(errorsOf(resetPasswordRequest, { token: 't', password: PASSWORD, password_confirmation: 'other' })).toEqual({
      password_confirmation: [authMessages.passwordMismatch],
    });
    expect(
      errorsOf(resetPasswordRequest, { token: 't', password: 'weak', password_confirmation: 'weak' }).password,
    ).toContain(authMessages.passwordMin);
  });
});
