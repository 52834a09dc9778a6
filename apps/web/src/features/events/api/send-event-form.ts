import type { EventDetail } from '@akwaaba/contracts';

export type SaveEventResponse = { data: EventDetail; message: string };

/** The files an event's multipart form carries, by field name (sent with formDataOf, lib/transfer.ts). */
export type EventFormFiles = { image: Blob };
