import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Local directory by default; the interface is what an S3 driver would implement.
 * Two stores: public uploads (images, served under UPLOADS_URL_PREFIX) and private documents (CVs), which only
 * the routes that check who is asking hand out.
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
