import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { EMBEDDED_DATA_ID } from '@akwaaba/contracts';

/** The dehydrated cache a server-rendered page carries (apps/api/src/plugins/web.ts), or null on any other page. */
export function readEmbeddedData(document: Document): DehydratedState | null {
  const text = document.getElementById(EMBEDDED_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as DehydratedState | null;
    return value && Array.isArray(value.queries) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Hydrates the page's embedded data into `client` before React hydrates the page, so the app's first render shows
 * what the server rendered. Each answer is dated from the page's load (the server's clock may differ from this
 * one), so it grows stale like an answer fetched then: a list opened again minutes later is asked for again.
 */
export function hydrateEmbeddedData(client: QueryClient, document: Document, loadedAt: number): void {
  const state = readEmbeddedData(document);
  if (!state) return;
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: loadedAt } })),
  });
}
