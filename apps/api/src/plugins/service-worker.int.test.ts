import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

// A built web app in miniature: the page, the worker, the manifest and one hashed file.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'akwaaba-sw-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<html><head><title>Akwaaba</title></head><body></body></html>');
const worker = '"use strict";self.addEventListener("fetch",()=>{});';
fs.writeFileSync(path.join(webDist, 'sw.js'), worker);
// As scripts/build.mjs precompresses it.
fs.writeFileSync(path.join(webDist, 'sw.js.br'), zlib.brotliCompressSync(worker));
fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"Akwaaba"}');
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log("akwaaba");');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const { app } = await buildTestApp({ env: { WEB_DIST_DIR: webDist } });

const directivesOf = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
  );

describe('the offline service worker and the app manifest', () => {
  it('serves /sw.js from the root, revalidated at every visit so a release reaches installed apps', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const compressed = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    // Hashed files keep their year-long cache.
    const asset = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the bare app it keeps for offline use (/index.html) revalidated too, so it is always this release’s', async () => {
    const response = await app.inject({ method: 'GET', url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('<html><head><title>Akwaaba</title></head><body></body></html>');
  });

  it('serves the manifest as a web app manifest', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('lets the page load its worker and manifest from its own origin only, with Trusted Types still required', async () => {
    const directives = directivesOf((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(directives).toMatchObject({
      'worker-src': "'self'",
      'manifest-src': "'self'",
      'require-trusted-types-for': "'script'",
    });
  });
});
