import { useMutation } from '@tanstack/react-query';
import { authOps, type UndoSocialLinkRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { refreshCurrentUser } from './get-current-user';

/**
 * Unlinks the provider the mail named from the account; needs no sign-in. The API ends every session of the account:
 * one on this browser has just ended, so asking for the member finds out and forgets it.
 */
export function useUndoSocialLink() {
  return useMutation({
    mutationFn: (body: UndoSocialLinkRequest) => call(authOps.undoSocialLink, { body }),
    onSuccess: () => refreshCurrentUser(),
  });
}
