import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

type OwnListingRowProps = {
  /** The id of the row's title link, which names the row. */
  titleId: string;
  /** The title, what the listing is and its status badges. */
  summary: ReactNode;
  /** The row's buttons (OwnListingLink, OwnListingDelete and the kind's own). */
  actions: ReactNode;
  /** What a failed action says, under everything. */
  failure?: string | null;
  /** Space between the row's parts. */
  className?: string;
  /** What the row shows under its summary and buttons (a job's applicants). */
  children?: ReactNode;
};

/** One of the member's own listings (My Events, My Businesses, My Jobs): its summary, its buttons, what failed. */
export function OwnListingRow({
  titleId,
  summary,
  actions,
  failure,
  className = 'space-y-3',
  children,
}: OwnListingRowProps) {
  return (
    <li
      aria-labelledby={titleId}
      className={cn(className, 'rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5')}
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 space-y-2">{summary}</div>
        <div className="flex flex-wrap items-center gap-2 md:shrink-0">{actions}</div>
      </div>
      {children}
      {failure && (
        <p role="alert" className="text-sm font-medium text-ghana-red">
          {failure}
        </p>
      )}
    </li>
  );
}

/** A row's link button (View, Edit, Duplicate). */
export function OwnListingLink({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean | 'true'; className?: string }>;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

/** A row's Delete button; the confirmation is the caller's (useConfirmedDelete). */
export function OwnListingDelete({ deleting, onDelete }: { deleting: boolean; onDelete: () => void }) {
  return (
    <Button variant="danger" size="sm" isLoading={deleting} onClick={onDelete}>
      {!deleting && <Trash2 aria-hidden="true" className="size-4" />}
      Delete
    </Button>
  );
}

/** Why an admin turned the listing down, as its author sees it. */
export function RejectionReason({ reason }: { reason: string | null }) {
  return reason ? <p className="text-sm break-words text-red-800">Reason: {reason}</p> : null;
}
