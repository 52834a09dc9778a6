/**
 * How each country's numbers are grouped after the country code (subscriber digits, as the country's
 * own directories write them): '+27 82 555 0199', '+233 20 123 4567', '+44 7911 123456'.
 */
const GROUPS: Record<string, number[]> = {
  '+27': [2, 3, 4],
  '+233': [2, 3, 4],
  '+254': [3, 3, 3],
  '+234': [3, 3, 4],
  '+44': [4, 6],
  '+1': [3, 3, 4],
};

/** Longest code first, so '+233' is not read as '+23…' nor '+1' swallow a longer code. */
const CODES = Object.keys(GROUPS).sort((a, b) => b.length - a.length);

function grouped(digits: string, sizes: number[]): string | null {
  if (digits.length !== sizes.reduce((sum, size) => sum + size, 0)) return null;
  let at = 0;
  return sizes
    .map((size) => {
      const part = digits.slice(at, at + size);
      at += size;
      return part;
    })
    .join(' ');
}

/**
 * A phone number as people write it, the one formatter for every number the site shows. A South African number
 * is shown the local way ('082 555 0199'), as the site's readers dial it, unless `international` asks for the
 * code ('+27 82 555 0199', as on the verify screen, where the member picked the code); other countries' numbers
 * keep their code ('+233 20 123 4567'). Accepts E.164, or a picked code followed by the digits typed with the
 * national trunk 0 ('+270825550199'); anything else (a number already written out) is shown as written.
 */
export function formatPhone(phone: string, { international = false } = {}): string {
  const code = CODES.find((candidate) => phone.startsWith(candidate));
  if (!code || !/^\+\d+$/.test(phone)) return phone;
  const rest = phone.slice(code.length);
  // '+1' has no trunk 0; elsewhere a typed leading 0 is the trunk prefix, not part of the number.
  const subscriber = code !== '+1' && rest.startsWith('0') ? rest.slice(1) : rest;
  const groups = grouped(subscriber, GROUPS[code]!);
  if (!groups) return phone;
  return code === '+27' && !international ? `0${groups}` : `${code} ${groups}`;
}
