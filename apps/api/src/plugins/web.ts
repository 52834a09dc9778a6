import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiMessages } from '@akwaaba/contracts';
import { UPLOADS_URL_PREFIX } from '../lib/storage.ts';

export interface LinkPreview {
  title: string;
  description: string;
  /** A same-origin path, or null. */
  image: string | null;
  /** schema.org data (JSON-LD) for search engines, where the page has it. */
  structuredData?: Record<string, unknown>;
}

/**
 * A page whose shared link should show a preview (WhatsApp, Facebook): its path and how to describe it.
 * `preview` answers null when the item is missing or not visible to visitors, and the page then answers 404.
 */
export interface PagePreview {
  pattern: RegExp;
  preview(match: RegExpMatchArray): Promise<LinkPreview | null>;
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON inside a script element: '<' escaped so no text in it can close the element ('</script>'). */
const jsonForScript = (data: Record<string, unknown>) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** index.html with Open Graph tags and the page's title, for crawlers that do not run scripts. */
function withPreview(indexHtml: string, preview: LinkPreview, pageUrl: string, publicUrl: string): string {
  const title = escapeHtml(`${preview.title} — Akwaaba`);
  const tags = [
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Akwaaba">`,
    `<meta property="og:title" content="${escapeHtml(preview.title)}">`,
    `<meta property="og:description" content="${escapeHtml(preview.description)}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    ...(preview.image ? [`<meta property="og:image" content="${escapeHtml(publicUrl + preview.image)}">`] : []),
    `<meta name="twitter:card" content="${preview.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="description" content="${escapeHtml(preview.description)}">`,
    ...(preview.structuredData
      ? [`<script type="application/ld+json">${jsonForScript(preview.structuredData)}</script>`]
      : []),
  ].join('\n    ');
  // A function, so '$&' or "$'" in a member's text is not read as a replacement pattern.
  return indexHtml.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>\n    ${tags}`);
}

/** Member, admin and sign-in pages and internal search results are of no use in a search engine; the API neither. */
const ROBOTS_DISALLOWED = [
  '/api/',
  '/admin',
  '/dashboard',
  '/activity',
  '/profile',
  '/my-',
  '/create-',
  '/*/edit',
  '/following',
  '/applications',
  '/analytics',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/auth/',
  '/unsubscribe',
  '/search',
];

export const robotsTxt = (publicUrl: string) =>
  [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

/** Files asked for by their fixed names (browsers, home screens), so never renamed by a hash: cached for a week. */
const ICON_FILES = new Set(['favicon.ico', 'favicon.svg', 'apple-touch-icon.png']);

/** A path whose last segment has an extension asks for a file, never for a page of the app. */
const looksLikeFile = (pathname: string) => /\/[^/]+\.[a-z0-9]+$/i.test(pathname);

/**
 * Serves the built web app: hashed assets cached for a year (precompressed .br/.gz when present),
 * the fixed-name icons for a week, index.html never cached, robots.txt, and every unknown non-API
 * path answered with index.html so the client router can take it (with link-preview tags where a
 * page has them; 404 when the page's item is missing). Unknown /api paths and file-like paths
 * answer 404 JSON.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  options: { publicUrl: string; previews: PagePreview[] },
): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const indexHtml = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: false,
      index: false,
      preCompressed: true,
      // setHeaders decides caching: without this, send's 'public, max-age=0' overwrites it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        const icon = ICON_FILES.has(path.basename(filePath));
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : icon ? 'public, max-age=604800' : 'public, max-age=3600',
        );
        // The service worker is checked at every visit, so a release reaches installed apps at once (decision 017).
        if (/^sw\.js(\.br|\.gz)?$/.test(path.basename(filePath))) res.setHeader('cache-control', 'no-cache');
      },
    });
  }

  // Written here rather than as a file in the app, because the sitemap line needs the site's own address.
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(options.publicUrl)),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // A missing upload or other file is a 404, never the app's HTML (an <img> or a crawler would take that for it).
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api') &&
      !pathname.startsWith(UPLOADS_URL_PREFIX) &&
      !looksLikeFile(pathname);
    if (indexHtml === null || !isPage) return reply.status(404).send({ message: apiMessages.notFound });

    let html = indexHtml;
    let status = 200;
    for (const { pattern, preview } of options.previews) {
      const match = pathname.match(pattern);
      if (!match) continue;
      const found = await preview(match);
      // A detail page of an item that is missing or not public is a 404 for crawlers and link checkers; the app
      // still comes with it, so a member who may see a private item gets it after sign-in and others the not-found page.
      if (found) html = withPreview(indexHtml, found, options.publicUrl + pathname, options.publicUrl);
      else status = 404;
    }
    return reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
