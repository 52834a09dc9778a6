import {
  adminAuditQuery,
  adminAuditResponse,
  adminNoteRequest,
  adminStatsResponse,
  adminUserIdParams,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
  suspendUserRequest,
} from './admin.ts';
import { verificationDecision, verificationParams, verificationRequest } from './businesses.ts';
import { messageResponse } from './common/errors.ts';
import { operations } from './common/operations.ts';
import { listResponse, paginationQuery } from './common/pagination.ts';

export const adminOps = operations('admin', {
  stats: { method: 'GET', path: '/admin/stats', access: 'admin', responses: { 200: adminStatsResponse } },
  verificationRequests: {
    method: 'GET',
    path: '/admin/verification-requests',
    access: 'admin',
    query: paginationQuery,
    responses: { 200: listResponse(verificationRequest) },
  },
  decideVerification: {
    method: 'PATCH',
    path: '/admin/verification-requests/:userId',
    access: 'admin',
    params: verificationParams,
    body: verificationDecision,
    responses: { 200: messageResponse },
  },
  members: {
    method: 'GET',
    path: '/admin/users',
    access: 'admin',
    query: adminUsersQuery,
    responses: { 200: adminUsersResponse },
  },
  suspend: {
    method: 'POST',
    path: '/admin/users/:id/suspend',
    access: 'admin',
    params: adminUserIdParams,
    body: suspendUserRequest,
    responses: { 200: adminUserResponse },
  },
  unsuspend: {
    method: 'POST',
    path: '/admin/users/:id/unsuspend',
    access: 'admin',
    params: adminUserIdParams,
    body: adminNoteRequest,
    responses: { 200: adminUserResponse },
  },
  revokeSessions: {
    method: 'POST',
    path: '/admin/users/:id/sessions/revoke',
    access: 'admin',
    params: adminUserIdParams,
    body: adminNoteRequest,
    responses: { 200: adminUserResponse },
  },
  audit: {
    method: 'GET',
    path: '/admin/audit',
    access: 'admin',
    query: adminAuditQuery,
    responses: { 200: adminAuditResponse },
  },
});
