import { useMutation } from '@tanstack/react-query';
import { associationOps } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { uploadForm } from '@/lib/transfer';
import { associationKeys } from './association-query-keys';

/** Uploads a new logo (with progress) or, given none, removes the current one. */
export function useSaveLogo(id: number) {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File | null; onProgress: (percent: number) => void }) => {
      if (!file) return call(associationOps.removeLogo, { params: { id } });
      const form = new FormData();
      form.append('logo', file);
      return uploadForm(associationOps.setLogo, form, { params: { id }, onProgress });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: associationKeys.all }),
  });
}
