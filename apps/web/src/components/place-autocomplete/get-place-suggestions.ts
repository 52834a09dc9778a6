import type { PlaceSuggestion, PlaceSuggestionsResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';

/** Up to eight places of the built-in gazetteer for what was typed. */
export async function getPlaceSuggestions(text: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const response = await api.get<PlaceSuggestionsResponse>('/places/autocomplete', { query: { q: text }, signal });
  return response.data;
}
