import { useMutation } from '@tanstack/react-query';
import { authOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

/**
 * Mails the signed-in member a new confirmation link. The API answers 409 when the address is already confirmed,
 * 422 when there is none, and 429 (with Retry-After) when the last link went out less than a minute ago.
 */
export function useResendEmailConfirmation() {
  return useMutation({ mutationFn: () => call(authOps.resendEmail) });
}
