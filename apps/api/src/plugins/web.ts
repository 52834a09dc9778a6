import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  apiMessages,
  EMBEDDED_DATA_ID,
  listPageAnswers,
  parseId,
  previewMessages,
  type DrawnPage,
  type EmbeddedAnswer,
} from '@akwaaba/contracts';
import { escapeHtml, jsonForScript, type SafeHtml } from '../lib/html.ts';
import { sendCompressed } from './compression.ts';
import { previewText } from '../lib/preview-text.ts';
import { UPLOADS_URL_PREFIX } from '../lib/storage.ts';

/** The picture a shared link shows; for uploaded images the JPEG rendition scrapers read (WhatsApp skips WebP). */
export interface PreviewImage {
  /** A same-origin path ('/uploads/…'), or an absolute URL (object storage). */
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

/** A page as link previews, search engines and people without JavaScript read it. */
export interface SharedPage {
  title: string;
  /** The page's text; the description tags carry it cut to PREVIEW_DESCRIPTION_MAX. */
  description: string;
  /** Null: the site's default picture. */
  image: PreviewImage | null;
  /** schema.org data (JSON-LD) for search engines, where the page has it. */
  structuredData?: Record<string, unknown>;
  /** The item as plain HTML inside #root (escaped by `html`), shown until the app takes over. */
  body?: SafeHtml;
  /** The public API answers the app would fetch first (at `path` under /api/v1), embedded for its first render. */
  embedded?: EmbeddedAnswer[];
  /** API paths (under /api/v1) whose visitor answers are fetched and embedded the same way (a list's first page). */
  answers?: string[];
}

/**
 * The web app's own render of a page (apps/web/src/entry-server.tsx, built to dist-server/ beside dist/), drawn with
 * the embedded answers; null when the route redirects.
 */
export type PageRenderer = (url: string, answers: EmbeddedAnswer[]) => Promise<DrawnPage | null>;

/**
 * A page whose shared link should show a preview (WhatsApp, Facebook): its path and how to describe it.
 * `page` answers null when the item is missing or not visible to visitors, and the page then answers 404.
 */
export interface PagePreview {
  pattern: RegExp;
  page(match: RegExpMatchArray): Promise<SharedPage | null> | SharedPage | null;
}

/**
 * An item's page (`/events/12`): its id read as the API reads ids, so one past PostgreSQL's integers is a missing
 * item (404), never a failed query.
 */
export function itemPagePreview(basePath: string, load: (id: number) => Promise<SharedPage | null>): PagePreview {
  return {
    pattern: new RegExp(`^${basePath}/(\\d+)$`),
    page: (match) => {
      const id = parseId(match[1]);
      return id === null ? null : load(id);
    },
  };
}

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

/** The site's own pages that show a preview when shared, beside the items' pages, with the lists they open on. */
export const SITE_PAGES: PagePreview[] = (
  [
    ['/', previewMessages.home.title, previewMessages.siteDescription],
    ['/events', previewMessages.events.title, previewMessages.events.description],
    ['/businesses', previewMessages.businesses.title, previewMessages.businesses.description],
    ['/jobs', previewMessages.jobs.title, previewMessages.jobs.description],
  ] as const
).map(([path, title, description]) => ({
  pattern: new RegExp(`^${path}$`),
  page: () => ({ title, description, image: null, answers: [...listPageAnswers[path]] }),
}));

/**
 * Public pages without a preview of their own that the server still draws, with the answers their drawing is known
 * to ask for (the sign-in pages' social buttons), fetched with the page rather than found missing by a first drawing.
 * The sign-in pages are drawn with their forms disabled until the app runs (apps/web/src/components/app-form.tsx).
 */
const PLAIN_PAGES = new Map<string, string[]>([
  ['/search', []],
  ['/about', []],
  ['/terms', []],
  ['/privacy', []],
  ['/contact', []],
  ['/login', ['/auth/providers']],
  ['/register', ['/auth/providers']],
  ['/forgot-password', []],
]);

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
 * index.html as a shared page: its title, one description, Open Graph and canonical tags and JSON-LD in the head,
 * the page's first paint inside #root (the app's server render, else the item's plain HTML) and the embedded API
 * answers after it. Every text is escaped.
 */
export function renderSharedPage(
  indexHtml: string,
  page: SharedPage,
  pageUrl: string,
  publicUrl: string,
  drawn?: string,
): string {
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
  ].join('\n    ');
  const title = `<title>${escapeHtml(`${page.title} — ${previewMessages.siteName}`)}</title>`;
  const embedded = embeddedScript(page.embedded ?? []);
  // Functions, so '$&' or "$'" in a member's text is not read as a replacement pattern.
  let out = indexHtml.replace(/<title>[^<]*<\/title>/, () => title);
  out = DESCRIPTION_TAG.test(out)
    ? out.replace(DESCRIPTION_TAG, () => head)
    : out.replace('</title>', () => `</title>\n    ${head}`);
  return drawIntoRoot(out, drawn ?? page.body?.markup ?? '', embedded);
}

/** The answers a page was drawn with, for the app's first render (none: nothing). */
const embeddedScript = (answers: EmbeddedAnswer[]) =>
  answers.length ? `<script type="application/json" id="${EMBEDDED_DATA_ID}">${jsonForScript(answers)}</script>` : '';

/** The web app's file that starts the app on a drawn page once it has loaded and painted (apps/web/public/start-app.js). */
export const START_APP_FILE = '/start-app.js';

const APP_SCRIPT = /\n?\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const APP_PRELOAD = /\n?\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /\n?\s*<link rel="stylesheet"[^>]*>/;

/**
 * index.html for a page the server draws: the stylesheet, then the app's files handed to start-app.js, which loads
 * them once the page has loaded and painted. The page shows when its HTML and stylesheet are in, and its pictures
 * load before the code that takes it over. A page Vite did not build (tests, dev) is left as it is.
 */
export function drawnPageShell(indexHtml: string): string {
  const app = APP_SCRIPT.exec(indexHtml);
  const stylesheet = STYLESHEET.exec(indexHtml)?.[0];
  if (!app || !stylesheet) return indexHtml;
  const preloads = [...indexHtml.matchAll(APP_PRELOAD)].map((match) => match[1]!);
  const start = `<script type="module" src="${START_APP_FILE}" data-app="${escapeHtml(app[1]!)}" data-preload="${escapeHtml(preloads.join(' '))}"></script>`;
  return indexHtml
    .replace(APP_PRELOAD, '')
    .replace(stylesheet, '')
    .replace(app[0], () => `${stylesheet}\n    ${start}`);
}

/** The first paint inside #root and what follows it (the embedded answers). */
const drawIntoRoot = (indexHtml: string, markup: string, after = '') =>
  indexHtml.replace(/<div id="root"><\/div>/, () => `<div id="root">${markup}</div>${after}`);

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
  '/confirm-email',
  '/undo-link',
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
  options: { publicUrl: string; previews: PagePreview[]; render?: PageRenderer },
): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const indexHtml = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const render = options.render ?? (indexHtml === null ? undefined : await loadPageRenderer(distDir));
  const drawnShell = indexHtml === null ? null : drawnPageShell(indexHtml);

  /**
   * The answers to these API paths as the page's visitor gets them, asked of this API without their credentials and
   * from their address, so per-address limits (search) count the pages they open as the API calls they are.
   */
  async function visitorAnswers(request: FastifyRequest, apiPaths: string[]): Promise<EmbeddedAnswer[]> {
    const answers = await Promise.all(
      apiPaths.map(async (apiPath) => {
        const response = await app.inject({ method: 'GET', url: `/api/v1${apiPath}`, remoteAddress: request.ip });
        return response.statusCode === 200 ? { path: apiPath, answer: response.json() as unknown } : null;
      }),
    );
    return answers.filter((answer) => answer !== null);
  }

  /**
   * The app's own render of the page with the answers it came with, and with those it asked for beyond them (a list
   * opened with filters or on a later page, a search), fetched and drawn with once. Undefined without a render, or
   * when it fails: the page then comes without it.
   */
  async function draw(
    request: FastifyRequest,
    answers: EmbeddedAnswer[],
  ): Promise<{ html: string; answers: EmbeddedAnswer[] } | undefined> {
    if (!render) return undefined;
    const url = options.publicUrl + request.url;
    try {
      let drawn = await render(url, answers);
      const fetched = drawn?.missing.length ? await visitorAnswers(request, drawn.missing) : [];
      if (fetched.length > 0) {
        answers = [...answers, ...fetched];
        drawn = await render(url, answers);
      }
      return drawn ? { html: drawn.html, answers } : undefined;
    } catch (error) {
      app.log.warn({ err: error, url: request.url }, 'The server render of a page failed');
      return undefined;
    }
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

    let body = indexHtml;
    let status = 200;
    const preview = [...SITE_PAGES, ...options.previews].find(({ pattern }) => pattern.test(pathname));
    if (preview) {
      const found = await preview.page(pathname.match(preview.pattern)!);
      if (found) {
        // A list opened with filters or on another page asks for other answers than its first page.
        const listed = request.url === pathname ? await visitorAnswers(request, found.answers ?? []) : [];
        const answers = [...(found.embedded ?? []), ...listed];
        const drawn = await draw(request, answers);
        const page = { ...found, embedded: drawn?.answers ?? answers };
        const shell = drawn === undefined ? indexHtml : drawnShell!;
        body = renderSharedPage(shell, page, options.publicUrl + pathname, options.publicUrl, drawn?.html);
      }
      // A detail page of an item that is missing or not public is a 404 for crawlers and link checkers; the app
      // still comes with it, so a member who may see a private item gets it after sign-in and others the not-found page.
      else status = 404;
    } else if (PLAIN_PAGES.has(pathname)) {
      const drawn = await draw(request, await visitorAnswers(request, PLAIN_PAGES.get(pathname)!));
      if (drawn !== undefined) body = drawIntoRoot(drawnShell!, drawn.html, embeddedScript(drawn.answers));
    }
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // A drawn list is tens of KB of HTML, a few once compressed.
    return sendCompressed(request, reply, body);
  });
}
