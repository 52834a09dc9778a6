import { messageResponse } from './common/errors.ts';
import { operations } from './common/operations.ts';
import { itemResponse, itemWithMessage, listResponse, paginationQuery } from './common/pagination.ts';
import {
  businessDetail,
  businessesQuery,
  businessIdParams,
  businessInput,
  businessSummary,
  followResponse,
  myBusiness,
  replyInput,
  review,
  reviewInput,
  reviewParams,
  reviewResponse,
  vouchInput,
  vouchResponse,
} from './businesses.ts';

const saved = itemWithMessage(businessDetail);

export const businessOps = operations('businesses', {
  list: {
    method: 'GET',
    path: '/businesses',
    access: 'anyone',
    query: businessesQuery,
    responses: { 200: listResponse(businessSummary) },
  },
  detail: {
    method: 'GET',
    path: '/businesses/:id',
    access: 'anyone-or-member',
    params: businessIdParams,
    responses: { 200: itemResponse(businessDetail) },
  },
  create: { method: 'POST', path: '/businesses', access: 'member', body: businessInput, responses: { 201: saved } },
  update: {
    method: 'PUT',
    path: '/businesses/:id',
    access: 'member',
    params: businessIdParams,
    body: businessInput,
    responses: { 200: saved },
  },
  remove: {
    method: 'DELETE',
    path: '/businesses/:id',
    access: 'member',
    params: businessIdParams,
    responses: { 200: messageResponse },
  },
  mine: {
    method: 'GET',
    path: '/my/businesses',
    access: 'member',
    query: paginationQuery,
    responses: { 200: listResponse(myBusiness) },
  },
  following: {
    method: 'GET',
    path: '/my/following',
    access: 'member',
    query: paginationQuery,
    responses: { 200: listResponse(businessSummary) },
  },
  follow: {
    method: 'POST',
    path: '/businesses/:id/follow',
    access: 'member',
    params: businessIdParams,
    responses: { 200: followResponse },
  },
  unfollow: {
    method: 'DELETE',
    path: '/businesses/:id/follow',
    access: 'member',
    params: businessIdParams,
    responses: { 200: followResponse },
  },
  /** The owner asks for the Ghanaian-owned mark, which an admin confirms (409 once asked for or given). */
  applyGhanaianOwned: {
    method: 'POST',
    path: '/businesses/:id/ghanaian-owned',
    access: 'member',
    params: businessIdParams,
    responses: { 200: messageResponse },
  },
  /** A confirmed member who is not the owner vouches once (409 after that); 201 with where the listing stands. */
  vouch: {
    method: 'POST',
    path: '/businesses/:id/vouch',
    access: 'member',
    params: businessIdParams,
    body: vouchInput,
    responses: { 201: vouchResponse },
  },
  unvouch: {
    method: 'DELETE',
    path: '/businesses/:id/vouch',
    access: 'member',
    params: businessIdParams,
    responses: { 200: vouchResponse },
  },
  reviews: {
    method: 'GET',
    path: '/businesses/:id/reviews',
    access: 'anyone-or-member',
    params: businessIdParams,
    query: paginationQuery,
    responses: { 200: listResponse(review) },
  },
  /** Posting again edits the member's review: one review per member per business. */
  review: {
    method: 'POST',
    path: '/businesses/:id/reviews',
    access: 'member',
    params: businessIdParams,
    body: reviewInput,
    responses: { 200: reviewResponse, 201: reviewResponse },
  },
  removeReview: {
    method: 'DELETE',
    path: '/businesses/:id/reviews/:reviewId',
    access: 'member',
    params: reviewParams,
    responses: { 200: messageResponse },
  },
  reply: {
    method: 'POST',
    path: '/businesses/:id/reviews/:reviewId/reply',
    access: 'member',
    params: reviewParams,
    body: replyInput,
    responses: { 200: itemWithMessage(review) },
  },
});
