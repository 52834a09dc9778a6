import type { EventDetail, EventType } from '@akwaaba/contracts';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
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

function readJson(text: string): { message?: unknown; errors?: unknown } | null {
  try {
    return text ? (JSON.parse(text) as { message?: unknown; errors?: unknown }) : null;
  } catch {
    return null;
  }
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
      const payload = readJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        resolve(payload as SaveEventResponse);
        return;
      }
      // As the API client does: a 401 ends the session (the page's guard then sends the member to sign in).
      if (request.status === 401) authStore.clear();
      const message = typeof payload?.message === 'string' ? payload.message : '';
      const errors =
        payload?.errors && typeof payload.errors === 'object' ? (payload.errors as Record<string, string[]>) : {};
      reject(new ApiError(message, request.status, errors));
    });
    request.addEventListener('error', () => reject(new ApiError('', 0)));
    request.addEventListener('abort', () => reject(new ApiError('', 0)));
    request.send(body);
  });
}
