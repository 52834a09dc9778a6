import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, SendVerificationRequest } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';

/** Sends a new SMS code; it does not sign anyone in. The API allows one send a minute (429 with Retry-After). */
export function sendVerification(body: SendVerificationRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/phone/send-verification', body);
}

export function useSendVerification() {
  return useMutation({ mutationFn: sendVerification });
}
