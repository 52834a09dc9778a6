import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

type ListingNotFoundProps = {
  /** The kind's message, the heading and the tab's title ('Event not found'). */
  title: string;
  /** Why it may be missing. */
  detail: ReactNode;
  /** Back to the kind's list, and the link's words. */
  backTo: string;
  backLabel: string;
};

/** A listing that is missing or hidden from the visitor (docs/rules/who-sees-what.md): what happened, and a way back. */
export function ListingNotFound({ title, detail, backTo, backLabel }: ListingNotFoundProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <p className="text-stone-700">{detail}</p>
      <Link to={backTo} className={buttonClasses()}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
    </div>
  );
}
