import { useMutation } from '@tanstack/react-query';
import type { CreateReportRequest, CreateReportResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';

/** A member reports an item; reporting it again while the first report is open answers that report. */
export function createReport(body: CreateReportRequest): Promise<CreateReportResponse> {
  return api.post<CreateReportResponse>('/reports', body);
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
