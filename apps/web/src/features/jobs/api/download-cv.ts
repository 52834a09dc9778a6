import { useMutation } from '@tanstack/react-query';
import { jobOps, type Applicant } from '@akwaaba/contracts';
import { downloadFile } from '@/lib/transfer';

/** An applicant's CV, fetched with the member's token and saved under the name it was uploaded with. */
export function useDownloadCv(applicationId: number) {
  return useMutation({
    mutationFn: (cv: NonNullable<Applicant['cv']>) =>
      downloadFile(jobOps.cv, cv.name, { params: { id: applicationId } }),
  });
}
