import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { businessMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { useListSearchParams } from '@/hooks/use-list-search-params';
import { MyBusinessesList } from './my-businesses-list';

/** My Businesses has no filters: only its page lives in the address bar. */
const NO_FILTERS = { text: [] } as const;

/** /my-businesses: every listing the member created, whatever its approval status. */
export function MyBusinesses() {
  const { query, goToPage } = useListSearchParams(NO_FILTERS);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">My Businesses</h1>
        <Link to={paths.createBusiness.getHref()} className={buttonClasses()}>
          <Plus aria-hidden="true" className="size-4" />
          {businessMessages.addBusiness}
        </Link>
      </div>
      <MyBusinessesList page={query.page} onPageChange={goToPage} />
    </div>
  );
}
