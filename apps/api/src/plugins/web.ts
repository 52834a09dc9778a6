import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  apiMessages,
  AUTH_TOKEN_STORAGE_KEY,
  DATA_SAVER_COOKIE,
  DATA_SAVER_MAX_AGE_SECONDS,
  DATA_SAVER_PATH,
  dataSaverState,
  EMBEDDED_DATA_ID,
  matchPublicPage,
  operationKey,
  operationUrl,
  previewMessages,
  robotsDisallowed,
  type LoadedData,
  type PageHead,
  type PageLoad,
  type PreviewImage,
  type PublicPage,
  type RenderDevice,
  type RenderedPage,
} from '@akwaaba/contracts';
import { escapeHtml, jsonForScript } from '../lib/html.ts';
import { sendCompressed } from './compression.ts';
import { previewText } from '../lib/preview-text.ts';
import { UPLOADS_URL_PREFIX } from '../lib/storage.ts';

/**
 * The web app's server render of a page (apps/web/src/entry-server.tsx, built to dist-server/ beside dist/), with
 * the data its loader declared; null when the route redirects.
 */
export type PageRenderer = (url: string, loaded: LoadedData[], device: RenderDevice) => Promise<RenderedPage | null>;

/** Facebook and WhatsApp show about this much; search engines a little less. */
export const PREVIEW_DESCRIPTION_MAX = 200;

/** Made by apps/web/scripts/generate-og-image.mjs. */
export const DEFAULT_PREVIEW_IMAGE = {
  url: '/og-default.jpg',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
  alt: previewMessages.defaultImageAlt,
} satisfies PreviewImage;

/** The web app's server render, when the build made one (`vite build --ssr`, scripts/build.mjs). */
export async function loadPageRenderer(distDir: string | undefined): Promise<PageRenderer | undefined> {
  const entry = distDir && path.join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!entry || !fs.existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: PageRenderer };
  return module.renderPage;
}

const absolute = (url: string, publicUrl: string) => (url.startsWith('/') ? publicUrl + url : url);

const DESCRIPTION_TAG = /<meta\s+name="description"[^>]*>/;

/**
 * index.html with a page's head: its title, one description, Open Graph and canonical tags and JSON-LD. Every text
 * is escaped.
 */
export function withPageHead(indexHtml: string, page: PageHead, pageUrl: string, publicUrl: string): string {
  const description = previewText(page.description, PREVIEW_DESCRIPTION_MAX);
  const image = page.image ?? DEFAULT_PREVIEW_IMAGE;
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;
  const head = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', previewMessages.siteName),
    meta('property', 'og:locale', 'en_ZA'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:image', absolute(image.url, publicUrl)),
    meta('property', 'og:image:type', image.type),
    meta('property', 'og:image:width', image.width),
    meta('property', 'og:image:height', image.height),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(page.structuredData
      ? [`<script type="application/ld+json">${jsonForScript(page.structuredData)}</script>`]
      : []),
    ...(page.feed
      ? [
          `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(page.feed.title)}" href="${escapeHtml(absolute(page.feed.href, publicUrl))}">`,
        ]
      : []),
    ...(page.calendar
      ? [
          `<link rel="alternate" type="text/calendar" title="${escapeHtml(page.calendar.title)}" href="${escapeHtml(absolute(page.calendar.href, publicUrl))}">`,
        ]
      : []),
  ].join('\n    ');
  const title = `<title>${escapeHtml(`${page.title} — ${previewMessages.siteName}`)}</title>`;
  // Functions, so '$&' or "$'" in a member's text is not read as a replacement pattern.
  const out = indexHtml.replace(/<title>[^<]*<\/title>/, () => title);
  return DESCRIPTION_TAG.test(out)
    ? out.replace(DESCRIPTION_TAG, () => head)
    : out.replace('</title>', () => `</title>\n    ${head}`);
}

/** The page's dehydrated query cache, for the app to hydrate before its first render. */
const embeddedScript = (dehydrated: unknown) =>
  `<script type="application/json" id="${EMBEDDED_DATA_ID}">${jsonForScript(dehydrated)}</script>`;

/**
 * The web app's file that starts the app on a server-rendered page: for a member signed in on the device once it has
 * loaded and painted, for a visitor only when they reach for something that needs it (apps/web/src/start-app.js).
 * It reads the member's session key off its tag.
 */
export const START_APP_FILE = '/start-app.js';

const APP_SCRIPT = /\n?\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const APP_PRELOAD = /\n?\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /\n?\s*<link rel="stylesheet"[^>]*>/;

/**
 * index.html for a page the server renders: the stylesheet, then the app's files handed to start-app.js, which loads
 * them when they are wanted (START_APP_FILE). The page shows when its HTML and stylesheet are in, and its pictures
 * load before any code that hydrates it. A page Vite did not build (tests, dev) is left as it is.
 */
export function serverRenderShell(indexHtml: string): string {
  const app = APP_SCRIPT.exec(indexHtml);
  const stylesheet = STYLESHEET.exec(indexHtml)?.[0];
  if (!app || !stylesheet) return indexHtml;
  const preloads = [...indexHtml.matchAll(APP_PRELOAD)].map((match) => match[1]!);
  const start = `<script type="module" src="${START_APP_FILE}" data-app="${escapeHtml(app[1]!)}" data-preload="${escapeHtml(preloads.join(' '))}" data-member-key="${AUTH_TOKEN_STORAGE_KEY}"></script>`;
  return indexHtml
    .replace(APP_PRELOAD, '')
    .replace(stylesheet, '')
    .replace(app[0], () => `${stylesheet}\n    ${start}`);
}

/** The server render inside #root and what follows it (the embedded data). */
const intoRoot = (indexHtml: string, markup: string, after: string) =>
  indexHtml.replace(/<div id="root"><\/div>/, () => `<div id="root">${markup}</div>${after}`);

/** What the render knew of the device, on the page, for the app to hydrate from (apps/web/src/lib/data-lite.ts). */
const withDevice = (indexHtml: string, device: RenderDevice) =>
  indexHtml.replace('<html lang="en">', () => `<html lang="en" data-data-saver="${device.dataSaver}">`);

/** Data saver as the request says it: the device's choice (its cookie), else the browser's Save-Data wish. */
export const requestDevice = (request: FastifyRequest): RenderDevice => ({
  dataSaver: dataSaverState(request.headers.cookie, request.headers['save-data'] === 'on'),
});

/** Where the data saver switch's form may send a visitor back to: a path of this site, else the home page. */
function returnPath(value: unknown): string {
  const safe =
    typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/\p{Cc}/u.test(value) && value.length <= 2048;
  return safe ? value : '/';
}

export const robotsTxt = (publicUrl: string) =>
  [
    'User-agent: *',
    'Allow: /',
    // Member, admin and sign-in pages and internal search results are of no use in a search engine; the API neither.
    ...robotsDisallowed().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

/** Files asked for by their fixed names (browsers, home screens), so never renamed by a hash: cached for a week. */
const ICON_FILES = new Set(['favicon.ico', 'favicon.svg', 'apple-touch-icon.png']);

/** How long a built file may be kept, by its name as asked for (the file sent may be its precompressed .br or .gz). */
function cacheControlOf(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  // The service worker is checked at every visit, so a release reaches installed apps at once (decision 017); the
  // app's page, which it keeps for offline use, must be this release's too.
  if (name === 'sw.js' || name === 'index.html') return 'no-cache';
  return ICON_FILES.has(name) ? 'public, max-age=604800' : 'public, max-age=3600';
}

/**
 * The address without its empty parameters, the rest kept as sent ('/jobs?search=&job_type=full_time' →
 * '/jobs?job_type=full_time'), or null when it has none. A plain HTML GET form (every list's filters, the site search,
 * before the app runs or without JavaScript) sends each of its fields, the empty ones too; no page reads an empty
 * parameter differently from a missing one.
 */
export function withoutEmptyParameters(url: string): string | null {
  const start = url.indexOf('?');
  if (start < 0) return null;
  const parameters = url.slice(start + 1).split('&');
  const kept = parameters.filter((parameter) => !/^[^=]*=?$/.test(parameter));
  if (kept.length === parameters.length) return null;
  // One leading slash: '//evil.example/x' (or '/\\evil.example/x') would send the browser to another site.
  const path = url.slice(0, start).replace(/^[/\\]+/, '/');
  return path + (kept.length > 0 ? `?${kept.join('&')}` : '');
}

/** A path whose last segment has an extension asks for a file, never for a page of the app. */
const looksLikeFile = (pathname: string) => /\/[^/]+\.[a-z0-9]+$/i.test(pathname);

/** The API's answer to a page's calls is read from the API itself, as the page's visitor would be answered. */
const SERVER_RENDER_USER_AGENT = 'Akwaaba server render (page preview)';

/**
 * Serves the built web app: hashed assets cached for a year (precompressed .br/.gz when present), the fixed-name
 * icons for a week, index.html never cached, robots.txt, and every unknown non-API path answered with index.html so
 * the client router can take it. A public page (packages/contracts/src/pages.ts) comes server-rendered with its
 * loader's data embedded and its head (404 when its item is missing). Unknown /api paths and file-like paths answer
 * 404 JSON.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  options: { publicUrl: string; render?: PageRenderer },
): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const indexHtml = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const render = options.render ?? (indexHtml === null ? undefined : await loadPageRenderer(distDir));
  const renderedShell = indexHtml === null ? null : serverRenderShell(indexHtml);

  /**
   * The data of a page's calls as its visitor gets it (undefined where the API refuses one), asked of this API
   * without their credentials and from their address, so per-address limits (search) count the pages they open as
   * the API calls they are. Not as a view: the app asks for an item again and that counts (decision 010).
   */
  function load(request: FastifyRequest, loads: PageLoad[]): Promise<unknown[]> {
    return Promise.all(
      loads.map(async ({ op, params, query }) => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/v1${operationUrl(op, { params, query })}`,
          remoteAddress: request.ip,
          headers: { 'user-agent': SERVER_RENDER_USER_AGENT },
        });
        return response.statusCode === 200 ? (response.json() as unknown) : undefined;
      }),
    );
  }

  /** The app's own render of the page with its loaded data; undefined without a render, or when it fails. */
  async function serverRender(
    request: FastifyRequest,
    loaded: LoadedData[],
    device: RenderDevice,
  ): Promise<RenderedPage | undefined> {
    if (!render) return undefined;
    try {
      return (await render(options.publicUrl + request.url, loaded, device)) ?? undefined;
    } catch (error) {
      app.log.warn({ err: error, url: request.url }, 'The server render of a page failed');
      return undefined;
    }
  }

  /** A public page as its declaration says: its data loaded, then rendered, with its head; null for a 404. */
  async function publicPage(
    request: FastifyRequest,
    page: PublicPage,
    params: Record<string, string>,
  ): Promise<string | null> {
    const url = new URL(request.url, options.publicUrl);
    const loads = page.load ? page.load(params, url.searchParams) : [];
    if (loads === null) return null;
    const data = await load(request, loads);
    const pageUrl = options.publicUrl + url.pathname;
    const head = page.meta?.(data, { publicUrl: options.publicUrl, pageUrl, search: url.searchParams });
    if (head === null) return null;
    const loaded = loads.flatMap(({ op, params, query }, index) =>
      data[index] === undefined ? [] : [{ queryKey: operationKey(op, { params, query }), data: data[index] }],
    );
    const device = requestDevice(request);
    const rendered = await serverRender(request, loaded, device);
    const shell = rendered ? withDevice(renderedShell!, device) : indexHtml!;
    const withHead = head ? withPageHead(shell, head, pageUrl, options.publicUrl) : shell;
    if (!rendered) return withHead;
    return intoRoot(withHead, rendered.html, rendered.dehydrated === null ? '' : embeddedScript(rendered.dehydrated));
  }

  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: false,
      index: false,
      preCompressed: true,
      // setHeaders decides caching: without this, send's 'public, max-age=0' overwrites it.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', cacheControlOf(filePath));
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

  // The data saver switch before the app runs or without it (apps/web/src/components/data-saver-toggle.tsx): the
  // choice kept in the device's cookie, and the page sent back. It changes nothing but how this device's pages come.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(DATA_SAVER_PATH, { schema: { hide: true } }, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const choice = form.data_saver === 'on' ? 'on' : 'off';
      const secure = options.publicUrl.startsWith('https:') ? '; Secure' : '';
      return reply
        .header(
          'set-cookie',
          `${DATA_SAVER_COOKIE}=${choice}; Path=/; Max-Age=${DATA_SAVER_MAX_AGE_SECONDS}; SameSite=Lax${secure}`,
        )
        .redirect(returnPath(form.return), 303);
    });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // A missing upload or other file is a 404, never the app's HTML (an <img> or a crawler would take that for it).
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api') &&
      !pathname.startsWith(UPLOADS_URL_PREFIX) &&
      !looksLikeFile(pathname);
    if (indexHtml === null || !isPage) return reply.status(404).send({ message: apiMessages.notFound });

    // The same page at its clean address, so what is shown, shared, bookmarked and cached is that one. 302, not 301:
    // a 301 is kept by browsers with no end, so a page that one day gave an empty parameter a meaning could never
    // reach the people who once met the redirect; the canonical link already tells search engines the address.
    const clean = withoutEmptyParameters(request.url);
    if (clean !== null) return reply.redirect(clean, 302);

    const match = matchPublicPage(pathname);
    const rendered = match ? await publicPage(request, match.page, match.params) : indexHtml;
    // A page of an item that is missing or not public is a 404 for crawlers and link checkers; the app still comes
    // with it, so a member who may see a private item gets it after sign-in and others the not-found page.
    reply
      .status(rendered === null ? 404 : 200)
      .header('cache-control', 'no-cache')
      // A public page comes as the device's data saver has it.
      .header('vary', 'Cookie, Save-Data')
      .type('text/html; charset=utf-8');
    // A server-rendered list is tens of KB of HTML, a few once compressed.
    return sendCompressed(request, reply, rendered ?? indexHtml);
  });
}
