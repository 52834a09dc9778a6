import { useMutation } from '@tanstack/react-query';
import type { BusinessInput } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { businessKeys } from './business-query-keys';
import type { SaveBusinessResponse } from './create-business';
import type { BusinessResponse } from './get-business';

export type UpdateBusinessInput = { id: number; payload: BusinessInput };

/** The answer's message says whether the change went back to an admin for review. */
export function updateBusiness({ id, payload }: UpdateBusinessInput): Promise<SaveBusinessResponse> {
  return api.put<SaveBusinessResponse>(`/businesses/${id}`, payload);
}

export function useUpdateBusiness() {
  return useMutation({
    mutationFn: updateBusiness,
    onSuccess: (response) => {
      queryClient.setQueriesData<BusinessResponse>(
        { queryKey: businessKeys.detail(response.data.id) },
        { data: response.data },
      );
      void queryClient.invalidateQueries({ queryKey: businessKeys.all });
    },
  });
}
