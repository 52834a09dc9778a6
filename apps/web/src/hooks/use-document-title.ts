import { useEffect } from 'react';
import { env } from '@/config/env';

/** Sets the tab title for the page: 'Sign In — Akwaaba'. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} — ${env.APP_NAME}` : env.APP_NAME;
  }, [title]);
}
