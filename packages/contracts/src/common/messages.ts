import { groupThousands } from './money.ts';

/** Texts the API answers with that the spec leaves to us; written once here. */
export const apiMessages = {
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  invalidData: 'The given data was invalid.',
  malformedJson: 'The request body is not valid JSON.',
  malformedMultipart: 'The request body is not a complete multipart form.',
  unexpectedFile: 'This field does not take a file.',
  fieldTooLarge: 'This field is too long.',
  formTooLarge: 'The form is too large: too many fields or files, or a file too big.',
  tooManyRequests: 'Too many attempts. Please try again later.',
  /** A request that arrives while the server shuts down (503 with Retry-After): another instance or the restart answers it. */
  restarting: 'Akwaaba is restarting. Please try again in a moment.',
  /** The database cannot be reached for a moment (a restart, a failover): 503 with Retry-After. */
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  /** The file store (the S3 bucket) cannot be reached: an upload or a file answers 503 with Retry-After. */
  fileStorageUnavailable: 'Files cannot be saved or opened right now. Please try again in a few minutes.',
  /** The server's disk is full: 507, nothing was saved. */
  storageFull: 'The server has run out of space, so nothing was saved. Please try again later.',
  internal: 'Internal error',
} as const;

/** Texts of the shared text, number and date rules; `label` names the field as the form shows it. */
export const textMessages = {
  notText: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  /** One-line fields: no NUL, no other control characters, no tabs or line breaks, no broken characters. */
  singleLineControl: (label: string) => `${label} must be one line of text, without control or invalid characters`,
  /** Multi-line fields keep tabs and line breaks. */
  control: (label: string) => `${label} may not contain control or invalid characters`,
  dateOutOfRange: 'Please enter a date between the years 1900 and 9999',
  /** The counter under a long text, '9 800 / 10 000', and what a screen reader hears for it. */
  characterCount: (count: number, max: number) => `${groupThousands(count)} / ${groupThousands(max)}`,
  characterCountSpoken: (count: number, max: number) =>
    `${groupThousands(count)} of ${groupThousands(max)} characters used`,
  /** Beside the counter near the limit, and over it. */
  charactersLeft: (left: number) => `${groupThousands(left)} left`,
  charactersOver: (over: number) => `${groupThousands(over)} too many`,
  /** Said once as a text comes near its limit, and once as it goes over (not at every key). */
  nearLimit: (max: number) => `Nearly at the limit of ${groupThousands(max)} characters`,
  overLimit: (max: number) => `Over the limit of ${groupThousands(max)} characters: shorten the text to send it`,
} as const;

/** Texts of the shared parts of the interface. */
export const interfaceMessages = {
  /** The name of a toast's close button (sonner's own is 'Close toast'). */
  closeNotification: 'Close notification',
} as const;
