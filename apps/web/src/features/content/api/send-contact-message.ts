import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, MessageResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';

export function sendContactMessage(body: ContactRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/contact', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
