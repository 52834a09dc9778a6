import type { EventDetail, EventType } from '@akwaaba/contracts';

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

/** The multipart body of a create or update with an image: every field a string, booleans as '1'/'0'. */
export function eventFormData(payload: EventPayload, extra: Record<string, string | Blob>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    body.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : value);
  }
  for (const [key, value] of Object.entries(extra)) body.append(key, value);
  return body;
}
