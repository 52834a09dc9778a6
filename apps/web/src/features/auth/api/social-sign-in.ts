import { authMessages, authOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { useAuthMutation } from '../hooks/use-auth-mutation';

/** Trades the one-time code from the provider's return for the member's token. */
export function useSocialSignIn() {
  return useAuthMutation((code: string) => call(authOps.socialExchange, { body: { code } }), authMessages.socialFailed);
}
