import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { eventMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** A missing or hidden event (private and pending events are 404 for everyone but their owner and admins). */
export function EventNotFound() {
  useDocumentTitle(eventMessages.notFound);
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{eventMessages.notFound}</h1>
      <p className="text-stone-700">{eventMessages.notFoundDetail}</p>
      <Link to={paths.events.getHref()} className={buttonClasses()}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Events
      </Link>
    </div>
  );
}
