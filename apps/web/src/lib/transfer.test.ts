import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { operations, type ErrorResponse, type ValidationErrorResponse } from '@akwaaba/contracts';
import { makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { ApiError, onUnauthorized } from './api-client';
import { authStore } from './auth-store';
import { downloadFile, uploadForm } from './transfer';

const fileOps = operations('files', {
  report: {
    method: 'GET',
    path: '/files/:name',
    access: 'member',
    params: z.object({ name: z.string() }),
    responses: {},
    answers: { files: ['text/csv'], description: 'A report.' },
  },
  upload: {
    method: 'POST',
    path: '/uploads',
    access: 'member',
    consumes: ['multipart/form-data'],
    files: ['image'],
    body: z.object({ title: z.string() }),
    responses: { 200: z.object({ data: z.object({ id: z.number() }), message: z.string() }) },
  },
});
const report = { params: { name: 'report.csv' } };

const unauthenticated = () => HttpResponse.json<ErrorResponse>({ message: 'Unauthenticated.' }, { status: 401 });
const invalid = () =>
  HttpResponse.json<ValidationErrorResponse>(
    {
      message: 'The image must be a JPEG, PNG or WebP file.',
      errors: { image: ['The image must be a JPEG, PNG or WebP file.'] },
    },
    { status: 422 },
  );

function signedIn() {
  authStore.signIn('tok-transfer', makeUser());
  const sentToSignIn = vi.fn();
  onUnauthorized(sentToSignIn);
  return sentToSignIn;
}

function formWithFile(): FormData {
  const body = new FormData();
  body.append('title', 'Braai');
  body.append('image', new File(['jpeg-bytes'], 'braai.jpg', { type: 'image/jpeg' }));
  return body;
}

describe('downloadFile', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('fetches the file with the member’s token, accepting its type, and saves it under the name given', async () => {
    signedIn();
    let authorization: string | null = null;
    let accept: string | null = null;
    server.use(
      http.get(`${API}/files/report.csv`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        accept = request.headers.get('Accept');
        return new HttpResponse('name\nAma\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), 'blob:report'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });

    await downloadFile(fileOps.report, 'report.csv', report);

    expect(authorization).toBe('Bearer tok-transfer');
    expect(accept).toBe('text/csv');
    expect(names).toEqual(['report.csv']);
    expect(await saved[0]!.text()).toBe('name\nAma\n');
  });

  it('on a 401 signs the member out and sends them to sign in', async () => {
    const sentToSignIn = signedIn();
    server.use(http.get(`${API}/files/report.csv`, unauthenticated));

    await expect(downloadFile(fileOps.report, 'report.csv', report)).rejects.toMatchObject({ status: 401 });
    expect(authStore.getState().token).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
    expect(sentToSignIn).toHaveBeenCalledOnce();
  });

  it('fails with the server’s message, the member still signed in', async () => {
    const sentToSignIn = signedIn();
    server.use(
      http.get(`${API}/files/report.csv`, () =>
        HttpResponse.json<ErrorResponse>({ message: 'You can only download your own list.' }, { status: 403 }),
      ),
    );

    const error = await downloadFile(fileOps.report, 'report.csv', report).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'You can only download your own list.' });
    expect(authStore.getState().token).toBe('tok-transfer');
    expect(sentToSignIn).not.toHaveBeenCalled();
  });

  it('fails with no message when the network does', async () => {
    signedIn();
    server.use(http.get(`${API}/files/report.csv`, () => HttpResponse.error()));
    await expect(downloadFile(fileOps.report, 'report.csv', report)).rejects.toMatchObject({ status: 0, message: '' });
  });
});

describe('uploadForm', () => {
  it('posts the form with the member’s token and answers the server’s JSON, progress ending at 100', async () => {
    signedIn();
    let authorization: string | null = null;
    let title: FormDataEntryValue | null = null;
    server.use(
      http.post(`${API}/uploads`, async ({ request }) => {
        authorization = request.headers.get('Authorization');
        title = (await request.formData()).get('title');
        return HttpResponse.json({ data: { id: 5 }, message: 'Saved.' });
      }),
    );
    const progress: number[] = [];

    const answer = await uploadForm(fileOps.upload, formWithFile(), {
      onProgress: (percent) => progress.push(percent),
    });

    expect(answer).toEqual({ data: { id: 5 }, message: 'Saved.' });
    expect(authorization).toBe('Bearer tok-transfer');
    expect(title).toBe('Braai');
    expect(progress.at(-1)).toBe(100);
  });

  it('on a 401 signs the member out and sends them to sign in', async () => {
    const sentToSignIn = signedIn();
    server.use(http.post(`${API}/uploads`, unauthenticated));

    await expect(uploadForm(fileOps.upload, formWithFile())).rejects.toMatchObject({ status: 401 });
    expect(authStore.getState().token).toBeNull();
    expect(sentToSignIn).toHaveBeenCalledOnce();
  });

  it('on a 422 fails with the server’s message and field errors', async () => {
    const sentToSignIn = signedIn();
    server.use(http.post(`${API}/uploads`, invalid));

    const error = await uploadForm(fileOps.upload, formWithFile()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'The image must be a JPEG, PNG or WebP file.' });
    expect((error as ApiError).fieldError('image')).toBe('The image must be a JPEG, PNG or WebP file.');
    expect(authStore.getState().token).toBe('tok-transfer');
    expect(sentToSignIn).not.toHaveBeenCalled();
  });
});
