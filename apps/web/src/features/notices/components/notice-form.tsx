import { useState } from 'react';
import {
  NOTICE_KIND_LABELS,
  NOTICE_KINDS,
  NOTICE_MAX_DAYS,
  noticeAuthorKey,
  noticeInput,
  noticeMessages,
  saDateOf,
  textLimits,
  type NoticeAuthor,
  type NoticeDetail,
  type NoticeInput,
  type NoticeKind,
} from '@akwaaba/contracts';
import { FormActions, FormSection } from '@/components/form-layout';
import { ListingFormPage } from '@/components/listing-form';
import { FormLongTextField } from '@/components/long-text-field';
import { CheckboxField, Field } from '@/components/ui/field';
import { Checkbox, Input, Select } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { addFieldError, applyServerFieldErrors, contractFormResolver, useAppForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useCreateNotice, useUpdateNotice } from '../api/save-notice';

const limits = textLimits(noticeInput);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The form's values as its fields hold them: text throughout, '' for a choice not made. */
export type NoticeFormValues = {
  author: string;
  kind: NoticeKind | '';
  title: string;
  body: string;
  expires_on: string;
  is_urgent: boolean;
};

export const emptyNoticeForm = (authors: readonly NoticeAuthor[]): NoticeFormValues => ({
  // One name to post in is chosen already; with several the member picks.
  author: authors.length === 1 ? noticeAuthorKey(authors[0]!) : '',
  kind: '',
  title: '',
  body: '',
  expires_on: '',
  is_urgent: false,
});

/** A notice as its edit form starts. */
export function noticeFormValues(notice: NoticeDetail): NoticeFormValues {
  return {
    author: noticeAuthorKey(notice.author),
    kind: notice.kind,
    title: notice.title,
    body: notice.body,
    expires_on: saDateOf(new Date(notice.expires_at)),
    is_urgent: notice.is_urgent,
  };
}

/** The days a notice may run until, as the date input's bounds: today to NOTICE_MAX_DAYS ahead (South Africa's day). */
export function expiryBounds(now = Date.now()): { min: string; max: string } {
  return { min: saDateOf(new Date(now)), max: saDateOf(new Date(now + NOTICE_MAX_DAYS * DAY_MS)) };
}

/** The rule that needs the clock, checked as typed (the server checks it again). */
export function expiryError(expiresOn: string, now = Date.now()): string | undefined {
  if (!expiresOn) return undefined;
  const { min, max } = expiryBounds(now);
  if (expiresOn < min) return noticeMessages.expiresPast;
  if (expiresOn > max) return noticeMessages.expiresTooFar;
  return undefined;
}

const toInput = (values: NoticeFormValues) => values as NoticeInput;

const serverFields = [
  'author',
  'kind',
  'title',
  'body',
  'expires_on',
  'is_urgent',
] as const satisfies readonly (keyof NoticeFormValues)[];

type NoticeFormProps = {
  authors: readonly NoticeAuthor[];
  defaultValues: NoticeFormValues;
  cancelTo: string;
  onSaved: (notice: NoticeDetail) => void;
} & ({ mode: 'create' } | { mode: 'edit'; noticeId: number });

/** Post and edit a notice: the contract's rules and messages; an edit keeps its author and never texts again. */
export function NoticeForm(props: NoticeFormProps) {
  const { mode, authors, defaultValues, cancelTo, onSaved } = props;
  const isEdit = mode === 'edit';
  const [bounds] = useState(() => expiryBounds());
  const create = useCreateNotice();
  const update = useUpdateNotice(isEdit ? props.noticeId : 0);
  const form = useAppForm<NoticeFormValues, unknown, NoticeFormValues>({
    resolver: contractFormResolver<NoticeFormValues>(noticeInput, toInput, (values, errors) =>
      addFieldError(errors, 'expires_on', expiryError(values.expires_on)),
    ),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = isEdit ? await update.mutateAsync(toInput(values)) : await create.mutateAsync(toInput(values));
      toast.success(response.message);
      onSaved(response.data);
    } catch (error) {
      console.error(error);
      applyServerFieldErrors(error, form.setError, serverFields);
      toast.error(errorMessage(error, isEdit ? noticeMessages.updateFailed : noticeMessages.createFailed));
    }
  });

  return (
    <ListingFormPage title={isEdit ? noticeMessages.editTitle : noticeMessages.formTitle} onSubmit={onSubmit}>
      <FormSection title="The notice">
        {isEdit ? (
          <p className="text-stone-800">
            {noticeMessages.authorLabel}: <span className="font-medium">{authors[0]?.name}</span>
          </p>
        ) : (
          <Field label={noticeMessages.authorLabel} required error={errors.author?.message}>
            {(control) => (
              <Select {...control} {...form.register('author')} aria-required>
                <option value="">Choose whom it is from</option>
                {authors.map((author) => (
                  <option key={noticeAuthorKey(author)} value={noticeAuthorKey(author)}>
                    {author.is_official ? `${author.name} (${noticeMessages.official})` : author.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <Field label={noticeMessages.kindLabel} required error={errors.kind?.message}>
          {(control) => (
            <Select {...control} {...form.register('kind')} aria-required>
              <option value="">Choose a kind</option>
              {NOTICE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {NOTICE_KIND_LABELS[kind]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={noticeMessages.titleLabel} required error={errors.title?.message}>
          {(control) => <Input {...control} {...form.register('title')} aria-required maxLength={limits.title} />}
        </Field>
        <FormLongTextField
          control={form.control}
          name="body"
          label={noticeMessages.bodyLabel}
          required
          max={limits.body}
          rows={6}
        />
        <Field
          label={noticeMessages.expiresLabel}
          hint={noticeMessages.expiresHint}
          required
          error={errors.expires_on?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('expires_on')}
              type="date"
              aria-required
              min={bounds.min}
              max={bounds.max}
            />
          )}
        </Field>
        {!isEdit && (
          <CheckboxField label={noticeMessages.urgentLabel} hint={noticeMessages.urgentHint}>
            {(control) => <Checkbox {...control} {...form.register('is_urgent')} />}
          </CheckboxField>
        )}
      </FormSection>
      <FormActions cancelTo={cancelTo} isSubmitting={isSubmitting}>
        {isSubmitting ? noticeMessages.saving : isEdit ? noticeMessages.save : noticeMessages.submit}
      </FormActions>
    </ListingFormPage>
  );
}
