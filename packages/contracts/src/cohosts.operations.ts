import { messageResponse } from './common/errors.ts';
import { operations } from './common/operations.ts';
import { collectionResponse, listResponse, paginationQuery } from './common/pagination.ts';
import { cohost, cohostAdded, cohostInput, cohostParams, eventLogEntry } from './cohosts.ts';
import { eventIdParams, myEvent } from './events.ts';

/** Co-hosts of an event, its log, and the events a member co-hosts (decision 040). */
export const cohostOps = operations('cohosts', {
  list: {
    method: 'GET',
    path: '/events/:id/cohosts',
    access: 'member',
    params: eventIdParams,
    responses: { 200: collectionResponse(cohost) },
  },
  add: {
    method: 'POST',
    path: '/events/:id/cohosts',
    access: 'member',
    params: eventIdParams,
    body: cohostInput,
    responses: { 201: cohostAdded },
  },
  /** The organiser removes a co-host, or a co-host steps down. */
  remove: {
    method: 'DELETE',
    path: '/events/:id/cohosts/:userId',
    access: 'member',
    params: cohostParams,
    responses: { 200: messageResponse },
  },
  log: {
    method: 'GET',
    path: '/events/:id/log',
    access: 'member',
    params: eventIdParams,
    query: paginationQuery,
    responses: { 200: listResponse(eventLogEntry) },
  },
  mine: {
    method: 'GET',
    path: '/my/cohosted-events',
    access: 'member',
    query: paginationQuery,
    responses: { 200: listResponse(myEvent) },
  },
});
