import {
  operationUrl,
  type AnswerOf,
  type BodyOf,
  type Operation,
  type OperationInput,
  type ParamsOf,
  type QueryOf,
} from '@akwaaba/contracts';
import { env } from '@/config/env';
import { authStore } from './auth-store';

/** A failed call: `message` is the server's text ('' when it sent none), `errors` its 422 field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  /** Seconds from a 429's Retry-After header. */
  readonly retryAfter: number | null;

  constructor(
    message: string,
    status: number,
    errors: Record<string, string[]> = {},
    retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.retryAfter = retryAfter;
  }

  /** The first message for a field, as forms show it. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

/** The server's message when it sent one, else the spec's fallback for that call. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

let unauthorizedHandler: () => void = () => undefined;

/** The router registers where a 401 sends the browser (the login page). */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** A 401 still clears the session, but the browser stays where it is (start-up check, logout). */
  quietUnauthorized?: boolean;
};

/**
 * An operation's address for a link the browser follows itself (a page visit, not a call): the API base, its path
 * with its values and its query (`/api/v1/auth/social/redirect?provider=google`).
 */
export function operationHref<O extends Operation>(
  operation: O,
  input: { params?: ParamsOf<O>; query?: QueryOf<O> } = {},
): string {
  return `${env.API_URL}${operationUrl(operation, input as OperationInput)}`;
}

/** The absolute address of an API path with its query (`operationUrl`'s). */
export function apiUrl(path: string): string {
  return new URL(`${env.API_URL}${path}`, window.location.href).href;
}

/** A body's JSON, or null when it is empty or not JSON (a proxy's error page, say). */
export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text());
}

function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** The headers every call sends: what it accepts and, while a member is signed in, their bearer token. */
export function authHeaders(accept = 'application/json'): Record<string, string> {
  const token = authStore.getState().token;
  return token ? { Accept: accept, Authorization: `Bearer ${token}` } : { Accept: accept };
}

async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = authHeaders();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('', 0);
  }

  const payload = await readJson(response);
  if (response.ok) return payload as T;

  throw failedResponse(response.status, payload, response.headers.get('Retry-After'), options.quietUnauthorized);
}

/**
 * The error a failed call throws, from its status and JSON body. A 401 also ends the session and,
 * unless the caller asks for quiet, sends the browser to sign in. Downloads and uploads (lib/transfer.ts)
 * go through here too.
 */
export function failedResponse(
  status: number,
  payload: unknown,
  retryAfter: string | null,
  quietUnauthorized = false,
): ApiError {
  const body = payload as { message?: unknown; errors?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : '';
  const errors = body?.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : {};
  if (status === 401) {
    authStore.clear();
    if (!quietUnauthorized) unauthorizedHandler();
  }
  return new ApiError(message, status, errors, parseRetryAfter(retryAfter));
}

/** What a call of `O` sends: its path's values, its query and its body, each only where the operation takes one. */
export type CallInput<O extends Operation> = (O extends { params: object } ? { params: ParamsOf<O> } : unknown) &
  (O extends { query: object } ? { query?: QueryOf<O> } : unknown) &
  (O extends { body: object } ? { body: BodyOf<O> } : unknown) &
  Pick<RequestOptions, 'signal' | 'quietUnauthorized'>;

// An operation that answers a file or a redirect is not called for JSON: downloadFile (lib/transfer.ts) or a link.
type CallArguments<O extends Operation> = O extends { answers: object }
  ? never
  : O extends { params: object } | { body: object }
    ? [input: CallInput<O>]
    : [input?: CallInput<O>];

/**
 * Calls an operation the contracts declare (docs/decisions/028-operations-declared-once.md), typed from that one
 * declaration: `call(businessOps.follow, { params: { id } })`.
 */
export async function call<O extends Operation>(operation: O, ...[input]: CallArguments<O>): Promise<AnswerOf<O>> {
  const { params, query, body, ...options } = (input ?? {}) as OperationInput & { body?: unknown } & Pick<
      RequestOptions,
      'signal' | 'quietUnauthorized'
    >;
  const url = operationUrl(operation, { params, query });
  return apiRequest<AnswerOf<O>>(url, { ...options, method: operation.method, body });
}
