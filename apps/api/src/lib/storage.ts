import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live: a local directory by default, or an S3-compatible bucket (S3_BUCKET, driver in
 * storage-s3.ts) when several instances must see the same files. Two stores: public uploads (images, served under UPLOADS_URL_PREFIX) and
 * private documents (CVs), which only the routes that check who is asking hand out.
 */
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** The path browsers fetch the file from. */
  url(key: string): string;
  /** Whether the store takes files now (the readiness answer): false rather than an error, within `timeoutMs`. */
  check(timeoutMs: number): Promise<boolean>;
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

export function checkedKey(key: string): string {
  if (!isSafeStorageKey(key)) throw new StorageKeyError();
  return key;
}

/**
 * Writes a file whole or not at all: into a temporary name beside it, then renamed over it (atomic on one file
 * system). A full disk (ENOSPC) or a crash mid-write leaves no truncated file under the real name, and the temporary
 * one is removed when the write fails.
 */
export async function writeFileAtomically(file: string, content: string | Buffer): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temporary, content);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true }).catch(() => {});
    throw error;
  }
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
      await writeFileAtomically(file, content);
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
    async check(timeoutMs) {
      // A file written and removed: a directory that exists but is read-only or full says no.
      const probe = path.join(root, `.ready-${process.pid}`);
      const written = (async () => {
        await fs.mkdir(root, { recursive: true });
        await fs.writeFile(probe, '');
        await fs.rm(probe, { force: true });
        return true;
      })().catch(() => false);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      return Promise.race([written, late]).finally(() => clearTimeout(timer));
    },
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

/** What the uploads route answers from: the object with its ETag, 'not_modified' when the browser's copy is current. */
export type StoredObject = { body: Buffer; etag: string | null } | 'not_modified' | null;

export interface ObjectStorage extends FileStorage {
  read(key: string, ifNoneMatch?: string): Promise<StoredObject>;
}
