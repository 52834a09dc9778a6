import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The Ghana flag as a thin decorative stripe: red, gold, green. */
export function FlagStripe({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`flex h-1.5 w-24 overflow-hidden rounded-full ${className}`}>
      <span className="flex-1 bg-ghana-red" />
      <span className="flex-1 bg-ghana-gold" />
      <span className="flex-1 bg-ghana-green" />
    </div>
  );
}

type ContentPageProps = {
  title: string;
  /** Shown under the title, e.g. 'Last updated: 21 November 2026'. */
  lastUpdated?: string;
  intro?: ReactNode;
  /** Sections listed in an 'On this page' navigation. */
  contents?: ReadonlyArray<{ id: string; title: string }>;
  children: ReactNode;
};

export function ContentPage({ title, lastUpdated, intro, contents, children }: ContentPageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 text-gray-800 sm:px-6 sm:py-14">
      <header className="mb-10">
        <FlagStripe className="mb-5" />
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
        {lastUpdated ? <p className="mt-3 text-sm text-gray-600">{lastUpdated}</p> : null}
        {intro ? <div className="mt-6 space-y-4 text-lg leading-8 text-gray-700">{intro}</div> : null}
      </header>

      {contents && contents.length > 0 ? (
        <nav aria-labelledby="on-this-page" className="mb-12 rounded-lg border border-gray-200 bg-gray-50 p-5">
          <h2 id="on-this-page" className="text-sm font-semibold uppercase tracking-wide text-gray-700">
            On this page
          </h2>
          <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm sm:grid-cols-2">
            {contents.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`} className={linkClass}>
                  {item.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      <div className="space-y-12">{children}</div>
    </article>
  );
}

type ContentSectionProps = { id: string; title: string; children: ReactNode };

export function ContentSection({ id, title, children }: ContentSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2
        id={`${id}-title`}
        className="border-l-4 border-ghana-green pl-3 text-xl font-semibold text-gray-900 sm:text-2xl"
      >
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-7 text-gray-700">{children}</div>
    </section>
  );
}

export function BulletList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-ghana-green">{children}</ul>;
}

/** Ghana green on white is about 6.6:1, comfortably above WCAG AA for body text. */
export const linkClass =
  'font-medium text-ghana-green underline decoration-ghana-green/40 underline-offset-2 hover:decoration-ghana-green focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ghana-green';

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}
