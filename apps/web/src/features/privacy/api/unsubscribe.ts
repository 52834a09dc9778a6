import { useMutation } from '@tanstack/react-query';
import { privacyOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

/** Turns off what the link names: the API answers alike when it is already off. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: (token: string) => call(privacyOps.unsubscribe, { query: { token } }) });
}
