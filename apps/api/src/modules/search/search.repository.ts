import { and, desc, eq, gt, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CITIES, SEARCH_SECTION_LIMIT } from '@akwaaba/contracts';
import { rowsOf, type Database } from '../../db/client.ts';
import { associations } from '../associations/associations.table.ts';
import { businesses } from '../businesses/businesses.table.ts';
import { vouchedRelevance } from '../businesses/vouches/vouched-relevance.ts';
import { events } from '../events/events.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { profiles, users } from '../users/users.table.ts';
import { searchWords } from './search-words.table.ts';

/** How close an indexed word must be to a typed one to be searched for it ('jolof' and 'jollof': 0.625). */
const TYPO_SIMILARITY = 0.5;
/** At most this many corrections of one typed word. */
const TYPO_ALTERNATIVES = 3;

/** What the searcher typed, made ready for both matching paths. */
export interface SearchTerms {
  /** The trimmed text, for trigram word similarity (typos). */
  text: string;
  /** The typed words, lower case, letters and digits only. */
  words: string[];
  /** The words as a safe `to_tsquery` text ('jollof & ric:*'), the last one a prefix; typos widened ('(jolof | jollof)'). */
  tsquery: string;
}

export interface Origin {
  lat: number;
  lon: number;
}

/**
 * The members search may show. Members who turned 'show me in search' off never appear, nor those whose profile
 * moderators hid or who are suspended (their public page answers 404 too); this is the one place that rule lives, and
 * the trigram indexes on users carry its first part.
 */
const searchableMember = sql`${users.showInSearch} and ${users.hiddenAt} is null and ${users.suspendedAt} is null`;

// Written as literals, the same predicates as the partial trigram indexes' (events.table.ts and the others): a bound
// parameter would hide from a generic plan that the index covers the rows.
const listedEvent = sql`${events.status} = 'approved' and ${events.isPublic}`;
const listedBusiness = sql`${businesses.status} = 'approved'`;
const publishedJob = sql`${jobs.status} = 'published'`;
const listedAssociation = sql`${associations.status} = 'approved'`;

/** Kilometres between the origin and a point, by the haversine formula, to 0.1; null without either end. */
function distanceKm(origin: Origin | null, lat: SQLWrapper, lon: SQLWrapper) {
  if (!origin) return sql<number | null>`null::float8`;
  const haversine = sql`6371 * 2 * asin(sqrt(
    power(sin(radians(${lat} - ${origin.lat}::float8) / 2), 2)
    + cos(radians(${origin.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lon} - ${origin.lon}::float8) / 2), 2)
  ))`;
  return sql<number | null>`round((${haversine})::numeric, 1)::float8`;
}

/** The spec's cities and their coordinates, as a VALUES list a job joins by its city. */
const cityPoints = sql`(values ${sql.join(
  CITIES.map((city) => sql`(${city.value}::text, ${city.lat}::float8, ${city.lon}::float8)`),
  sql`, `,
)}) as city_points(city, lat, lon)`;

/**
 * Ranking. A row matches when its weighted search vector matches the words (the last one a prefix, as one types)
 * or its title is word-similar to the text (pg_trgm `%>`, 0.6 by default: 'jolof' finds 'Jollof'; see `candidates`).
 * Rows then sort
 * in two bands: the title (or name) matches first, the rest (a description or company match) after. With
 * coordinates the nearer row wins inside a band, then relevance; without them relevance alone orders the band
 * (ts_rank, where the title's weight A outranks the description, plus the title's word similarity). Bands rather
 * than a blended score keep a near description match from overtaking a far title match, and keep the order
 * explainable: what you named comes first, nearest first.
 */
function ranking(vector: SQLWrapper, title: SQLWrapper, terms: SearchTerms) {
  const query = sql`to_tsquery('english', ${terms.tsquery})`;
  return {
    titleBand: sql`(ts_filter(${vector}, '{a}') @@ ${query} or ${title} %> ${terms.text})`,
    relevance: sql`(ts_rank(${vector}, ${query}) + word_similarity(${terms.text}, ${title}))`,
  };
}

function orderOf(rank: ReturnType<typeof ranking>, distance: SQL, origin: Origin | null, id: SQLWrapper) {
  return sql.join(
    [desc(rank.titleBand), ...(origin ? [sql`${distance} asc nulls last`] : []), desc(rank.relevance), desc(id)],
    sql`, `,
  );
}

/**
 * How many description-only matches a section ranks. A word found in every description ('community', in 40 000 bench
 * events) would otherwise be ranked row by row (300–400 ms), so past this many the description band is ranked among
 * the first found. It comes after the title band anyway.
 */
const DESCRIPTION_MATCHES_RANKED = 1_000;
/**
 * How many title matches a section ranks. A community's directory has far fewer titles word-similar to a search; a
 * directory of a million events has tens of thousands for a short or misspelt word, each ranked row by row (a first
 * answer of about a second, issue 29's cost curves), so past this many the title band is ranked among the first
 * found, as the description band is.
 */
const TITLE_MATCHES_RANKED = 2_000;

/** A column of the `matches` derived table that `candidates` builds. */
const match = (column: string) => sql.raw(`matches.${column}`);

/**
 * A section's candidates as the derived table `matches`, with the columns ranking reads: a bounded number of the rows
 * whose title is word-similar to the text, and of the rows whose search vector matches the words. A row can be in
 * both halves (excluding title matches from the second would read them all again), so `rankedIds` reads twice the
 * section's size and keeps each id once.
 */
function candidates(
  table: SQLWrapper,
  columns: SQL,
  visible: SQL,
  fields: { title: SQLWrapper; vector: SQLWrapper },
  terms: SearchTerms,
) {
  const titleMatch = sql`${fields.title} %> ${terms.text}`;
  return sql`(
    (select ${columns} from ${table} where ${visible} and ${titleMatch} limit ${TITLE_MATCHES_RANKED})
    union all
    (select ${columns} from ${table}
      where ${visible} and ${fields.vector} @@ to_tsquery('english', ${terms.tsquery})
      limit ${DESCRIPTION_MATCHES_RANKED})
  ) as matches`;
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/** The section's best ids from its `candidates`, ordered by `order`, each once. */
async function rankedIds(db: Database, matches: SQL, order: SQL, join: SQL = sql``): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select matches.id from ${matches} ${join} order by ${order} limit ${SEARCH_SECTION_LIMIT * 2}`,
  );
  return [...new Set(ids(rows))].slice(0, SEARCH_SECTION_LIMIT);
}

/** Rows fetched by ranked ids come back in any order; this puts them back in the ranking's. */
function inRankOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Each section in two steps: `rank*` finds the best few ids (the costly part, which the service may reuse for a
 * while), and the row readers fetch those ids fresh with the same visibility rules, so a reused ranking can never
 * show what has since become private, pending, expired or hidden, nor an old title.
 */
export function createSearchRepository(db: Database) {
  return {
    /**
     * Typo corrections: for each typed word of 4 letters or more that is no word of the index (nor a stop word), the
     * closest indexed words by trigram similarity (at least TYPO_SIMILARITY, the best TYPO_ALTERNATIVES), found
     * through the trigram index of `search_words`. The words are letters and digits only (searchTerms).
     */
    async similarWords(words: string[]): Promise<Map<string, string[]>> {
      const rows = await rowsOf<{ typed: string; similar: string[] }>(
        db,
        sql`select typed.word as typed, array(
              select ${searchWords.word} from ${searchWords}
              where ${searchWords.word} % typed.word and similarity(${searchWords.word}, typed.word) >= ${TYPO_SIMILARITY}
              order by similarity(${searchWords.word}, typed.word) desc, ${searchWords.word}
              limit ${TYPO_ALTERNATIVES}
            ) as similar
            from unnest(string_to_array(${words.join(' ')}, ' ')) as typed(word)
            where length(typed.word) >= 4
              and to_tsvector('english', typed.word) <> ''::tsvector
              and not exists (
                select 1 from ${searchWords} as known where known.word = typed.word
              )`,
      );
      return new Map(rows.filter((row) => row.similar.length > 0).map((row) => [row.typed, row.similar]));
    },

    /** Approved, public events that have not ended. */
    async rankEvents(terms: SearchTerms, origin: Origin | null, now: Date): Promise<number[]> {
      const rank = ranking(match('search_vector'), match('title'), terms);
      const distance = distanceKm(origin, match('latitude'), match('longitude'));
      const matches = candidates(
        events,
        sql`${events.id} as id, ${events.searchVector} as search_vector, ${events.title} as title,
            ${events.latitude} as latitude, ${events.longitude} as longitude`,
        sql`${listedEvent} and ${gt(events.endDate, now)}`,
        { title: events.title, vector: events.searchVector },
        terms,
      );
      return rankedIds(db, matches, orderOf(rank, distance, origin, match('id')));
    },

    async events(ids: number[], origin: Origin | null, now: Date) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: events.id,
          title: events.title,
          startDate: events.startDate,
          venueName: events.venueName,
          city: events.city,
          distanceKm: distanceKm(origin, events.latitude, events.longitude),
        })
        .from(events)
        .where(and(inArray(events.id, ids), listedEvent, gt(events.endDate, now)));
      return inRankOrder(ids, rows);
    },

    /** Approved listings. */
    async rankBusinesses(terms: SearchTerms, origin: Origin | null): Promise<number[]> {
      const textRank = ranking(match('search_vector'), match('title'), terms);
      const rank = { ...textRank, relevance: vouchedRelevance(textRank.relevance, match('vouches_count')) };
      const distance = distanceKm(origin, match('latitude'), match('longitude'));
      const matches = candidates(
        businesses,
        sql`${businesses.id} as id, ${businesses.searchVector} as search_vector, ${businesses.name} as title,
            ${businesses.latitude} as latitude, ${businesses.longitude} as longitude,
            ${businesses.vouchesCount} as vouches_count`,
        listedBusiness,
        { title: businesses.name, vector: businesses.searchVector },
        terms,
      );
      return rankedIds(db, matches, orderOf(rank, distance, origin, match('id')));
    },

    async businesses(ids: number[], origin: Origin | null) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: businesses.id,
          name: businesses.name,
          address: businesses.address,
          city: businesses.city,
          isVerified: businesses.isVerified,
          reviewsCount: businesses.reviewsCount,
          ratingTotal: businesses.ratingTotal,
          distanceKm: distanceKm(origin, businesses.latitude, businesses.longitude),
        })
        .from(businesses)
        .where(and(inArray(businesses.id, ids), listedBusiness));
      return inRankOrder(ids, rows);
    },

    /** Approved associations, by name and description (no distance: an association is its members, not a place). */
    async rankAssociations(terms: SearchTerms): Promise<number[]> {
      const rank = ranking(match('search_vector'), match('title'), terms);
      const matches = candidates(
        associations,
        sql`${associations.id} as id, ${associations.searchVector} as search_vector, ${associations.name} as title`,
        listedAssociation,
        { title: associations.name, vector: associations.searchVector },
        terms,
      );
      return rankedIds(db, matches, orderOf(rank, sql`null`, null, match('id')));
    },

    async associations(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: associations.id,
          name: associations.name,
          kind: associations.kind,
          homeRegion: associations.homeRegion,
          city: associations.city,
          isVerified: associations.isVerified,
        })
        .from(associations)
        .where(and(inArray(associations.id, ids), listedAssociation));
      return inRankOrder(ids, rows);
    },

    /** Published jobs still open; a job's place is its city's centre, and a remote job has none. */
    async rankJobs(terms: SearchTerms, origin: Origin | null, now: Date): Promise<number[]> {
      const rank = ranking(match('search_vector'), match('title'), terms);
      const distance = distanceKm(origin, sql`city_points.lat`, sql`city_points.lon`);
      const matches = candidates(
        jobs,
        sql`${jobs.id} as id, ${jobs.searchVector} as search_vector, ${jobs.title} as title,
            ${jobs.city} as city, ${jobs.isRemote} as is_remote`,
        sql`${publishedJob} and ${gt(jobs.expiresAt, now)}`,
        { title: jobs.title, vector: jobs.searchVector },
        terms,
      );
      return rankedIds(
        db,
        matches,
        orderOf(rank, distance, origin, match('id')),
        sql`left join ${cityPoints} on city_points.city = matches.city and not matches.is_remote`,
      );
    },

    async jobs(ids: number[], origin: Origin | null, now: Date) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: jobs.id,
          title: jobs.title,
          companyName: jobs.companyName,
          location: jobs.location,
          city: jobs.city,
          isRemote: jobs.isRemote,
          distanceKm: distanceKm(origin, sql`city_points.lat`, sql`city_points.lon`),
        })
        .from(jobs)
        .leftJoin(cityPoints, sql`city_points.city = ${jobs.city} and not ${jobs.isRemote}`)
        .where(and(inArray(jobs.id, ids), publishedJob, gt(jobs.expiresAt, now)));
      return inRankOrder(ids, rows);
    },

    /** Members by name or business name, typos included. */
    async rankProfiles(terms: SearchTerms): Promise<number[]> {
      const similarity = sql`greatest(word_similarity(${terms.text}, ${users.name}), coalesce(word_similarity(${terms.text}, ${users.businessName}), 0))`;
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(searchableMember, sql`(${users.name} %> ${terms.text} or ${users.businessName} %> ${terms.text})`))
        .orderBy(desc(similarity), desc(users.id))
        .limit(SEARCH_SECTION_LIMIT);
      return ids(rows);
    },

    /** Only what a public profile shows. */
    async profiles(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          userType: users.userType,
          businessName: users.businessName,
          location: profiles.location,
          isVerifiedBusiness: users.isVerifiedBusiness,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(and(inArray(users.id, ids), searchableMember));
      return inRankOrder(ids, rows);
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
