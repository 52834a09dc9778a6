import type { UseMutationResult } from '@tanstack/react-query';
import type { MessageResponse } from '@akwaaba/contracts';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

type ConfirmedDeleteOptions = {
  /** The question the member confirms first (the spec's or the feature's wording). */
  question: string;
  /** Shown in the row when the server gave no message of its own. */
  failureMessage: string;
  /** Toasted when the server's answer carries no message. */
  deletedMessage?: string;
  /** Runs once the member has confirmed, before the call (e.g. clearing another action's error in the row). */
  onConfirmed?: () => void;
};

/**
 * Delete one of the member's items the one way: ask first, call the feature's delete mutation (which owns the
 * cache updates), toast the server's message, and give the row its pending state and failure text.
 */
export function useConfirmedDelete<TId>(
  mutation: UseMutationResult<MessageResponse, Error, TId>,
  { question, failureMessage, deletedMessage, onConfirmed }: ConfirmedDeleteOptions,
) {
  function remove(id: TId) {
    if (!window.confirm(question)) return;
    onConfirmed?.();
    mutation.mutate(id, {
      onSuccess: (response) => {
        const message = response.message || deletedMessage;
        if (message) toast.success(message);
      },
      onError: (error) => console.error(error),
    });
  }

  return {
    remove,
    isPending: mutation.isPending,
    failure: mutation.isError ? errorMessage(mutation.error, failureMessage) : null,
    reset: mutation.reset,
  };
}
