import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { randomToken, sha256 } from '../lib/secrets.ts';
import { events } from '../modules/events/events.table.ts';
import type { Services } from '../services.ts';

/** Guests without an account (docs/decisions/034), with numbers from the ranges kept for fiction. */
const GUESTS = [
  { name: 'Auntie Adjoa Boakye', phone: '+27825550101' },
  { name: 'Nii Armah Quaye', phone: '+233245550102' },
  { name: 'Dzifa Agbeko', phone: '+27715550103' },
];

/**
 * A few visitors RSVPed by phone to the two soonest public events, so an organiser's attendee list shows guests
 * beside members. Their cancel links were never sent: the tokens are thrown away.
 */
export async function seedDemoGuestRsvps(services: Services, db: Database): Promise<void> {
  const upcoming = await db
    .select({ id: events.id, title: events.title, userId: events.userId, requiresApproval: events.requiresApproval })
    .from(events)
    .where(and(eq(events.status, 'approved'), eq(events.isPublic, true), gt(events.startDate, new Date())))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(2);
  for (const [index, event] of upcoming.entries()) {
    for (const guest of GUESTS.slice(index, index + 2)) {
      await db.transaction((tx) =>
        services.rsvpsService.attendAsGuest(tx, event, { ...guest, cancelHash: sha256(randomToken()) }),
      );
    }
  }
}
