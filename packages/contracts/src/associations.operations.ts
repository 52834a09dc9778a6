import { messageResponse } from './common/errors.ts';
import { operations } from './common/operations.ts';
import { itemResponse, itemWithMessage, listResponse, paginationQuery } from './common/pagination.ts';
import {
  associationDetail,
  associationIdParams,
  associationInput,
  associationLogoInput,
  associationMember,
  associationMemberChange,
  associationMemberParams,
  associationMembersQuery,
  associationsQuery,
  associationSummary,
  membershipResponse,
  myAssociation,
} from './associations.ts';

const saved = itemWithMessage(associationDetail);

export const associationOps = operations('associations', {
  list: {
    method: 'GET',
    path: '/associations',
    access: 'anyone',
    query: associationsQuery,
    responses: { 200: listResponse(associationSummary) },
  },
  detail: {
    method: 'GET',
    path: '/associations/:id',
    access: 'anyone-or-member',
    params: associationIdParams,
    responses: { 200: itemResponse(associationDetail) },
  },
  /** A confirmed member registers one; it waits for an admin, and its creator is its first leader. */
  create: {
    method: 'POST',
    path: '/associations',
    access: 'member',
    body: associationInput,
    responses: { 201: saved },
  },
  update: {
    method: 'PUT',
    path: '/associations/:id',
    access: 'member',
    params: associationIdParams,
    body: associationInput,
    responses: { 200: saved },
  },
  remove: {
    method: 'DELETE',
    path: '/associations/:id',
    access: 'member',
    params: associationIdParams,
    responses: { 200: messageResponse },
  },
  /** The associations the member belongs to, leads or registered. */
  mine: {
    method: 'GET',
    path: '/my/associations',
    access: 'member',
    query: paginationQuery,
    responses: { 200: listResponse(myAssociation) },
  },
  /** Joins an open association, or asks a leader of one that approves its members (409 when already in it). */
  join: {
    method: 'POST',
    path: '/associations/:id/membership',
    access: 'member',
    params: associationIdParams,
    responses: { 201: membershipResponse },
  },
  /** Leaves it, or withdraws a request to join (409 for its last leader). */
  leave: {
    method: 'DELETE',
    path: '/associations/:id/membership',
    access: 'member',
    params: associationIdParams,
    responses: { 200: membershipResponse },
  },
  /** Its leaders set its logo (multipart, the one file `logo`), re-encoded before it is kept. */
  setLogo: {
    method: 'POST',
    path: '/associations/:id/logo',
    access: 'member',
    params: associationIdParams,
    consumes: ['multipart/form-data'],
    files: ['logo'],
    body: associationLogoInput,
    responses: { 200: saved },
  },
  removeLogo: {
    method: 'DELETE',
    path: '/associations/:id/logo',
    access: 'member',
    params: associationIdParams,
    responses: { 200: saved },
  },
  /** Its members and those asking to join: for its leaders and admins. */
  members: {
    method: 'GET',
    path: '/associations/:id/members',
    access: 'member',
    params: associationIdParams,
    query: associationMembersQuery,
    responses: { 200: listResponse(associationMember) },
  },
  updateMember: {
    method: 'PATCH',
    path: '/associations/:id/members/:userId',
    access: 'member',
    params: associationMemberParams,
    body: associationMemberChange,
    responses: { 200: itemWithMessage(associationMember) },
  },
  /** A leader removes a member or declines a request (409 for the last leader). */
  removeMember: {
    method: 'DELETE',
    path: '/associations/:id/members/:userId',
    access: 'member',
    params: associationMemberParams,
    responses: { 200: messageResponse },
  },
});
