import { messageResponse } from './common/errors.ts';
import { operations } from './common/operations.ts';
import {
  jobAlertChanges,
  jobAlertIdParams,
  jobAlertInput,
  jobAlertResponse,
  jobAlertsResponse,
  jobAlertUnsubscribeQuery,
  jobAlertUnsubscribeResponse,
  jobAlertUnsubscribeTargetResponse,
} from './job-alerts.ts';

/**
 * A member's job alerts (docs/decisions/041-saved-jobs-and-job-alerts.md), and the one-click unsubscribe of each
 * alert's mail: GET says what the link stops, POST stops it (the alert is deleted), without signing in.
 */
export const jobAlertOps = operations('job-alerts', {
  list: {
    method: 'GET',
    path: '/my/job-alerts',
    access: 'member',
    responses: { 200: jobAlertsResponse },
  },
  create: {
    method: 'POST',
    path: '/job-alerts',
    access: 'member',
    body: jobAlertInput,
    responses: { 201: jobAlertResponse },
  },
  update: {
    method: 'PATCH',
    path: '/job-alerts/:id',
    access: 'member',
    params: jobAlertIdParams,
    body: jobAlertChanges,
    responses: { 200: jobAlertResponse },
  },
  remove: {
    method: 'DELETE',
    path: '/job-alerts/:id',
    access: 'member',
    params: jobAlertIdParams,
    responses: { 200: messageResponse },
  },
  unsubscribeTarget: {
    method: 'GET',
    path: '/job-alerts/unsubscribe',
    access: 'anyone',
    query: jobAlertUnsubscribeQuery,
    responses: { 200: jobAlertUnsubscribeTargetResponse },
  },
  unsubscribe: {
    method: 'POST',
    path: '/job-alerts/unsubscribe',
    access: 'anyone',
    query: jobAlertUnsubscribeQuery,
    responses: { 200: jobAlertUnsubscribeResponse },
  },
});
