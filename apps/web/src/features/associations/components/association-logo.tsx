import { useState, type FormEvent } from 'react';
import {
  ASSOCIATION_LOGO_MAX_BYTES,
  ASSOCIATION_LOGO_MAX_PIXELS,
  ASSOCIATION_LOGO_TYPES,
  associationMessages,
  type AssociationDetail,
} from '@akwaaba/contracts';
import { FormSection } from '@/components/form-layout';
import { ImageUploadField } from '@/components/image-upload-field';
import { UploadProgress } from '@/components/upload-progress';
import { Button } from '@/components/ui/button';
import { useImageChoice, type ImageRules } from '@/hooks/use-image-choice';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSaveLogo } from '../api/save-logo';

const LOGO_RULES: ImageRules = {
  types: ASSOCIATION_LOGO_TYPES,
  maxBytes: ASSOCIATION_LOGO_MAX_BYTES,
  invalid: associationMessages.logoInvalid,
  tooLarge: associationMessages.logoTooLarge,
};

/**
 * The association's logo, kept on its own beside the details form: a picture checked and previewed before it is
 * sent with progress, re-encoded by the server; or the current one removed.
 */
export function AssociationLogo({ association }: { association: AssociationDetail }) {
  const logo = useImageChoice(LOGO_RULES);
  const [removeCurrent, setRemoveCurrent] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const save = useSaveLogo(association.id);
  const changed = logo.file !== null || removeCurrent;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed) return;
    if (logo.file) setProgress(0);
    save.mutate(
      { file: logo.file, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          logo.choose(null);
          setRemoveCurrent(false);
        },
        onError: (error) => {
          const problem = error instanceof ApiError ? error.fieldError('logo') : undefined;
          if (problem) logo.refuse(problem);
          else toast.error(errorMessage(error, associationMessages.logoFailed));
        },
        onSettled: () => setProgress(null),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="mx-auto max-w-3xl px-4 pb-8 sm:px-6">
      <FormSection title={associationMessages.logoHeading}>
        <ImageUploadField
          choice={logo}
          current={association.logo}
          removeCurrent={removeCurrent}
          onRemoveCurrentChange={setRemoveCurrent}
          disabled={save.isPending}
          name="logo"
          label={associationMessages.logoLabel}
          hint={associationMessages.logoHint}
          accept={ASSOCIATION_LOGO_TYPES}
          maxPixels={ASSOCIATION_LOGO_MAX_PIXELS}
          tooManyPixels={associationMessages.logoTooManyPixels}
          shape="square"
          words={{
            chosenAlt: 'Preview of the chosen logo',
            currentAlt: associationMessages.logoAlt(association.name),
            removeChosen: 'Remove chosen logo',
            removeCurrent: associationMessages.removeLogo,
          }}
        />
        {progress !== null && <UploadProgress label="Uploading logo" percent={progress} />}
        <Button type="submit" isLoading={save.isPending} disabled={!changed}>
          {associationMessages.saveLogo}
        </Button>
      </FormSection>
    </form>
  );
}
