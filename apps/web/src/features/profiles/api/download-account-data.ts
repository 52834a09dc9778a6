import { useMutation } from '@tanstack/react-query';
import { accountDataFilename, type ExportAccountDataRequest } from '@akwaaba/contracts';
import { downloadFile } from '@/lib/transfer';

/**
 * Download my data: the ZIP of everything Akwaaba holds about the member, fetched with their token (the password
 * sent again, as the server asks) and saved under the day's name, as the server names it.
 */
export function downloadAccountData(body: ExportAccountDataRequest): Promise<void> {
  return downloadFile('/profile/export', accountDataFilename(new Date()), 'application/zip', { method: 'POST', body });
}

export function useDownloadAccountData() {
  return useMutation({ mutationFn: downloadAccountData });
}
