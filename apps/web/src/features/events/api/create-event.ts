import { useMutation } from '@tanstack/react-query';
import { eventOps, type EventInput } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { eventKeys } from './event-query-keys';
import { formDataOf, uploadForm, type UploadProgress } from '@/lib/transfer';
import type { EventFormFiles, SaveEventResponse } from './send-event-form';

export type CreateEventInput = { payload: EventInput; image: File | null; onProgress?: UploadProgress };

/** JSON, or multipart with the file when an image is chosen. The answer's message says whether it awaits approval. */
function createEvent({ payload, image, onProgress }: CreateEventInput): Promise<SaveEventResponse> {
  if (image) {
    const files: EventFormFiles = { image };
    return uploadForm(eventOps.create, formDataOf(payload, files), { onProgress });
  }
  return call(eventOps.create, { body: payload });
}

export function useCreateEvent() {
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: eventKeys.mine() });
    },
  });
}
