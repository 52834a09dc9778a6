import { fileTypeFromBuffer } from 'file-type';
import { contributionMessages, PROOF_MAX_BYTES, PROOF_TYPES, type ProofType } from '@akwaaba/contracts';
import { validationError } from '../../../lib/errors.ts';
import { randomToken } from '../../../lib/secrets.ts';

/** A proof of payment that passed the checks: what its content says it is. */
export interface CheckedProof {
  content: Buffer;
  extension: ProofType;
  type: (typeof PROOF_TYPES)[ProofType];
}

/**
 * A JPEG, PNG or WebP picture or a PDF, by its bytes alone (the name and the declared type are the sender's word, not
 * evidence), at most PROOF_MAX_BYTES; anything else is refused on the field `proof` (422). It is kept as sent, never
 * decoded, and leaves the private store only as a sandboxed download for the organisers (decision 033).
 */
export async function checkProof(content: Buffer): Promise<CheckedProof> {
  if (content.length > PROOF_MAX_BYTES) throw validationError('proof', contributionMessages.proofTooLarge);
  // A parser of untrusted bytes: whatever it cannot read is simply not a proof.
  const detected = await fileTypeFromBuffer(content).catch(() => undefined);
  const extension = detected?.ext;
  if (extension !== 'jpg' && extension !== 'png' && extension !== 'webp' && extension !== 'pdf') {
    throw validationError('proof', contributionMessages.proofInvalid);
  }
  return { content, extension, type: PROOF_TYPES[extension] };
}

/** Where a proof is kept in the private documents store: under its event, by a random name nobody can guess. */
export const proofKey = (eventId: number, proof: CheckedProof) =>
  `proofs/${eventId}/${randomToken().slice(0, 24)}.${proof.extension}`;

/** The extension a stored proof's type is downloaded with. */
export function proofExtension(type: string): ProofType {
  const found = (Object.entries(PROOF_TYPES) as [ProofType, string][]).find(([, media]) => media === type);
  return found?.[0] ?? 'pdf';
}
