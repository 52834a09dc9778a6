import { authMessages, authOps, type CountryCode } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { useAuthMutation } from '../hooks/use-auth-mutation';

export type LoginBody =
  | { login_type: 'email'; email: string; password: string; remember: boolean }
  | { login_type: 'phone'; phone: string; country_code: CountryCode; password: string; remember: boolean };

export function useLogin() {
  return useAuthMutation((body: LoginBody) => call(authOps.login, { body }), authMessages.loginFailed);
}
