import { queryOptions, useQuery } from '@tanstack/react-query';
import { authOps, operationKey, SOCIAL_PROVIDERS, type SocialProvider } from '@akwaaba/contracts';
import { call, operationHref } from '@/lib/api-client';

/** The social providers the server has credentials for. */
export const providersQueryOptions = queryOptions({
  // The sign-in and sign-up pages come server-rendered with their buttons (keyed as their loader keys them), which
  // work as plain links before the app runs.
  queryKey: operationKey(authOps.providers),
  queryFn: () => call(authOps.providers),
  staleTime: Infinity,
  select: (response): SocialProvider[] => SOCIAL_PROVIDERS.filter((provider) => response.data.includes(provider)),
});

export function useProviders() {
  return useQuery(providersQueryOptions);
}

/** Social sign-in starts with a full page visit: the server redirects to the provider. */
export function socialRedirectUrl(provider: SocialProvider): string {
  return operationHref(authOps.socialRedirect, { query: { provider } });
}
