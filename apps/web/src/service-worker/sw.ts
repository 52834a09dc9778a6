/**
 * The service worker, built to /sw.js by vite-plugin.ts (docs/decisions/017). It keeps the app shell, and the
 * signed-in member's own profile, upcoming RSVPs and followed businesses so the site opens offline; it keeps
 * nothing else (no other API answer, no uploaded image) and forgets the member's answers at sign-out, account
 * deletion and when another member signs in. The rules live in routing.ts; this file only applies them.
 */
import {
  isMetered,
  isStale,
  isWorkerMessage,
  keysToForget,
  MEMBER_ANSWERS,
  memberCacheKey,
  memberIdOf,
  routeOf,
  type ConnectionFacts,
  type MemberAnswer,
} from './routing';
import { SHELL_PAGE } from './precache';

/** Written in by the build: the shell's files, a version that changes with them, the API's base path. */
declare const __PRECACHE__: string[];
declare const __SW_VERSION__: string;
declare const __API_BASE__: string;

// The worker's own types (the web app's TypeScript program has the DOM's, not the WebWorker library's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  navigator: { connection?: ConnectionFacts };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const SHELL_CACHE_PREFIX = 'akwaaba-shell-';
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__SW_VERSION__}`;
/** The signed-in member's answers; never more than one member's at a time. */
const MEMBER_CACHE = 'akwaaba-member';
/** Who the web app last said is signed in (a member id, never a token), so a late answer is not kept for a member who left. */
const SESSION_CACHE = 'akwaaba-session';
const SESSION_KEY = '/__session';
const STORED_AT = 'sw-stored-at';

const origin = worker.location.origin;
const answerUrl = (answer: MemberAnswer) => `${origin}${__API_BASE__}${MEMBER_ANSWERS[answer]}`;

async function currentSession(): Promise<string | null> {
  const record = await (await caches.open(SESSION_CACHE)).match(SESSION_KEY);
  return record ? (await record.text()) || null : null;
}

/** Remembers who is signed in and forgets every kept answer that is not theirs. */
async function setSession(member: string | null): Promise<void> {
  await (await caches.open(SESSION_CACHE)).put(SESSION_KEY, new Response(member ?? ''));
  const cache = await caches.open(MEMBER_CACHE);
  const keys = (await cache.keys()).map((request) => request.url);
  await Promise.all(keysToForget(keys, member).map((key) => cache.delete(key)));
}

/** Keeps a member's answer, stamped with when, if they are still the one signed in; a 401 forgets their answers. */
async function keep(member: string, url: string, response: Response): Promise<void> {
  if (response.status === 401) return setSession(null);
  if (response.status !== 200 || (await currentSession()) !== member) return;
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(Date.now()));
  const stamped = new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
  await (await caches.open(MEMBER_CACHE)).put(memberCacheKey(url, member), stamped);
}

/** Asks for one of the member's answers again and keeps it (offline, it stays as it was). */
async function refresh(authorization: string, answer: MemberAnswer): Promise<void> {
  const member = await memberIdOf(authorization);
  const url = answerUrl(answer);
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json', Authorization: authorization } });
    await keep(member, url, response);
  } catch {
    // Offline or a dropped connection: the kept copy stays.
  }
}

/** At start-up and at each sign-in: the answers not yet kept, or kept over an hour ago, are asked for. */
async function refreshStale(authorization: string): Promise<void> {
  const member = await memberIdOf(authorization);
  const cache = await caches.open(MEMBER_CACHE);
  const now = Date.now();
  for (const answer of Object.keys(MEMBER_ANSWERS) as MemberAnswer[]) {
    const kept = await cache.match(memberCacheKey(answerUrl(answer), member));
    const storedAt = kept ? Number(kept.headers.get(STORED_AT)) || null : null;
    if (isStale(storedAt, now)) await refresh(authorization, answer);
  }
}

/**
 * The shell at install. Whatever the browser already downloaded for this page is taken from its HTTP cache; the
 * rest (the home page's files when the first visit was another page) is downloaded only on a connection that is not
 * metered, and is otherwise kept when the member opens that page. The page's HTML is always kept.
 */
async function precache(): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  const metered = isMetered(worker.navigator.connection);
  await Promise.all(
    __PRECACHE__.map(async (path) => {
      const downloaded = await fetch(path, { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => null);
      const response = downloaded?.ok
        ? downloaded
        : metered && path !== SHELL_PAGE
          ? null
          : await fetch(path).catch(() => null);
      if (response?.ok) await cache.put(path, response);
    }),
  );
}

/** Pages: the network, so server-rendered pages stay current; offline, the kept shell, which opens the app. */
async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await (await caches.open(SHELL_CACHE)).match(SHELL_PAGE);
    if (shell) return shell;
    throw error;
  }
}

/** Hashed build files never change: the kept copy, else the network (and kept from then on). */
async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The member's own answer: the network first (and kept); offline, their kept copy, matched by who asks. */
async function memberAnswer(request: Request, authorization: string): Promise<Response> {
  const member = await memberIdOf(authorization);
  try {
    const response = await fetch(request);
    await keep(member, request.url, response.clone());
    return response;
  } catch (error) {
    const kept = await (await caches.open(MEMBER_CACHE)).match(memberCacheKey(request.url, member));
    if (kept) return kept;
    throw error;
  }
}

worker.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE);
      await Promise.all(old.map((name) => caches.delete(name)));
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  if (!isWorkerMessage(event.data)) return;
  const { authorization } = event.data;
  event.waitUntil(
    (async () => {
      await setSession(authorization === null ? null : await memberIdOf(authorization));
      if (authorization !== null) await refreshStale(authorization);
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeOf(
    {
      method: request.method,
      url: request.url,
      mode: request.mode,
      authorization: request.headers.get('authorization'),
    },
    origin,
    __API_BASE__,
  );
  switch (route.kind) {
    case 'page':
      return event.respondWith(page(request));
    case 'asset':
      return event.respondWith(asset(request));
    case 'member-answer':
      return event.respondWith(memberAnswer(request, route.authorization));
    case 'member-change': {
      const response = fetch(request);
      event.respondWith(response);
      event.waitUntil(
        response
          .then((answer) => (answer.ok ? refresh(route.authorization, route.answer) : undefined))
          .catch(() => undefined),
      );
      return;
    }
    case 'pass':
      return;
  }
});
