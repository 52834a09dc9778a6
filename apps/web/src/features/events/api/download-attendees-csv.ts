import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** The attendee list as CSV. A plain link cannot carry the bearer token, so it is fetched and saved from memory. */
export async function downloadAttendeesCsv(id: number): Promise<void> {
  const token = authStore.getState().token;
  let response: Response;
  try {
    response = await fetch(new URL(`${env.API_URL}/events/${id}/attendees.csv`, window.location.href).href, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError('', 0);
  }
  if (!response.ok) {
    if (response.status === 401) authStore.clear();
    const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new ApiError(typeof payload?.message === 'string' ? payload.message : '', response.status);
  }

  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `event-${id}-attendees.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadAttendeesCsv(id: number) {
  return useMutation({ mutationFn: () => downloadAttendeesCsv(id) });
}
