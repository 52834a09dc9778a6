import { createContext, useContext } from 'react';

/**
 * The site's own address, for links that leave it whole (a WhatsApp share): the browser's, or on the server the one
 * the server render was given (entry-server.tsx).
 */
export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
