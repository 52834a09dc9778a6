import { useMutation } from '@tanstack/react-query';
import { eventOps, type EventInput } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { eventKeys } from './event-query-keys';
import type { EventResponse } from './get-event';
import { formDataOf, uploadForm, type UploadProgress } from '@/lib/transfer';
import type { EventFormFiles, SaveEventResponse } from './send-event-form';

export type UpdateEventInput = {
  id: number;
  payload: EventInput;
  /** A new picture replaces the current one. */
  image: File | null;
  /** Drops the current picture (when no new one is sent). */
  removeImage: boolean;
  onProgress?: UploadProgress;
};

/** PUT as JSON, or a multipart POST with _method=PUT when a new image goes with it. */
function updateEvent({ id, payload, image, removeImage, onProgress }: UpdateEventInput): Promise<SaveEventResponse> {
  if (image) {
    const files: EventFormFiles = { image };
    return uploadForm(eventOps.updateForm, formDataOf(payload, files, { _method: 'PUT' }), {
      params: { id },
      onProgress,
    });
  }
  return call(eventOps.update, {
    params: { id },
    body: removeImage ? { ...payload, remove_image: true } : payload,
  });
}

export function useUpdateEvent() {
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (response) => {
      queryClient.setQueriesData<EventResponse>(
        { queryKey: eventKeys.detail(response.data.id) },
        { data: response.data },
      );
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: eventKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: eventKeys.attendees(response.data.id) });
    },
  });
}
