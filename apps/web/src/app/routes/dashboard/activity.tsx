import { Link, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ActivityFeed } from '@/features/notifications/components/activity-feed';
import { MarkAllReadButton } from '@/features/notifications/components/mark-all-read-button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function Component() {
  useDocumentTitle('Your Activity');
  const [searchParams] = useSearchParams();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <Link
        to={paths.dashboard.getHref()}
        className="inline-flex items-center gap-1 text-sm font-semibold text-ghana-green hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Your Activity</h1>
        <MarkAllReadButton />
      </div>
      <ActivityFeed page={pageFrom(searchParams.get('page'))} />
    </div>
  );
}
