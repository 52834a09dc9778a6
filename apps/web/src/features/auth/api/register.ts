import { useMutation } from '@tanstack/react-query';
import { authMessages, type AuthResponse, type CurrentUser, type RegisterRequest } from '@akwaaba/contracts';
import { api, errorMessage } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** Email sign-ups are signed in at once; phone sign-ups first confirm the SMS code. */
export type RegisterResponse =
  AuthResponse | { data: { user: CurrentUser; verification_required: true }; message: string };

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/auth/register', body);
}

export function needsVerification(
  response: RegisterResponse,
): response is Extract<RegisterResponse, { data: { verification_required: true } }> {
  return 'verification_required' in response.data;
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onMutate: () => authStore.start(),
    onSuccess: (response) => {
      if (needsVerification(response)) authStore.settle();
      else authStore.signIn(response.data.token, response.data.user);
    },
    onError: (error) => authStore.fail(errorMessage(error, authMessages.registrationFailed)),
  });
}
