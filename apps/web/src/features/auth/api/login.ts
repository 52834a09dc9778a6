import { authMessages, type AuthResponse, type CountryCode } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { useAuthMutation } from '../hooks/use-auth-mutation';

export type LoginBody =
  | { login_type: 'email'; email: string; password: string; remember: boolean }
  | { login_type: 'phone'; phone: string; country_code: CountryCode; password: string; remember: boolean };

export function login(body: LoginBody): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/login', body);
}

export function useLogin() {
  return useAuthMutation(login, authMessages.loginFailed);
}
