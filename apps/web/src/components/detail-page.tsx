import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';

/** The detail page's way back to its list ('Back to Events'). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

type InfoCardProps = {
  /** Starts the heading's id, which is made from the title ('event' and 'Date & Time' give 'event-date-time'). */
  idPrefix: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
};

/** One of the detail page's side cards (date, location, contacts...), named by its heading. */
export function InfoCard({ idPrefix, title, icon: Icon, children }: InfoCardProps) {
  const id = `${idPrefix}-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-2 flex items-center gap-2 text-base font-semibold text-stone-900">
        <Icon aria-hidden="true" className="size-5 text-ghana-green" />
        {title}
      </h2>
      <div className="space-y-1 text-stone-800">{children}</div>
    </section>
  );
}

/** A titled block of the member's own text, kept as they wrote it (line breaks and all). */
export function TextSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="mb-3 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <p className="break-words whitespace-pre-line text-stone-800">{text}</p>
    </section>
  );
}
