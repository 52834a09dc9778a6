import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_RENDITION_SUFFIXES } from '@akwaaba/contracts';
import { validationError } from './errors.ts';
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
  /** Storage key prefix; each rendition is stored as `${key}-${suffix}` (see RENDITIONS). */
  key: string;
}

/**
 * What is kept of an upload, each made from the re-encoded picture: the picture itself at five widths (aspect kept;
 * the two smallest for what shows small, a company's logo on a job row), the card at two widths (16:9, cropped), and
 * a 1200x630 JPEG for link previews, since not every app that shows a shared link reads WebP. Phones pick their width
 * from `srcset`, so none downloads more than it shows.
 */
const RENDITIONS = {
  full: {
    suffix: IMAGE_RENDITION_SUFFIXES.full,
    width: 1600,
    make: (image: Sharp) => fitInside(image, 1600).webp({ quality: 80 }),
  },
  medium: {
    suffix: IMAGE_RENDITION_SUFFIXES.medium,
    width: 800,
    make: (image: Sharp) => fitInside(image, 800).webp({ quality: 78 }),
  },
  small: {
    suffix: IMAGE_RENDITION_SUFFIXES.small,
    width: 400,
    make: (image: Sharp) => fitInside(image, 400).webp({ quality: 76 }),
  },
  thumbLarge: {
    suffix: IMAGE_RENDITION_SUFFIXES.thumbLarge,
    width: 192,
    make: (image: Sharp) => fitInside(image, 192).webp({ quality: 80 }),
  },
  thumb: {
    suffix: IMAGE_RENDITION_SUFFIXES.thumb,
    width: 96,
    make: (image: Sharp) => fitInside(image, 96).webp({ quality: 80 }),
  },
  card: {
    suffix: IMAGE_RENDITION_SUFFIXES.card,
    width: 640,
    make: (image: Sharp) => cover(image, 640, 360).webp({ quality: 72 }),
  },
  cardSmall: {
    suffix: IMAGE_RENDITION_SUFFIXES.cardSmall,
    width: 320,
    make: (image: Sharp) => cover(image, 320, 180).webp({ quality: 70 }),
  },
  preview: {
    suffix: IMAGE_RENDITION_SUFFIXES.preview,
    width: 1200,
    make: (image: Sharp) => cover(image, 1200, 630).jpeg({ quality: 80, mozjpeg: true }),
  },
} as const;

type RenditionName = keyof typeof RENDITIONS;
const RENDITION_NAMES = Object.keys(RENDITIONS) as RenditionName[];

const fitInside = (image: Sharp, width: number) =>
  image.resize({ width, height: width, fit: 'inside', withoutEnlargement: true });
const cover = (image: Sharp, width: number, height: number) => image.resize({ width, height, fit: 'cover' });

/** The storage key of each rendition of a stored picture. */
export const imageRenditionKeys = (key: string) =>
  Object.fromEntries(RENDITION_NAMES.map((name) => [name, `${key}-${RENDITIONS[name].suffix}`])) as Record<
    RenditionName,
    string
  >;

/** `srcset` values for the picture (aspect kept), for its 16:9 card, and for the picture shown small (a logo). */
export function imageSrcsets(key: string, url: (key: string) => string) {
  const keys = imageRenditionKeys(key);
  const srcset = (names: RenditionName[]) =>
    names.map((name) => `${url(keys[name])} ${RENDITIONS[name].width}w`).join(', ');
  return {
    image: srcset(['small', 'medium', 'full']),
    card: srcset(['cardSmall', 'card']),
    small: srcset(['thumb', 'thumbLarge', 'small']),
  };
}

async function encodeAll(source: () => Sharp): Promise<Record<RenditionName, Buffer>> {
  const encoded = {} as Record<RenditionName, Buffer>;
  for (const name of RENDITION_NAMES) encoded[name] = await RENDITIONS[name].make(source()).toBuffer();
  return encoded;
}

/**
 * Accepts only real JPEG, PNG or WebP pictures (by content, not name) under the pixel cap,
 * re-encodes them in every rendition with all metadata (EXIF GPS included) dropped, and
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

  let encoded: Record<RenditionName, Buffer>;
  try {
    encoded = await encodeAll(() => sharp(input, { limitInputPixels: options.maxPixels, failOn: 'error' }).rotate());
  } catch {
    throw new ImageRejectedError('invalid');
  }
  const key = `${folder}/${randomToken().slice(0, 24)}`;
  const keys = imageRenditionKeys(key);
  try {
    for (const name of RENDITION_NAMES) await storage.put(keys[name], encoded[name]);
  } catch (error) {
    // A store that failed part-way (a full disk, a bucket gone mid-upload) keeps no renditions of a picture that no
    // row names. Best effort: when the store is down the removal may fail too, and the first error is the answer.
    await deleteImage(storage, key).catch(() => {});
    throw error;
  }
  return { key };
}

/**
 * storeImage for a form's picture field: a file that is no picture, or one past the pixel cap, is the field's 422 with
 * the form's own message. Answers the stored key.
 */
export async function storeImageField(
  storage: FileStorage,
  folder: string,
  input: Buffer,
  rules: { maxPixels: number; field: string; invalid: string; tooManyPixels: string },
): Promise<string> {
  try {
    return (await storeImage(storage, folder, input, { maxPixels: rules.maxPixels })).key;
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    throw validationError(rules.field, error.problem === 'too_many_pixels' ? rules.tooManyPixels : rules.invalid);
  }
}

export async function deleteImage(storage: FileStorage, key: string): Promise<void> {
  await Promise.all(Object.values(imageRenditionKeys(key)).map((file) => storage.delete(file)));
}

const DERIVED = RENDITION_NAMES.filter((name) => name !== 'full');
const derivedName = (storageKey: string) =>
  DERIVED.find((candidate) => storageKey.endsWith(`-${RENDITIONS[candidate].suffix}`));
const inFlight = new Map<string, Promise<boolean>>();

/** The key names a rendition that can be made from the full picture. */
export const isDerivedRenditionKey = (storageKey: string) => derivedName(storageKey) !== undefined;

/**
 * Pictures stored before a rendition existed have only `-full.webp` (and the card): the first request for a missing
 * rendition makes it from the full picture and stores it. True when `storageKey` now exists because of this call.
 * Only names of our renditions are made, and only beside a stored picture, so a request can never create files at will.
 */
export function deriveMissingRendition(storage: FileStorage, storageKey: string): Promise<boolean> {
  const name = derivedName(storageKey);
  if (!name) return Promise.resolve(false);
  const running = inFlight.get(storageKey);
  if (running) return running;
  const key = storageKey.slice(0, -`-${RENDITIONS[name].suffix}`.length);
  const derived = (async () => {
    const full = await storage.get(imageRenditionKeys(key).full);
    if (!full) return false;
    await storage.put(storageKey, await RENDITIONS[name].make(sharp(full, { failOn: 'error' })).toBuffer());
    return true;
  })().finally(() => inFlight.delete(storageKey));
  inFlight.set(storageKey, derived);
  return derived;
}
