import { useMutation } from '@tanstack/react-query';
import type { AuthResponse } from '@akwaaba/contracts';
import { errorMessage } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/**
 * A call that signs the member in (login, phone verification, social sign-in): the store goes to
 * loading, then holds token and user, or is signed out with the server's message or `fallback`.
 */
export function useAuthMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<AuthResponse>,
  fallback: string,
) {
  return useMutation({
    mutationFn,
    onMutate: () => authStore.start(),
    onSuccess: ({ data }) => authStore.signIn(data.token, data.user),
    onError: (error) => authStore.fail(errorMessage(error, fallback)),
  });
}
