import { useId, useRef, type ChangeEvent, type SyntheticEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { EVENT_IMAGE_MAX_PIXELS, EVENT_IMAGE_TYPES, eventMessages } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CheckboxField, FieldError } from '@/components/ui/field';
import { Checkbox } from '@/components/ui/input';
import type { useImageChoice } from '@/hooks/use-image-choice';

type EventImageFieldProps = {
  image: ReturnType<typeof useImageChoice>;
  /** The stored picture when editing. */
  currentImage: string | null;
  removeCurrent: boolean;
  onRemoveCurrentChange: (remove: boolean) => void;
  disabled: boolean;
};

/** Optional picture: JPEG, PNG or WebP up to 5 MB, previewed before upload; on edit the current one can be removed. */
export function EventImageField({
  image,
  currentImage,
  removeCurrent,
  onRemoveCurrentChange,
  disabled,
}: EventImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = image.error ? `${id}-error` : undefined;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const accepted = image.choose(event.target.files?.[0] ?? null);
    // A refused file is not kept in the input either, so choosing it again tries again.
    if (!accepted) event.target.value = '';
  }

  function clear() {
    image.choose(null);
    if (input.current) input.current.value = '';
  }

  function checkPixels(event: SyntheticEvent<HTMLImageElement>) {
    const { naturalWidth, naturalHeight } = event.currentTarget;
    if (naturalWidth * naturalHeight > EVENT_IMAGE_MAX_PIXELS) {
      image.refuse(eventMessages.imageTooManyPixels);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-stone-800">
          Event image
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          name="image"
          accept={EVENT_IMAGE_TYPES.join(',')}
          onChange={onChange}
          disabled={disabled}
          aria-invalid={image.error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ')}
          className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-ghana-green-light file:px-4 file:font-semibold file:text-ghana-green-dark hover:file:bg-green-100"
        />
        <p id={hintId} className="text-sm text-stone-600">
          Optional. JPEG, PNG or WebP, up to 5 MB. A wide (16:9) picture looks best.
        </p>
        <FieldError id={errorId} message={image.error} />
      </div>

      {image.previewUrl ? (
        <div className="space-y-2">
          <img
            src={image.previewUrl}
            alt="Preview of the chosen image"
            onLoad={checkPixels}
            width={640}
            height={360}
            className="aspect-video w-full max-w-md rounded-xl border border-stone-200 bg-stone-100 object-cover"
          />
          <Button variant="ghost" size="sm" onClick={clear} disabled={disabled}>
            <X aria-hidden="true" className="size-4" />
            Remove chosen image
          </Button>
        </div>
      ) : currentImage ? (
        <div className="space-y-2">
          <img
            src={currentImage}
            alt="Current event image"
            width={640}
            height={360}
            className={cn(
              'aspect-video w-full max-w-md rounded-xl border border-stone-200 bg-stone-100 object-cover',
              removeCurrent && 'opacity-40 grayscale',
            )}
          />
          <CheckboxField
            label="Remove image"
            hint={removeCurrent ? 'The placeholder picture will be shown instead.' : undefined}
          >
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
          className="flex aspect-video w-full max-w-md items-center justify-center rounded-xl border-2 border-dashed border-stone-300 text-stone-400"
        >
          <ImagePlus className="size-10" />
        </div>
      )}
    </div>
  );
}
