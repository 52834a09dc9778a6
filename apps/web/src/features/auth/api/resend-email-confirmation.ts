import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';

/**
 * Mails the signed-in member a new confirmation link. The API answers 409 when the address is already confirmed,
 * 422 when there is none, and 429 (with Retry-After) when the last link went out less than a minute ago.
 */
export function resendEmailConfirmation(): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/email/resend');
}

export function useResendEmailConfirmation() {
  return useMutation({ mutationFn: resendEmailConfirmation });
}
