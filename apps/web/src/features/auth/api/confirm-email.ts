import { useMutation } from '@tanstack/react-query';
import type { EmailTokenRequest, MessageResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { refreshCurrentUser } from './get-current-user';

/** Confirms the address the link was mailed to; needs no sign-in (the link may be opened on another device). */
export function confirmEmail(body: EmailTokenRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/email/confirm', body);
}

/** A member signed in on this browser is reloaded, so the banner asking them to confirm goes. */
export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail, onSuccess: () => refreshCurrentUser() });
}
