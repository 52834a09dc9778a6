import { ApiError, apiUrl, authHeaders, failedResponse, parseJson } from './api-client';

/** Reports how much of an upload has gone, 0 to 100. */
export type UploadProgress = (percent: number) => void;

/** A download that needs a request body (Download my data sends the password): POSTed as JSON. */
export interface DownloadRequest {
  method: 'POST';
  body: unknown;
}

/**
 * Fetches a file with the member's token and saves it as `filename`. A plain link cannot carry the bearer
 * token, so the file is fetched and saved from memory. Failures read like the API client's: a 401 signs out
 * and goes to sign-in, other errors carry the server's message (a 422 its field errors).
 */
export async function downloadFile(
  path: string,
  filename: string,
  accept = '*/*',
  request?: DownloadRequest,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(
      apiUrl(path),
      request
        ? {
            method: request.method,
            headers: { ...authHeaders(accept), 'Content-Type': 'application/json' },
            body: JSON.stringify(request.body),
          }
        : { headers: authHeaders(accept) },
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
 * POSTs a multipart body with XMLHttpRequest, the one browser API that reports upload progress (fetch does
 * not). Answers and failures read like the API client's: a 401 signs out and goes to sign-in, a 422 carries
 * the server's message and field errors.
 */
export function uploadForm<T>(path: string, body: FormData, options: { onProgress?: UploadProgress } = {}): Promise<T> {
  const { onProgress } = options;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    for (const [name, value] of Object.entries(authHeaders())) request.setRequestHeader(name, value);

    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        resolve(payload as T);
        return;
      }
      reject(failedResponse(request.status, payload, request.getResponseHeader('Retry-After')));
    });
    request.addEventListener('error', () => reject(new ApiError('', 0)));
    request.addEventListener('abort', () => reject(new ApiError('', 0)));
    request.send(body);
  });
}
