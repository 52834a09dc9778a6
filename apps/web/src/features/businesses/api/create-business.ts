import { useMutation } from '@tanstack/react-query';
import { businessOps, type AnswerOf, type BusinessInput } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { businessKeys } from './business-query-keys';

/** The saved listing and what it means for the owner (a new one waits for an admin). */
export type SaveBusinessResponse = AnswerOf<typeof businessOps.create>;

export function useCreateBusiness() {
  return useMutation({
    mutationFn: (body: BusinessInput) => call(businessOps.create, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
}
