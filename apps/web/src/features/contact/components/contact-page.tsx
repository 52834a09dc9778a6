import { useEffect, useRef, useState } from 'react';
import { CONTACT_SUBJECTS, contactMessages, contactRequest, textLimits, type ContactRequest } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { FormLongTextField } from '@/components/long-text-field';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors, formResolver, useAppForm } from '@/lib/forms';
import { AppForm } from '@/components/app-form';
import { useSendContactMessage } from '../api/send-contact-message';
import { ContentPage, TextLink } from '@/components/content-layout';

type ContactValues = { name: string; email: string; subject: string; message: string };

const limits = textLimits(contactRequest);
/** The fewest characters a message takes, told before the visitor sends it. */
const MESSAGE_MIN = contactRequest.shape.message.minLength;
const defaultValues: ContactValues = { name: '', email: '', subject: CONTACT_SUBJECTS[0], message: '' };
const serverFields = ['name', 'email', 'subject', 'message'] as const satisfies readonly (keyof ContactValues)[];

/**
 * What to say when the message could not be sent: the server's words for what the visitor can act on
 * (a rate limit, a refusal), the generic failure for a server fault or a lost connection.
 */
function sendFailure(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return contactMessages.failed;
}

export default function ContactPage() {
  useDocumentTitle('Contact Us');
  const send = useSendContactMessage();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm<ContactValues, unknown, ContactRequest>({
    resolver: formResolver<ContactValues, typeof contactRequest>(contactRequest),
    defaultValues,
  });
  const { errors } = form.formState;
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusNameOnReturn = useRef(false);

  useEffect(() => {
    if (sentMessage) sentHeadingRef.current?.focus();
    else if (focusNameOnReturn.current) {
      focusNameOnReturn.current = false;
      form.setFocus('name');
    }
  }, [sentMessage, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const response = await send.mutateAsync(values);
      form.reset(defaultValues);
      setSentMessage(response.message || contactMessages.sent);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, serverFields)) setFailure(sendFailure(error));
    }
  });

  function sendAnother() {
    send.reset();
    focusNameOnReturn.current = true;
    setSentMessage(null);
  }

  return (
    <ContentPage
      title="Contact Us"
      intro={
        <p>
          Have a question, spotted a problem, or need help with business verification? Send us a message and we will get
          back to you by email. For requests about your personal information, choose “Privacy request (POPIA)” — it goes
          to our Information Officer. See our <TextLink to={paths.privacy.getHref()}>Privacy Policy</TextLink> for how
          we handle what you send.
        </p>
      }
    >
      {sentMessage ? (
        <div role="status" className="rounded-xl border border-ghana-green/30 bg-ghana-green-light p-6 sm:p-8">
          <h2 ref={sentHeadingRef} tabIndex={-1} className="text-xl font-semibold text-gray-900 focus:outline-none">
            Message sent
          </h2>
          <p className="mt-2 text-base leading-7 text-gray-800">{sentMessage}</p>
          <Button variant="secondary" className="mt-5" onClick={sendAnother}>
            Send another message
          </Button>
        </div>
      ) : (
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-xl font-semibold text-gray-900 sm:text-2xl">
            Send us a message
          </h2>
          <p className="mt-2 text-sm text-gray-600">All fields are required.</p>

          <AppForm
            onSubmit={onSubmit}
            aria-busy={send.isPending}
            className="mt-6 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
            fieldsClassName="space-y-6"
          >
            <Field label="Name" error={errors.name?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('name')}
                  type="text"
                  autoComplete="name"
                  maxLength={limits.name}
                  required
                />
              )}
            </Field>
            <Field label="Email address" error={errors.email?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('email')}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  maxLength={limits.email}
                  required
                />
              )}
            </Field>
            <Field label="Subject" error={errors.subject?.message}>
              {(control) => (
                <Select {...control} {...form.register('subject')} required>
                  {CONTACT_SUBJECTS.map((subject) => (
                    <option key={subject} value={subject}>
                      {subject}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <FormLongTextField
              control={form.control}
              name="message"
              label="Message"
              hint={`At least ${MESSAGE_MIN} characters.`}
              max={limits.message}
              rows={7}
              aria-required
            />

            {failure && <Alert variant="error">{failure}</Alert>}

            <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send message'}
            </Button>
          </AppForm>
        </section>
      )}
    </ContentPage>
  );
}
