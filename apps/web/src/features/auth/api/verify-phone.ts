import { authMessages, type AuthResponse, type VerifyPhoneRequest } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { useAuthMutation } from '../hooks/use-auth-mutation';

export function verifyPhone(body: VerifyPhoneRequest): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/phone/verify', body);
}

export function useVerifyPhone() {
  return useAuthMutation(verifyPhone, authMessages.phoneVerificationFailed);
}
