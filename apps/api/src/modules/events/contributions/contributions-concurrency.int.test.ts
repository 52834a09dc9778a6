/**
 * A contributions ledger's totals under simultaneous pledges, changes, withdrawals, receipts and erasures (decision
 * 007, 033). These prove something only on PostgreSQL (`DATABASE_URL=postgres://… npx vitest run --project api`):
 * PGlite runs one query at a time, so there the same assertions hold trivially.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { contributionTotalsThatDrifted, createLifeEvent, openLedger } from '../../../../test/contribution-factories.ts';
import { categories, makeIndividual, makeVerifiedBusiness, type Actor } from '../../../../test/event-factories.ts';
import { STRONG_PASSWORD } from '../../../../test/factories.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const MEMBERS = 20;
const url = (eventId: number, rest = '') => `/api/v1/events/${eventId}/contributions${rest}`;

describe.runIf(onPostgres)('contributions under load on PostgreSQL', async () => {
  const testApp: TestApp = onPostgres ? await buildTestApp() : (undefined as never);
  const { app, clock } = testApp ?? ({} as TestApp);
  const category = onPostgres ? (await categories(app, 'event'))[0]!.id : 0;
  const family = onPostgres ? await makeVerifiedBusiness(app, 'Concurrent Family') : (undefined as never);
  const members: Actor[] = onPostgres
    ? await Promise.all(Array.from({ length: MEMBERS }, (_, index) => makeIndividual(app, `Mourner ${index + 1}`)))
    : [];
  const pledge = (eventId: number, who: Actor, amount: string) =>
    app.inject({ method: 'PUT', url: url(eventId, '/pledge'), headers: who.headers, payload: { amount } });
  const ledgerOf = async (eventId: number) =>
    (await app.inject({ method: 'GET', url: url(eventId, '/ledger'), headers: family.headers })).json().data;

  it(`${MEMBERS} members pledging at once are all counted, and the total equals the pledges`, async () => {
    const event = await createLifeEvent(app, family, clock.now(), category);
    await openLedger(app, family, event.id);
    const responses = await Promise.all(members.map((who, index) => pledge(event.id, who, `${index + 1}.50`)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(MEMBERS).fill(200));
    const expected = members.reduce((total, _, index) => total + (index + 1) * 100 + 50, 0);

    const ledger = await ledgerOf(event.id);
    expect(ledger.pledges).toHaveLength(MEMBERS);
    expect(ledger.pledges_count).toBe(MEMBERS);
    expect(Math.round(Number(ledger.pledged_total) * 100)).toBe(expected);
    expect(await contributionTotalsThatDrifted(testApp)).toEqual([]);
  });

  it('changes, withdrawals, receipts and an erasure racing each other leave totals equal to their rows', async () => {
    const event = await createLifeEvent(app, family, clock.now(), category);
    await openLedger(app, family, event.id);
    await Promise.all(members.map((who) => pledge(event.id, who, '100')));
    const pledges = (await ledgerOf(event.id)).pledges as { id: number; user: { id: number } }[];
    const [leaving, ...rest] = members;
    const today = new Date(clock.now().getTime() + 2 * 3_600_000).toISOString().slice(0, 10);

    const work = [
      // Half change their pledge, a quarter withdraw it, while the organiser records receipts for the others.
      ...rest.slice(0, 9).map((who) => pledge(event.id, who, '250.25')),
      ...rest
        .slice(9, 14)
        .map((who) => app.inject({ method: 'DELETE', url: url(event.id, '/pledge'), headers: who.headers })),
      ...rest.slice(14).map((who) =>
        app.inject({
          method: 'POST',
          url: url(event.id, '/receipts'),
          headers: family.headers,
          payload: {
            amount: '100',
            received_on: today,
            method: 'mobile_money',
            pledge_id: pledges.find((row) => row.user.id === who.id)!.id,
          },
        }),
      ),
      // The same member pledging twice at once keeps one pledge.
      pledge(event.id, rest[0]!, '300'),
      app.inject({
        method: 'DELETE',
        url: '/api/v1/profile',
        headers: leaving!.headers,
        payload: { password: STRONG_PASSWORD },
      }),
    ];
    const answers = await Promise.all(work);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(300);

    const ledger = await ledgerOf(event.id);
    expect(ledger.pledges_count).toBe(MEMBERS - 1 - 5);
    expect(ledger.receipts_count).toBe(rest.length - 14);
    expect(await contributionTotalsThatDrifted(testApp)).toEqual([]);
  });
});
