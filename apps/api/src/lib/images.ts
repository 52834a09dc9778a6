import sharp, { type Metadata } from 'sharp';
import { randomToken } from './secrets.ts';
import type { FileStorage } from './storage.ts';

// One image at a time per process: decoding is memory-hungry and the machine has two cores.
sharp.concurrency(1);
sharp.cache(false);

export type ImageProblem = 'invalid' | 'too_many_pixels';

export class ImageRejectedError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(problem);
  }
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface ImageRenditions {
  /** Storage key prefix; the renditions are `${key}-full.webp` and `${key}-card.webp`. */
  key: string;
}

export const imageRenditionKeys = (key: string) => ({ full: `${key}-full.webp`, card: `${key}-card.webp` });

/**
 * Accepts only real JPEG, PNG or WebP pictures (by content, not name) under the pixel cap,
 * re-encodes them to WebP in two sizes with all metadata (EXIF GPS included) dropped, and
 * stores them under a random name.
 */
export async function storeImage(
  storage: FileStorage,
  folder: string,
  input: Buffer,
  options: { maxPixels: number },
): Promise<ImageRenditions> {
  let metadata: Metadata;
  try {
    // Only the header is read here (nothing is decoded), so the pixel cap below can answer with its own
    // message; with limitInputPixels sharp would throw the same error as for a file that is no image.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('invalid');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new ImageRejectedError('invalid');
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > options.maxPixels)
    throw new ImageRejectedError('too_many_pixels');

  const source = () => sharp(input, { limitInputPixels: options.maxPixels, failOn: 'error' }).rotate();
  let full: Buffer;
  let card: Buffer;
  try {
    full = await source()
      .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    card = await source().resize({ width: 640, height: 360, fit: 'cover' }).webp({ quality: 72 }).toBuffer();
  } catch {
    throw new ImageRejectedError('invalid');
  }
  const key = `${folder}/${randomToken().slice(0, 24)}`;
  const keys = imageRenditionKeys(key);
  await storage.put(keys.full, full);
  await storage.put(keys.card, card);
  return { key };
}

export async function deleteImage(storage: FileStorage, key: string): Promise<void> {
  const keys = imageRenditionKeys(key);
  await Promise.all([storage.delete(keys.full), storage.delete(keys.card)]);
}
