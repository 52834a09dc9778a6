import type { EventDetail, EventType } from '@akwaaba/contracts';
import { env } from '@/config/env';
import { ApiError, failedResponse, parseJson } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/**
 * The event form's values as typed: dates are the 'YYYY-MM-DDTHH:mm' of the datetime-local inputs, which the
 * contract reads as South African time, and '' means "not given" (free, unlimited, no link).
 */
export type EventPayload = {
  title: string;
  description: string;
  category_id: string;
  event_type: EventType;
  start_date: string;
  end_date: string;
  venue_name: string;
  venue_address: string;
  city: string;
  virtual_url: string;
  price: string;
  max_attendees: string;
  additional_info: string;
  is_public: boolean;
  requires_approval: boolean;
};

export type SaveEventResponse = { data: EventDetail; message: string };

/** Reports how much of an upload has gone, 0 to 100. */
export type UploadProgress = (percent: number) => void;

/** The multipart body of a create or update with an image: every field a string, booleans as '1'/'0'. */
export function eventFormData(payload: EventPayload, extra: Record<string, string | Blob>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    body.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : value);
  }
  for (const [key, value] of Object.entries(extra)) body.append(key, value);
  return body;
}

/**
 * POSTs a multipart body with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not); answers and failures read like the API client's.
 */
export function sendEventForm(path: string, body: FormData, onProgress?: UploadProgress): Promise<SaveEventResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', new URL(`${env.API_URL}${path}`, window.location.href).href);
    request.setRequestHeader('Accept', 'application/json');
    const token = authStore.getState().token;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        resolve(payload as SaveEventResponse);
        return;
      }
      reject(failedResponse(request.status, payload, request.getResponseHeader('Retry-After')));
    });
    request.addEventListener('error', () => reject(new ApiError('', 0)));
    request.addEventListener('abort', () => reject(new ApiError('', 0)));
    request.send(body);
  });
}
