import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** Where a guest's number may be from: the community's two countries (docs/decisions/034). */
const COUNTRIES: readonly CountryCode[] = ['ZA', 'GH'];
const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** The number as it reads in `region`: a mobile (its E.164), another kind of number there ('other'), or none. */
function readIn(text: string, region?: CountryCode): string | 'other' | null {
  const parsed = parsePhoneNumberFromString(text, region);
  if (!parsed?.isValid() || !parsed.country || !COUNTRIES.includes(parsed.country)) return null;
  return MOBILE_TYPES.has(parsed.getType() ?? '') ? parsed.number : 'other';
}

const mobileIn = (text: string, region?: CountryCode) => {
  const read = readIn(text, region);
  return read === 'other' ? null : read;
};

/**
 * A South African or Ghanaian mobile number in E.164, from however a person typed it: '082 123 4567', '+27 82 123
 * 4567', '0027821234567', '27821234567', '(082) 123-4567', '+233 24 123 4567', '024 123 4567'. A number written
 * with its trunk 0 is read as South African, and as Ghanaian only when it is no South African number at all: some
 * South African landlines (023, 027, 028, 054) have the digits of Ghanaian mobiles. Null for anything else (a
 * landline, another country, no number).
 */
export function guestMobileToE164(typed: string): string | null {
  const compact = typed.replace(/[\s().-]/g, '');
  if (!/^\+?\d{9,15}$/.test(compact)) return null;
  if (compact.startsWith('+')) return mobileIn(compact);
  if (compact.startsWith('00')) return mobileIn(`+${compact.slice(2)}`);
  if (compact.startsWith('0')) {
    // A South African landline ('027 …') is refused, not read as the Ghanaian mobile with the same digits.
    const southAfrican = readIn(compact, 'ZA');
    if (southAfrican !== null) return southAfrican === 'other' ? null : southAfrican;
    return mobileIn(compact, 'GH');
  }
  // The country code typed without its '+': '27821234567', '233241234567'.
  return mobileIn(`+${compact}`);
}
