import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { UPLOADS_URL_PREFIX } from '../lib/storage.ts';

/**
 * Multipart parsing with explicit caps, and the uploaded files served back: long-lived
 * caching (names are random and never reused), nosniff, and a sandboxing CSP so a file can
 * never run as a page.
 */
export async function registerUploads(
  app: FastifyInstance,
  options: { root: string; maxFileBytes: number },
): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: options.maxFileBytes, files: 1, fields: 40, fieldSize: 16 * 1024, parts: 45, headerPairs: 200 },
  });
  fs.mkdirSync(options.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    // The headers below are the whole policy: without this, send's 'public, max-age=0' overwrites them.
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('content-security-policy', "default-src 'none'; sandbox");
    },
  });
}
