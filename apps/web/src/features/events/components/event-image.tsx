import { useEffect, useState, type ComponentProps } from 'react';
import { dataLiteMessages } from '@akwaaba/contracts';
import { PLACEHOLDER_IMAGE } from './event-format';

type EventImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'alt'> & {
  src: string | null;
  /** The stored widths ('…-card-320.webp 320w, …-card.webp 640w'); with `sizes`, a phone takes the one it shows. */
  srcSet?: string | null;
  alt: string;
};

/** An event's picture, or the placeholder when it has none (or its file cannot be loaded). */
export function EventImage({ src, srcSet, alt, ...props }: EventImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src;
  return (
    <img
      {...props}
      src={usable ? src : PLACEHOLDER_IMAGE}
      srcSet={usable ? (srcSet ?? undefined) : undefined}
      alt={alt}
      onError={() => setFailed(src)}
    />
  );
}

/** The candidates of a srcset ('a.webp 400w, b.webp 800w'), narrowest first. */
export function srcsetCandidates(srcSet: string): { url: string; width: number }[] {
  return srcSet
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url = '', width = '']) => ({ url, width: Number.parseInt(width, 10) }))
    .filter((candidate) => candidate.url && Number.isFinite(candidate.width))
    .sort((a, b) => a.width - b.width);
}

/** The narrowest stored width that fills `pixels` device pixels (the widest when none does). */
export function pickCandidate(srcSet: string | null, fallback: string, pixels: number): string {
  const candidates = srcSet ? srcsetCandidates(srcSet) : [];
  return (candidates.find((candidate) => candidate.width >= pixels) ?? candidates.at(-1))?.url ?? fallback;
}

/**
 * The size in whole KB of the file the browser would take for a box `shownWidth(window)` CSS pixels wide on this
 * screen, asked with HEAD (a few hundred bytes); null until known, or when the server does not say.
 */
function useFileKilobytes(src: string, srcSet: string | null, shownWidth: (screen: Window) => number): number | null {
  const [kilobytes, setKilobytes] = useState<number | null>(null);
  useEffect(() => {
    const url = pickCandidate(srcSet, src, Math.ceil(shownWidth(window) * (window.devicePixelRatio || 1)));
    const controller = new AbortController();
    fetch(url, { method: 'HEAD', signal: controller.signal })
      .then((response) => {
        const length = Number(response.headers.get('content-length'));
        setKilobytes(response.ok && length > 0 ? Math.max(1, Math.round(length / 1024)) : null);
      })
      .catch(() => setKilobytes(null));
    return () => controller.abort();
  }, [src, srcSet, shownWidth]);
  return kilobytes;
}

type TapToLoadImageProps = Omit<EventImageProps, 'src' | 'srcSet' | 'loading'> & {
  src: string;
  srcSet: string | null;
  /** How wide the picture shows on a screen, in CSS pixels (as `sizes` says), to name the file's size. */
  shownWidth: (screen: Window) => number;
  /** The box the picture fills, kept the same before and after it loads. */
  boxClassName: string;
};

/**
 * Data saver on a detail page: the picture's box with a tap target naming what it costs; the file that fits the
 * screen loads when tapped. A disclosure, so it works as the server renders it, before the app or without it: a lazy
 * picture in a closed one is not fetched.
 */
export function TapToLoadImage({ src, srcSet, shownWidth, boxClassName, ...imageProps }: TapToLoadImageProps) {
  const kilobytes = useFileKilobytes(src, srcSet, shownWidth);
  return (
    <details className="group">
      <summary
        className={`${boxClassName} flex cursor-pointer list-none items-center justify-center group-open:hidden [&::-webkit-details-marker]:hidden`}
      >
        <span className="min-h-11 rounded-lg border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-900 shadow-sm hover:bg-stone-50">
          {dataLiteMessages.showImage(kilobytes)}
        </span>
      </summary>
      <EventImage {...imageProps} src={src} srcSet={srcSet} loading="lazy" className={boxClassName} />
    </details>
  );
}
