import { useMutation } from '@tanstack/react-query';
import { profileOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** A business asks an admin to check its registration details. */
export function useRequestVerification() {
  return useMutation({
    mutationFn: () => call(profileOps.requestVerification),
    onSuccess: ({ data }) => authStore.updateUser(data),
  });
}
