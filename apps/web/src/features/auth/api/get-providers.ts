import { queryOptions, useQuery } from '@tanstack/react-query';
import { authOps, SOCIAL_PROVIDERS, type SocialProvider } from '@akwaaba/contracts';
import { call, operationHref } from '@/lib/api-client';
import { embeddedInitialData } from '@/lib/server-data';

/** The social providers the server has credentials for. */
export const providersQueryOptions = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: () => call(authOps.providers),
  staleTime: Infinity,
  // The sign-in and sign-up pages come drawn with their buttons, which work as plain links before the app runs.
  ...embeddedInitialData<{ data: string[] }>('/auth/providers'),
  select: (response): SocialProvider[] => SOCIAL_PROVIDERS.filter((provider) => response.data.includes(provider)),
});

export function useProviders() {
  return useQuery(providersQueryOptions);
}

/** Social sign-in starts with a full page visit: the server redirects to the provider. */
export function socialRedirectUrl(provider: SocialProvider): string {
  return operationHref(authOps.socialRedirect, { query: { provider } });
}
