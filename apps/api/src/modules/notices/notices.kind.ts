import { listingKind } from '../listings/listing-kind.ts';
import type { NoticesService } from './notices.service.ts';

/** Notices as a listing kind (modules/listings/listing-kind.ts): on the board at once, so no approval. */
export const noticesKind = (notices: NoticesService) => listingKind(notices, { type: 'notice' });
