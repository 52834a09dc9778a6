import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { withoutQuery } from '../lib/logger.ts';
import { START_APP_FILE } from './web.ts';

/** The web app's pages whose address carries a one-time secret: the reset link's token, the social return's code. */
const SECRET_IN_ADDRESS = new Set(['/reset-password', '/auth/callback', '/confirm-email', '/undo-link']);

/** Where the web app's hashed build files are served (Vite's assets folder). */
const BUILT_ASSETS_PREFIX = '/assets/';
/** The web app's scripts and styles: its built files, and the script that starts it on every server-rendered page. */
const isBuiltCode = (url: string) => url.startsWith(BUILT_ASSETS_PREFIX) || withoutQuery(url) === START_APP_FILE;

/**
 * Security headers on every answer. The web app keeps its token in localStorage (as the spec
 * says), so the CSP leaves script injection no foothold: scripts only from our origin, no
 * inline script, Trusted Types for DOM sinks, nothing may frame us.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; googleMaps?: boolean },
): Promise<string[]> {
  // With a Google Maps key the address field loads Google's script, which asks its APIs and shows their images.
  const maps = options.googleMaps
    ? {
        script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
        connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
        img: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
      }
    : { script: [], connect: [], img: [] };
  // helmet itself, built once: @fastify/helmet builds it again on every request, parsing the CSP each time.
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...maps.script],
        // React sets style attributes and sonner injects its stylesheet at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        // The business detail's map draws OpenStreetMap's tiles.
        'img-src': ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org', ...maps.img],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...maps.connect],
        // The offline service worker (/sw.js) and the web app manifest, from our origin only (decision 017).
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'require-trusted-types-for': ["'script'"],
        ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // The built scripts and styles: a CSP and the other page headers mean nothing on them, and a phone's first visit
    // paid about 1 KB of them on each of a dozen files. What does apply to a script or style is kept.
    if (isBuiltCode(request.url)) {
      reply.raw.setHeader('x-content-type-options', 'nosniff');
      reply.raw.setHeader('cross-origin-resource-policy', 'same-origin');
      return done();
    }
    setHeaders(request.raw, reply.raw, () => done());
  });
  // A page's full address is the Referer of each script, style and API call it makes to its own origin, and a
  // proxy's access log (nginx's 'combined') keeps Referers; on these pages that address holds the secret.
  app.addHook('onSend', async (request, reply) => {
    if (SECRET_IN_ADDRESS.has(withoutQuery(request.url))) reply.header('referrer-policy', 'no-referrer');
  });
  return headersSetBy(setHeaders);
}

/**
 * The headers helmet sets on an answer, as a flat list of names and values: the same on every API answer, so a cached
 * answer sent before Fastify (public-cache.ts answerRaw) carries them without running helmet again.
 */
function headersSetBy(setHeaders: ReturnType<typeof helmet>): string[] {
  const headers: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers.push(name.toLowerCase(), String(value));
    },
    removeHeader() {},
  };
  setHeaders({} as Parameters<typeof setHeaders>[0], recorder as unknown as Parameters<typeof setHeaders>[1], () => {});
  return headers;
}
