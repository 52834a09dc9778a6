import { useId, useRef, type ChangeEvent, type SyntheticEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CheckboxField, FieldError } from '@/components/ui/field';
import { Checkbox } from '@/components/ui/input';
import type { useImageChoice } from '@/hooks/use-image-choice';

/** How the picture shows: a wide event picture (16:9) or a small square logo. */
const SHAPES = {
  wide: {
    box: 'aspect-video w-full max-w-md rounded-xl',
    picture: 'border border-stone-200 bg-stone-100 object-cover',
    size: { width: 640, height: 360 },
    row: 'space-y-2',
    icon: 'size-10',
  },
  square: {
    box: 'size-24 rounded-xl',
    picture: 'border border-stone-200 bg-white object-contain p-1',
    size: { width: 96, height: 96 },
    row: 'flex items-center gap-3',
    icon: 'size-8',
  },
} as const;

export type ImageUploadFieldProps = {
  choice: ReturnType<typeof useImageChoice>;
  /** The stored picture when editing. */
  current: string | null;
  removeCurrent: boolean;
  onRemoveCurrentChange: (remove: boolean) => void;
  disabled: boolean;
  /** The multipart field's name. */
  name: string;
  label: string;
  hint: string;
  accept: readonly string[];
  /** Pictures larger than this are refused in the browser with `tooManyPixels`, as the server would. */
  maxPixels: number;
  tooManyPixels: string;
  shape: keyof typeof SHAPES;
  words: { chosenAlt: string; currentAlt: string; removeChosen: string; removeCurrent: string; removedHint?: string };
};

/**
 * An optional picture uploaded with a form (an event's picture, a job's logo): checked and previewed before upload,
 * re-encoded by the server; on edit the current one can be removed.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { choice, current, removeCurrent, onRemoveCurrentChange, disabled, words } = props;
  const shape = SHAPES[props.shape];
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = choice.error ? `${id}-error` : undefined;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const accepted = choice.choose(event.target.files?.[0] ?? null);
    // A refused file is not kept in the input either, so choosing it again tries again.
    if (!accepted) event.target.value = '';
  }

  function clear() {
    choice.choose(null);
    if (input.current) input.current.value = '';
  }

  function checkPixels(event: SyntheticEvent<HTMLImageElement>) {
    const { naturalWidth, naturalHeight } = event.currentTarget;
    if (naturalWidth * naturalHeight > props.maxPixels) {
      choice.refuse(props.tooManyPixels);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-stone-800">
          {props.label}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          name={props.name}
          accept={props.accept.join(',')}
          onChange={onChange}
          disabled={disabled}
          aria-invalid={choice.error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ')}
          className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-ghana-green-light file:px-4 file:font-semibold file:text-ghana-green-dark hover:file:bg-green-100"
        />
        <p id={hintId} className="text-sm text-stone-600">
          {props.hint}
        </p>
        <FieldError id={errorId} message={choice.error} />
      </div>

      {choice.previewUrl ? (
        <div className={shape.row}>
          <img
            src={choice.previewUrl}
            alt={words.chosenAlt}
            onLoad={checkPixels}
            {...shape.size}
            className={cn(shape.box, shape.picture)}
          />
          <Button variant="ghost" size="sm" onClick={clear} disabled={disabled}>
            <X aria-hidden="true" className="size-4" />
            {words.removeChosen}
          </Button>
        </div>
      ) : current ? (
        <div className={shape.row}>
          <img
            src={current}
            alt={words.currentAlt}
            {...shape.size}
            className={cn(shape.box, shape.picture, removeCurrent && 'opacity-40 grayscale')}
          />
          <CheckboxField label={words.removeCurrent} hint={removeCurrent ? words.removedHint : undefined}>
            {(control) => (
              <Checkbox
                {...control}
                checked={removeCurrent}
                disabled={disabled}
                onChange={(event) => onRemoveCurrentChange(event.target.checked)}
              />
            )}
          </CheckboxField>
        </div>
      ) : (
        <div
          aria-hidden="true"
          className={cn(
            shape.box,
            'flex items-center justify-center border-2 border-dashed border-stone-300 text-stone-400',
          )}
        >
          <ImagePlus className={shape.icon} />
        </div>
      )}
    </div>
  );
}
