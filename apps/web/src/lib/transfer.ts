import {
  operationUrl,
  type AnswerOf,
  type BodyOf,
  type NonJsonAnswer,
  type Operation,
  type ParamsOf,
  type QueryOf,
} from '@akwaaba/contracts';
import { ApiError, apiUrl, authHeaders, failedResponse, parseJson } from './api-client';

/** Reports how much of an upload has gone, 0 to 100. */
export type UploadProgress = (percent: number) => void;

/** An operation that answers a file (docs/decisions/028-operations-declared-once.md). */
type FileOperation = Operation & { answers: Extract<NonJsonAnswer, { files: readonly string[] }> };
/** An operation that takes a multipart form with files. */
type FormOperation = Operation & { files: readonly string[] };

type PathValues<O extends Operation> = O extends { params: object } ? { params: ParamsOf<O> } : unknown;
/** What a download sends: its path's values and, for one that takes a body (Download my data sends the password), the body as JSON. */
export type DownloadInput<O extends Operation> = PathValues<O> &
  (O extends { body: object } ? { body: BodyOf<O> } : unknown);
type DownloadArguments<O extends Operation> = O extends { params: object } | { body: object }
  ? [input: DownloadInput<O>]
  : [input?: DownloadInput<O>];

/** What an upload sends beside its form: its path's values, its query (if it takes one), and who hears of its progress. */
export type UploadOptions<O extends Operation> = PathValues<O> &
  (O extends { query: object } ? { query?: QueryOf<O> } : unknown) & { onProgress?: UploadProgress };
type UploadArguments<O extends Operation> = O extends { params: object }
  ? [options: UploadOptions<O>]
  : [options?: UploadOptions<O>];

/**
 * Fetches the file an operation answers with the member's token and saves it as `filename`. A plain link cannot
 * carry the bearer token, so the file is fetched and saved from memory. It accepts the operation's one media type
 * (any, when it may answer several). Failures read like the API client's: a 401 signs out and goes to sign-in,
 * other errors carry the server's message (a 422 its field errors).
 */
export async function downloadFile<O extends FileOperation>(
  operation: O,
  filename: string,
  ...[input]: DownloadArguments<O>
): Promise<void> {
  const { params, body } = (input ?? {}) as { params?: Record<string, unknown>; body?: unknown };
  const { files } = operation.answers;
  const accept = files.length === 1 ? files[0]! : '*/*';
  let response: Response;
  try {
    response = await fetch(
      apiUrl(operationUrl(operation, { params })),
      body === undefined
        ? { method: operation.method, headers: authHeaders(accept) }
        : {
            method: operation.method,
            headers: { ...authHeaders(accept), 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          },
    );
  } catch {
    throw new ApiError('', 0);
  }
  if (!response.ok) {
    throw failedResponse(response.status, parseJson(await response.text()), response.headers.get('Retry-After'));
  }

  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The multipart body of a form sent with its files: the JSON body's fields as text (booleans '1'/'0', null as '',
 * which the contracts read back as null), the files, and any extra fields (an update's _method).
 */
export function formDataOf(
  payload: Record<string, unknown>,
  files: Record<string, Blob>,
  extra: Record<string, string> = {},
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined) continue;
    body.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : value === null ? '' : String(value));
  }
  for (const [key, value] of Object.entries({ ...files, ...extra })) body.append(key, value);
  return body;
}

/**
 * Sends an operation's multipart form with XMLHttpRequest, the one browser API that reports upload progress (fetch
 * does not). Answers and failures read like the API client's: a 401 signs out and goes to sign-in, a 422 carries
 * the server's message and field errors.
 */
export function uploadForm<O extends FormOperation>(
  operation: O,
  body: FormData,
  ...[options]: UploadArguments<O>
): Promise<AnswerOf<O>> {
  const { params, query, onProgress } = (options ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    onProgress?: UploadProgress;
  };
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(operation.method, apiUrl(operationUrl(operation, { params, query })));
    for (const [name, value] of Object.entries(authHeaders())) request.setRequestHeader(name, value);

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        resolve(payload as AnswerOf<O>);
        return;
      }
      reject(failedResponse(request.status, payload, request.getResponseHeader('Retry-After')));
    });
    request.addEventListener('error', () => reject(new ApiError('', 0)));
    request.addEventListener('abort', () => reject(new ApiError('', 0)));
    request.send(body);
  });
}
