import { EVENT_IMAGE_MAX_PIXELS, EVENT_IMAGE_TYPES, eventMessages } from '@akwaaba/contracts';
import { ImageUploadField } from '@/components/image-upload-field';
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
export function EventImageField({ image, currentImage, ...rest }: EventImageFieldProps) {
  return (
    <ImageUploadField
      {...rest}
      choice={image}
      current={currentImage}
      name="image"
      label="Event image"
      hint="Optional. JPEG, PNG or WebP, up to 5 MB. A wide (16:9) picture looks best."
      accept={EVENT_IMAGE_TYPES}
      maxPixels={EVENT_IMAGE_MAX_PIXELS}
      tooManyPixels={eventMessages.imageTooManyPixels}
      shape="wide"
      words={{
        chosenAlt: 'Preview of the chosen image',
        currentAlt: 'Current event image',
        removeChosen: 'Remove chosen image',
        removeCurrent: 'Remove image',
        removedHint: 'The placeholder picture will be shown instead.',
      }}
    />
  );
}
