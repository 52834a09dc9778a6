import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { businessMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** A missing or hidden listing (pending and rejected ones are 404 for everyone but their owner and admins). */
export function BusinessNotFound() {
  useDocumentTitle(businessMessages.notFound);
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{businessMessages.notFound}</h1>
      <p className="text-stone-700">
        The business you&rsquo;re looking for doesn&rsquo;t exist, or is not listed in the directory.
      </p>
      <Link to={paths.businesses.getHref()} className={buttonClasses()}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {businessMessages.backToDirectory}
      </Link>
    </div>
  );
}
