import type { PlaceProvider } from '@akwaaba/contracts';

/** The address lookup's cache keys, in one place. */
export const placeKeys = {
  all: ['places'] as const,
  settings: () => [...placeKeys.all, 'settings'] as const,
  suggestions: (provider: PlaceProvider, text: string) => [...placeKeys.all, 'suggestions', provider, text] as const,
  detail: (id: string) => [...placeKeys.all, 'detail', id] as const,
};
