import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/transfer';

/** The event's calendar file (.ics), fetched with the member's token: the way to it for an event only they see. */
export function downloadEventCalendar(id: number): Promise<void> {
  return downloadFile(`/events/${id}.ics`, `akwaaba-event-${id}.ics`, 'text/calendar');
}

export function useDownloadEventCalendar(id: number) {
  return useMutation({ mutationFn: () => downloadEventCalendar(id) });
}
