import { messageResponse } from './common/errors.ts';
import { operations } from './common/operations.ts';
import { listResponse, paginationQuery } from './common/pagination.ts';
import { deadOutboxMessage, outboxMessageIdParams } from './outbox.ts';

/** The mail and SMS the outbox gave up on, and sending one again. */
export const outboxOps = operations('admin', {
  deadMessages: {
    method: 'GET',
    path: '/admin/outbox/dead',
    access: 'admin',
    query: paginationQuery,
    responses: { 200: listResponse(deadOutboxMessage) },
  },
  retryMessage: {
    method: 'POST',
    path: '/admin/outbox/:id/retry',
    access: 'admin',
    params: outboxMessageIdParams,
    responses: { 200: messageResponse },
  },
});
