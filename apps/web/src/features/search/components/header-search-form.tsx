import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { SEARCH_QUERY_MAX } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { cn } from '@/components/ui/cn';

type HeaderSearchFormProps = {
  className?: string;
  /** Called after a search is sent (the phone menu closes). */
  onSearch?: () => void;
};

/** The header's compact search: text only, every type, no location asked (the home form asks). */
export function HeaderSearchForm({ className, onSearch }: HeaderSearchFormProps) {
  const navigate = useNavigate();
  const id = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!q) return;
    void navigate(paths.search.getHref({ q }));
    onSearch?.();
  }

  return (
    // The address is the search page's, so the form also searches before the app runs or without it.
    <form
      role="search"
      aria-label="Site search"
      method="get"
      action={paths.search.path}
      onSubmit={onSubmit}
      className={cn('relative', className)}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        Search Akwaaba
      </label>
      <input
        id={`${id}-q`}
        name="q"
        type="search"
        maxLength={SEARCH_QUERY_MAX}
        placeholder="Search"
        className="block min-h-10 w-full rounded-full border border-stone-300 bg-white py-2 pr-11 pl-4 text-sm text-stone-900 placeholder:text-stone-500 focus:border-ghana-green"
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-full text-stone-600 hover:text-ghana-green-dark"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only">Search the site</span>
      </button>
    </form>
  );
}
