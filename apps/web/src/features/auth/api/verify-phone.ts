import { authMessages, authOps, type VerifyPhoneRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { useAuthMutation } from '../hooks/use-auth-mutation';

export function useVerifyPhone() {
  return useAuthMutation(
    (body: VerifyPhoneRequest) => call(authOps.verifyPhone, { body }),
    authMessages.phoneVerificationFailed,
  );
}
