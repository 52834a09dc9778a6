import { listingKind } from '../listings/listing-kind.ts';
import type { JobsService } from './jobs.service.ts';

/** Jobs as a listing kind (modules/listings/listing-kind.ts): published at once, so no approval. */
export const jobsKind = (jobs: JobsService) => listingKind(jobs, { type: 'job' });
