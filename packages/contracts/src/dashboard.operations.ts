import { operations } from './common/operations.ts';
import { listResponse, paginationQuery } from './common/pagination.ts';
import { activityItem, dashboardResponse } from './dashboard.ts';

export const dashboardOps = operations('dashboard', {
  dashboard: { method: 'GET', path: '/dashboard', access: 'member', responses: { 200: dashboardResponse } },
  activity: {
    method: 'GET',
    path: '/activity',
    access: 'member',
    query: paginationQuery,
    responses: { 200: listResponse(activityItem) },
  },
});
