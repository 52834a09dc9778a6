import type { SearchParams, SearchResults } from '@akwaaba/contracts';
import type { Clock } from '../../lib/clock.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { averageRating } from '../businesses/businesses.mappers.ts';
import type { Origin, SearchRepository, SearchTerms } from './search.repository.ts';

interface Deps {
  searchRepository: SearchRepository;
  clock: Clock;
}

/** Words beyond this add nothing to a search box's ranking, only work. */
const MAX_WORDS = 8;

/**
 * How long a ranking is reused. Ranking a common word orders every row that holds it (a bench search for 'community'
 * ranked 40 000 events in 375 ms), while the same few words are searched again and again; the rows themselves are
 * always read fresh, so reuse only delays a new item's appearance by this much. For a while after that, the old
 * ranking still answers while one search ranks anew, so no searcher waits for a popular word's ranking.
 */
const RANKING_TTL_MS = 30_000;
const RANKING_STALE_MS = 10 * 60_000;

/** The searcher's place to two decimals (about a kilometre): enough to rank and measure by, and less to process. */
const roundedOrigin = (lat: number, lon: number): Origin => ({
  lat: Math.round(lat * 100) / 100,
  lon: Math.round(lon * 100) / 100,
});

type RankedIds = Record<keyof SearchResults, number[]>;

/**
 * The text as search terms, or null when it holds nothing to search for. Only letters and digits survive into the
 * tsquery, so no input can carry tsquery syntax (`& | ! ( ) : * '`); the last word is a prefix, as one types.
 */
export function searchTerms(query: string | undefined): SearchTerms | null {
  const text = query?.trim() ?? '';
  const words = text
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, MAX_WORDS);
  if (!words) return null;
  return { text, words, tsquery: tsqueryOf(words, new Map()) };
}

/** 'jollof & ric:*', each word widened by its typo corrections: '(jolof | jollof) & ric:*'. */
function tsqueryOf(words: string[], corrections: Map<string, string[]>): string {
  return words
    .map((word, index) => {
      const prefix = index === words.length - 1 ? ':*' : '';
      const alternatives = [word, ...(corrections.get(word) ?? [])].map((each) => `${each}${prefix}`);
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

const noResults = (): SearchResults => ({ events: [], businesses: [], jobs: [], associations: [], profiles: [] });

export function createSearchService({ searchRepository, clock }: Deps) {
  const rankings = createTtlCache<RankedIds>(RANKING_TTL_MS, clock, 1_000, { staleMs: RANKING_STALE_MS });

  async function rank(
    typed: SearchTerms,
    origin: Origin | null,
    wanted: (section: keyof SearchResults) => boolean,
  ): Promise<RankedIds> {
    const now = clock.now();
    // Descriptions and other ranked text get the typo tolerance titles have through their trigrams.
    const corrections = await searchRepository.similarWords(typed.words);
    const terms = corrections.size > 0 ? { ...typed, tsquery: tsqueryOf(typed.words, corrections) } : typed;
    const [events, businesses, jobs, associations, profiles] = await Promise.all([
      wanted('events') ? searchRepository.rankEvents(terms, origin, now) : [],
      wanted('businesses') ? searchRepository.rankBusinesses(terms, origin) : [],
      wanted('jobs') ? searchRepository.rankJobs(terms, origin, now) : [],
      wanted('associations') ? searchRepository.rankAssociations(terms) : [],
      wanted('profiles') ? searchRepository.rankProfiles(terms) : [],
    ]);
    return { events, businesses, jobs, associations, profiles };
  }

  return {
    /** The best few of each section the caller may see; `type` searches that section alone. */
    async search({ query, lat, lon, type }: SearchParams): Promise<SearchResults> {
      const terms = searchTerms(query);
      if (!terms) return noResults();
      const origin = lat !== undefined && lon !== undefined ? roundedOrigin(lat, lon) : null;
      const wanted = (section: keyof SearchResults) => type === undefined || type === section;
      const key = JSON.stringify([terms.tsquery, terms.text.toLowerCase(), origin, type ?? null]);
      const ids = await rankings.get(key, () => rank(terms, origin, wanted));
      const now = clock.now();
      const [events, businesses, jobs, associations, profiles] = await Promise.all([
        searchRepository.events(ids.events, origin, now),
        searchRepository.businesses(ids.businesses, origin),
        searchRepository.jobs(ids.jobs, origin, now),
        searchRepository.associations(ids.associations),
        searchRepository.profiles(ids.profiles),
      ]);
      return {
        events: events.map((event) => ({
          id: event.id,
          title: event.title,
          start_date: event.startDate.toISOString(),
          venue_name: event.venueName,
          city: event.city,
          distance_km: event.distanceKm,
        })),
        businesses: businesses.map((business) => ({
          id: business.id,
          name: business.name,
          address: business.address,
          city: business.city,
          is_verified: business.isVerified,
          average_rating: averageRating(business.ratingTotal, business.reviewsCount),
          distance_km: business.distanceKm,
        })),
        jobs: jobs.map((job) => ({
          id: job.id,
          title: job.title,
          company_name: job.companyName,
          location: job.location,
          city: job.city,
          is_remote: job.isRemote,
          distance_km: job.distanceKm,
        })),
        associations: associations.map((association) => ({
          id: association.id,
          name: association.name,
          kind: association.kind,
          home_region: association.homeRegion,
          city: association.city,
          is_verified: association.isVerified,
        })),
        profiles: profiles.map((member) => ({
          id: member.id,
          name: member.name,
          user_type: member.userType,
          business_name: member.businessName,
          location: member.location,
          is_verified_business: member.isVerifiedBusiness,
        })),
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
