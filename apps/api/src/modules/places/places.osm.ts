import { PLACES_SUGGESTIONS_MAX, PROVINCES, SOUTH_AFRICA_BOUNDS, type PlaceSuggestion } from '@akwaaba/contracts';

/** How long a lookup waits for the geocoder before the built-in gazetteer answers instead. */
const OSM_TIMEOUT_MS = 3000;

/** One feature of a Photon answer (GeoJSON), with the properties we read. */
interface PhotonFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: {
    osm_type?: string;
    osm_id?: number;
    name?: string;
    city?: string;
    state?: string;
    countrycode?: string;
  };
}

export interface OsmGeocoder {
  /** Places in South Africa for what was typed; rejects when the geocoder cannot answer. */
  suggest(text: string): Promise<PlaceSuggestion[]>;
}

/**
 * An OpenStreetMap geocoder with Photon's API (https://github.com/komoot/photon), public or self-hosted, no key:
 * it knows the suburbs and townships (Yeoville, Sea Point) that the built-in gazetteer lacks. Only places are
 * asked for (osm_tag=place), inside South Africa's box.
 */
export function createOsmGeocoder(baseUrl: string, fetcher: typeof fetch = fetch): OsmGeocoder {
  const endpoint = new URL('api', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const { minLon, minLat, maxLon, maxLat } = SOUTH_AFRICA_BOUNDS;
  return {
    async suggest(text) {
      const url = new URL(endpoint);
      url.searchParams.set('q', text);
      url.searchParams.set('limit', String(PLACES_SUGGESTIONS_MAX));
      url.searchParams.set('lang', 'en');
      url.searchParams.set('bbox', [minLon, minLat, maxLon, maxLat].join(','));
      url.searchParams.set('osm_tag', 'place');
      const response = await fetcher(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(OSM_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`OSM geocoder answered ${response.status}`);
      const body = (await response.json()) as { features?: PhotonFeature[] };
      return (body.features ?? []).flatMap((feature) => {
        const suggestion = toSuggestion(feature);
        return suggestion ? [suggestion] : [];
      });
    },
  };
}

function toSuggestion({ geometry, properties: place }: PhotonFeature): PlaceSuggestion | null {
  const [longitude, latitude] = geometry?.coordinates ?? [];
  if (!place?.name || place.countrycode?.toUpperCase() !== 'ZA') return null;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  const province = PROVINCES.find((name) => name.toLowerCase() === place.state?.toLowerCase());
  if (!province) return null;
  // A suburb's town is its city; a town stands for itself.
  const city = place.city ?? place.name;
  const description = [place.name, ...(city === place.name ? [] : [city]), province].join(', ');
  return {
    id: `osm-${place.osm_type ?? 'X'}${place.osm_id ?? `${latitude},${longitude}`}`,
    name: place.name,
    description,
    city,
    province,
    latitude,
    longitude,
  };
}
