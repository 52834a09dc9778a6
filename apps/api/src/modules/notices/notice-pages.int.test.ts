import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { noticeOps, previewMessages, type LoadedData } from '@akwaaba/contracts';
import { createApprovedAssociation } from '../../../test/association-factories.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { makeAdmin, makeConfirmedIndividual } from '../../../test/event-factories.ts';
import { makeSource, postNotice } from '../../../test/notice-factories.ts';

// The web app's index.html, as the build leaves it, and a render that records what the page's loader loaded.
const webRoot = path.resolve(import.meta.dirname, '../../../../web');
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'akwaaba-web-'));
fs.copyFileSync(path.join(webRoot, 'index.html'), path.join(webDist, 'index.html'));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const origin = 'https://akwaaba.example';
const rendered = new Map<string, LoadedData[]>();
const testApp = await buildTestApp({
  env: { WEB_DIST_DIR: webDist, PUBLIC_URL: origin },
  async render(url, loaded) {
    rendered.set(url, loaded);
    return { html: '<main>Rendered</main>', dehydrated: { queries: loaded } };
  },
});
const { app, database } = testApp;

const admin = await makeAdmin(app);
const leader = await makeConfirmedIndividual(testApp, 'Kwame Leader');
const association = await createApprovedAssociation(app, leader);
const desk = await makeConfirmedIndividual(testApp, 'Consular Desk');
const sourceId = await makeSource(app, admin, desk);

describe('the notice board’s pages', () => {
  it('renders the board with its notices and sources loaded, and links its Atom feed from the head', async () => {
    await postNotice(app, desk, `source:${sourceId}`, { kind: 'consular', title: 'Passport renewals in Durban' });
    const page = await app.inject({ method: 'GET', url: '/notices?kind=consular' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Atom feed" href="${origin}/api/v1${noticeOps.feed.path}">`,
    );
    expect(page.body).toContain(`<title>${previewMessages.notices.title} — ${previewMessages.siteName}</title>`);
    const loaded = [...rendered.values()].at(-1)!;
    expect(loaded.map((entry) => entry.queryKey.slice(0, 2))).toEqual([
      ['notices', 'list'],
      ['notices', 'sources'],
    ]);
    expect(JSON.stringify(loaded[0]!.data)).toContain('Passport renewals in Durban');
  });

  it('renders a notice with its head, and answers 404 once it expired', async () => {
    const notice = await postNotice(app, leader, `association:${association.id}`, {
      kind: 'bereavement',
      title: 'Funeral of Opanyin Kwaku',
    });
    const page = await app.inject({ method: 'GET', url: `/notices/${notice.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta property="og:title" content="Funeral of Opanyin Kwaku">');
    expect(page.body).toContain('Bereavement notice from');
    expect(page.body).toContain('"@type":"SpecialAnnouncement"');

    await database.db.execute(sql`update notices set expires_at = now() - interval '1 hour' where id = ${notice.id}`);
    app.publicCache.clear();
    expect((await app.inject({ method: 'GET', url: `/notices/${notice.id}` })).statusCode).toBe(404);
  });

  it('lists the board in the sitemap, and each notice on it', async () => {
    const notice = await postNotice(app, leader, `association:${association.id}`, { title: 'Akwasidae on Sunday' });
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`${origin}/notices</loc>`);
    expect(sitemap.body).toContain(`${origin}/notices/${notice.id}</loc>`);
  });
});
