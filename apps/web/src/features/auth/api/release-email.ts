import { useMutation } from '@tanstack/react-query';
import { authOps, type EmailTokenRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

/**
 * 'This was not me': the address's owner takes it back from the sign-up or the change of address that named it.
 * Needs no sign-in; the answer says which of the two it undid.
 */
export function useReleaseEmail() {
  return useMutation({ mutationFn: (body: EmailTokenRequest) => call(authOps.releaseEmail, { body }) });
}
