import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { offlineMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { NeedsConnection } from '@/features/offline/components/needs-connection';
import { useOnline } from '@/features/offline/hooks/use-online';

/** Shown when a page fails to load or render (often a new release replaced the page's code). */
export function RouteError() {
  const error = useRouteError();
  const online = useOnline();
  useDocumentTitle(online ? 'Something went wrong' : offlineMessages.needsConnectionTitle);
  // Offline, a page whose code was never kept on the device fails to load: that is the connection, not a fault.
  if (!online) return <NeedsConnection />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="text-stone-700">
        {notFound
          ? "We couldn't find the page you were looking for."
          : 'This page could not be shown. Reloading usually fixes it.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {!notFound && <Button onClick={() => window.location.reload()}>Reload page</Button>}
        <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'secondary' })}>
          Go Home
        </Link>
      </div>
    </div>
  );
}
