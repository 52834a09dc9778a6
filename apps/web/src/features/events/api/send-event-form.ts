import type { AnswerOf, eventOps } from '@akwaaba/contracts';

export type SaveEventResponse = AnswerOf<typeof eventOps.create>;

/** The files an event's multipart form carries, by field name (sent with formDataOf, lib/transfer.ts). */
export type EventFormFiles = { image: Blob };
