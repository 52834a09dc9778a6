import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/transfer';

/** The organiser's attendee list as a CSV file. */
export function downloadAttendeesCsv(id: number): Promise<void> {
  return downloadFile(`/events/${id}/attendees.csv`, `event-${id}-attendees.csv`, 'text/csv');
}

export function useDownloadAttendeesCsv(id: number) {
  return useMutation({ mutationFn: () => downloadAttendeesCsv(id) });
}
