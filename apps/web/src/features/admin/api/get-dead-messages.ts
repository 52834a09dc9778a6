import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { outboxOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { deadMessageKeys } from './dead-message-keys';

/** One page of the mail and SMS the outbox gave up on, latest failure first. */
export function deadMessagesQueryOptions(page: number) {
  return queryOptions({
    queryKey: deadMessageKeys.page(page),
    queryFn: () => call(outboxOps.deadMessages, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useDeadMessages(page: number) {
  return useQuery(deadMessagesQueryOptions(page));
}
