import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AnswerOf, ApprovalOperations, ListResponse } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';

/** A reject decision: the listing and the admin's reason, which its author sees on their own list. */
export type RejectInput = { id: number; reason: string };

/** What the admin is told of a decision on one listing: the server's message, else these. */
export type DecisionMessages = { approved: string; rejected: string; approveFailed: string; rejectFailed: string };

/**
 * The admin's approval calls for one listing kind, from the operations the contracts declare for it
 * (`approvalOperations`): the pending queue under `['admin', kind, 'pending']`, approve and reject. A decided
 * listing leaves the queue at once; the pages are read again afterwards.
 */
export function listingApproval<Ops extends ApprovalOperations>(kind: string, operations: Ops) {
  const keys = {
    all: ['admin', kind, 'pending'] as const,
    page: (page: number) => [...keys.all, { page }] as const,
  };

  // Answers typed from the kind's own operations: TypeScript reads them only once `Ops` is known, at the call.
  type Answer<Key extends keyof ApprovalOperations> = Promise<AnswerOf<Ops[Key]>>;
  const getPending = (page: number) => call(operations.pending, { query: { page } }) as Answer<'pending'>;

  function removeFromPending(id: number): void {
    queryClient.setQueriesData<ListResponse<{ id: number }>>({ queryKey: keys.all }, (list) =>
      list?.data.some((item) => item.id === id)
        ? { ...list, data: list.data.filter((item) => item.id !== id), total: list.total - 1 }
        : list,
    );
    void queryClient.invalidateQueries({ queryKey: keys.all });
  }

  const pendingQueryOptions = (page: number) =>
    queryOptions({ queryKey: keys.page(page), queryFn: () => getPending(page), placeholderData: keepPreviousData });

  const approve = (id: number) => call(operations.approve, { params: { id } }) as Answer<'approve'>;
  /** The reason is optional: a blank one is sent as none. */
  const reject = ({ id, reason }: RejectInput) =>
    call(operations.reject, { params: { id }, body: { reason: reason.trim() || null } }) as Answer<'reject'>;

  const useApprove = () => useMutation({ mutationFn: approve, onSuccess: (_answer, id) => removeFromPending(id) });
  const useReject = () => useMutation({ mutationFn: reject, onSuccess: (_answer, { id }) => removeFromPending(id) });

  /**
   * One pending listing's decision, as its row in the queue offers it (components/pending-item.tsx): approve or
   * reject, each clearing the other's failure; a toast with the server's message once decided, and the failure shown
   * in the row, where the admin can try again.
   */
  function useDecision(id: number, messages: DecisionMessages) {
    const approving = useApprove();
    const rejecting = useReject();
    const told = (fallback: string) => (answer: unknown) =>
      toast.success((answer as { message?: string }).message || fallback);
    return {
      approving: approving.isPending,
      rejecting: rejecting.isPending,
      failure: approving.isError ? messages.approveFailed : rejecting.isError ? messages.rejectFailed : null,
      onApprove() {
        rejecting.reset();
        approving.mutate(id, { onSuccess: told(messages.approved), onError: (error) => console.error(error) });
      },
      onReject(reason: string) {
        approving.reset();
        rejecting.mutate(
          { id, reason },
          { onSuccess: told(messages.rejected), onError: (error) => console.error(error) },
        );
      },
    };
  }

  return {
    usePending: (page: number) => useQuery(pendingQueryOptions(page)),
    useDecision,
  };
}
