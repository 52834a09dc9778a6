/**
 * The contributions summary is asked for with every event page (its loader, decision 033), and the ledger by the
 * organisers: with many ledgers and pledges, each statement reads an index of its table, never a sequential scan.
 * PostgreSQL only (`DATABASE_URL=postgres://…`): this is about the production database's planner.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createLifeEvent, openLedger, pledge } from '../../../../test/contribution-factories.ts';
import { categories, makeIndividual, makeVerifiedBusiness, type Actor } from '../../../../test/event-factories.ts';
import {
  customPlanOf,
  genericPlanOf,
  INDEX_NODES,
  nodesOf,
  statementsOf,
  type PlanNode,
} from '../../../../test/query-plans.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const LEDGERS = 2_000;
const PLEDGES_EACH = 20;
const TABLES = ['event_contribution_ledgers', 'event_pledges', 'event_contribution_receipts'];

describe.runIf(onPostgres)(`contributions with ${LEDGERS * PLEDGES_EACH} pledges on PostgreSQL`, async () => {
  const testApp: TestApp = onPostgres ? await buildTestApp() : (undefined as never);
  const { app, clock, database } = testApp ?? ({} as TestApp);
  let family: Actor;
  let member: Actor;
  let eventId: number;

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads ledgers full of pledges and receipts', async () => {
    family = await makeVerifiedBusiness(app, 'Planned Family');
    member = await makeIndividual(app, 'Planned Member');
    const category = (await categories(app, 'event'))[0]!.id;
    eventId = (await createLifeEvent(app, family, clock.now(), category)).id;
    await openLedger(app, family, eventId);
    await pledge(app, member, eventId, '100');
    await database.db.execute(sql`
      insert into users (name, email, password_hash, user_type)
      select 'Pledger ' || g, 'pledger-' || g || '@example.com', 'x', 'individual'
      from generate_series(1, ${PLEDGES_EACH}) as g`);
    await database.db.execute(sql`
      insert into events (user_id, category_id, title, description, event_type, start_date, end_date, status,
                          life_event)
      select ${family.id}, ${category}, 'Observance ' || g, 'One-week observance of a beloved elder.', 'physical',
             now() + make_interval(days => g % 300 + 1), now() + make_interval(days => g % 300 + 1, hours => 4),
             'approved', 'one_week'
      from generate_series(1, ${LEDGERS}) as g`);
    await database.db.execute(sql`
      insert into event_contribution_ledgers (event_id) select id from events where title like 'Observance %'`);
    await database.db.execute(sql`
      insert into event_pledges (event_id, user_id, amount_cents, anonymous)
      select l.event_id, u.id, 10000 + u.id, u.id % 3 = 0
      from event_contribution_ledgers l cross join users u where u.email like 'pledger-%'`);
    await database.db.execute(sql`
      insert into event_contribution_receipts (event_id, amount_cents, received_on, method)
      select event_id, 5000, current_date, 'cash' from event_contribution_ledgers`);
    for (const table of TABLES) await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  }, 120_000);

  const reads: [string, () => string, () => Record<string, string>][] = [
    ['the page’s summary, to a visitor', () => `/api/v1/events/${eventId}/contributions`, () => ({})],
    ['the page’s summary, to a member', () => `/api/v1/events/${eventId}/contributions`, () => member.headers],
    ['the organisers’ ledger', () => `/api/v1/events/${eventId}/contributions/ledger`, () => family.headers],
  ];

  it.each(reads)('%s reads each contributions table through an index', async (_, url, headers) => {
    const { status, statements } = await statementsOf(testApp, url(), headers());
    expect(status).toBe(200);
    const ours = statements.filter((statement) => TABLES.some((table) => statement.text.includes(`"${table}"`)));
    expect(ours.length).toBeGreaterThan(0);
    for (const statement of ours) {
      for (const plan of [await customPlanOf(database, statement), await genericPlanOf(database, statement)]) {
        const nodes = nodesOf(plan).filter((node: PlanNode) => TABLES.includes(node['Relation Name'] ?? ''));
        expect(
          nodes.filter((node) => node['Node Type'] === 'Seq Scan'),
          statement.text,
        ).toEqual([]);
        expect(
          nodes.every((node) => INDEX_NODES.includes(node['Node Type']) || node['Node Type'] === 'Bitmap Heap Scan'),
          statement.text,
        ).toBe(true);
      }
    }
  });
});
