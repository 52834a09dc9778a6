import { useMutation } from '@tanstack/react-query';
import type { Applicant } from '@akwaaba/contracts';
import { downloadFile } from '@/lib/transfer';

/** An applicant's CV, fetched with the member's token and saved under the name it was uploaded with. */
export function downloadCv(applicationId: number, cv: NonNullable<Applicant['cv']>): Promise<void> {
  return downloadFile(`/job-applications/${applicationId}/cv`, cv.name);
}

export function useDownloadCv(applicationId: number) {
  return useMutation({ mutationFn: (cv: NonNullable<Applicant['cv']>) => downloadCv(applicationId, cv) });
}
