import type { ReactNode } from 'react';
import { safeExternalUrl } from '@/lib/format';

/** Label/value rows for the profile's view mode; empty values say so instead of leaving a gap. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">{children}</dl>;
}

export function Detail({ label, value, wide = false }: { label: string; value: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-1 break-words whitespace-pre-line text-stone-900">
        {value === null || value === undefined || value === '' ? (
          <span className="text-stone-500">Not provided</span>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

/** A member's link, clickable only when it is http(s). */
export function ExternalLink({ href }: { href: string | null }) {
  const safe = safeExternalUrl(href);
  if (!href) return null;
  if (!safe) return <>{href}</>;
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      className="text-ghana-green underline hover:text-ghana-green-dark"
    >
      {href}
    </a>
  );
}
