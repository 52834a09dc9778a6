import { operations } from './common/operations.ts';
import { analyticsQuery, analyticsResponse } from './analytics.ts';

export const analyticsOps = operations('analytics', {
  report: {
    method: 'GET',
    path: '/analytics',
    access: 'member',
    query: analyticsQuery,
    responses: { 200: analyticsResponse },
  },
});
