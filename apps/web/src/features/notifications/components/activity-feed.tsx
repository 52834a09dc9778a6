import { Link } from 'react-router';
import { dashboardMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useActivity } from '../api/get-activity';
import { ActivityItemRow } from '@/components/activity-item';

/** The member's whole activity, a page at a time (/activity?page=N). */
export function ActivityFeed({ page }: { page: number }) {
  const activity = useActivity(page);

  if (activity.isPending) return <PageSpinner label="Loading your activity…" />;
  if (activity.isError) {
    return (
      <div className="space-y-4">
        <Alert variant="error">{errorMessage(activity.error, 'Failed to load your activity.')}</Alert>
        <Button variant="secondary" onClick={() => void activity.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { data: items, current_page, last_page, total, from, to } = activity.data;
  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-stone-300 p-8 text-center text-stone-700">
        {dashboardMessages.noActivity}
      </div>
    );
  }

  return (
    <div className={cn('space-y-4', activity.isPlaceholderData && 'opacity-60')} aria-busy={activity.isFetching}>
      <p className="text-sm text-stone-600">
        Showing {from}-{to} of {total}
      </p>
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white px-4">
        {items.map((item) => (
          <ActivityItemRow key={item.id} item={item} />
        ))}
      </ul>
      {last_page > 1 && (
        <nav aria-label="Activity pages" className="flex items-center justify-between gap-3">
          <PageLink page={current_page - 1} disabled={current_page <= 1} label="Previous" />
          <span className="text-sm text-stone-700">
            Page {current_page} of {last_page}
          </span>
          <PageLink page={current_page + 1} disabled={current_page >= last_page} label="Next" />
        </nav>
      )}
    </div>
  );
}

function PageLink({ page, disabled, label }: { page: number; disabled: boolean; label: string }) {
  if (disabled) {
    return (
      <span
        aria-disabled="true"
        className={buttonClasses({ variant: 'secondary', className: 'pointer-events-none opacity-50' })}
      >
        {label}
      </span>
    );
  }
  return (
    <Link to={paths.activity.getHref(page)} className={buttonClasses({ variant: 'secondary' })}>
      {label}
    </Link>
  );
}
