import {
  PLACES_QUERY_MIN,
  PLACES_SUGGESTIONS_MAX,
  type PlaceDetail,
  type PlaceSuggestion,
  type Province,
} from '@akwaaba/contracts';
import gazetteerData from './gazetteer-za.json' with { type: 'json' };

/** One place of gazetteer-za.json, made by scripts/generate-gazetteer.ts (open data and a short curated list). */
export interface GazetteerEntry {
  id: string;
  name: string;
  /** The place itself, or for a suburb of a metro its main city ('Soweto' → 'Johannesburg'). */
  city: string;
  province: Province;
  latitude: number;
  longitude: number;
  population?: number;
  /** Other names that find it: a former name ('Port Elizabeth'), the spec's alias ('Tshwane'). */
  aliases?: string[];
}

/** The form names are compared in: no accents or apostrophes, lower case, one space between words. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’‘`]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How well a place matched, best first; within a rank the larger place comes first. */
const Rank = {
  /** The whole name, as typed. */
  exact: 0,
  /** The start of the name ('johan' → Johannesburg). */
  start: 1,
  /** The start of a later word of the name ('town' → Cape Town). */
  word: 2,
  /** Its description, from the name or the main city on ('rondebosch cape' → Rondebosch; 'johannesburg' → Soweto). */
  description: 3,
} as const;
type Rank = (typeof Rank)[keyof typeof Rank];

interface IndexedName {
  text: string;
  words: string[];
  /** An alias, shown beside the name when it was what matched. */
  alias: string | null;
}

interface IndexedPlace {
  entry: GazetteerEntry;
  names: IndexedName[];
  descriptionWords: string[];
  /** Where a description match may start: at the name, or at the main city of a suburb (not at the province). */
  descriptionStarts: number[];
  population: number;
}

/** Whether the query's words begin the words of `words` from `start` on, the last one as a prefix. */
function wordsMatchAt(words: string[], start: number, query: string[]): boolean {
  if (start + query.length > words.length) return false;
  return query.every((part, offset) => {
    const word = words[start + offset]!;
    return offset === query.length - 1 ? word.startsWith(part) : word === part;
  });
}

function rankName(name: IndexedName, query: string[], joined: string): Rank | null {
  if (name.text === joined) return Rank.exact;
  if (wordsMatchAt(name.words, 0, query)) return Rank.start;
  for (let start = 1; start < name.words.length; start += 1) {
    if (wordsMatchAt(name.words, start, query)) return Rank.word;
  }
  return null;
}

function describe(entry: GazetteerEntry, alias: string | null): string {
  const name = alias ? `${entry.name} (${alias})` : entry.name;
  return entry.city === entry.name ? `${name}, ${entry.province}` : `${name}, ${entry.city}, ${entry.province}`;
}

/**
 * What to look up, in order: the whole text; after a comma, the part after the last one; after a house number, the
 * words that follow it, one fewer each time ('12 main road rondeb', 'road rondeb', 'rondeb').
 */
function placeCandidates(text: string): string[] {
  const candidates = [text];
  const comma = text.lastIndexOf(',');
  if (comma >= 0) candidates.push(text.slice(comma + 1));
  const words = normalise(text.slice(comma + 1)).split(' ');
  if (/^\d/.test(words[0] ?? '')) {
    for (let start = 1; start < words.length; start += 1) candidates.push(words.slice(start).join(' '));
  }
  return candidates;
}

export type Gazetteer = ReturnType<typeof createGazetteer>;

/**
 * The built-in South African gazetteer, indexed once: each place is filed under the first letter of every word of
 * its names and description, so a lookup ranks only the places that can match.
 */
export function createGazetteer(entries: readonly GazetteerEntry[] = gazetteerData as GazetteerEntry[]) {
  const byId = new Map<string, GazetteerEntry>();
  const byInitial = new Map<string, IndexedPlace[]>();
  for (const entry of entries) {
    byId.set(entry.id, entry);
    const place: IndexedPlace = {
      entry,
      names: [entry.name, ...(entry.aliases ?? [])].map((name, index) => ({
        text: normalise(name),
        words: normalise(name).split(' '),
        alias: index === 0 ? null : name,
      })),
      descriptionWords: normalise(describe(entry, null)).split(' '),
      descriptionStarts: entry.city === entry.name ? [0] : [0, normalise(entry.name).split(' ').length],
      population: entry.population ?? 0,
    };
    const initials = new Set(
      [...place.names.flatMap((name) => name.words), ...place.descriptionWords].map((w) => w[0]),
    );
    for (const initial of initials) {
      if (!initial) continue;
      const bucket = byInitial.get(initial);
      if (bucket) bucket.push(place);
      else byInitial.set(initial, [place]);
    }
  }

  function rankPlaces(text: string, limit: number): PlaceSuggestion[] {
    const joined = normalise(text);
    if (joined.length < PLACES_QUERY_MIN) return [];
    const query = joined.split(' ');
    const matches: { place: IndexedPlace; rank: Rank; alias: string | null }[] = [];
    for (const place of byInitial.get(joined[0]!) ?? []) {
      let best: { rank: Rank; alias: string | null } | null = null;
      for (const name of place.names) {
        const rank = rankName(name, query, joined);
        if (rank !== null && (best === null || rank < best.rank)) best = { rank, alias: name.alias };
      }
      if (best === null) {
        const words = place.descriptionWords;
        if (place.descriptionStarts.some((start) => wordsMatchAt(words, start, query))) {
          best = { rank: Rank.description, alias: null };
        }
      }
      if (best) matches.push({ place, ...best });
    }
    matches.sort(
      (a, b) =>
        a.rank - b.rank ||
        b.place.population - a.place.population ||
        a.place.entry.name.length - b.place.entry.name.length ||
        a.place.entry.name.localeCompare(b.place.entry.name),
    );
    return matches.slice(0, limit).map(({ place: { entry }, alias }) => ({
      id: entry.id,
      name: entry.name,
      description: describe(entry, alias),
      city: entry.city,
      province: entry.province,
      latitude: entry.latitude,
      longitude: entry.longitude,
    }));
  }

  return {
    size: entries.length,

    /**
     * Up to eight places for what was typed, best match first; nothing for fewer than two characters. A street line
     * typed before the place ('14 Rockey Street, Yeov', '12 Main Road Rondeb') is passed over to the place after it.
     */
    suggest(text: string, limit = PLACES_SUGGESTIONS_MAX): PlaceSuggestion[] {
      for (const candidate of placeCandidates(text)) {
        const found = rankPlaces(candidate, limit);
        if (found.length > 0) return found;
      }
      return [];
    },

    find(id: string): PlaceDetail | null {
      const entry = byId.get(id);
      if (!entry) return null;
      const { name, city, province, latitude, longitude } = entry;
      return { id, name, city, province, latitude, longitude };
    },

    /** Every place, for checks over the whole data set. */
    entries(): readonly GazetteerEntry[] {
      return entries;
    },
  };
}
