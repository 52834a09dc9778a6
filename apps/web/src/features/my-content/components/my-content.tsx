import type { ComponentType, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { useListSearchParams } from '@/hooks/use-list-search-params';
import { formatCount } from '@/lib/format';

export type ContentKind = 'events' | 'businesses' | 'jobs';

/** What a kind's own list takes (MyEventsList, MyBusinessesList, MyJobsList). */
export type ContentListProps = { page: number; onPageChange: (page: number) => void; emptyAction?: ReactNode };

export type ContentTab = {
  id: ContentKind;
  label: string;
  /** The member's total of this kind, once known. */
  count?: number;
  create: { to: string; label: string; icon: LucideIcon; emptyLabel?: string };
  List: ComponentType<ContentListProps>;
};

/** The tab only keeps its page: other kinds' lists start again at page 1. */
const NO_FILTERS = { text: [] } as const;

function CreateLink({ to, label, icon: Icon }: { to: string; label: string; icon: LucideIcon }) {
  return (
    <Link to={to} className={buttonClasses()}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

function TabLabel({ tab }: { tab: ContentTab }) {
  return (
    <>
      {tab.label}
      {tab.count !== undefined && (
        <>
          {/* The space keeps the accessible name 'Events 3' rather than 'Events3'; the flex layout ignores it. */}{' '}
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
            {formatCount(tab.count)}
          </span>
        </>
      )}
    </>
  );
}

function Header({ children }: { children?: ReactNode }) {
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">My Content</h1>
      {children}
    </div>
  );
}

/**
 * /my-content: everything the member created, one tab per kind with that kind's own list. The tab and its page
 * live in the address (?tab=jobs&page=2) so a reload or a shared link opens the same list.
 */
export function MyContent({ tabs }: { tabs: readonly ContentTab[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { query, goToPage } = useListSearchParams(NO_FILTERS);

  if (tabs.length === 0) {
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
        <Header>
          <p className="text-stone-700">
            Events, business listings and jobs are created by business accounts, so a personal account has none to show
            here. What you follow and the jobs you applied for have their own pages.
          </p>
        </Header>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.following.getHref()} className={buttonClasses({ variant: 'secondary' })}>
            Following
          </Link>
          <Link to={paths.applications.getHref()} className={buttonClasses({ variant: 'secondary' })}>
            Applications
          </Link>
        </div>
      </div>
    );
  }

  const requested = searchParams.get('tab');
  const selected = tabs.find((tab) => tab.id === requested) ?? tabs[0]!;

  function select(id: ContentKind) {
    if (id === selected.id) return;
    // Replace rather than push: arrowing across the tabs should not fill the back button's history.
    setSearchParams({ tab: id }, { replace: true });
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <Header>
        <p className="text-stone-700">Everything you have created, with its status and what you can do with it.</p>
      </Header>
      <Tabs
        label="My content"
        tabs={tabs.map((tab) => ({ id: tab.id, label: <TabLabel tab={tab} /> }))}
        selected={selected.id}
        onSelect={select}
      >
        {() => {
          const { List, create, count } = selected;
          return (
            <div className="space-y-4">
              {count !== undefined && count > 0 && (
                <div className="flex justify-end">
                  <CreateLink {...create} />
                </div>
              )}
              <List
                key={selected.id}
                page={query.page}
                onPageChange={goToPage}
                emptyAction={<CreateLink {...create} label={create.emptyLabel ?? create.label} />}
              />
            </div>
          );
        }}
      </Tabs>
    </div>
  );
}
