import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, ChangePasswordRequest } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

export type ChangePasswordResponse = AuthResponse & { message: string };

export function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return api.put<ChangePasswordResponse>('/profile/password', body);
}

/** Other sessions are revoked by the change; this browser carries on with the new token. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ data }) => authStore.updateUser(data.user, data.token),
  });
}
