import { useMutation } from '@tanstack/react-query';
import { authOps, type ForgotPasswordRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

export function useForgotPassword() {
  return useMutation({ mutationFn: (body: ForgotPasswordRequest) => call(authOps.forgotPassword, { body }) });
}
