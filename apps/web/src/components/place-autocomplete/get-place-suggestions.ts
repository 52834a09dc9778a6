import { placeOps, type PlaceSuggestion } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

/** Up to eight places of the built-in gazetteer for what was typed. */
export async function getPlaceSuggestions(text: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const response = await call(placeOps.autocomplete, { query: { q: text }, signal });
  return response.data;
}
