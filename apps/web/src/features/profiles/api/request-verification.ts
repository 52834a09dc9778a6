import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

export function requestVerification(): Promise<{ data: CurrentUser; message: string }> {
  return api.post<{ data: CurrentUser; message: string }>('/profile/verification-request');
}

/** A business asks an admin to check its registration details. */
export function useRequestVerification() {
  return useMutation({
    mutationFn: requestVerification,
    onSuccess: ({ data }) => authStore.updateUser(data),
  });
}
