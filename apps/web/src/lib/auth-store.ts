import { useDeferredValue, useSyncExternalStore } from 'react';
import { AUTH_TOKEN_STORAGE_KEY, type CurrentUser } from '@akwaaba/contracts';

export { AUTH_TOKEN_STORAGE_KEY };

export type AuthStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export type AuthState = {
  status: AuthStatus;
  user: CurrentUser | null;
  /** The member counts as signed in while a token is stored (docs/rules/web-behaviour.md). */
  token: string | null;
  error: string | null;
};

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token === null) window.localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
    else window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage can be disabled (private modes); the session then lasts as long as the page.
  }
}

/**
 * A visitor: how the server renders every page (entry-server.tsx), and so how the app first hydrates it. A visitor's
 * first state is this very object, so React sees nothing changed once the page is hydrated; an equal copy would
 * make it render every page that reads the member again, at once, in one long task (about 100 ms on Lighthouse's
 * phone).
 */
const VISITOR: AuthState = { status: 'idle', user: null, token: null, error: null };

const storedToken = readStoredToken();
let state: AuthState = storedToken ? { status: 'loading', user: null, token: storedToken, error: null } : VISITOR;
const listeners = new Set<() => void>();

function setState(next: Partial<AuthState> | typeof VISITOR): void {
  state = next === VISITOR ? VISITOR : { ...state, ...next };
  for (const listener of listeners) listener();
}

export const authStore = {
  getState: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A sign-in, sign-up, verification or profile load has started. */
  start(): void {
    setState({ status: 'loading', error: null });
  },
  /** Login, register, phone verification or social sign-in succeeded. */
  signIn(token: string, user: CurrentUser): void {
    writeStoredToken(token);
    setState({ status: 'succeeded', token, user, error: null });
  },
  /** A token handed over as it is (the older social return); the member is loaded next. */
  acceptToken(token: string): void {
    writeStoredToken(token);
    setState({ status: 'loading', token, user: null, error: null });
  },
  /** A call that does not sign anyone in finished (e.g. phone registration waiting for its code). */
  settle(): void {
    setState({ status: 'succeeded', error: null });
  },
  /** A sign-in attempt or the start-up profile load failed: the member is signed out with the error kept. */
  fail(error: string): void {
    writeStoredToken(null);
    setState({ status: 'failed', token: null, user: null, error });
  },
  /** The member's record changed (profile saved); a returned token replaces the stored one. */
  updateUser(user: CurrentUser, token?: string): void {
    if (token) writeStoredToken(token);
    setState({ user, token: token ?? state.token });
  },
  /** Logout, a 401 or a deleted account: nothing of the session stays in the browser. */
  clear(): void {
    writeStoredToken(null);
    // The visitor object itself: a page the server rendered for a visitor hydrates against it with nothing to redo.
    setState(VISITOR);
  },
  clearError(): void {
    if (state.error !== null) setState({ error: null });
  },
};

// Signing out in another tab signs this one out too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_TOKEN_STORAGE_KEY && event.newValue === null && state.token !== null) authStore.clear();
  });
}

type Auth = AuthState & { isAuthenticated: boolean; isLoading: boolean };

const withFlags = (snapshot: AuthState): Auth => ({
  ...snapshot,
  isAuthenticated: snapshot.token !== null,
  // A stored token whose member is not loaded yet: wait before deciding what to show.
  isLoading: snapshot.token !== null && snapshot.user === null && snapshot.status === 'loading',
});

const useAuthState = () => useSyncExternalStore(authStore.subscribe, authStore.getState, () => VISITOR);

export function useAuth(): Auth {
  return withFlags(useAuthState());
}

/**
 * The member as useAuth has them, for a part of the page that may show a change a moment late: the header. Once the
 * app has hydrated a page the server drew for a visitor, React renders every reader of a stored session again at once,
 * in one blocking task; here the header's member part (its menus, the notifications' count) renders in a transition,
 * in slices a tap can come between.
 */
export function useDeferredAuth(): Auth {
  const current = useAuthState();
  const deferred = useDeferredValue(current);
  // Only a session appearing waits: one ending shows at once, so no member's part (and its calls) outlives it.
  return withFlags(current.token === null ? current : deferred);
}

/** Business accounts and admins create events, list businesses and post jobs; individuals take part. */
const createsListings = ({ user }: AuthState) => Boolean(user && (user.user_type === 'business' || user.is_admin));

/**
 * Whether the member may create events, list businesses and post jobs. A boolean rather than the member: a page that
 * reads it renders again only when it changes, not when the app, hydrating a page the server drew for a visitor, first
 * sees a stored session (React renders every reader whose value differs from the server's again, in one blocking task).
 */
export function useCreatesListings(): boolean {
  return useSyncExternalStore(
    authStore.subscribe,
    () => createsListings(state),
    () => false,
  );
}

/** Runs `then` once, as soon as a member is signed in on this device (at once when one is). */
export function whenSignedIn(then: () => void): void {
  if (state.token !== null) return then();
  const stop = authStore.subscribe(() => {
    if (state.token === null) return;
    stop();
    then();
  });
}
