import { useMutation } from '@tanstack/react-query';
import { contactOps, type ContactRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

export function useSendContactMessage() {
  return useMutation({ mutationFn: (body: ContactRequest) => call(contactOps.send, { body }) });
}
