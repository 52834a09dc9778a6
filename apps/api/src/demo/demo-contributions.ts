import { eq } from 'drizzle-orm';
import { pledgeInput, receiptInput, saDateOf, saMidnight } from '@akwaaba/contracts';
import type { Database } from '../db/client.ts';
import { addDays } from '../lib/clock.ts';
import { associations } from '../modules/associations/associations.table.ts';
import { createEventsRepository } from '../modules/events/events.repository.ts';
import type { Services } from '../services.ts';
import { demoContext } from './demo-context.ts';
import { ADWOA, AKUA, AMA, ESI, KOFI, KWABENA } from './demo-members.ts';
import { ASANTEMAN } from './demo-notices.ts';

/**
 * A one-week observance with its contributions ledger open (decision 033): members pledged from its page (one
 * anonymously), and the family recorded what came in, against a pledge and as cash from a guest without an account.
 * No proof files: the demo has none to show.
 */
export async function seedDemoContributions(services: Services, db: Database): Promise<void> {
  const { contributionsService } = services;
  const demo = await demoContext(services, db, 'event');
  const family = await demo.member(KWABENA);
  // Posted in the name of the association he leads (decision 035), so its page lists the observance.
  const [asanteman] = await db
    .select({ id: associations.id })
    .from(associations)
    .where(eq(associations.name, ASANTEMAN));
  const start = new Date(addDays(saMidnight(saDateOf(demo.now)), 9).getTime() + 8 * 3_600_000);
  const id = await createEventsRepository(db).insert(db, {
    userId: family.id,
    categoryId: demo.categoryId('family-and-community'),
    title: 'One-week observance of Opanyin Kwaku Asare',
    description:
      'The family of the late Opanyin Kwaku Asare of Kumasi invites friends and the community to the one-week ' +
      'observance. Come in black and red; there will be drumming, prayers and refreshments.',
    eventType: 'physical',
    heldIn: 'south_africa',
    lifeEvent: 'one_week',
    associationId: asanteman?.id ?? null,
    startDate: start,
    endDate: new Date(start.getTime() + 6 * 3_600_000),
    venueName: 'Yeoville Recreation Centre',
    venueAddress: 'Raleigh St, Yeoville',
    city: 'Johannesburg',
    status: 'approved',
    createdAt: demo.daysAgo(2),
  });
  await contributionsService.settings(family, id, 'both');
  const pledges: [string, string, boolean][] = [
    [AMA, '1000', false],
    [KOFI, '500', false],
    [ESI, '750', true],
    [ADWOA, '300', false],
    [AKUA, '250', false],
  ];
  for (const [email, amount, anonymous] of pledges) {
    await contributionsService.pledge(await demo.member(email), id, pledgeInput.parse({ amount, anonymous }));
  }
  const ledger = (await contributionsService.ledger(family, id)).data;
  const amas = ledger.pledges.find((pledge) => pledge.amount === '1000.00')!;
  const today = saDateOf(demo.now);
  await contributionsService.recordReceipt(
    family,
    id,
    receiptInput.parse({ amount: '1000', received_on: today, method: 'eft', pledge_id: amas.id }),
    null,
  );
  await contributionsService.recordReceipt(
    family,
    id,
    receiptInput.parse({
      amount: '200',
      received_on: today,
      method: 'cash',
      from_name: 'Auntie Grace',
      note: 'At the house',
    }),
    null,
  );
}
