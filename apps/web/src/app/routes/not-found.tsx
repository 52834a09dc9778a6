import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <Compass aria-hidden="true" className="size-14 text-ghana-gold" />
      <h1 className="text-3xl font-bold text-stone-900">Page not found</h1>
      <p className="text-stone-700">
        We couldn&rsquo;t find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className={buttonClasses()}>
          Go Home
        </Link>
        <Link to={paths.events.getHref()} className={buttonClasses({ variant: 'secondary' })}>
          Explore Events
        </Link>
      </div>
    </div>
  );
}
