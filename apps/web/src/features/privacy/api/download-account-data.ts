import { useMutation } from '@tanstack/react-query';
import { accountDataFilename, profileOps, type ExportAccountDataRequest } from '@akwaaba/contracts';
import { downloadFile } from '@/lib/transfer';

/**
 * Download my data: the ZIP of everything Akwaaba holds about the member, fetched with their token (the password
 * sent again, as the server asks) and saved under the day's name, as the server names it.
 */
export function useDownloadAccountData() {
  return useMutation({
    mutationFn: (body: ExportAccountDataRequest) =>
      downloadFile(profileOps.exportData, accountDataFilename(new Date()), { body }),
  });
}
