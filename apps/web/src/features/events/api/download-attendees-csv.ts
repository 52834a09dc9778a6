import { useMutation } from '@tanstack/react-query';
import { rsvpOps } from '@akwaaba/contracts';
import { downloadFile } from '@/lib/transfer';

/** The organiser's attendee list as a CSV file. */
export function useDownloadAttendeesCsv(id: number) {
  return useMutation({
    mutationFn: () => downloadFile(rsvpOps.attendeesCsv, `event-${id}-attendees.csv`, { params: { id } }),
  });
}
