import type { AuthResponse, RegisterRequest } from '@akwaaba/contracts';
import type { App } from '../src/app.ts';

let sequence = 0;

export const STRONG_PASSWORD = 'Kumasi-Gold-2024';

/** Registers a member by email and answers the token and user. */
export async function registerMember(app: App, overrides: Partial<RegisterRequest> = {}): Promise<AuthResponse['data']> {
  sequence += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      name: `Member ${sequence}`,
      email: `member${sequence}-${Date.now()}@example.com`,
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
      terms_accepted: true,
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  return (response.json() as AuthResponse).data;
}

export function registerBusiness(app: App, overrides: Partial<RegisterRequest> = {}) {
  return registerMember(app, {
    user_type: 'business',
    business_name: 'Accra Bites',
    business_category: 'restaurant',
    ...overrides,
  });
}

export async function registerAdmin(app: App): Promise<AuthResponse['data']> {
  const member = await registerMember(app);
  await app.services.adminService.promote(member.user.email!);
  return { ...member, user: { ...member.user, is_admin: true } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
