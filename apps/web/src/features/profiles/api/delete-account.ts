import { useMutation } from '@tanstack/react-query';
import { profileOps, type DeleteAccountRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { queryClient } from '@/lib/query-client';

export function useDeleteAccount() {
  return useMutation({ mutationFn: (body: DeleteAccountRequest) => call(profileOps.remove, { body }) });
}

/** After the account is gone: the browser keeps nothing of the session or the member's data. */
export function forgetDeletedAccount(): void {
  authStore.clear();
  queryClient.removeQueries();
}
