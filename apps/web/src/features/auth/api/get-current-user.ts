import { authMessages, profileOps } from '@akwaaba/contracts';
import { ApiError, call, errorMessage } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { queryClient } from '@/lib/query-client';

function getCurrentUser() {
  // An expired token at start-up only signs the visitor out; protected pages send them to sign in.
  return call(profileOps.current, { quietUnauthorized: true });
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
    if (authStore.getState().token !== token) return;
    // No connection (status 0) says nothing about the token: the member stays signed in (the offline home shows
    // what was kept for them), and is loaded once the device is back online.
    if (error instanceof ApiError && error.status === 0) {
      authStore.settle();
      window.addEventListener('online', () => void restoreSession(), { once: true });
      return;
    }
    authStore.fail(errorMessage(error, authMessages.fetchProfileFailed));
  }
}

/**
 * After a mailed link changed the account (its address confirmed, its sessions ended): the member as the server now
 * has them. A session the link ended answers 401, which signs this browser out where it stands (no trip to sign-in)
 * and drops the member's cached answers. Without a stored session there is nothing to refresh.
 */
export async function refreshCurrentUser(): Promise<void> {
  const { token } = authStore.getState();
  if (!token) return;
  try {
    const { data } = await getCurrentUser();
    if (authStore.getState().token === token) authStore.updateUser(data);
  } catch (error) {
    // Any other failure leaves the session as it was: the next start-up checks it again.
    if (error instanceof ApiError && error.status === 401) queryClient.removeQueries();
  }
}
