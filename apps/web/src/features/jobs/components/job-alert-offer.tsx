import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BellPlus } from 'lucide-react';
import { jobAlertMessages, type Category } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-store';
import type { JobFilters } from '../api/job-query-keys';

// The form brings react-hook-form and the contract schemas: they load when a member opens it, not with the board.
const NewJobAlertForm = lazy(() => import('./job-alert-form').then((module) => ({ default: module.NewJobAlertForm })));

/**
 * 'Save this search as an alert' under the board's filters (docs/decisions/041-saved-jobs-and-job-alerts.md): a member
 * opens the form here; a visitor gets a link to sign in that brings them back to this search.
 */
export function JobAlertOffer({ filters, categories }: { filters: JobFilters; categories: Category[] | undefined }) {
  const { isAuthenticated } = useAuth();
  const { pathname, search } = useLocation();
  const formId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  if (!isAuthenticated) {
    return (
      <p className="text-sm">
        <Link
          to={paths.login.getHref(pathname + search)}
          className="inline-flex items-center gap-2 font-semibold text-ghana-green underline"
        >
          <BellPlus aria-hidden="true" className="size-4" />
          {jobAlertMessages.loginToSaveSearch}
        </Link>
      </p>
    );
  }

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <div className="space-y-4">
      <Button
        ref={toggle}
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => {
          setCreated(null);
          setOpen(!open);
        }}
      >
        <BellPlus aria-hidden="true" className="size-4" />
        {jobAlertMessages.saveSearch}
      </Button>
      {created && (
        <Alert variant="success">
          {created}{' '}
          <Link to={paths.myJobAlerts.getHref()} className="font-semibold underline">
            {jobAlertMessages.manageAlerts}
          </Link>
        </Alert>
      )}
      {open && (
        <div id={formId}>
          <Suspense fallback={<Spinner label="Loading the alert form…" />}>
            <NewJobAlertForm
              filters={filters}
              categories={categories}
              onCreated={(message) => {
                setCreated(message);
                close();
              }}
              onCancel={close}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
