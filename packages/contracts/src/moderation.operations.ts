import { operations } from './common/operations.ts';
import {
  adminReportResponse,
  adminReportsQuery,
  adminReportsResponse,
  createReportRequest,
  createReportResponse,
  moderationTargetParams,
  reportIdParams,
  resolveReportRequest,
  restoreRequest,
  restoreResponse,
} from './moderation.ts';

export const moderationOps = operations('moderation', {
  /** Reporting again answers the report the member already made (200). */
  report: {
    method: 'POST',
    path: '/reports',
    access: 'member',
    body: createReportRequest,
    responses: { 200: createReportResponse, 201: createReportResponse },
  },
});

/** The admins' queue of reports, and hidden items shown again. */
export const moderationAdminOps = operations('admin', {
  reports: {
    method: 'GET',
    path: '/admin/reports',
    access: 'admin',
    query: adminReportsQuery,
    responses: { 200: adminReportsResponse },
  },
  resolveReport: {
    method: 'POST',
    path: '/admin/reports/:id/resolve',
    access: 'admin',
    params: reportIdParams,
    body: resolveReportRequest,
    responses: { 200: adminReportResponse },
  },
  restore: {
    method: 'POST',
    path: '/admin/moderation/:target_type/:target_id/restore',
    access: 'admin',
    params: moderationTargetParams,
    body: restoreRequest,
    responses: { 200: restoreResponse },
  },
});
