import { EMBEDDED_DATA_ID, type EmbeddedAnswer } from '@akwaaba/contracts';

export type { EmbeddedAnswer };

/** '/events?per_page=4&page=1' and '/events?page=1&per_page=4' are the same question. */
function normalise(apiPath: string): string {
  const [pathname, search = ''] = apiPath.split('?');
  const params = new URLSearchParams(search);
  params.sort();
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname!;
}

const byPath = (answers: EmbeddedAnswer[]) =>
  new Map(answers.map(({ path, answer }) => [normalise(path), answer] as const));

/** The answers, and the page they came with: other pages (the item's edit form) never take them. */
let embedded: { page: string; answers: Map<string, unknown> } | undefined;
/**
 * During a server render (entry-server.tsx): the site's address, the answers the server fetched for it, and the
 * paths the page asked for that they did not hold.
 */
let rendering: { origin: string; answers: Map<string, unknown>; missing: Set<string> } | undefined;

function read(): Map<string, unknown> {
  const text = document.getElementById(EMBEDDED_DATA_ID)?.textContent;
  if (!text) return new Map();
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? byPath(value as EmbeddedAnswer[]) : new Map();
  } catch {
    return new Map();
  }
}

/**
 * The answer to `apiPath` as a visitor gets it, when the server embedded it in the page (an event, a listing, a
 * job, the first page of a list), so the page's first render is the content rather than a loading state. It is
 * the visitor's view: an item's query uses it as placeholder data and still asks the API, so a member gets their
 * own view (their RSVP, the owner's controls) and the view is counted as before.
 */
export function embeddedAnswer<T>(apiPath: string): T | undefined {
  if (rendering) {
    const path = normalise(apiPath);
    if (!rendering.answers.has(path)) rendering.missing.add(path);
    return rendering.answers.get(path) as T | undefined;
  }
  if (typeof document === 'undefined') return undefined;
  embedded ??= { page: window.location.pathname, answers: read() };
  return embedded.page === window.location.pathname
    ? (embedded.answers.get(normalise(apiPath)) as T | undefined)
    : undefined;
}

/**
 * Runs a server render (synchronous, so no other render sees them) of a page of the site at `origin`
 * ('https://akwaaba.example') with the answers the server fetched for it. `missing`: the API paths the page asked
 * for that the answers did not hold (a list opened with filters, a search), which the server can fetch and draw with.
 */
export function renderOnServer<T>(
  origin: string,
  answers: EmbeddedAnswer[],
  render: () => T,
): { result: T; missing: string[] } {
  rendering = { origin, answers: byPath(answers), missing: new Set() };
  try {
    return { result: render(), missing: [...rendering.missing] };
  } finally {
    rendering = undefined;
  }
}

/**
 * An answer the server embedded, as a query's initial data: dated from when the page was loaded, so it grows stale
 * like an answer fetched then (a list opened again minutes later is asked for again, not shown as new).
 */
export function embeddedInitialData<T>(apiPath: string) {
  return {
    initialData: () => embeddedAnswer<T>(apiPath),
    initialDataUpdatedAt: () => (typeof performance === 'undefined' ? Date.now() : performance.timeOrigin),
  };
}

/** The site's own address, for links that leave it whole (a WhatsApp share), in the browser and on the server. */
export function siteOrigin(): string {
  return rendering?.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

/** Tests: the next call reads the document again. */
export function forgetEmbeddedAnswer(): void {
  embedded = undefined;
}
