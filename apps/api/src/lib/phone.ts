import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { COUNTRY_CODES, type CountryCode } from '@akwaaba/contracts';

const regionByCode = new Map<string, string>(COUNTRY_CODES.map((entry) => [entry.code, entry.region]));

/**
 * E.164 from the digits a member typed and the country code they picked. A leading
 * national trunk 0 ('0821234567' in South Africa) is understood. Null when it is no real number.
 */
export function toE164(digits: string, countryCode: CountryCode): string | null {
  const region = regionByCode.get(countryCode);
  const parsed = parsePhoneNumberFromString(digits, region as never);
  if (!parsed || !parsed.isValid() || `+${parsed.countryCallingCode}` !== countryCode) return null;
  return parsed.number;
}

/**
 * Login accepts the country code typed in front of the number ('27821234567'), or digits
 * with a separate country code; both lead to the one E.164 form the account is stored under.
 */
export function loginPhoneToE164(digits: string, countryCode: CountryCode | null): string | null {
  if (countryCode) {
    const withCode = toE164(digits, countryCode);
    if (withCode) return withCode;
  }
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/**
 * E.164 from a number as written anywhere ('082 123 4567', '+27 82 123 4567', '0027 82 123 4567'):
 * South African when no country code is written. Null when it is no real number.
 */
export function anyPhoneToE164(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, 'ZA');
  return parsed?.isValid() ? parsed.number : null;
}

/** A contact number as stored: E.164 when it parses (South African by default), as written otherwise. */
export function storedPhone(phone: string | null): string | null {
  if (!phone) return null;
  return anyPhoneToE164(phone) ?? phone;
}
