import fs from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Logger } from './logger.ts';

/**
 * Where uploaded files live: a local directory by default, or an S3-compatible bucket (S3_BUCKET) when several
 * instances must see the same files. Two stores: public uploads (images, served under UPLOADS_URL_PREFIX) and
 * private documents (CVs), which only the routes that check who is asking hand out.
 */
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** The path browsers fetch the file from. */
  url(key: string): string;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** A key names a file inside its store: plain path segments, never '..', '.', an empty segment or a control character. */
export function isSafeStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export class StorageKeyError extends Error {
  constructor() {
    super('storage key escapes its store');
  }
}

function checkedKey(key: string): string {
  if (!isSafeStorageKey(key)) throw new StorageKeyError();
  return key;
}

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes the uploads directory');
    return file;
  };
  return {
    async put(key, content) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, content);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    url: (key) => `${UPLOADS_URL_PREFIX}${key}`,
  };
}

/** The content types of what is stored, by the extension the features give their keys (never by what a client sent). */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, s3rver); AWS's own by default. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** The bucket settings from the environment, or null when S3_BUCKET is not set (files stay on the local disk). */
export function s3SettingsFromEnv(env: {
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: boolean;
}): S3Settings | null {
  // env.ts refuses a bucket without both keys, so the checks below only narrow the types.
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
  };
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Many S3-compatible servers (s3rver among them) do not speak the SDK's default CRC checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

/** What the uploads route answers from: the object with its ETag, 'not_modified' when the browser's copy is current. */
export type StoredObject = { body: Buffer; etag: string | null } | 'not_modified' | null;

export interface ObjectStorage extends FileStorage {
  read(key: string, ifNoneMatch?: string): Promise<StoredObject>;
}

/** A failed bucket request, named by the S3 error's class only: its message and request never reach a log or an answer. */
export class ObjectStorageError extends Error {
  constructor(operation: string, errorName: string) {
    super(`object storage ${operation} failed: ${errorName}`);
  }
}

function s3Status(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || s3Status(error) === 404;
}

/**
 * One store (`prefix` 'uploads/' or 'documents/') in an S3-compatible bucket. Keys are checked like the local
 * driver's paths, so no key reaches outside its prefix (servers that keep objects as files would resolve '..').
 */
export function createS3Storage(options: {
  client: S3Client;
  bucket: string;
  prefix: string;
  logger: Logger;
}): ObjectStorage {
  const { client, bucket, prefix, logger } = options;
  const objectKey = (key: string) => `${prefix}${checkedKey(key)}`;

  /** Logs a failed request by its error's class and status (never its message or request) and throws a plain error. */
  function failed(operation: string, key: string, error: unknown): never {
    const name = error instanceof Error ? error.name : 'Error';
    logger.error(
      { storage: 's3', operation, key: `${prefix}${key}`, error: name, status: s3Status(error) },
      'object storage request failed',
    );
    throw new ObjectStorageError(operation, name);
  }

  async function read(key: string, ifNoneMatch?: string): Promise<StoredObject> {
    const Key = objectKey(key);
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key, ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}) }),
      );
      const body = answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      return { body, etag: answer.ETag ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      if (s3Status(error) === 304) return 'not_modified';
      failed('get', key, error);
    }
  }

  return {
    async put(key, content) {
      const Key = objectKey(key);
      await client
        .send(new PutObjectCommand({ Bucket: bucket, Key, Body: content, ContentType: contentTypeOf(key) }))
        .catch((error: unknown) => failed('put', key, error));
    },
    async get(key) {
      const found = await read(key);
      return found === null || found === 'not_modified' ? null : found.body;
    },
    read,
    async delete(key) {
      const Key = objectKey(key);
      await client
        .send(new DeleteObjectCommand({ Bucket: bucket, Key }))
        .catch((error: unknown) => failed('delete', key, error));
    },
    url: (key) => `${UPLOADS_URL_PREFIX}${key}`,
  };
}
