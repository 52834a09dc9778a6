import { queryOptions, useQuery } from '@tanstack/react-query';
import { authOps, operationKey, SOCIAL_PROVIDERS, type SocialProvider } from '@akwaaba/contracts';
import { env } from '@/config/env';
import { api } from '@/lib/api-client';

/** The social providers the server has credentials for. */
export function getProviders(): Promise<{ data: string[] }> {
  return api.get<{ data: string[] }>('/auth/providers');
}

export const providersQueryOptions = queryOptions({
  // The sign-in and sign-up pages come server-rendered with their buttons (keyed as their loader keys them), which
  // work as plain links before the app runs.
  queryKey: operationKey(authOps.providers),
  queryFn: getProviders,
  staleTime: Infinity,
  select: (response): SocialProvider[] => SOCIAL_PROVIDERS.filter((provider) => response.data.includes(provider)),
});

export function useProviders() {
  return useQuery(providersQueryOptions);
}

/** Social sign-in starts with a full page visit: the server redirects to the provider. */
export function socialRedirectUrl(provider: SocialProvider): string {
  return `${env.API_URL}/auth/social/redirect?provider=${encodeURIComponent(provider)}`;
}
