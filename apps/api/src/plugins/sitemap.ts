import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@akwaaba/contracts';
import type { Clock } from '../lib/clock.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';

/** The protocol's limit of URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_PAGE_SIZE = 50_000;
/** New items reach search engines within minutes; crawlers that poll often share one read. */
const SITEMAP_TTL_MS = 10 * 60_000;

/** A feature's public items: where their pages live and, for each, its id and when it last changed. */
export interface SitemapSource {
  basePath: string;
  entries(): Promise<Array<{ id: number; updatedAt: Date }>>;
}

interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const urlset = (urls: SitemapUrl[]) =>
  [
    XML_HEAD,
    `<urlset xmlns="${NAMESPACE}">`,
    ...urls.map(
      ({ loc, lastmod }) =>
        `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');

const sitemapIndex = (locs: string[]) =>
  [
    XML_HEAD,
    `<sitemapindex xmlns="${NAMESPACE}">`,
    ...locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');

/**
 * /sitemap.xml: the list pages and every public event, listing and job, as each feature reports them. Up to
 * `pageSize` URLs it is one file; past that it is an index of /sitemap-1.xml, /sitemap-2.xml, ...
 */
export async function registerSitemap(
  app: FastifyInstance,
  options: { publicUrl: string; listPages: string[]; sources: SitemapSource[]; clock: Clock; pageSize?: number },
): Promise<void> {
  const pageSize = options.pageSize ?? SITEMAP_PAGE_SIZE;
  const cache = createTtlCache<SitemapUrl[]>(SITEMAP_TTL_MS, options.clock, 1);

  const allUrls = () =>
    cache.get('urls', async () => {
      const items = await Promise.all(
        options.sources.map(async ({ basePath, entries }) =>
          (await entries()).map(({ id, updatedAt }) => ({
            loc: `${options.publicUrl}${basePath}/${id}`,
            lastmod: updatedAt,
          })),
        ),
      );
      return [...options.listPages.map((page) => ({ loc: options.publicUrl + page })), ...items.flat()];
    });

  const xml = (body: string) => ({ body, type: 'application/xml; charset=utf-8' });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = await allUrls();
    const pages = Math.ceil(urls.length / pageSize);
    const { body, type } = xml(
      pages <= 1
        ? urlset(urls)
        : sitemapIndex(Array.from({ length: pages }, (_, i) => `${options.publicUrl}/sitemap-${i + 1}.xml`)),
    );
    return reply.header('cache-control', 'public, max-age=600').type(type).send(body);
  });

  app.get<{ Params: { page: string } }>('/sitemap-:page.xml', { schema: { hide: true } }, async (request, reply) => {
    const urls = await allUrls();
    const page = /^[1-9]\d*$/.test(request.params.page) ? Number(request.params.page) : 0;
    const slice = urls.slice((page - 1) * pageSize, page * pageSize);
    if (page === 0 || urls.length <= pageSize || slice.length === 0)
      return reply.status(404).send({ message: apiMessages.notFound });
    const { body, type } = xml(urlset(slice));
    return reply.header('cache-control', 'public, max-age=600').type(type).send(body);
  });
}
