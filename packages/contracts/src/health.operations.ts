import { operations } from './common/operations.ts';
import { healthResponse, notReadyResponse, readinessResponse } from './health.ts';

export const healthOps = operations('health', {
  live: { method: 'GET', path: '/health', access: 'anyone', responses: { 200: healthResponse } },
  /** 503 while the database (or a storage) is out, with what is down. */
  ready: {
    method: 'GET',
    path: '/health/ready',
    access: 'anyone',
    responses: { 200: readinessResponse, 503: notReadyResponse },
  },
});
