import { Link } from 'react-router';
import { Megaphone, Rss, SearchX } from 'lucide-react';
import { NOTICE_KIND_LABELS, NOTICE_KINDS, noticeFilterKeys, noticeMessages, noticeOps } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { FilterForm, FlagFilter } from '@/components/filter-form';
import { Pagination } from '@/components/pagination';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { useListSearchParams } from '@/hooks/use-list-search-params';
import { errorMessage, operationHref } from '@/lib/api-client';
import { useNotices, useNoticeSources } from '../api/get-notices';
import { NoticeCard } from './notice-card';

/** /notices: the board, filtered by kind, official source and urgency from the address bar. */
export function NoticeList({ canPost }: { canPost: boolean }) {
  const { query, applyFilters, pageLink } = useListSearchParams(noticeFilterKeys);
  const notices = useNotices(query);
  const sources = useNoticeSources();
  const { page: _page, ...filters } = query;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{noticeMessages.heading}</h1>
          <p className="text-stone-700">{noticeMessages.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={operationHref(noticeOps.feed)} className={buttonClasses({ variant: 'secondary' })}>
            <Rss aria-hidden="true" className="size-4" />
            {noticeMessages.feed}
          </a>
          {canPost && (
            <Link to={paths.createNotice.getHref()} className={buttonClasses({ variant: 'gold' })}>
              <Megaphone aria-hidden="true" className="size-4" />
              {noticeMessages.post}
            </Link>
          )}
        </div>
      </div>

      <FilterForm
        key={JSON.stringify(filters)}
        label="Filter notices"
        submitLabel={noticeMessages.filter}
        onSearch={applyFilters}
      >
        <Field label="Kind">
          {(control) => (
            <Select {...control} name="kind" defaultValue={filters.kind ?? ''}>
              <option value="">{noticeMessages.allKinds}</option>
              {NOTICE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {NOTICE_KIND_LABELS[kind]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Official source">
          {(control) => (
            <Select {...control} name="source_id" defaultValue={filters.source_id ?? ''}>
              <option value="">{noticeMessages.allAuthors}</option>
              {(sources.data ?? []).map((source) => (
                <option key={source.id} value={String(source.id)}>
                  {source.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {filters.association_id && <input type="hidden" name="association_id" value={filters.association_id} />}
        <FlagFilter label={noticeMessages.urgentOnly} name="urgent" defaultChecked={filters.urgent === 'true'} />
      </FilterForm>

      {notices.isPending ? (
        <p role="status" className="py-12 text-center text-stone-700">
          Loading notices...
        </p>
      ) : notices.isError ? (
        <div className="space-y-3">
          <Alert variant="error">{errorMessage(notices.error, noticeMessages.fetchFailed)}</Alert>
          <Button variant="secondary" onClick={() => void notices.refetch()}>
            Try again
          </Button>
        </div>
      ) : notices.data.data.length === 0 ? (
        <div
          role="status"
          className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center"
        >
          <SearchX aria-hidden="true" className="mx-auto size-10 text-stone-400" />
          <h2 className="mt-3 text-lg font-semibold text-stone-900">{noticeMessages.noNotices}</h2>
          <p className="mt-1 text-stone-700">Try adjusting your filters.</p>
        </div>
      ) : (
        <div className={cn('space-y-6', notices.isPlaceholderData && 'opacity-60')} aria-busy={notices.isFetching}>
          <p role="status" className="text-sm text-stone-700">
            Showing {notices.data.from}-{notices.data.to} of {notices.data.total} notices
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {notices.data.data.map((notice) => (
              <li key={notice.id} className="flex">
                <NoticeCard notice={notice} />
              </li>
            ))}
          </ul>
          <Pagination
            label="Notice pages"
            currentPage={notices.data.current_page}
            lastPage={notices.data.last_page}
            pageLink={pageLink}
          />
        </div>
      )}
    </div>
  );
}
