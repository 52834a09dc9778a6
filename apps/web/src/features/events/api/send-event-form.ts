import type { EventDetail, EventInput } from '@akwaaba/contracts';

export type SaveEventResponse = { data: EventDetail; message: string };

/** The files an event's multipart form carries, by field name. */
export type EventFormFiles = { image: Blob };

/**
 * The multipart body of a create or update with an image: the JSON body's fields as text (booleans '1'/'0', null as
 * '', which the contract reads back as null), the files, and any extra fields (an update's _method).
 */
export function eventFormData(
  payload: EventInput,
  files: EventFormFiles,
  extra: Record<string, string> = {},
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined) continue;
    body.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : value === null ? '' : String(value));
  }
  for (const [key, value] of Object.entries({ ...files, ...extra })) body.append(key, value);
  return body;
}
