import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local directory by default; the interface is what an S3 driver would implement. */
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
  /** The path browsers fetch the file from. */
  url(key: string): string;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

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
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    url: (key) => `${UPLOADS_URL_PREFIX}${key}`,
  };
}
