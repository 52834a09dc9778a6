/**
 * The file each rendition of an uploaded picture is stored as, after its key (`${key}-${suffix}`,
 * apps/api/src/lib/images.ts makes them), so a page can name one rendition from the address of another.
 */
export const IMAGE_RENDITION_SUFFIXES = {
  full: 'full.webp',
  medium: 'w800.webp',
  small: 'w400.webp',
  thumbLarge: 'w192.webp',
  thumb: 'w96.webp',
  card: 'card.webp',
  cardSmall: 'card-320.webp',
  preview: 'og.jpg',
} as const;
export type ImageRenditionName = keyof typeof IMAGE_RENDITION_SUFFIXES;

/** The link-preview JPEG's size, for `og:image:width` and `og:image:height`. */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The address of rendition `to` of the picture whose rendition `from` is at `url`; null when `url` is not one. */
export function renditionUrl(url: string, from: ImageRenditionName, to: ImageRenditionName): string | null {
  const suffix = IMAGE_RENDITION_SUFFIXES[from];
  return url.endsWith(suffix) ? url.slice(0, -suffix.length) + IMAGE_RENDITION_SUFFIXES[to] : null;
}
