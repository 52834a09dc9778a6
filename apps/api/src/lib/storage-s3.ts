import type { S3Client } from '@aws-sdk/client-s3';
import type { Logger } from './logger.ts';
import {
  checkedKey,
  contentTypeOf,
  UPLOADS_URL_PREFIX,
  type ObjectStorage,
  type S3Settings,
  type StoredObject,
} from './storage.ts';

/**
 * The S3 driver of lib/storage.ts. The AWS SDK (a quarter of a second to load, and a warning on Node 20) is imported
 * only when S3_BUCKET is set: every function here takes the module `loadS3Sdk()` answered.
 */
export type S3Sdk = typeof import('@aws-sdk/client-s3');

export const loadS3Sdk = (): Promise<S3Sdk> => import('@aws-sdk/client-s3');

export function createS3Client(sdk: S3Sdk, settings: S3Settings): S3Client {
  return new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Many S3-compatible servers (s3rver among them) do not speak the SDK's default CRC checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Fail fast when the bucket is unreachable: a request answers 503 within seconds instead of hanging on the SDK's
    // defaults (no request timeout at all). Two tries: one retry covers a dropped connection, not an outage.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 10_000 },
  });
}

/**
 * A failed bucket request, named by the S3 error's class only: its message and request never reach a log or an answer.
 * `unavailable` when trying again later can succeed (the bucket unreachable, slow, or failing on its side): the
 * error handler answers those 503 with Retry-After; any other refusal (access denied, no such bucket) is a
 * misconfiguration and stays a 500.
 */
export class ObjectStorageError extends Error {
  override name = 'ObjectStorageError';
  constructor(
    operation: string,
    errorName: string,
    readonly unavailable: boolean,
  ) {
    super(`object storage ${operation} failed: ${errorName}`);
  }
}

function s3Status(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** No answer at all (refused, reset, timed out), a 5xx, or throttling: the bucket, not the request, failed. */
export function isUnavailable(error: unknown): boolean {
  const status = s3Status(error);
  if (status === undefined) return true;
  return status >= 500 || status === 429 || status === 408;
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
  sdk: S3Sdk;
  client: S3Client;
  bucket: string;
  prefix: string;
  logger: Logger;
}): ObjectStorage {
  const { sdk, client, bucket, prefix, logger } = options;
  const objectKey = (key: string) => `${prefix}${checkedKey(key)}`;

  /**
   * Logs a failed request by its error's class, code and status (never its message or request) and throws a plain
   * error: at warn when the bucket is unreachable (an outage the operator watches for), at error otherwise.
   */
  function failed(operation: string, key: string, error: unknown): never {
    const name = error instanceof Error ? error.name : 'Error';
    const code = (error as { code?: unknown } | null)?.code;
    const unavailable = isUnavailable(error);
    logger[unavailable ? 'warn' : 'error'](
      {
        storage: 's3',
        operation,
        key: `${prefix}${key}`,
        error: name,
        ...(typeof code === 'string' ? { code } : {}),
        status: s3Status(error),
      },
      unavailable ? 'object storage unreachable' : 'object storage request failed',
    );
    throw new ObjectStorageError(operation, name, unavailable);
  }

  async function read(key: string, ifNoneMatch?: string): Promise<StoredObject> {
    const Key = objectKey(key);
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: bucket, Key, ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}) }),
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
        .send(new sdk.PutObjectCommand({ Bucket: bucket, Key, Body: content, ContentType: contentTypeOf(key) }))
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
        .send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key }))
        .catch((error: unknown) => failed('delete', key, error));
    },
    url: (key) => `${UPLOADS_URL_PREFIX}${key}`,
    async check(timeoutMs) {
      // HEAD of the bucket: the cheapest request that proves the address, the credentials and the bucket.
      return client
        .send(new sdk.HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) })
        .then(
          () => true,
          () => false,
        );
    },
  };
}

/** Both stores in the configured bucket, on one client: public images under uploads/, private CVs under documents/. */
export async function openS3Storages(settings: S3Settings, logger: Logger) {
  const sdk = await loadS3Sdk();
  const client = createS3Client(sdk, settings);
  const store = (prefix: string) => createS3Storage({ sdk, client, bucket: settings.bucket, prefix, logger });
  return { uploads: store('uploads/'), documents: store('documents/'), close: () => client.destroy() };
}
