import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { notFound } from '../lib/errors.ts';
import { deriveMissingRendition, isDerivedRenditionKey } from '../lib/images.ts';
import {
  contentTypeOf,
  createLocalStorage,
  isSafeStorageKey,
  UPLOADS_URL_PREFIX,
  type ObjectStorage,
} from '../lib/storage.ts';

/** The whole policy of a served upload: names are random and never reused, and a file can never run as a page. */
function uploadHeaders(set: (name: string, value: string) => unknown): void {
  set('cache-control', 'public, max-age=31536000, immutable');
  set('x-content-type-options', 'nosniff');
  set('content-security-policy', "default-src 'none'; sandbox");
}

/**
 * Multipart parsing with explicit caps, and the uploaded images served back from our own origin (the CSP allows
 * only our images): from DATA_DIR/uploads on the local disk, or read from the bucket when uploads live in object
 * storage. CVs are never here: only their access-checked route hands them out.
 */
export async function registerUploads(
  app: FastifyInstance,
  options: { root: string; maxFileBytes: number; objectStorage?: ObjectStorage },
): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: options.maxFileBytes, files: 1, fields: 40, fieldSize: 16 * 1024, parts: 45, headerPairs: 200 },
  });
  const { objectStorage } = options;
  if (objectStorage) {
    app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply: FastifyReply) => {
      const key = (request.params as { '*': string })['*'];
      // A key that could leave the uploads prefix ('..', an empty segment) names no upload.
      if (!isSafeStorageKey(key)) throw notFound();
      const ifNoneMatch = request.headers['if-none-match'];
      const read = () => objectStorage.read(key, typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined);
      let found = await read();
      if (found === null && (await deriveMissingRendition(objectStorage, key))) found = await read();
      if (found === null) throw notFound();
      uploadHeaders((name, value) => reply.header(name, value));
      if (found === 'not_modified') return reply.status(304).header('etag', ifNoneMatch).send();
      if (found.etag) void reply.header('etag', found.etag);
      return reply.type(contentTypeOf(key)).send(found.body);
    });
    return;
  }
  fs.mkdirSync(options.root, { recursive: true });
  const localStorage = createLocalStorage(options.root);
  // A rendition that a picture stored before it existed lacks is made on its first request, then served as a file.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(UPLOADS_URL_PREFIX) || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const key = request.url.slice(UPLOADS_URL_PREFIX.length).split('?')[0]!;
    if (!isSafeStorageKey(key) || !isDerivedRenditionKey(key)) return;
    const exists = await fs.promises.access(path.join(options.root, key)).then(
      () => true,
      () => false,
    );
    if (!exists) await deriveMissingRendition(localStorage, key);
  });
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    // The headers below are the whole policy: without this, send's 'public, max-age=0' overwrites them.
    cacheControl: false,
    setHeaders(res) {
      uploadHeaders((name, value) => res.setHeader(name, value));
    },
  });
}
