import { useMutation } from '@tanstack/react-query';
import { authOps, type SendVerificationRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

/** Sends a new SMS code; it does not sign anyone in. The API allows one send a minute (429 with Retry-After). */
export function useSendVerification() {
  return useMutation({ mutationFn: (body: SendVerificationRequest) => call(authOps.sendVerification, { body }) });
}
