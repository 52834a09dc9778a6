import { authOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { queryClient } from '@/lib/query-client';

/** Revokes the token on the server; the browser forgets the session whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await call(authOps.logout, { quietUnauthorized: true });
  } catch {
    // Nothing to do: a failed revoke still signs the browser out (docs/rules/web-behaviour.md).
  } finally {
    authStore.clear();
    queryClient.removeQueries();
  }
}
