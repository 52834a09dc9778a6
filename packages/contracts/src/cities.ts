/**
 * The one list of cities that every form and filter offers (web and API alike), so a listing in any of them can be
 * found by its city. Port Elizabeth is shown as 'Gqeberha (Port Elizabeth)' and both names match
 * (docs/rules/formats-and-defaults.md); the stored value is the first name.
 */
export const CITIES = [
  { value: 'Johannesburg', label: 'Johannesburg', province: 'Gauteng', aliases: [], lat: -26.2041, lon: 28.0473 },
  { value: 'Cape Town', label: 'Cape Town', province: 'Western Cape', aliases: [], lat: -33.9249, lon: 18.4241 },
  { value: 'Durban', label: 'Durban', province: 'KwaZulu-Natal', aliases: [], lat: -29.8587, lon: 31.0218 },
  { value: 'Pretoria', label: 'Pretoria', province: 'Gauteng', aliases: ['Tshwane'], lat: -25.7479, lon: 28.2293 },
  {
    value: 'Gqeberha',
    label: 'Gqeberha (Port Elizabeth)',
    province: 'Eastern Cape',
    aliases: ['Port Elizabeth'],
    lat: -33.9608,
    lon: 25.6022,
  },
  { value: 'Bloemfontein', label: 'Bloemfontein', province: 'Free State', aliases: [], lat: -29.0852, lon: 26.1596 },
  { value: 'East London', label: 'East London', province: 'Eastern Cape', aliases: [], lat: -33.0292, lon: 27.8546 },
  { value: 'Polokwane', label: 'Polokwane', province: 'Limpopo', aliases: [], lat: -23.9045, lon: 29.4689 },
] as const;
export type City = (typeof CITIES)[number]['value'];

export const DEFAULT_CITY: City = 'Johannesburg';

/** The stored city for any of its names ('Port Elizabeth' -> 'Gqeberha'), or null. */
export function canonicalCity(name: string): City | null {
  const wanted = name.trim().toLowerCase();
  for (const city of CITIES) {
    const names = [city.value, city.label, ...city.aliases];
    if (names.some((candidate) => candidate.toLowerCase() === wanted)) return city.value;
  }
  return null;
}

export function findCity(value: string) {
  return CITIES.find((city) => city.value === value) ?? null;
}

export function cityLabel(value: string): string {
  return CITIES.find((city) => city.value === value)?.label ?? value;
}
