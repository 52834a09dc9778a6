/**
 * What the service worker does with each request, as pure functions (docs/decisions/017): the worker itself
 * (sw.ts) only wires these to the Cache API. Nothing here touches a cache, so every rule is unit-tested.
 */

/** The member's own answers kept for offline use, by API path (below the API base), with the query they are kept for. */
export const MEMBER_ANSWERS = {
  profile: '/profile',
  rsvps: '/my/rsvps?per_page=50',
  following: '/my/following?per_page=50',
} as const;
export type MemberAnswer = keyof typeof MEMBER_ANSWERS;

/** Only what the offline home reads: the member's profile, upcoming RSVPs and followed businesses. */
const MEMBER_ANSWER_PATHS = new Set(Object.values(MEMBER_ANSWERS).map((path) => path.split('?')[0]!));

/** Changes by the member that make one of their kept answers out of date, and which one. */
const CHANGES: { method: string; pattern: RegExp; answer: MemberAnswer }[] = [
  { method: 'POST', pattern: /^\/events\/\d+\/attend$/, answer: 'rsvps' },
  { method: 'DELETE', pattern: /^\/events\/\d+\/attend$/, answer: 'rsvps' },
  { method: 'POST', pattern: /^\/businesses\/\d+\/follow$/, answer: 'following' },
  { method: 'DELETE', pattern: /^\/businesses\/\d+\/follow$/, answer: 'following' },
  { method: 'PUT', pattern: /^\/profile$/, answer: 'profile' },
];

export type Route =
  /** A page: the network, else the kept app shell. */
  | { kind: 'page' }
  /** A hashed build file: never changes, so the kept copy first. */
  | { kind: 'asset' }
  /** One of the signed-in member's own answers: the network first, the member's kept copy when offline. */
  | { kind: 'member-answer'; authorization: string }
  /** A change by the member: passed on, and the kept answer it affects is asked for again once it succeeds. */
  | { kind: 'member-change'; authorization: string; answer: MemberAnswer }
  /** Everything else (other API calls, uploaded images, other sites): the worker stays out of it. */
  | { kind: 'pass' };

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
  authorization: string | null;
}

/** Where a request goes. `origin` is the site's; `apiBase` the API's path ('/api/v1'). */
export function routeOf(request: RequestFacts, origin: string, apiBase: string): Route {
  const url = new URL(request.url);
  if (url.origin !== origin) return { kind: 'pass' };
  if (request.mode === 'navigate') return request.method === 'GET' ? { kind: 'page' } : { kind: 'pass' };
  if (request.method === 'GET' && url.pathname.startsWith('/assets/')) return { kind: 'asset' };
  if (!url.pathname.startsWith(`${apiBase}/`) || !request.authorization) return { kind: 'pass' };

  const path = url.pathname.slice(apiBase.length);
  if (request.method === 'GET' && MEMBER_ANSWER_PATHS.has(path)) {
    return { kind: 'member-answer', authorization: request.authorization };
  }
  const change = CHANGES.find((candidate) => candidate.method === request.method && candidate.pattern.test(path));
  return change
    ? { kind: 'member-change', authorization: request.authorization, answer: change.answer }
    : { kind: 'pass' };
}

/** The query parameter that ties a kept answer to the member (a hash of their Authorization header). */
const MEMBER_PARAM = 'sw-member';

/** The key a member's answer is kept under: its address plus who asked, so member B never matches member A's copy. */
export function memberCacheKey(url: string, member: string): string {
  const key = new URL(url);
  key.searchParams.set(MEMBER_PARAM, member);
  return key.href;
}

/** The member a kept answer belongs to, or null for a key that is not a member answer's. */
export function memberOfKey(key: string): string | null {
  return new URL(key).searchParams.get(MEMBER_PARAM);
}

/** The kept answers to delete: every one that is not the given member's (all of them when no one is signed in). */
export function keysToForget(keys: readonly string[], member: string | null): string[] {
  return keys.filter((key) => member === null || memberOfKey(key) !== member);
}

/** A kept answer is asked for again at the next start once it is this old (changes by the member refresh it at once). */
export const MEMBER_ANSWER_MAX_AGE_MS = 60 * 60 * 1000;

/** Whether a kept answer, stored at `storedAt` (ms), should be asked for again at `now`. */
export const isStale = (storedAt: number | null, now: number) =>
  storedAt === null || !(now - storedAt < MEMBER_ANSWER_MAX_AGE_MS);

export interface ConnectionFacts {
  saveData?: boolean;
  type?: string;
}

/**
 * Whether the connection costs the member per megabyte, as far as the browser says: Save-Data on, or a cellular
 * link. On such a link the worker keeps only what the browser already downloaded, and fetches nothing extra.
 */
export const isMetered = (connection: ConnectionFacts | undefined) =>
  connection?.saveData === true || connection?.type === 'cellular';

/** What the web app tells the worker: who is signed in now (their Authorization header), or no one. */
export type WorkerMessage = { type: 'session'; authorization: string | null };

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, authorization } = data as Record<string, unknown>;
  return type === 'session' && (authorization === null || typeof authorization === 'string');
}

/** The member's id in kept answers' keys: a SHA-256 of their Authorization header, so no token is written to disk. */
export async function memberIdOf(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
