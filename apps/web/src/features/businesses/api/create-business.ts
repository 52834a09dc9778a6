import { useMutation } from '@tanstack/react-query';
import type { BusinessDetail, BusinessInput } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { businessKeys } from './business-query-keys';

/** The saved listing and what it means for the owner (a new one waits for an admin). */
export type SaveBusinessResponse = { data: BusinessDetail; message: string };

export function createBusiness(payload: BusinessInput): Promise<SaveBusinessResponse> {
  return api.post<SaveBusinessResponse>('/businesses', payload);
}

export function useCreateBusiness() {
  return useMutation({
    mutationFn: createBusiness,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
}
