import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.ts';
import { registerSitemap } from './sitemap.ts';

const changed = new Date('2026-11-20T08:30:00.000Z');
const ids = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1, updatedAt: changed }));

async function sitemapApp(eventCount: number, pageSize?: number) {
  const app = Fastify();
  await registerSitemap(app, {
    publicUrl: 'https://akwaaba.example',
    clock: systemClock,
    listPages: ['/', '/events'],
    sources: [
      { basePath: '/events', entries: async () => ids(eventCount) },
      { basePath: '/jobs', entries: async () => [{ id: 9, updatedAt: changed }] },
    ],
    pageSize,
  });
  return app;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('/sitemap.xml', () => {
  it('lists the list pages and every item with its lastmod in one file while it fits', async () => {
    const app = await sitemapApp(2);
    afterAll(() => app.close());
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(response.body)).toEqual([
      'https://akwaaba.example/',
      'https://akwaaba.example/events',
      'https://akwaaba.example/events/1',
      'https://akwaaba.example/events/2',
      'https://akwaaba.example/jobs/9',
    ]);
    expect(response.body).toContain(
      '<url><loc>https://akwaaba.example/jobs/9</loc><lastmod>2026-11-20T08:30:00.000Z</lastmod></url>',
    );
    expect((await app.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(404);
  });

  it('becomes an index of pages of at most the page size when larger', async () => {
    const app = await sitemapApp(6, 3);
    afterAll(() => app.close());
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual([
      'https://akwaaba.example/sitemap-1.xml',
      'https://akwaaba.example/sitemap-2.xml',
      'https://akwaaba.example/sitemap-3.xml',
    ]);
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) => (await app.inject({ method: 'GET', url: `/sitemap-${page}.xml` })).body),
    );
    expect(pages.map(locs)).toEqual([
      ['https://akwaaba.example/', 'https://akwaaba.example/events', 'https://akwaaba.example/events/1'],
      ['https://akwaaba.example/events/2', 'https://akwaaba.example/events/3', 'https://akwaaba.example/events/4'],
      ['https://akwaaba.example/events/5', 'https://akwaaba.example/events/6', 'https://akwaaba.example/jobs/9'],
    ]);
    for (const url of ['/sitemap-4.xml', '/sitemap-0.xml', '/sitemap-x.xml'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});
