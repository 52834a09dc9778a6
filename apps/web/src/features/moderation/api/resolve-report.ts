import { useMutation } from '@tanstack/react-query';
import { moderationAdminOps, type AdminReport, type ListResponse, type ResolveReportRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { reportKeys } from './report-keys';

export type ResolveReportInput = ResolveReportRequest & { id: number };

const sameTarget = (report: AdminReport, resolved: AdminReport) =>
  report.target_type === resolved.target_type && report.target_id === resolved.target_id;

/**
 * A decision resolves every open report on the same item: they all leave the Open list at once; then every admin
 * list is read again (both report lists, members after a suspension, the audit trail, the dashboard's counts).
 */
export function useResolveReport() {
  return useMutation({
    mutationFn: ({ id, ...body }: ResolveReportInput) =>
      call(moderationAdminOps.resolveReport, { params: { id }, body }),
    onSuccess: ({ data: resolved }) => {
      queryClient.setQueriesData<ListResponse<AdminReport>>({ queryKey: reportKeys.status('open') }, (list) => {
        if (!list) return list;
        const left = list.data.filter((report) => !sameTarget(report, resolved));
        return { ...list, data: left, total: list.total - (list.data.length - left.length) };
      });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
