import { toast } from '@/lib/toast';
import {
  NEWSLETTER_BODY_MAX,
  NEWSLETTER_SUBJECT_MAX,
  newsletterRequest,
  privacyMessages,
  type NewsletterRequest,
} from '@akwaaba/contracts';
import { QueueHeading } from '@/components/admin-queue';
import { FormLongTextField } from '@/components/long-text-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, formResolver, useAppForm } from '@/lib/forms';
import { useNewsletterAudience } from '../api/get-newsletter-audience';
import { useSendNewsletter } from '../api/send-newsletter';

type NewsletterValues = { subject: string; body: string };
const defaultValues: NewsletterValues = { subject: '', body: '' };
const serverFields = ['subject', 'body'] as const;

const members = (count: number) => (count === 1 ? '1 member' : `${count} members`);

/**
 * The community newsletter: written here, confirmed, and queued by the API for every member whose marketing consent
 * is current. Each copy carries its own unsubscribe link; the API adds greeting and footer.
 */
export function NewsletterForm() {
  const audience = useNewsletterAudience();
  const send = useSendNewsletter();
  const form = useAppForm<NewsletterValues, unknown, NewsletterRequest>({
    resolver: formResolver<NewsletterValues, typeof newsletterRequest>(newsletterRequest),
    defaultValues,
  });
  const { errors } = form.formState;
  const count = audience.data?.data.audience;

  const onSubmit = form.handleSubmit(async (values) => {
    if (count === undefined) return;
    if (!window.confirm(`Send “${values.subject}” to ${members(count)} now? This cannot be undone.`)) return;
    try {
      const response = await send.mutateAsync(values);
      toast.success(response.message);
      form.reset(defaultValues);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, serverFields))
        toast.error(errorMessage(error, privacyMessages.newsletterFailed));
    }
  });

  return (
    <div className="space-y-6">
      <QueueHeading
        heading="Newsletter"
        intro="Mail the community. Only members who turned on marketing emails receive it, each with a link to stop them."
      />
      {audience.isError ? (
        <Alert variant="error">{errorMessage(audience.error, privacyMessages.audienceFailed)}</Alert>
      ) : (
        <p role="status" className="text-stone-700">
          {count === undefined ? 'Counting the audience…' : `This newsletter will reach ${members(count)}.`}
        </p>
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-busy={send.isPending}
        className="space-y-6 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <Field label="Subject" error={errors.subject?.message}>
          {(control) => (
            <Input {...control} {...form.register('subject')} maxLength={NEWSLETTER_SUBJECT_MAX} required />
          )}
        </Field>
        <FormLongTextField
          control={form.control}
          name="body"
          label="Newsletter"
          hint="Plain text. Leave an empty line between paragraphs."
          max={NEWSLETTER_BODY_MAX}
          rows={12}
          aria-required
        />
        <Button type="submit" disabled={send.isPending || count === undefined || count === 0}>
          Send newsletter
        </Button>
      </form>
    </div>
  );
}
