import { useMutation } from '@tanstack/react-query';
import { businessOps, type ListResponse, type MyBusiness } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { businessKeys } from './business-query-keys';

/** The row leaves My Businesses at once; every business list is then read again so counts and pages stay right. */
export function useDeleteBusiness() {
  return useMutation({
    mutationFn: (id: number) => call(businessOps.remove, { params: { id } }),
    onSuccess: (_response, id) => {
      queryClient.setQueriesData<ListResponse<MyBusiness>>({ queryKey: businessKeys.allMine() }, (list) =>
        list?.data.some((business) => business.id === id)
          ? { ...list, data: list.data.filter((business) => business.id !== id), total: list.total - 1 }
          : list,
      );
      queryClient.removeQueries({ queryKey: businessKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: businessKeys.all });
    },
  });
}
