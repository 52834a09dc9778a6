import { useMutation } from '@tanstack/react-query';
import type { AccountTypeRequest, CurrentUser } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** A member who signed up through a provider says, once, whether the account is an individual's or a business's. */
export function chooseAccountType(body: AccountTypeRequest): Promise<{ data: CurrentUser; message: string }> {
  return api.post<{ data: CurrentUser; message: string }>('/auth/account-type', body);
}

export function useChooseAccountType() {
  return useMutation({
    mutationFn: chooseAccountType,
    onSuccess: ({ data }) => authStore.updateUser(data),
  });
}
