import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeadOutboxMessage, ListResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { deadMessageKeys } from './dead-message-keys';

/** One page of the mail and SMS the outbox gave up on, latest failure first. */
export function getDeadMessages(page: number): Promise<ListResponse<DeadOutboxMessage>> {
  return api.get<ListResponse<DeadOutboxMessage>>('/admin/outbox/dead', { query: { page } });
}

export function deadMessagesQueryOptions(page: number) {
  return queryOptions({
    queryKey: deadMessageKeys.page(page),
    queryFn: () => getDeadMessages(page),
    placeholderData: keepPreviousData,
  });
}

export function useDeadMessages(page: number) {
  return useQuery(deadMessagesQueryOptions(page));
}
