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

/**
 * Towns in Ghana an event may be held in (an event held in Ghana is entered in Ghana's time): the sixteen regions'
 * capitals and the larger towns, with their region.
 */
export const GHANA_TOWNS = [
  { value: 'Accra', label: 'Accra', region: 'Greater Accra', aliases: [], lat: 5.6037, lon: -0.187 },
  { value: 'Tema', label: 'Tema', region: 'Greater Accra', aliases: [], lat: 5.6698, lon: -0.0166 },
  { value: 'Kumasi', label: 'Kumasi', region: 'Ashanti', aliases: [], lat: 6.6885, lon: -1.6244 },
  { value: 'Obuasi', label: 'Obuasi', region: 'Ashanti', aliases: [], lat: 6.206, lon: -1.663 },
  { value: 'Tamale', label: 'Tamale', region: 'Northern', aliases: [], lat: 9.4008, lon: -0.8393 },
  {
    value: 'Sekondi-Takoradi',
    label: 'Sekondi-Takoradi',
    region: 'Western',
    aliases: ['Takoradi', 'Sekondi'],
    lat: 4.934,
    lon: -1.7137,
  },
  { value: 'Cape Coast', label: 'Cape Coast', region: 'Central', aliases: [], lat: 5.1053, lon: -1.2466 },
  { value: 'Kasoa', label: 'Kasoa', region: 'Central', aliases: [], lat: 5.5346, lon: -0.4168 },
  { value: 'Winneba', label: 'Winneba', region: 'Central', aliases: [], lat: 5.3512, lon: -0.6231 },
  { value: 'Koforidua', label: 'Koforidua', region: 'Eastern', aliases: [], lat: 6.094, lon: -0.2591 },
  { value: 'Ho', label: 'Ho', region: 'Volta', aliases: [], lat: 6.6008, lon: 0.4713 },
  { value: 'Sunyani', label: 'Sunyani', region: 'Bono', aliases: [], lat: 7.3349, lon: -2.3123 },
  { value: 'Techiman', label: 'Techiman', region: 'Bono East', aliases: [], lat: 7.5909, lon: -1.9395 },
  { value: 'Goaso', label: 'Goaso', region: 'Ahafo', aliases: [], lat: 6.8036, lon: -2.5172 },
  { value: 'Bolgatanga', label: 'Bolgatanga', region: 'Upper East', aliases: ['Bolga'], lat: 10.7856, lon: -0.8514 },
  { value: 'Wa', label: 'Wa', region: 'Upper West', aliases: [], lat: 10.0601, lon: -2.5099 },
  { value: 'Damongo', label: 'Damongo', region: 'Savannah', aliases: [], lat: 9.0832, lon: -1.8188 },
  { value: 'Nalerigu', label: 'Nalerigu', region: 'North East', aliases: [], lat: 10.5273, lon: -0.3698 },
  { value: 'Dambai', label: 'Dambai', region: 'Oti', aliases: [], lat: 8.0693, lon: 0.1791 },
  { value: 'Sefwi Wiawso', label: 'Sefwi Wiawso', region: 'Western North', aliases: [], lat: 6.2058, lon: -2.4894 },
] as const;
export type GhanaTown = (typeof GHANA_TOWNS)[number]['value'];

/** The stored town for any of its names ('Takoradi' -> 'Sekondi-Takoradi'), or null. */
export function canonicalGhanaTown(name: string): GhanaTown | null {
  const wanted = name.trim().toLowerCase();
  const town = GHANA_TOWNS.find((candidate) =>
    [candidate.value, candidate.label, ...candidate.aliases].some((known) => known.toLowerCase() === wanted),
  );
  return town?.value ?? null;
}

export function findCity(value: string) {
  return CITIES.find((city) => city.value === value) ?? null;
}

/** A stored South African city or Ghanaian town (where an event is held), with its point. */
export function findEventPlace(value: string) {
  return findCity(value) ?? GHANA_TOWNS.find((town) => town.value === value) ?? null;
}

export function cityLabel(value: string): string {
  return findEventPlace(value)?.label ?? value;
}
