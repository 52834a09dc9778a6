import { useMutation } from '@tanstack/react-query';
import { moderationOps, type CreateReportRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

/** A member reports an item; reporting it again while the first report is open answers that report. */
export function useCreateReport() {
  return useMutation({ mutationFn: (body: CreateReportRequest) => call(moderationOps.report, { body }) });
}
