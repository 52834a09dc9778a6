import { cityLabel, findCity, groupThousands } from '@akwaaba/contracts';

/** 'real_estate' -> 'Real Estate', 'professional_services' -> 'Professional Services'. */
export function labelFromSlug(slug: string): string {
  return slug
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The letter shown in a member's avatar. */
export function initialOf(name: string): string {
  return (name.trim().charAt(0) || '?').toUpperCase();
}

/** Links from members' data become <a href> only when they are http(s); anything else stays text. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** '1 250': a count with its thousands grouped. */
export const formatCount = groupThousands;

/**
 * 'Address, City' for a listing, without naming the city twice: an address chosen from the place suggestions
 * ('Braamfontein, Johannesburg, Gauteng') already carries it.
 */
export function addressWithCity(address: string, city: string): string {
  const label = cityLabel(city);
  const names = [city, label, ...(findCity(city)?.aliases ?? [])];
  const named = names.some((name) => name && address.toLowerCase().includes(name.toLowerCase()));
  return named || !label ? address : [address, label].filter(Boolean).join(', ');
}

/** A phone number as a tel: link wants it: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
