import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest, MessageResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { queryClient } from '@/lib/query-client';

export function deleteAccount(body: DeleteAccountRequest): Promise<MessageResponse> {
  return api.delete<MessageResponse>('/profile', body);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/** After the account is gone: the browser keeps nothing of the session or the member's data. */
export function forgetDeletedAccount(): void {
  authStore.clear();
  queryClient.removeQueries();
}
