import { useMutation } from '@tanstack/react-query';
import { authOps, type AccountTypeRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** A member who signed up through a provider says, once, whether the account is an individual's or a business's. */
export function useChooseAccountType() {
  return useMutation({
    mutationFn: (body: AccountTypeRequest) => call(authOps.accountType, { body }),
    onSuccess: ({ data }) => authStore.updateUser(data),
  });
}
