import type { z } from 'zod';
import { messageResponse } from './common/errors.ts';
import { operations, type OperationShape } from './common/operations.ts';
import { itemWithMessage, listResponse, paginationQuery } from './common/pagination.ts';
import {
  businessIdParams,
  ghanaianOwnedRequest,
  myBusiness,
  pendingBusiness,
  verifyBusinessRequest,
} from './businesses.ts';
import { eventIdParams, pendingEvent, rejectRequest } from './events.ts';
import { associationDetail, associationIdParams, pendingAssociation } from './associations.ts';

/** Admin operations about one kind of listing: tagged 'admin', each named `admin.<kind>.<key>`. */
function adminOperations<const Group extends Record<string, OperationShape>>(kind: string, group: Group) {
  const declared = operations('admin', group);
  return Object.fromEntries(
    Object.entries(declared).map(([key, operation]) => [key, { ...operation, id: `admin.${kind}.${key}` }]),
  ) as typeof declared;
}

/**
 * The admin's approval of one listing kind (docs/rules/approval.md), the same three operations for each: what waits
 * (`GET /admin/<kind>/pending`), approve and reject (`PATCH /admin/<kind>/:id/approve|reject`, a reason optional).
 * `item` is how the queue shows one, `decided` what a decision answers.
 */
export function approvalOperations<
  const Kind extends string,
  Params extends z.ZodType,
  Item extends z.ZodType,
  Decided extends z.ZodType,
>(kind: Kind, { params, item, decided }: { params: Params; item: Item; decided: Decided }) {
  return adminOperations(kind, {
    pending: {
      method: 'GET',
      path: `/admin/${kind}/pending`,
      access: 'admin',
      query: paginationQuery,
      responses: { 200: listResponse(item) },
    },
    approve: {
      method: 'PATCH',
      path: `/admin/${kind}/:id/approve`,
      access: 'admin',
      params,
      responses: { 200: decided },
    },
    reject: {
      method: 'PATCH',
      path: `/admin/${kind}/:id/reject`,
      access: 'admin',
      params,
      body: rejectRequest,
      responses: { 200: decided },
    },
  });
}

/** One listing kind's approval operations, as the API's route factory and the web's calls take them. */
export type ApprovalOperations = ReturnType<
  typeof approvalOperations<string, z.ZodType<{ id: number }>, z.ZodType, z.ZodType>
>;

export const eventApprovalOps = approvalOperations('events', {
  params: eventIdParams,
  item: pendingEvent,
  decided: messageResponse,
});

export const businessApprovalOps = {
  ...approvalOperations('businesses', {
    params: businessIdParams,
    item: pendingBusiness,
    decided: itemWithMessage(myBusiness),
  }),
  ...adminOperations('businesses', {
    verify: {
      method: 'PATCH',
      path: '/admin/businesses/:id/verify',
      access: 'admin',
      params: businessIdParams,
      body: verifyBusinessRequest,
      responses: { 200: itemWithMessage(myBusiness) },
    },
    /** The owners asking for the Ghanaian-owned mark, the longest waiting first. */
    ghanaianOwnedRequests: {
      method: 'GET',
      path: '/admin/businesses/ghanaian-owned-requests',
      access: 'admin',
      query: paginationQuery,
      responses: { 200: listResponse(pendingBusiness) },
    },
    ghanaianOwned: {
      method: 'PATCH',
      path: '/admin/businesses/:id/ghanaian-owned',
      access: 'admin',
      params: businessIdParams,
      body: ghanaianOwnedRequest,
      responses: { 200: itemWithMessage(myBusiness) },
    },
  }),
};

export const associationApprovalOps = {
  ...approvalOperations('associations', {
    params: associationIdParams,
    item: pendingAssociation,
    decided: messageResponse,
  }),
  ...adminOperations('associations', {
    verify: {
      method: 'PATCH',
      path: '/admin/associations/:id/verify',
      access: 'admin',
      params: associationIdParams,
      body: verifyBusinessRequest,
      responses: { 200: itemWithMessage(associationDetail) },
    },
  }),
};
