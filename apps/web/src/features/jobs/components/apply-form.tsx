import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { X } from 'lucide-react';
import {
  applicationInput,
  applicationMessages,
  COVER_NOTE_MAX,
  CV_ACCEPT,
  CV_MAX_BYTES,
  CV_TYPES,
  jobMessages,
  type JobDetail,
} from '@akwaaba/contracts';
import { FormLongTextField } from '@/components/long-text-field';
import { UploadProgress } from '@/components/upload-progress';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, formResolver, useAppForm } from '@/lib/forms';
import { useApplyToJob } from '../api/apply-to-job';

type ApplyFormValues = { cover_note: string };

/** What is wrong with a chosen CV before it is sent (the server checks its content again). */
export function cvProblem(file: File): string | undefined {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!Object.hasOwn(CV_TYPES, extension)) return applicationMessages.cvType;
  if (file.size > CV_MAX_BYTES) return applicationMessages.cvTooLarge;
  return undefined;
}

const CV_MAX_MB = CV_MAX_BYTES / (1024 * 1024);

/**
 * The application (real, stored, seen by the employer: docs/rules/who-sees-what.md): a cover note and an optional CV,
 * sent as multipart with the upload's progress. On success the page turns to 'Applied'; on failure everything typed and
 * chosen stays, with the server's reason under its field or above the buttons.
 */
export function ApplyForm({ job, onClose }: { job: JobDetail; onClose: () => void }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cvInputId = useId();
  const cvInput = useRef<HTMLInputElement>(null);
  const apply = useApplyToJob(job.id);
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const form = useAppForm<ApplyFormValues, unknown, ApplyFormValues>({
    resolver: formResolver<ApplyFormValues, typeof applicationInput>(applicationInput),
    defaultValues: { cover_note: '' },
  });
  const { isSubmitting } = form.formState;

  // Opening the form takes the reader to it.
  useEffect(() => headingRef.current?.focus(), []);

  function refuseCv(message: string | undefined) {
    setCv(null);
    setCvError(message);
    // A refused file is not kept in the input either, so choosing it again tries again.
    if (cvInput.current) cvInput.current.value = '';
  }

  function chooseCv(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? cvProblem(file) : undefined;
    if (problem) refuseCv(problem);
    else {
      setCv(file);
      setCvError(undefined);
    }
  }

  async function send(application: ApplyFormValues) {
    // A refused file is never sent silently without the CV the member meant to attach.
    if (cvError) {
      cvInput.current?.focus();
      return;
    }
    setFailure(null);
    setProgress(0);
    try {
      const response = await apply.mutateAsync({ application, cv, onProgress: setProgress });
      toast.success(response.message || jobMessages.applied);
      onClose();
    } catch (error) {
      console.error(error);
      const onField = applyServerFieldErrors(error, form.setError, ['cover_note']);
      const cvMessage = error instanceof ApiError ? error.fieldError('cv') : undefined;
      if (cvMessage) {
        refuseCv(cvMessage);
        if (!onField) cvInput.current?.focus();
      }
      if (!onField && !cvMessage) setFailure(errorMessage(error, jobMessages.applyFailed));
    } finally {
      setProgress(null);
    }
  }

  const cvHintId = `${cvInputId}-hint`;
  const cvErrorId = cvError ? `${cvInputId}-error` : undefined;

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-stone-900">
        Apply for {job.title}
      </h2>
      <form noValidate onSubmit={(event) => void form.handleSubmit(send)(event)} className="space-y-4">
        <FormLongTextField
          control={form.control}
          name="cover_note"
          label="Cover note"
          required
          max={COVER_NOTE_MAX}
          rows={6}
          placeholder="Tell the employer why you are a good fit for this job."
        />

        <div className="space-y-1.5">
          <label htmlFor={cvInputId} className="block text-sm font-medium text-stone-800">
            CV
          </label>
          <input
            ref={cvInput}
            id={cvInputId}
            type="file"
            name="cv"
            accept={CV_ACCEPT}
            onChange={chooseCv}
            aria-invalid={cvError ? true : undefined}
            aria-describedby={[cvErrorId, cvHintId].filter(Boolean).join(' ')}
            className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-ghana-green-light file:px-4 file:font-semibold file:text-ghana-green-dark hover:file:bg-green-100"
          />
          <p id={cvHintId} className="text-sm text-stone-600">
            Optional. A PDF or Word document, up to {CV_MAX_MB} MB. The employer sees it with your note.
          </p>
          <FieldError id={cvErrorId} message={cvError} />
          {cv ? (
            <Button variant="ghost" size="sm" onClick={() => refuseCv(undefined)}>
              <X aria-hidden="true" className="size-4" />
              Remove CV
            </Button>
          ) : (
            cvError && (
              // A refused file is not kept: there is nothing to remove, only the choice to apply without one.
              <Button variant="ghost" size="sm" onClick={() => refuseCv(undefined)}>
                {applicationMessages.continueWithoutCv}
              </Button>
            )
          )}
        </div>

        {progress !== null && <UploadProgress label={applicationMessages.uploading} percent={progress} />}
        {failure && <Alert variant="error">{failure}</Alert>}

        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" isLoading={isSubmitting}>
            Submit Application
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
