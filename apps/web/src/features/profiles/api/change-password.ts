import { useMutation } from '@tanstack/react-query';
import { profileOps, type ChangePasswordRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** Other sessions are revoked by the change; this browser carries on with the new token. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => call(profileOps.changePassword, { body }),
    onSuccess: ({ data }) => authStore.updateUser(data.user, data.token),
  });
}
