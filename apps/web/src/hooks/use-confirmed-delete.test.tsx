import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { MessageResponse } from '@akwaaba/contracts';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useConfirmedDelete } from './use-confirmed-delete';

const options = { question: 'Delete this thing?', failureMessage: 'Failed to delete thing.' };

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The hook over a delete call played by `call`, as a feature's delete mutation would wrap it. */
function renderDelete(call: (id: number) => Promise<MessageResponse>, extra: { deletedMessage?: string } = {}) {
  const onConfirmed = vi.fn();
  const view = renderHook(
    () => useConfirmedDelete(useMutation({ mutationFn: call }), { ...options, onConfirmed, ...extra }),
    { wrapper },
  );
  return { ...view, onConfirmed };
}

describe('useConfirmedDelete', () => {
  afterEach(() => vi.restoreAllMocks());

  it('does nothing when the member does not confirm', () => {
    const call = vi.fn(() => Promise.resolve({ message: 'Deleted.' }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { result, onConfirmed } = renderDelete(call);

    act(() => result.current.remove(4));

    expect(confirm).toHaveBeenCalledWith('Delete this thing?');
    expect(call).not.toHaveBeenCalled();
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('deletes once confirmed, is pending meanwhile and toasts the server’s message', async () => {
    let finish: (response: MessageResponse) => void = () => undefined;
    const call = vi.fn(() => new Promise<MessageResponse>((resolve) => (finish = resolve)));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const success = vi.spyOn(toast, 'success');
    const { result, onConfirmed } = renderDelete(call);

    act(() => result.current.remove(4));
    expect(onConfirmed).toHaveBeenCalledOnce();
    await waitFor(() => expect(result.current.isPending).toBe(true));
    expect(call).toHaveBeenCalledWith(4, expect.anything());

    act(() => finish({ message: 'Thing deleted.' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Thing deleted.'));
    expect(result.current.isPending).toBe(false);
    expect(result.current.failure).toBeNull();
  });

  it('toasts the fallback when the answer has no message', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const success = vi.spyOn(toast, 'success');
    const { result } = renderDelete(() => Promise.resolve({ message: '' }), { deletedMessage: 'Gone.' });

    act(() => result.current.remove(1));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Gone.'));
  });

  it('gives the server’s reason, or the failure text, when deleting fails; reset clears it', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = renderDelete(() => Promise.reject(new ApiError('You may not delete this.', 403)));
    act(() => refusal.result.current.remove(1));
    await waitFor(() => expect(refusal.result.current.failure).toBe('You may not delete this.'));

    const crash = renderDelete(() => Promise.reject(new ApiError('', 500)));
    act(() => crash.result.current.remove(1));
    await waitFor(() => expect(crash.result.current.failure).toBe('Failed to delete thing.'));
    act(() => crash.result.current.reset());
    await waitFor(() => expect(crash.result.current.failure).toBeNull());
  });
});
