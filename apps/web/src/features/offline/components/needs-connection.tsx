import { Link } from 'react-router';
import { WifiOff } from 'lucide-react';
import { offlineMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** In place of a page that cannot work offline: says so at once, rather than a spinner that never ends. */
export function NeedsConnection() {
  useDocumentTitle(offlineMessages.needsConnectionTitle);
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <WifiOff aria-hidden="true" className="size-10 text-stone-500" />
      <h1 className="text-2xl font-bold text-stone-900">{offlineMessages.needsConnectionTitle}</h1>
      <p className="text-stone-700">{offlineMessages.needsConnection}</p>
      <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'secondary' })}>
        {offlineMessages.goToSaved}
      </Link>
    </div>
  );
}
