import { authMessages, type AuthResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { useAuthMutation } from '../hooks/use-auth-mutation';

/** Trades the one-time code from the provider's return for the member's token. */
export function exchangeSocialCode(code: string): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/social', { code });
}

export function useSocialSignIn() {
  return useAuthMutation(exchangeSocialCode, authMessages.socialFailed);
}
