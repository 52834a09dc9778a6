import { operations } from './common/operations.ts';
import { searchQuery, searchResponse } from './search.ts';

export const searchOps = operations('search', {
  search: { method: 'GET', path: '/search', access: 'anyone', query: searchQuery, responses: { 200: searchResponse } },
});
