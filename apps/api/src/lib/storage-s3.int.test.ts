import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { apiMessages, applicationMessages } from '@akwaaba/contracts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { pdfFile } from '../../test/cv-files.ts';
import {
  categoryBySlug,
  eventBody,
  formFields,
  makeAdmin,
  makeBusiness,
  makeIndividual,
  makeVerifiedBusiness,
  multipart,
  type Actor,
} from '../../test/event-factories.ts';
import { createJob } from '../../test/job-factories.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { EnvError, parseEnv } from '../env.ts';
import { createS3Client, createS3Storage, loadS3Sdk } from './storage-s3.ts';
import { s3SettingsFromEnv, StorageKeyError } from './storage.ts';

const s3 = await startS3Server();
afterAll(() => s3.stop());

const testApp = await buildTestApp({ env: s3.env });
const { app, clock } = testApp;

const category = await categoryBySlug(app, 'event', 'food-and-music');
const organiser = await makeVerifiedBusiness(app);
const flyer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#FCD116' } })
  .png()
  .toBuffer();

async function createEventWithImage(who: Actor = organiser) {
  const form = multipart(formFields(eventBody(clock.now(), category.id)), [
    { field: 'image', filename: 'flyer.png', contentType: 'image/png', content: flyer },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/events',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; image: string; image_card: string };
}

/** Every file under the app's DATA_DIR (uploads and documents would be there without S3). */
async function localFiles(): Promise<string[]> {
  const entries = await fs.readdir(testApp.dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(testApp.dataDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => file.startsWith('uploads') || file.startsWith('documents'));
}

const objectKey = (url: string) => url.replace(/^\//, '');

describe('S3 settings', () => {
  const errorOf = (source: Record<string, string>) => {
    try {
      parseEnv(source);
    } catch (error) {
      if (error instanceof EnvError) return error.message;
      throw error;
    }
    throw new Error('parseEnv accepted a partial S3 setting');
  };

  it('refuses a bucket without its keys, or keys without a bucket, naming what is missing', () => {
    expect(errorOf({ S3_BUCKET: 'uploads' })).toMatch(/S3_ACCESS_KEY_ID: .*required/);
    expect(errorOf({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'AKIA' })).toMatch(/S3_SECRET_ACCESS_KEY: .*required/);
    const noBucket = errorOf({ S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(noBucket).toMatch(/S3_BUCKET: .*required/);
    expect(noBucket).not.toContain('secret');
    expect(errorOf({ ...s3.env, S3_ENDPOINT: 'not a url' })).toMatch(/S3_ENDPOINT/);
    expect(errorOf({ ...s3.env, S3_FORCE_PATH_STYLE: 'maybe' })).toMatch(/S3_FORCE_PATH_STYLE/);
  });

  it('defaults the region and keeps files on the local disk without a bucket', () => {
    expect(parseEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).S3_REGION).toBe('us-east-1');
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
  });
});

describe('event images in the bucket', () => {
  it('stores both renditions under uploads/ in the bucket, none on the local disk', async () => {
    const event = await createEventWithImage();
    expect(event.image).toMatch(/^\/uploads\/events\/[\w-]{24}-full\.webp$/);
    for (const url of [event.image, event.image_card]) {
      const stored = await s3.object(objectKey(url));
      expect(stored?.contentType).toBe('image/webp');
      expect((await sharp(stored!.body).metadata()).format).toBe('webp');
    }
    expect(await localFiles()).toEqual([]);
  });

  it('serves an image from the bucket at its image_url with the upload headers, and 304 for a current copy', async () => {
    const event = await createEventWithImage();
    const stored = await s3.object(objectKey(event.image));
    const response = await app.inject({ method: 'GET', url: event.image });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(stored!.body)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      etag: expect.stringMatching(/^"[^"]+"$/),
    });

    const again = await app.inject({
      method: 'GET',
      url: event.image,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const card = await app.inject({ method: 'GET', url: event.image_card });
    expect(card.statusCode).toBe(200);
    expect((await sharp(card.rawPayload).metadata()).width).toBe(640);
  });

  it('makes a missing rendition of a stored picture on its first request and keeps it in the bucket', async () => {
    const event = await createEventWithImage();
    const preview = objectKey(event.image.replace('-full.webp', '-og.jpg'));
    await s3.remove(preview);
    expect(await s3.object(preview)).toBeNull();

    const response = await app.inject({ method: 'GET', url: `/${preview}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const { width, height } = await sharp(response.rawPayload).metadata();
    expect([width, height]).toEqual([1200, 630]);
    expect((await s3.object(preview))?.contentType).toBe('image/jpeg');
  });

  it('removes every rendition when the event is deleted, after which its image_url answers 404', async () => {
    const event = await createEventWithImage();
    const keys = (await s3.keys()).filter((key) => key.startsWith(objectKey(event.image.replace('-full.webp', ''))));
    expect(keys).toHaveLength(8);
    expect(await s3.keys()).toEqual(expect.arrayContaining(keys));
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/events/${event.id}`,
      headers: organiser.headers,
    });
    expect(deleted.statusCode).toBe(200);
    for (const key of keys) expect(await s3.object(key)).toBeNull();
    const gone = await app.inject({ method: 'GET', url: event.image });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: apiMessages.notFound });
  });

  it('removes the old objects when an event’s image is replaced', async () => {
    const event = await createEventWithImage();
    const form = multipart({ ...formFields(eventBody(clock.now(), category.id)), _method: 'PUT' }, [
      { field: 'image', filename: 'new.png', contentType: 'image/png', content: flyer },
    ]);
    const updated = await app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}`,
      headers: { ...organiser.headers, ...form.headers },
      payload: form.payload,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const image = updated.json().data.image as string;
    expect(image).not.toBe(event.image);
    expect(await s3.object(objectKey(event.image))).toBeNull();
    expect(await s3.object(objectKey(image))).not.toBeNull();
  });
});

describe('GET /uploads/* from the bucket', () => {
  it('answers 404 JSON for a key the bucket does not hold', async () => {
    for (const url of ['/uploads/events/nothing-here-full.webp', '/uploads/events/', '/uploads/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: apiMessages.notFound });
    }
  });

  it('never reaches outside uploads/: a CV in documents/ is not served, however the path is spelled', async () => {
    const employer = await makeBusiness(app, 'Kente Works');
    const job = await createJob(app, employer);
    const seeker = await makeIndividual(app, 'Ama Owusu');
    const form = multipart({ cover_note: 'Please see my CV.' }, [
      { field: 'cv', filename: 'cv.pdf', contentType: 'application/pdf', content: pdfFile() },
    ]);
    const applied = await app.inject({
      method: 'POST',
      url: `/api/v1/job-listings/${job.id}/apply`,
      headers: { ...seeker.headers, ...form.headers },
      payload: form.payload,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const [cvObject] = (await s3.keys()).filter((key) => key.startsWith('documents/'));
    expect(cvObject).toMatch(/^documents\/cvs\/\d+\/[\w-]{24}\.pdf$/);
    const inDocuments = cvObject!.replace(/^documents\//, '');

    for (const url of [
      `/uploads/${inDocuments}`,
      `/uploads/../documents/${inDocuments}`,
      `/uploads/%2e%2e/documents/${inDocuments}`,
      `/uploads/%2E%2E%2Fdocuments%2F${inDocuments.replaceAll('/', '%2F')}`,
      `/uploads/events/..%2F..%2Fdocuments/${inDocuments}`,
      `/uploads//documents/${inDocuments}`,
      `/uploads/./events/x-full.webp`,
      `/uploads/events%00/x-full.webp`,
      `/uploads/events\\..\\..\\documents/${inDocuments}`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    }
  });
});

describe('the S3 driver', () => {
  it('refuses a key that would leave its prefix, and writes nothing', async () => {
    const sdk = await loadS3Sdk();
    const client = createS3Client(sdk, s3SettingsFromEnv(parseEnv(s3.env))!);
    const documents = createS3Storage({
      sdk,
      client,
      bucket: s3.bucket,
      prefix: 'uploads/',
      logger: { info() {}, warn() {}, error() {}, debug() {} },
    });
    const before = await s3.keys();
    for (const key of ['../documents/evil.pdf', 'events/../../documents/x', '/events/x', 'events//x', './x', '']) {
      await expect(documents.put(key, Buffer.from('%PDF-1.4')), key).rejects.toBeInstanceOf(StorageKeyError);
      await expect(documents.get(key), key).rejects.toBeInstanceOf(StorageKeyError);
    }
    expect(await s3.keys()).toEqual(before);
    client.destroy();
  });
});

describe('CVs in the bucket', () => {
  it('keeps a CV under documents/ and hands it only to those the route lets download it', async () => {
    const employer = await makeBusiness(app, 'Adinkra Payroll');
    const job = await createJob(app, employer);
    const seeker = await makeIndividual(app, 'Kofi Mensah');
    const stranger = await makeIndividual(app, 'Yaw Stranger');
    const admin = await makeAdmin(app);
    const content = pdfFile('Kofi Mensah, Curriculum Vitae');
    const before = new Set(await s3.keys());
    const form = multipart({ cover_note: 'Ten years of payroll.' }, [
      { field: 'cv', filename: 'Kofi CV.pdf', contentType: 'application/pdf', content },
    ]);
    const applied = await app.inject({
      method: 'POST',
      url: `/api/v1/job-listings/${job.id}/apply`,
      headers: { ...seeker.headers, ...form.headers },
      payload: form.payload,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const added = (await s3.keys()).filter((key) => !before.has(key));
    expect(added).toEqual([expect.stringMatching(new RegExp(`^documents/cvs/${job.id}/[\\w-]{24}\\.pdf$`))]);
    expect((await s3.object(added[0]!))!.body.equals(content)).toBe(true);
    expect(await localFiles()).toEqual([]);

    const id = applied.json().data.id as number;
    const download = (who: Actor | null) =>
      app.inject({ method: 'GET', url: `/api/v1/job-applications/${id}/cv`, headers: who?.headers ?? {} });
    for (const who of [seeker, employer, admin]) {
      const response = await download(who);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(content)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="Kofi CV.pdf"',
        'cache-control': 'no-store',
      });
    }
    const refused = await download(stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: applicationMessages.notFound });
    expect((await download(null)).statusCode).toBe(401);

    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/api/v1/job-applications/${id}`,
      headers: seeker.headers,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await s3.object(added[0]!)).toBeNull();
  });
});

describe('a bucket that refuses the app', () => {
  it('logs the S3 error by its class, never the keys, and answers a bare 500', async () => {
    // s3rver checks the key id (not a version 4 signature): an unknown one is refused as AWS would.
    const keyId = 'AKIAUNKNOWNKEYID2024';
    const secret = 'secret-never-logged-0123456789';
    const refused = await buildTestApp({
      env: { ...s3.env, S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret },
      captureLogs: true,
      allowServerErrors: true,
    });
    const business = await makeVerifiedBusiness(refused.app);
    const form = multipart(formFields(eventBody(refused.clock.now(), category.id)), [
      { field: 'image', filename: 'flyer.png', contentType: 'image/png', content: flyer },
    ]);
    const response = await refused.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { ...business.headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: apiMessages.internal });
    expect(response.body).not.toContain('S3');

    const logs = refused.logs().join('\n');
    const failure = refused
      .logs()
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'object storage request failed');
    expect(failure).toMatchObject({ storage: 's3', operation: 'put', error: 'InvalidAccessKeyId', status: 403 });
    expect(failure!.key).toMatch(/^uploads\/events\//);
    expect(logs).not.toContain(secret);
    expect(logs).not.toContain(keyId);
  });
});
