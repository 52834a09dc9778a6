import { JOB_LOGO_MAX_PIXELS, JOB_LOGO_TYPES, jobMessages } from '@akwaaba/contracts';
import { ImageUploadField } from '@/components/image-upload-field';
import type { useImageChoice } from '@/hooks/use-image-choice';

type LogoFieldProps = {
  logo: ReturnType<typeof useImageChoice>;
  /** The stored logo when editing. */
  currentLogo: string | null;
  removeCurrent: boolean;
  onRemoveCurrentChange: (remove: boolean) => void;
  disabled: boolean;
};

/**
 * Optional company logo: JPEG, PNG or WebP up to 2 MB, previewed before upload and re-encoded by the server (never
 * a link to another site); on edit the current one can be removed.
 */
export function LogoField({ logo, currentLogo, ...rest }: LogoFieldProps) {
  return (
    <ImageUploadField
      {...rest}
      choice={logo}
      current={currentLogo}
      name="company_logo"
      label="Company logo"
      hint="Optional. JPEG, PNG or WebP, up to 2 MB. Shown beside the job on the board and its page."
      accept={JOB_LOGO_TYPES}
      maxPixels={JOB_LOGO_MAX_PIXELS}
      tooManyPixels={jobMessages.logoTooManyPixels}
      shape="square"
      words={{
        chosenAlt: 'Preview of the chosen logo',
        currentAlt: 'Current company logo',
        removeChosen: 'Remove chosen logo',
        removeCurrent: 'Remove logo',
      }}
    />
  );
}
