import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { SEARCH_QUERY_MAX, type SearchType } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';

const searchTypes = [
  { value: 'all', label: 'All' },
  { value: 'businesses', label: 'Business' },
  { value: 'jobs', label: 'Job' },
  { value: 'associations', label: 'Association' },
  { value: 'profiles', label: 'User' },
  { value: 'events', label: 'Event' },
] as const;

type Coordinates = { lat: number; lon: number };

/** Asks the browser where the member is; a denial, an error or no answer within 5 s means no coordinates. */
function currentPosition(): Promise<Coordinates | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      () => resolve(null),
      { timeout: 5000, maximumAge: 10 * 60 * 1000, enableHighAccuracy: false },
    );
  });
}

type SiteSearchFormProps = {
  /** The search page fills the form with the search on screen. */
  initialQuery?: string;
  initialType?: SearchType;
};

/** Home search: a type and a text; nearby results when the browser shares a location. */
export function SiteSearchForm({ initialQuery, initialType }: SiteSearchFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const [locating, setLocating] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const q = String(data.get('q') ?? '').trim();
    const type = String(data.get('type') ?? 'all');
    if (!q) return;
    setLocating(true);
    const coordinates = await currentPosition();
    setLocating(false);
    await navigate(paths.search.getHref({ q, type: type === 'all' ? undefined : type, ...coordinates }));
  }

  return (
    <form
      role="search"
      aria-label="Search the community"
      // A GET form by default, so it searches without JavaScript; left unmarked for start-app.js, since ranking by
      // distance asks the browser for the location, which only the app does: a visitor reaching for it gets the app.
      action={paths.search.path}
      onSubmit={onSubmit}
      className="rounded-2xl bg-white p-3 shadow-lg sm:p-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="sm:w-40">
          <label htmlFor={`${id}-type`} className="sr-only">
            Search for
          </label>
          <Select id={`${id}-type`} name="type" defaultValue={initialType ?? 'all'}>
            {searchTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex-1">
          <label htmlFor={`${id}-q`} className="sr-only">
            Search text
          </label>
          <Input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={initialQuery}
            maxLength={SEARCH_QUERY_MAX}
            placeholder="Search events, businesses, jobs and people"
          />
        </div>
        <Button type="submit" size="md" isLoading={locating}>
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </div>
    </form>
  );
}
