import { useId, useRef, type ChangeEvent, type SyntheticEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { JOB_LOGO_MAX_PIXELS, JOB_LOGO_TYPES, jobMessages } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CheckboxField, FieldError } from '@/components/ui/field';
import { Checkbox } from '@/components/ui/input';
import type { useImageChoice } from '@/hooks/use-image-choice';

type LogoFieldProps = {
  logo: ReturnType<typeof useImageChoice>;
  /** The stored logo when editing. */
  currentLogo: string | null;
  removeCurrent: boolean;
  onRemoveCurrentChange: (remove: boolean) => void;
  disabled: boolean;
};

const previewClasses = 'size-24 rounded-xl border border-stone-200 bg-white object-contain p-1';

/**
 * Optional company logo: JPEG, PNG or WebP up to 2 MB, previewed before upload and re-encoded by the server (never
 * a link to another site); on edit the current one can be removed.
 */
export function LogoField({ logo, currentLogo, removeCurrent, onRemoveCurrentChange, disabled }: LogoFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = logo.error ? `${id}-error` : undefined;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const accepted = logo.choose(event.target.files?.[0] ?? null);
    // A refused file is not kept in the input either, so choosing it again tries again.
    if (!accepted) event.target.value = '';
  }

  function clear() {
    logo.choose(null);
    if (input.current) input.current.value = '';
  }

  function checkPixels(event: SyntheticEvent<HTMLImageElement>) {
    const { naturalWidth, naturalHeight } = event.currentTarget;
    if (naturalWidth * naturalHeight > JOB_LOGO_MAX_PIXELS) {
      logo.refuse(jobMessages.logoTooManyPixels);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-stone-800">
          Company logo
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          name="company_logo"
          accept={JOB_LOGO_TYPES.join(',')}
          onChange={onChange}
          disabled={disabled}
          aria-invalid={logo.error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ')}
          className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-ghana-green-light file:px-4 file:font-semibold file:text-ghana-green-dark hover:file:bg-green-100"
        />
        <p id={hintId} className="text-sm text-stone-600">
          Optional. JPEG, PNG or WebP, up to 2 MB. Shown beside the job on the board and its page.
        </p>
        <FieldError id={errorId} message={logo.error} />
      </div>

      {logo.previewUrl ? (
        <div className="flex items-center gap-3">
          <img
            src={logo.previewUrl}
            alt="Preview of the chosen logo"
            onLoad={checkPixels}
            width={96}
            height={96}
            className={previewClasses}
          />
          <Button variant="ghost" size="sm" onClick={clear} disabled={disabled}>
            <X aria-hidden="true" className="size-4" />
            Remove chosen logo
          </Button>
        </div>
      ) : currentLogo ? (
        <div className="flex items-center gap-3">
          <img
            src={currentLogo}
            alt="Current company logo"
            width={96}
            height={96}
            className={cn(previewClasses, removeCurrent && 'opacity-40 grayscale')}
          />
          <CheckboxField label="Remove logo">
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
          className="flex size-24 items-center justify-center rounded-xl border-2 border-dashed border-stone-300 text-stone-400"
        >
          <ImagePlus className="size-8" />
        </div>
      )}
    </div>
  );
}
