import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { calendarMessages } from '@akwaaba/contracts';
import { createApprovedAssociation, createAssociation } from '../../../test/association-factories.ts';
import { createApprovedBusiness } from '../../../test/business-factories.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { makeConfirmedIndividual, makeVerifiedBusiness } from '../../../test/event-factories.ts';

// The web app's index.html as the build leaves it, and a render that stands in for the app's server render.
const webRoot = path.resolve(import.meta.dirname, '../../../../web');
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'akwaaba-web-'));
fs.copyFileSync(path.join(webRoot, 'index.html'), path.join(webDist, 'index.html'));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const origin = 'https://akwaaba.example';
const testApp = await buildTestApp({
  env: { WEB_DIST_DIR: webDist, PUBLIC_URL: origin },
  async render() {
    return { html: '<main>Rendered</main>', dehydrated: null };
  },
});
const { app } = testApp;

/** The head's calendar feeds: `<link rel="alternate" type="text/calendar">`, as feed readers and calendars find them. */
const calendarLinks = (html: string) =>
  [...html.matchAll(/<link rel="alternate" type="text\/calendar" title="([^"]*)" href="([^"]*)">/g)].map(
    ([, title, href]) => ({ title, href }),
  );

describe('the pages whose events have a public calendar feed link it from their head', () => {
  it('an association’s page, once it is listed', async () => {
    const leader = await makeConfirmedIndividual(testApp, 'Akosua Leader');
    const association = await createApprovedAssociation(app, leader, { name: 'Fante Union <Durban>' });
    const page = await app.inject({ method: 'GET', url: `/associations/${association.id}` });
    expect(page.statusCode).toBe(200);
    expect(calendarLinks(page.body)).toEqual([
      {
        title: calendarMessages.associationFeedName('Fante Union &lt;Durban&gt;'),
        href: `${origin}/api/v1/calendar/associations/${association.id}.ics`,
      },
    ]);
    const waiting = await createAssociation(app, leader, { name: 'Still Under Review' });
    expect((await app.inject({ method: 'GET', url: `/associations/${waiting.id}` })).statusCode).toBe(404);
  });

  it('a business’s page', async () => {
    const owner = await makeVerifiedBusiness(app, 'Kelewele King');
    const business = await createApprovedBusiness(app, owner, { name: 'Kelewele King Catering' });
    const page = await app.inject({ method: 'GET', url: `/businesses/${business.id}` });
    expect(calendarLinks(page.body)).toEqual([
      {
        title: calendarMessages.businessFeedName('Kelewele King Catering'),
        href: `${origin}/api/v1/calendar/businesses/${business.id}.ics`,
      },
    ]);
  });

  it('the events list filtered by a city, and not unfiltered or by a place no feed is kept for', async () => {
    const inCity = await app.inject({ method: 'GET', url: '/events?city=Port%20Elizabeth' });
    expect(calendarLinks(inCity.body)).toEqual([
      { title: calendarMessages.cityFeedName('Gqeberha'), href: `${origin}/api/v1/calendar/cities/gqeberha.ics` },
    ]);
    expect(calendarLinks((await app.inject({ method: 'GET', url: '/events' })).body)).toEqual([]);
    expect(calendarLinks((await app.inject({ method: 'GET', url: '/events?city=Atlantis' })).body)).toEqual([]);
  });
});
