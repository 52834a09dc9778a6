import { useState, type ComponentProps } from 'react';
import { PLACEHOLDER_IMAGE } from './event-format';

type EventImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt'> & { src: string | null; alt: string };

/** An event's picture, or the placeholder when it has none (or its file cannot be loaded). */
export function EventImage({ src, alt, ...props }: EventImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : PLACEHOLDER_IMAGE;
  return <img {...props} src={shown} alt={alt} onError={() => setFailed(src)} />;
}
