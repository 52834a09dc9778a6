import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarDays, MapPin } from 'lucide-react';
import {
  ASSOCIATION_KIND_LABELS,
  associationMessages,
  cityLabel,
  formatShortDateTimeTwoClocks,
  SEARCH_TYPES,
  siteSearchFrom,
  type SearchResults,
  type SearchType,
} from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { PageLoading } from '@/components/page-states';
import { cn } from '@/components/ui/cn';
import { useSearch, type SiteSearch } from '../api/search';
import { SiteSearchForm } from './site-search-form';

const sectionTitles: Record<SearchType, string> = {
  events: 'Events',
  businesses: 'Businesses',
  jobs: 'Jobs',
  associations: 'Associations',
  profiles: 'Profiles',
};

function Distance({ km }: { km: number | null }) {
  if (km === null) return null;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium whitespace-nowrap text-ghana-green-dark">
      <MapPin aria-hidden="true" className="size-3.5" />
      {km.toFixed(1)} km away
    </span>
  );
}

type ResultLineProps = {
  to: string;
  title: string;
  detail: string;
  km: number | null;
  /** When an event starts (ISO), shown in South African time. */
  startsAt?: string;
};

function ResultLine({ to, title, detail, km, startsAt }: ResultLineProps) {
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <Link to={to} className="font-semibold break-words text-stone-900 hover:text-ghana-green-dark hover:underline">
          {title}
        </Link>
        {startsAt && (
          <p className="flex items-center gap-1 text-sm font-medium text-stone-800">
            <CalendarDays aria-hidden="true" className="size-3.5 shrink-0 text-stone-500" />
            <time dateTime={startsAt}>{formatShortDateTimeTwoClocks(startsAt)}</time>
          </p>
        )}
        {detail && <p className="text-sm break-words text-stone-700">{detail}</p>}
      </div>
      <Distance km={km} />
    </li>
  );
}

function Section({ type, children }: { type: SearchType; children: ReactNode }) {
  const headingId = `search-${type}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {sectionTitles[type]}
      </h2>
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">{children}</ul>
    </section>
  );
}

function joined(...parts: (string | null)[]): string {
  return parts.filter(Boolean).join(', ');
}

function Results({ results, type }: { results: SearchResults; type?: SearchType }) {
  const shown = (section: SearchType) => (type === undefined || type === section) && results[section].length > 0;
  return (
    <div className="space-y-8">
      {shown('events') && (
        <Section type="events">
          {results.events.map((event) => (
            <ResultLine
              key={event.id}
              to={paths.eventDetail.getHref(event.id)}
              title={event.title}
              detail={joined(event.venue_name, event.city)}
              km={event.distance_km}
              startsAt={event.start_date}
            />
          ))}
        </Section>
      )}
      {shown('businesses') && (
        <Section type="businesses">
          {results.businesses.map((business) => (
            <ResultLine
              key={business.id}
              to={paths.businessDetail.getHref(business.id)}
              title={business.name}
              detail={business.address}
              km={business.distance_km}
            />
          ))}
        </Section>
      )}
      {shown('jobs') && (
        <Section type="jobs">
          {results.jobs.map((job) => (
            <ResultLine
              key={job.id}
              to={paths.jobDetail.getHref(job.id)}
              title={`${job.title} at ${job.company_name}`}
              detail={job.location}
              km={job.distance_km}
            />
          ))}
        </Section>
      )}
      {shown('associations') && (
        <Section type="associations">
          {results.associations.map((association) => (
            <ResultLine
              key={association.id}
              to={paths.associationDetail.getHref(association.id)}
              title={association.name}
              detail={`${ASSOCIATION_KIND_LABELS[association.kind]} · ${cityLabel(association.city)} · ${associationMessages.homeRegion(association.home_region, null)}`}
              km={null}
            />
          ))}
        </Section>
      )}
      {shown('profiles') && (
        <Section type="profiles">
          {results.profiles.map((profile) => (
            <ResultLine
              key={profile.id}
              to={paths.publicProfile.getHref(profile.id)}
              title={profile.name}
              detail={profile.business_name ?? 'Community Member'}
              km={null}
            />
          ))}
        </Section>
      )}
    </div>
  );
}

function hasAny(results: SearchResults, type?: SearchType): boolean {
  return (type ? [type] : SEARCH_TYPES).some((section) => results[section].length > 0);
}

/** The type filter: links that keep the text and the location and change only `type`. */
function TypeFilter({ search }: { search: SiteSearch }) {
  const choices: { type?: SearchType; label: string }[] = [
    { label: 'All' },
    ...SEARCH_TYPES.map((type) => ({ type, label: sectionTitles[type] })),
  ];
  return (
    <nav aria-label="Result types">
      <ul className="flex flex-wrap gap-2">
        {choices.map(({ type, label }) => {
          const current = type === search.type;
          return (
            <li key={label}>
              <Link
                to={paths.search.getHref({ ...search, type })}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium',
                  current
                    ? 'border-ghana-green bg-ghana-green-light text-ghana-green-dark'
                    : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100',
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** /search: events, businesses, jobs and members matching the text, nearest first when a location came with it. */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const search = siteSearchFrom(searchParams);
  const results = useSearch(search);

  // A failed search is logged and shown as no results (docs/rules/web-behaviour.md).
  useEffect(() => {
    if (results.error) console.error('Search failed', results.error);
  }, [results.error]);

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold break-words text-stone-900 sm:text-3xl">
        {search.q ? `Search results for “${search.q}”` : 'Search'}
      </h1>
      <SiteSearchForm key={searchParams.toString()} initialQuery={search.q} initialType={search.type} />
      {search.q && <TypeFilter search={search} />}

      {results.isLoading ? (
        <PageLoading>Searching...</PageLoading>
      ) : results.data && hasAny(results.data.data, search.type) ? (
        <Results results={results.data.data} type={search.type} />
      ) : (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <p className="text-lg font-semibold text-stone-900">No results found</p>
          <p className="mt-1 text-stone-700">Try a different query: fewer words, or another spelling.</p>
        </div>
      )}
    </div>
  );
}
