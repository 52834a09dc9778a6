import type { authMessages, CurrentUser } from '@akwaaba/contracts';
import { api, errorMessage } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

// Typed copy of the contract's text; this file runs at start-up, where importing the contracts' values
// would pull its zod schemas into the first-load bundle. The type fails the build if the texts differ.
const FETCH_PROFILE_FAILED: (typeof authMessages)['fetchProfileFailed'] = 'Failed to fetch profile';

export function getCurrentUser(): Promise<{ data: CurrentUser }> {
  // An expired token at start-up only signs the visitor out; protected pages send them to sign in.
  return api.get<{ data: CurrentUser }>('/profile', { quietUnauthorized: true });
}

/** Start-up: with a stored token, load the member it belongs to; a failure clears user and token. */
export async function restoreSession(): Promise<void> {
  const { token } = authStore.getState();
  if (!token) return;
  authStore.start();
  try {
    const { data } = await getCurrentUser();
    // A sign-out or another sign-in during the call wins over this older answer.
    if (authStore.getState().token === token) authStore.signIn(token, data);
  } catch (error) {
    if (authStore.getState().token === token) authStore.fail(errorMessage(error, FETCH_PROFILE_FAILED));
  }
}
