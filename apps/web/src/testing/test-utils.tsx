import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { CurrentUser } from '@akwaaba/contracts';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { authStore } from '@/lib/auth-store';

export const TEST_TOKEN = 'test-token';

/** Signs a member in as the app would after login: token stored, member loaded. */
export function signInAs(user: CurrentUser, token = TEST_TOKEN): void {
  authStore.signIn(token, user);
}

/** Renders the whole app (router, guards, layouts, lazy pages) at `path`, as a visitor opening that address. */
export function renderApp(path: string, options: { user?: CurrentUser } = {}) {
  if (options.user) signInAs(options.user);
  const router = createAppRouter(createMemoryRouter, { initialEntries: [path] });
  const view = render(<App router={router} />);
  return { ...view, router, user: userEvent.setup() };
}

/** The path and query the app is showing now. */
export function currentLocation(router: ReturnType<typeof createAppRouter>): string {
  const { pathname, search } = router.state.location;
  return pathname + search;
}
