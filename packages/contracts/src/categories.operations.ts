import { operations } from './common/operations.ts';
import { categoriesQuery, categoriesResponse } from './categories.ts';

export const categoryOps = operations('categories', {
  list: {
    method: 'GET',
    path: '/categories',
    access: 'anyone',
    query: categoriesQuery,
    responses: { 200: categoriesResponse },
  },
});
