import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Members pay for mobile data: JSON answers over 1 KB leave brotli- or gzip-compressed. Brotli
 * runs at quality 4, which compresses JSON nearly as well as 11 at a fraction of the CPU.
 * Built assets are precompressed at build time and served as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
