import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import {
  AUTH_TOKEN_STORAGE_KEY,
  CONTACT_SUBJECTS,
  authMessages,
  contactMessages,
  type ContactRequest,
} from '@akwaaba/contracts';
import { ContentPage, TextLink } from './content-layout';

const NAME_MAX = 100;
const EMAIL_MAX = 254;
const MESSAGE_MIN = 10;
const MESSAGE_MAX = 2000;
// Deliberately simple: the server has the final word on what an email address is.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Field = keyof ContactRequest;
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;
type Result = { kind: 'success'; message: string } | { kind: 'error'; message: string } | null;

const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const INITIAL_VALUES: Values = { name: '', email: '', subject: CONTACT_SUBJECTS[0], message: '' };

function validate(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();

  if (!name) errors.name = contactMessages.nameRequired;
  else if (name.length > NAME_MAX) errors.name = `Name may not be longer than ${NAME_MAX} characters`;

  if (!email) errors.email = authMessages.emailRequired;
  else if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) errors.email = authMessages.emailInvalid;

  if (message.length < MESSAGE_MIN) errors.message = contactMessages.messageMin;
  else if (message.length > MESSAGE_MAX) errors.message = contactMessages.messageMax;

  return errors;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return undefined;
}

function fieldErrorsOf(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!body || typeof body !== 'object' || !('errors' in body)) return errors;
  const source = body.errors;
  if (!source || typeof source !== 'object') return errors;
  for (const field of FIELDS) {
    const messages: unknown = (source as Record<string, unknown>)[field];
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first) errors[field] = first;
  }
  return errors;
}

function authHeader(): Record<string, string> {
  try {
    const token = window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
    return token ? { Authorization: `Bearer ${token}` } : {};
  } catch {
    // Storage can be blocked (private mode, strict settings); the form works without it.
    return {};
  }
}

const inputBase =
  'mt-1.5 block w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900 shadow-sm placeholder:text-gray-500 focus:outline-2 focus:outline-offset-0 disabled:cursor-not-allowed disabled:bg-gray-100';

function inputClass(invalid: boolean): string {
  return `${inputBase} ${invalid ? 'border-ghana-red focus:outline-ghana-red' : 'border-gray-300 focus:outline-ghana-green'}`;
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-ghana-red-dark">
      {children}
    </p>
  );
}

export default function ContactPage() {
  const [values, setValues] = useState<Values>(INITIAL_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<Result>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const ids = {
    name: `${id}-name`,
    email: `${id}-email`,
    subject: `${id}-subject`,
    message: `${id}-message`,
  } satisfies Record<Field, string>;
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>(
    {},
  );
  const successHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterReset = useRef(false);

  useEffect(() => {
    document.title = 'Contact Us — Akwaaba';
  }, []);

  useEffect(() => {
    if (result?.kind === 'success') successHeadingRef.current?.focus();
    else if (result === null && focusAfterReset.current) {
      focusAfterReset.current = false;
      fieldRefs.current.name?.focus();
    }
  }, [result]);

  function focusFirstError(fieldErrors: FieldErrors) {
    const first = FIELDS.find((field) => fieldErrors[field]);
    if (first) fieldRefs.current[first]?.focus();
  }

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const field = event.target.name as Field;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setResult(null);

    const clientErrors = validate(values);
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) {
      focusFirstError(clientErrors);
      return;
    }

    setSending(true);
    try {
      const response = await fetch('/api/v1/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...authHeader() },
        body: JSON.stringify({
          name: values.name.trim(),
          email: values.email.trim(),
          subject: values.subject,
          message: values.message.trim(),
        }),
      });
      const body = await readJson(response);

      if (response.ok) {
        setValues(INITIAL_VALUES);
        setErrors({});
        setResult({ kind: 'success', message: messageOf(body) ?? contactMessages.sent });
      } else if (response.status === 422) {
        const serverErrors = fieldErrorsOf(body);
        setErrors(serverErrors);
        if (Object.keys(serverErrors).length > 0) focusFirstError(serverErrors);
        else setResult({ kind: 'error', message: messageOf(body) ?? contactMessages.failed });
      } else if (response.status === 429) {
        setResult({
          kind: 'error',
          message: messageOf(body) ?? 'Too many messages sent. Please wait a little and try again.',
        });
      } else {
        setResult({ kind: 'error', message: contactMessages.failed });
      }
    } catch {
      setResult({ kind: 'error', message: contactMessages.failed });
    } finally {
      setSending(false);
    }
  }

  function sendAnother() {
    setValues(INITIAL_VALUES);
    setErrors({});
    focusAfterReset.current = true;
    setResult(null);
  }

  function describedBy(field: Field, hint?: string): string | undefined {
    const parts = [hint, errors[field] ? `${ids[field]}-error` : undefined].filter(Boolean);
    return parts.length > 0 ? parts.join(' ') : undefined;
  }

  const messageLength = values.message.trim().length;

  return (
    <ContentPage
      title="Contact Us"
      intro={
        <p>
          Have a question, spotted a problem, or need help with business verification? Send us a message and we will get
          back to you by email. For requests about your personal information, choose “Privacy request (POPIA)” — it goes
          to our Information Officer. See our <TextLink to="/privacy">Privacy Policy</TextLink> for how we handle what
          you send.
        </p>
      }
    >
      {result?.kind === 'success' ? (
        <div role="status" className="rounded-xl border border-ghana-green/30 bg-ghana-green-light p-6 sm:p-8">
          <h2 ref={successHeadingRef} tabIndex={-1} className="text-xl font-semibold text-gray-900 focus:outline-none">
            Message sent
          </h2>
          <p className="mt-2 text-base leading-7 text-gray-800">{result.message}</p>
          <button
            type="button"
            onClick={sendAnother}
            className="mt-5 inline-flex items-center justify-center rounded-md border border-ghana-green bg-white px-4 py-2 font-semibold text-ghana-green hover:bg-[#F3FAF6] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ghana-green"
          >
            Send another message
          </button>
        </div>
      ) : (
        <section aria-labelledby={`${id}-form-title`}>
          <h2 id={`${id}-form-title`} className="text-xl font-semibold text-gray-900 sm:text-2xl">
            Send us a message
          </h2>
          <p className="mt-2 text-sm text-gray-600">All fields are required.</p>

          <form
            noValidate
            onSubmit={handleSubmit}
            aria-busy={sending}
            className="mt-6 space-y-6 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
          >
            <div>
              <label htmlFor={ids.name} className="block text-sm font-medium text-gray-900">
                Name
              </label>
              <input
                ref={(element) => {
                  fieldRefs.current.name = element;
                }}
                id={ids.name}
                name="name"
                type="text"
                autoComplete="name"
                required
                value={values.name}
                onChange={handleChange}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={describedBy('name')}
                className={inputClass(Boolean(errors.name))}
              />
              {errors.name ? <FieldError id={`${ids.name}-error`}>{errors.name}</FieldError> : null}
            </div>

            <div>
              <label htmlFor={ids.email} className="block text-sm font-medium text-gray-900">
                Email address
              </label>
              <input
                ref={(element) => {
                  fieldRefs.current.email = element;
                }}
                id={ids.email}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                value={values.email}
                onChange={handleChange}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={describedBy('email')}
                className={inputClass(Boolean(errors.email))}
              />
              {errors.email ? <FieldError id={`${ids.email}-error`}>{errors.email}</FieldError> : null}
            </div>

            <div>
              <label htmlFor={ids.subject} className="block text-sm font-medium text-gray-900">
                Subject
              </label>
              <select
                ref={(element) => {
                  fieldRefs.current.subject = element;
                }}
                id={ids.subject}
                name="subject"
                required
                value={values.subject}
                onChange={handleChange}
                aria-invalid={errors.subject ? true : undefined}
                aria-describedby={describedBy('subject')}
                className={inputClass(Boolean(errors.subject))}
              >
                {CONTACT_SUBJECTS.map((subject) => (
                  <option key={subject} value={subject}>
                    {subject}
                  </option>
                ))}
              </select>
              {errors.subject ? <FieldError id={`${ids.subject}-error`}>{errors.subject}</FieldError> : null}
            </div>

            <div>
              <label htmlFor={ids.message} className="block text-sm font-medium text-gray-900">
                Message
              </label>
              <textarea
                ref={(element) => {
                  fieldRefs.current.message = element;
                }}
                id={ids.message}
                name="message"
                rows={7}
                required
                value={values.message}
                onChange={handleChange}
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={describedBy('message', `${ids.message}-hint`)}
                className={`${inputClass(Boolean(errors.message))} resize-y`}
              />
              <p
                id={`${ids.message}-hint`}
                className={`mt-1.5 text-sm ${messageLength > MESSAGE_MAX ? 'font-medium text-ghana-red-dark' : 'text-gray-600'}`}
              >
                Between {MESSAGE_MIN} and {MESSAGE_MAX} characters ({messageLength}/{MESSAGE_MAX}).
              </p>
              {errors.message ? <FieldError id={`${ids.message}-error`}>{errors.message}</FieldError> : null}
            </div>

            {result?.kind === 'error' ? (
              <p
                role="alert"
                className="rounded-md border border-ghana-red/40 bg-[#FDECEE] px-4 py-3 text-sm font-medium text-ghana-red-dark"
              >
                {result.message}
              </p>
            ) : null}

            <button
              type="submit"
              disabled={sending}
              className="inline-flex w-full items-center justify-center rounded-md bg-ghana-green px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-ghana-green-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ghana-green disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
            >
              {sending ? 'Sending...' : 'Send message'}
            </button>
          </form>
        </section>
      )}
    </ContentPage>
  );
}
