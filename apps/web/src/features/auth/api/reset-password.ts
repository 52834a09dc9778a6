import { useMutation } from '@tanstack/react-query';
import { authOps, type ResetPasswordRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordRequest) => call(authOps.resetPassword, { body }) });
}
