import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedData, RenderDevice } from '@akwaaba/contracts';
import { registerWebApp } from './web.ts';

const PLAIN_PAGE = '<html><head><title>Akwaaba</title></head><body></body></html>';
const webPublic = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');

// The built web app: a bare index.html beside the web app's real public files, as Vite copies them into dist.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'akwaaba-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), PLAIN_PAGE);
// Folders too (the app's icons/), as Vite copies the whole of public/.
fs.cpSync(webPublic, webDist, { recursive: true });
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const app = Fastify();
await registerWebApp(app, webDist, { publicUrl: 'https://akwaaba.example' });
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('robots.txt', () => {
  it('lets crawlers read the public pages, keeps them out of the API, member and admin pages, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const disallowed of ['/api/', '/admin', '/dashboard', '/profile', '/my-', '/create-', '/*/edit', '/search'])
      expect(lines).toContain(`Disallow: ${disallowed}`);
    // The pages a mailed link opens, with its one-time token in the address.
    for (const disallowed of ['/reset-password', '/confirm-email', '/undo-link', '/unsubscribe'])
      expect(lines).toContain(`Disallow: ${disallowed}`);
    // Public pages are not disallowed by any rule (robots.txt rules match by prefix; '*' matches any run).
    const rules = lines
      .filter((line) => line.startsWith('Disallow: '))
      .map(
        (line) =>
          new RegExp(
            `^${line
              .slice(10)
              .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
              .replace(/\*/g, '.*')}`,
          ),
      );
    for (const page of ['/', '/events', '/events/7', '/businesses/3', '/jobs', '/jobs/12', '/about'])
      expect(rules.filter((rule) => rule.test(page)).map(String), page).toEqual([]);
    expect(lines).toContain('Sitemap: https://akwaaba.example/sitemap.xml');
  });
});

describe('icons', () => {
  it('serves a real favicon.ico (16, 32 and 48 px PNGs) cached for a week', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    const ico = response.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([16, 32, 48]);
    const firstImage = ico.subarray(ico.readUInt32LE(6 + 12));
    expect(await sharp(firstImage).metadata()).toMatchObject({ format: 'png', width: 16, height: 16 });
  });

  it('keeps an icon for a week when the file sent is its precompressed copy', async () => {
    const svg = fs.readFileSync(path.join(webDist, 'favicon.svg'));
    fs.writeFileSync(path.join(webDist, 'favicon.svg.br'), zlib.brotliCompressSync(svg));
    const response = await app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('serves a 180×180 apple-touch-icon.png with no transparent corner (iOS would paint it black)', async () => {
    const response = await get('/apple-touch-icon.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    const image = sharp(response.rawPayload);
    expect(await image.metadata()).toMatchObject({ format: 'png', width: 180, height: 180 });
    const { data } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(255);
  });
});

describe('paths that are not pages', () => {
  it('answers an unknown file-like path 404, not the app', async () => {
    for (const url of ['/something.png', '/wp-login.php', '/events/7/photo.jpg', '/apple-touch-icon-precomposed.png']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<html');
    }
  });

  it('still answers an unknown page with the app, for the client router', async () => {
    const response = await get('/events/create?from=home.page');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PLAIN_PAGE);
  });
});

describe('a page asked for with empty parameters (a filter form sent without JavaScript)', () => {
  it('redirects (302) to the same page without them, the rest kept as sent', async () => {
    for (const [url, clean] of [
      ['/jobs?search=&category=&city=&job_type=full_time&experience_level=', '/jobs?job_type=full_time'],
      ['/jobs?search=&category=&city=&job_type=&experience_level=', '/jobs'],
      [
        '/events?search=jollof%20rice&category=&city=Durban&start_date=&page=2',
        '/events?search=jollof%20rice&city=Durban&page=2',
      ],
      ['/businesses?search=&category=restaurant&city=&verified=true', '/businesses?category=restaurant&verified=true'],
      ['/search?q=', '/search'],
      ['/events?&search=kente&', '/events?search=kente'],
    ]) {
      const response = await get(url!);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(clean);
    }
  });

  it('never redirects to another site', async () => {
    for (const url of ['//evil.example/jobs?search=', '/\\evil.example/jobs?search=', '///evil.example/x?q=']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toMatch(/^\/[^/\\]/);
    }
  });

  it('answers a page whose parameters all hold values, and leaves the API alone', async () => {
    expect((await get('/jobs?search=chef&job_type=full_time')).statusCode).toBe(200);
    expect((await get('/events')).statusCode).toBe(200);
    expect((await get('/api/v1/events?search=')).statusCode).toBe(404);
    expect((await get('/something.png?v=')).statusCode).toBe(404);
  });
});

describe('pages the web app renders on the server', () => {
  // index.html as Vite builds it: the app's module and its imports in the head, the stylesheet after them.
  const BUILT_PAGE = [
    '<html lang="en"><head><title>Akwaaba</title>',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/app-1.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');
  const builtDist = fs.mkdtempSync(path.join(os.tmpdir(), 'akwaaba-web-'));
  fs.writeFileSync(path.join(builtDist, 'index.html'), BUILT_PAGE);
  afterAll(() => fs.rmSync(builtDist, { recursive: true, force: true }));

  const rendered: { url: string; loaded: LoadedData[] }[] = [];
  const devices: RenderDevice[] = [];
  const site = Fastify();
  site.get('/api/v1/events', async (request) => ({
    data: [{ id: 1 }],
    query: request.query,
    agent: request.headers['user-agent'],
  }));
  site.get('/api/v1/businesses', async () => ({ data: [] }));
  site.get('/api/v1/job-listings', async (_request, reply) => reply.status(503).send({ message: 'Down' }));
  site.get('/api/v1/search', async (request) => ({ data: [], query: request.query, from: request.ip }));
  site.get('/api/v1/auth/providers', async () => ({ data: ['google'] }));
  beforeAll(() =>
    registerWebApp(site, builtDist, {
      publicUrl: 'https://akwaaba.example',
      // Stands in for the app's render (apps/web/src/entry-server.tsx, tested in the web project): it records what
      // it was given and "dehydrates" it as it came.
      async render(url, loaded, device) {
        if (url.endsWith('/terms')) throw new Error('A component broke');
        rendered.push({ url, loaded });
        devices.push(device);
        return { html: `<main>Rendered ${url}</main>`, dehydrated: loaded.length > 0 ? { queries: loaded } : null };
      },
    }),
  );
  afterAll(() => site.close());

  const embeddedOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="server-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

  it('renders a list inside #root with its loader’s data, as the API answers a visitor, loaded first', async () => {
    rendered.length = 0;
    const response = await site.inject({ method: 'GET', url: '/events' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><main>Rendered https://akwaaba.example/events</main></div>');
    // The categories are not served here: what the API refuses is left out, and the page renders it loading.
    const loaded = [
      {
        queryKey: ['events', 'list', { query: { page: 1 } }],
        data: { data: [{ id: 1 }], query: { page: '1' }, agent: 'Akwaaba server render (page preview)' },
      },
    ];
    expect(embeddedOf(response.body)).toEqual({ queries: loaded });
    expect(rendered).toEqual([{ url: 'https://akwaaba.example/events', loaded }]);
  });

  it('renders a page as the device’s data saver has it: its choice, else the browser’s Save-Data wish', async () => {
    const cases = [
      { headers: {}, state: 'auto-off' },
      { headers: { 'save-data': 'on' }, state: 'auto-on' },
      { headers: { cookie: 'theme=dark; data_saver=on' }, state: 'on' },
      // A choice made on the device wins over the browser's wish.
      { headers: { cookie: 'data_saver=off', 'save-data': 'on' }, state: 'off' },
      { headers: { cookie: 'data_saver=maybe' }, state: 'auto-off' },
    ];
    for (const { headers, state } of cases) {
      devices.length = 0;
      const response = await site.inject({ method: 'GET', url: '/events', headers });
      expect(devices, JSON.stringify(headers)).toEqual([{ dataSaver: state }]);
      expect(response.body).toContain(`<html lang="en" data-data-saver="${state}">`);
      expect(response.headers.vary).toBe('Cookie, Save-Data, accept-encoding');
    }
  });

  it('keeps the data saver switch’s choice sent as a form in the device’s cookie, and sends the page back', async () => {
    const form = (body: string) =>
      site.inject({
        method: 'POST',
        url: '/data-saver',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const on = await form('return=%2Fevents%3Fcity%3DDurban&data_saver=on');
    expect(on.statusCode).toBe(303);
    expect(on.headers.location).toBe('/events?city=Durban');
    expect(on.headers['set-cookie']).toBe('data_saver=on; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    const off = await form('return=%2F&data_saver=off');
    expect(off.headers['set-cookie']).toMatch(/^data_saver=off;/);
    // Never off the site, nor a header broken by a line feed: the home page instead.
    for (const away of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/events\r\nSet-Cookie:x=1',
      '',
    ])
      expect((await form(`return=${encodeURIComponent(away)}&data_saver=on`)).headers.location, away).toBe('/');
  });

  it('loads the home page’s three lists, leaving out one the API could not answer', async () => {
    const response = await site.inject({ method: 'GET', url: '/' });
    expect(embeddedOf(response.body).queries.map((query: LoadedData) => query.queryKey)).toEqual([
      ['events', 'list', { query: { page: 1, per_page: 4 } }],
      ['businesses', 'list', { query: { page: 1, per_page: 4, sort: 'newest' } }],
    ]);
  });

  it('loads a list opened with filters with them, once, before it renders', async () => {
    rendered.length = 0;
    const response = await site.inject({ method: 'GET', url: '/events?category=food-and-music&page=2' });
    const query = { page: 2, category: 'food-and-music' };
    expect(embeddedOf(response.body).queries[0]).toMatchObject({
      queryKey: ['events', 'list', { query }],
      data: { query: { page: '2', category: 'food-and-music' } },
    });
    expect(rendered).toHaveLength(1);
  });

  it('loads a search with its results, asked of the API from the visitor’s own address', async () => {
    rendered.length = 0;
    const response = await site.inject({ method: 'GET', url: '/search?q=kente', remoteAddress: '203.0.113.9' });
    expect(response.body).toContain('<main>Rendered https://akwaaba.example/search?q=kente</main>');
    expect(embeddedOf(response.body)).toEqual({
      queries: [
        {
          queryKey: ['search', 'search', { query: { query: 'kente' } }],
          data: { data: [], query: { query: 'kente' }, from: '203.0.113.9' },
        },
      ],
    });
    expect(rendered).toHaveLength(1);
  });

  it('loads the sign-in page’s providers before it renders', async () => {
    rendered.length = 0;
    const response = await site.inject({ method: 'GET', url: '/login?redirect=/dashboard' });
    const loaded = [{ queryKey: ['auth', 'providers'], data: { data: ['google'] } }];
    expect(embeddedOf(response.body)).toEqual({ queries: loaded });
    expect(rendered).toEqual([{ url: 'https://akwaaba.example/login?redirect=/dashboard', loaded }]);
  });

  it('renders once, without it, what the API does not answer', async () => {
    rendered.length = 0;
    const response = await site.inject({ method: 'GET', url: '/jobs?page=2' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<main>Rendered https://akwaaba.example/jobs?page=2</main>');
    expect(embeddedOf(response.body)).toBeNull();
    expect(rendered).toHaveLength(1);
  });

  it('hands the app’s files to start-app.js after the stylesheet, so the page shows before the code loads', async () => {
    const { body } = await site.inject({ method: 'GET', url: '/about' });
    expect(body).toContain('<main>Rendered https://akwaaba.example/about</main>');
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">\n    ' +
        '<script type="module" src="/start-app.js" data-app="/assets/index-1.js" data-preload="/assets/app-1.js" data-member-key="auth_token"></script>',
    );
    expect(head).not.toContain('modulepreload');
    expect(head.match(/<script/g)).toHaveLength(1);
    // The web build writes it from the source named here (apps/web/src/lib/start-app-vite-plugin.ts).
    expect(fs.existsSync(path.join(webPublic, '..', 'src', 'start-app.js'))).toBe(true);
  });

  it('sends the bare app, scripts as built, when the render fails or the page is not one it renders', async () => {
    for (const url of ['/terms', '/dashboard']) {
      const response = await site.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(BUILT_PAGE);
    }
  });

  it('compresses the page for clients that take brotli or gzip', async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await site.inject({ method: 'GET', url: '/events', headers: { 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(decode(response.rawPayload).toString()).toContain('<main>Rendered https://akwaaba.example/events</main>');
    }
  });
});
