import { useCallback, useEffect, useRef, useState } from 'react';

/** What a form takes as its picture (an event's image, a company's logo), with the contract's words for a refusal. */
export interface ImageRules {
  types: readonly string[];
  maxBytes: number;
  invalid: string;
  tooLarge: string;
}

/** What is wrong with a chosen file before it is sent (the server checks the content again). */
export function imageProblem(file: File, rules: ImageRules): string | undefined {
  if (!rules.types.includes(file.type)) return rules.invalid;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  return undefined;
}

/**
 * The picture chosen in a form: the file, a preview address for it (an object URL, freed when the choice changes or
 * the form goes away) and the message when a file was refused. `rules` is a module constant.
 */
export function useImageChoice(rules: ImageRules) {
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
      const problem = file ? imageProblem(file, rules) : undefined;
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
    [release, rules],
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
