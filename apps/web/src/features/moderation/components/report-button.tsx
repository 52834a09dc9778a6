import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Flag } from 'lucide-react';
import type { ReportTargetType } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-store';

// Few members report anything: the dialog, its form and schema load when one opens it.
const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

type ReportButtonProps = {
  targetType: ReportTargetType;
  targetId: number;
  /** Smaller, quieter button (beside each review). */
  size?: 'sm' | 'md';
  /** Ties the button to what it reports when several share a page (a review's author name). */
  describedBy?: string;
};

/**
 * 'Report' (flag and text) opening the report dialog. Visitors are sent to sign in and brought back to this page.
 * The pages place it only on other members' items.
 */
export function ReportButton({ targetType, targetId, size = 'md', describedBy }: ReportButtonProps) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const classes = buttonClasses({ variant: 'ghost', size: size === 'sm' ? 'sm' : 'md', className: 'text-stone-700' });

  if (!isAuthenticated) {
    return (
      <Link
        to={paths.login.getHref(location.pathname + location.search)}
        className={classes}
        aria-describedby={describedBy}
      >
        <Flag aria-hidden="true" className="size-4" />
        Report
      </Link>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        size={size}
        className="text-stone-700"
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" className="size-4" />
        Report
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
