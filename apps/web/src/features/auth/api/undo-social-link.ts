import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, UndoSocialLinkRequest } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { refreshCurrentUser } from './get-current-user';

/** Unlinks the provider the mail named from the account; needs no sign-in. The API ends every session of the account. */
export function undoSocialLink(body: UndoSocialLinkRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/social/undo-link', body);
}

/** A session of that account on this browser has just ended: asking for the member finds out and forgets it. */
export function useUndoSocialLink() {
  return useMutation({ mutationFn: undoSocialLink, onSuccess: () => refreshCurrentUser() });
}
