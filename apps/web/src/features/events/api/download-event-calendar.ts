import { useMutation } from '@tanstack/react-query';
import { eventOps } from '@akwaaba/contracts';
import { downloadFile } from '@/lib/transfer';

/** The event's calendar file (.ics), fetched with the member's token: the way to it for an event only they see. */
export function useDownloadEventCalendar(id: number) {
  return useMutation({
    mutationFn: () => downloadFile(eventOps.calendar, `akwaaba-event-${id}.ics`, { params: { id } }),
  });
}
