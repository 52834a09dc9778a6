import { useMutation } from '@tanstack/react-query';
import { eventOps, operationKey, type EditScope, type EventInput } from '@akwaaba/contracts';
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
  /** A date of a series: this date only, or it and every later date (decision 039). */
  scope?: EditScope;
  onProgress?: UploadProgress;
};

/** PUT as JSON, or a multipart POST with _method=PUT when a new image goes with it. */
function updateEvent({
  id,
  payload,
  image,
  removeImage,
  scope = 'this',
  onProgress,
}: UpdateEventInput): Promise<SaveEventResponse> {
  const query = scope === 'future' ? { scope } : {};
  if (image) {
    const files: EventFormFiles = { image };
    return uploadForm(eventOps.updateForm, formDataOf(payload, files, { _method: 'PUT' }), {
      params: { id },
      query,
      onProgress,
    });
  }
  return call(eventOps.update, {
    params: { id },
    query,
    body: removeImage ? { ...payload, remove_image: true } : payload,
  });
}

export function useUpdateEvent() {
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (response, { scope }) => {
      queryClient.setQueriesData<EventResponse>(
        { queryKey: eventKeys.detail(response.data.id) },
        { data: response.data },
      );
      // The series' other dates changed too (and the earlier ones' series facts).
      if (scope === 'future' || response.data.series) {
        void queryClient.invalidateQueries({ queryKey: operationKey(eventOps.detail) });
      }
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: eventKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: eventKeys.attendees(response.data.id) });
    },
  });
}
