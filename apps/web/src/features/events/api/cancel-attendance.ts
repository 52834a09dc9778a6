import { useMutation } from '@tanstack/react-query';
import type { AttendanceResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { applyAttendance } from './attend-event';

export function cancelAttendance(id: number): Promise<AttendanceResponse> {
  return api.delete<AttendanceResponse>(`/events/${id}/attend`);
}

/**
 * Cancels an RSVP, leaves the waitlist or withdraws a request; a freed place goes to the first member waiting
 * (on the server).
 */
export function useCancelAttendance(id: number) {
  return useMutation({
    mutationFn: () => cancelAttendance(id),
    onSuccess: (response) => applyAttendance(id, response),
  });
}
