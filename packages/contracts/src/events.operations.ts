import { operations } from './common/operations.ts';
import { itemResponse, listResponse } from './common/pagination.ts';
import { eventDetail, eventIdParams, eventsQuery, eventSummary } from './events.ts';

export const eventOps = operations('events', {
  list: {
    method: 'GET',
    path: '/events',
    access: 'anyone',
    query: eventsQuery,
    responses: { 200: listResponse(eventSummary) },
  },
  detail: {
    method: 'GET',
    path: '/events/:id',
    access: 'anyone-or-member',
    params: eventIdParams,
    responses: { 200: itemResponse(eventDetail) },
  },
});
