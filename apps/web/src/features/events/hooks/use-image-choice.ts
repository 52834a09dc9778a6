import { useCallback, useEffect, useRef, useState } from 'react';
import { EVENT_IMAGE_MAX_BYTES, EVENT_IMAGE_TYPES, eventMessages } from '@akwaaba/contracts';

/** What is wrong with a chosen file before it is sent (the server checks the content again). */
export function imageProblem(file: File): string | undefined {
  if (!(EVENT_IMAGE_TYPES as readonly string[]).includes(file.type)) return eventMessages.imageInvalid;
  if (file.size > EVENT_IMAGE_MAX_BYTES) return eventMessages.imageTooLarge;
  return undefined;
}

/**
 * The picture chosen for an event: the file, a preview address for it (an object URL, freed when the
 * choice changes or the form goes away) and the message when a file was refused.
 */
export function useImageChoice() {
  const [choice, setChoice] = useState<{ file: File; previewUrl: string } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const previewUrl = useRef<string | null>(null);

  const release = useCallback(() => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
  }, []);
  useEffect(() => release, [release]);

  /** Takes a file (or none); a file of the wrong kind or size is refused with its message. */
  const choose = useCallback(
    (file: File | null) => {
      release();
      const problem = file ? imageProblem(file) : undefined;
      if (!file || problem) {
        setChoice(null);
        setError(problem);
        return false;
      }
      previewUrl.current = URL.createObjectURL(file);
      setChoice({ file, previewUrl: previewUrl.current });
      setError(undefined);
      return true;
    },
    [release],
  );

  /** Drops the chosen file with a message (too many pixels once decoded, or the server said no). */
  const refuse = useCallback(
    (message: string) => {
      release();
      setChoice(null);
      setError(message);
    },
    [release],
  );

  return { file: choice?.file ?? null, previewUrl: choice?.previewUrl ?? null, error, choose, refuse };
}
