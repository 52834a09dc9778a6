import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';

/** Turns off what the link names: the API answers alike when it is already off. */
export function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return api.post<UnsubscribeResponse>('/unsubscribe', undefined, { query: { token } });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
