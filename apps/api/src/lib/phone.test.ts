import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@akwaaba/contracts';
import { anyPhoneToE164, loginPhoneToE164, storedPhone, toE164 } from './phone.ts';

describe('toE164', () => {
  it.each([
    ['0821234567', '+27', '+27821234567'],
    ['821234567', '+27', '+27821234567'],
    ['27821234567', '+27', '+27821234567'],
    ['0721234567', '+27', '+27721234567'],
    ['0114567890', '+27', '+27114567890'],
    ['0241234567', '+233', '+233241234567'],
    ['241234567', '+233', '+233241234567'],
    ['0201234567', '+233', '+233201234567'],
    ['7911123456', '+44', '+447911123456'],
    ['07911123456', '+44', '+447911123456'],
    ['2015550123', '+1', '+12015550123'],
    ['712345678', '+254', '+254712345678'],
    ['08031234567', '+234', '+2348031234567'],
  ] as const)('reads %s with %s as %s', (digits, code, e164) => {
    expect(toE164(digits, code)).toBe(e164);
  });

  it.each([
    ['0001234567', '+27', 'not a number of the plan'],
    ['08212', '+27', 'too short'],
    ['082123456789012', '+27', 'too long'],
    ['241234567', '+27', 'a Ghanaian number with the South African code'],
    ['0821234567', '+233', 'a South African number with the Ghanaian code'],
    ['233241234567', '+27', 'another country code typed in front'],
    ['', '+27', 'nothing'],
  ] as const)('refuses %s with %s (%s)', (digits, code, _reason) => {
    expect(toE164(digits, code)).toBeNull();
  });

  it('answers E.164 of the chosen country, or null, for any digits', () => {
    const codes = COUNTRY_CODES.map((entry) => entry.code);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,16}$/), fc.constantFrom(...codes), (digits, code) => {
        const result = toE164(digits, code);
        if (result !== null) {
          expect(result).toMatch(/^\+\d{2,15}$/);
          expect(result.startsWith(code)).toBe(true);
          // Its own national form leads back to it.
          expect(toE164(result.slice(code.length), code)).toBe(result);
        }
      }),
    );
  });
});

describe('loginPhoneToE164', () => {
  it('reads digits with the country code typed in front, with no separate code', () => {
    expect(loginPhoneToE164('27821234567', null)).toBe('+27821234567');
    expect(loginPhoneToE164('233241234567', null)).toBe('+233241234567');
  });

  it('reads national digits with a separate country code', () => {
    expect(loginPhoneToE164('0821234567', '+27')).toBe('+27821234567');
    expect(loginPhoneToE164('241234567', '+233')).toBe('+233241234567');
  });

  it('falls back to the code typed in front when the separate one does not fit', () => {
    expect(loginPhoneToE164('233241234567', '+27')).toBe('+233241234567');
  });

  it('answers null for what is no number', () => {
    expect(loginPhoneToE164('0821234567', null)).toBeNull();
    expect(loginPhoneToE164('123', null)).toBeNull();
    expect(loginPhoneToE164('', '+27')).toBeNull();
  });

  it('leads both login forms of one member to the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 9_999_999 }), (rest) => {
        const national = `082${rest}`;
        const e164 = toE164(national, '+27');
        if (e164) {
          expect(loginPhoneToE164(national, '+27')).toBe(e164);
          expect(loginPhoneToE164(e164.slice(1), null)).toBe(e164);
        }
      }),
    );
  });
});

describe('storedPhone', () => {
  it('stores a number that parses in E.164, South African when no code is typed', () => {
    expect(storedPhone('(011) 447-1234')).toBe('+27114471234');
    expect(storedPhone('082 123 4567')).toBe('+27821234567');
    expect(storedPhone('+233 24 123 4567')).toBe('+233241234567');
  });

  it('keeps what does not parse as written, and no number as null', () => {
    expect(storedPhone('0001234567')).toBe('0001234567');
    expect(storedPhone('')).toBeNull();
    expect(storedPhone(null)).toBeNull();
  });
});

describe('anyPhoneToE164', () => {
  it.each(['082 123 4567', '+27 82 123 4567', '0027 82 123 4567', '0027821234567', '(082) 123-4567', '+27821234567'])(
    'reads %s as +27821234567',
    (written) => {
      expect(anyPhoneToE164(written)).toBe('+27821234567');
    },
  );

  it('reads a number written with another country code in that country', () => {
    expect(anyPhoneToE164('+233 24 123 4567')).toBe('+233241234567');
    expect(anyPhoneToE164('00233241234567')).toBe('+233241234567');
  });

  it.each(['0001234567', '08212', '+999 123 456', 'call me', ''])('answers null for %j', (written) => {
    expect(anyPhoneToE164(written)).toBeNull();
  });
});
