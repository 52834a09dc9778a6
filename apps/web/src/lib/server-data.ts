/** Where the server puts the page's API answer (apps/api/src/plugins/web.ts, EMBEDDED_DATA_ID). */
const ELEMENT_ID = 'server-data';

interface Embedded {
  /** The API path the answer is of ('/events/12'), under the API's base URL. */
  path: string;
  answer: unknown;
}

/** The answer, and the page it came with: other pages (the item's edit form) never take it. */
let embedded: { page: string; value: Embedded | null } | undefined;

function read(): Embedded | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Embedded;
  } catch {
    return null;
  }
}

/**
 * The answer to `apiPath` as a visitor gets it, when the server embedded it in a shared page (an event, a listing,
 * a job), so the page's first render is the item rather than a loading state. It is the visitor's view: queries use
 * it as placeholder data and still ask the API, so a member gets their own view (their RSVP, the owner's controls)
 * and the view is counted as before.
 */
export function embeddedAnswer<T>(apiPath: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  embedded ??= { page: window.location.pathname, value: read() };
  const { page, value } = embedded;
  return value?.path === apiPath && page === window.location.pathname ? (value.answer as T) : undefined;
}

/** Tests: the next call reads the document again. */
export function forgetEmbeddedAnswer(): void {
  embedded = undefined;
}
