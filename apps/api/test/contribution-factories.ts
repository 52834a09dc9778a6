import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import type { TestApp } from './build-test-app.ts';
import { createEvent, eventBody, type Actor } from './event-factories.ts';
import { selectRows } from './factories.ts';

/** A life event (a one-week observance unless said) by `who`, whose events go live at once. */
export async function createLifeEvent(
  app: App,
  who: Actor,
  now: Date,
  categoryId: number,
  overrides: Record<string, unknown> = {},
) {
  return createEvent(
    app,
    who,
    eventBody(now, categoryId, {
      title: 'One-week observance of Maame Akosua Mensah',
      life_event: 'one_week',
      price: '',
      ...overrides,
    }),
  );
}

/** Opens the event's ledger as `who`; fails the test on any answer but 200. */
export async function openLedger(app: App, who: Actor, eventId: number, totalsVisibility = 'both'): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/v1/events/${eventId}/contributions`,
    headers: who.headers,
    payload: { totals_visibility: totalsVisibility },
  });
  if (response.statusCode !== 200)
    throw new Error(`opening the ledger failed: ${response.statusCode} ${response.body}`);
}

/** Pledges `amount` rand as `who`; fails the test on any answer but 200. */
export async function pledge(app: App, who: Actor, eventId: number, amount: string, anonymous = false) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/v1/events/${eventId}/contributions/pledge`,
    headers: who.headers,
    payload: { amount, anonymous },
  });
  if (response.statusCode !== 200) throw new Error(`pledge failed: ${response.statusCode} ${response.body}`);
  return response.json() as { data: Record<string, unknown> };
}

/**
 * Ledgers whose stored totals differ from their rows (decision 007): the sum and count of their pledges and of their
 * receipts. Empty when every total equals its rows.
 */
export async function contributionTotalsThatDrifted(testApp: TestApp) {
  return selectRows(
    testApp.database,
    sql`select l.event_id, l.pledged_cents, l.received_cents, l.pledges_count, l.receipts_count
        from event_contribution_ledgers l
        where l.pledged_cents <> coalesce((select sum(amount_cents) from event_pledges p where p.event_id = l.event_id), 0)
           or l.pledges_count <> (select count(*) from event_pledges p where p.event_id = l.event_id)
           or l.received_cents <> coalesce((select sum(amount_cents) from event_contribution_receipts r where r.event_id = l.event_id), 0)
           or l.receipts_count <> (select count(*) from event_contribution_receipts r where r.event_id = l.event_id)`,
  );
}

/** Every proof of payment in the private documents store, relative to it. */
export async function storedProofs(testApp: TestApp): Promise<string[]> {
  const root = path.join(testApp.dataDir, 'documents', 'proofs');
  try {
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}
