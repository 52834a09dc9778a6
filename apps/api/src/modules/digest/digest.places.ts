import { CITIES, canonicalCity, cityLabel } from '@akwaaba/contracts';
import { normalise, type Gazetteer } from '../places/places.gazetteer.ts';

/** Where a member's events 'near you' are looked for: event towns of their province, their own city first. */
export interface NearbyPlace {
  /** Their city when it is one events are held in (a suburb counts as its city), else null. */
  city: string | null;
  /** Every city events may name in their province, their own among them. */
  cities: string[];
  /** How the mail names it: the city, or the province. */
  label: string;
}

/**
 * The member's place from the city or suburb they wrote on their profile: one of the cities events are held in
 * ('Port Elizabeth' → Gqeberha), or a place of the built-in gazetteer whose name is exactly what they wrote
 * ('Yeoville' → Johannesburg, Gauteng). Null when nothing matches or their province has no event cities.
 */
export function nearbyPlace(location: string | null, gazetteer: Pick<Gazetteer, 'suggest'>): NearbyPlace | null {
  const written = location?.split(',')[0]?.trim();
  if (!written) return null;
  let city = canonicalCity(written);
  let province: string | null = CITIES.find((known) => known.value === city)?.province ?? null;
  if (!city) {
    const [place] = gazetteer.suggest(written, 1);
    if (!place || normalise(place.name) !== normalise(written)) return null;
    city = canonicalCity(place.city);
    province = place.province;
  }
  const cities = CITIES.filter((known) => known.province === province).map((known) => known.value);
  if (cities.length === 0 || province === null) return null;
  return { city, cities, label: city ? cityLabel(city) : province };
}
