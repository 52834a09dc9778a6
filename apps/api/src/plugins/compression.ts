import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';

/**
 * Members pay for mobile data: JSON answers over 1 KB leave brotli- or gzip-compressed. Brotli
 * runs at quality 4, which compresses JSON nearly as well as 11 at a fraction of the CPU.
 * Built assets are precompressed at build time and served as they are.
 */
const THRESHOLD = 1024;
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const zlibOptions = { level: 6 };

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { threshold: THRESHOLD, encodings: ['br', 'gzip'], brotliOptions, zlibOptions });
}

/**
 * A text sent from a not-found handler (the web app's pages), which @fastify/compress, working per route, leaves
 * alone: brotli or gzip as the client accepts, with the same settings as every other answer.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, text: string): FastifyReply {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (Buffer.byteLength(text) < THRESHOLD) return reply.send(text);
  if (/\bbr\b/.test(accepted))
    return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(text, brotliOptions));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(text, zlibOptions));
  return reply.send(text);
}
