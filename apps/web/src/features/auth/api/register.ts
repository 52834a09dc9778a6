import { useMutation } from '@tanstack/react-query';
import { authMessages, authOps, type AnswerOf, type RegisterRequest } from '@akwaaba/contracts';
import { call, errorMessage } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** Email sign-ups are signed in at once; phone sign-ups first confirm the SMS code. */
type RegisterResponse = AnswerOf<typeof authOps.register>;

export function needsVerification(
  response: RegisterResponse,
): response is Extract<RegisterResponse, { data: { verification_required: true } }> {
  return 'verification_required' in response.data;
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => call(authOps.register, { body }),
    onMutate: () => authStore.start(),
    onSuccess: (response) => {
      if (needsVerification(response)) authStore.settle();
      else authStore.signIn(response.data.token, response.data.user);
    },
    onError: (error) => authStore.fail(errorMessage(error, authMessages.registrationFailed)),
  });
}
