import { useMutation } from '@tanstack/react-query';
import { authOps, type EmailTokenRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { refreshCurrentUser } from './get-current-user';

/**
 * Confirms the address the link was mailed to; needs no sign-in (the link may be opened on another device). A member
 * signed in on this browser is reloaded, so the banner asking them to confirm goes.
 */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (body: EmailTokenRequest) => call(authOps.confirmEmail, { body }),
    onSuccess: () => refreshCurrentUser(),
  });
}
