import { useMutation } from '@tanstack/react-query';
import type { EmailTokenRequest, MessageResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';

/**
 * 'This was not me': the address's owner takes it back from the sign-up or the change of address that named it.
 * Needs no sign-in; the answer says which of the two it undid.
 */
export function releaseEmail(body: EmailTokenRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/email/not-me', body);
}

export function useReleaseEmail() {
  return useMutation({ mutationFn: releaseEmail });
}
