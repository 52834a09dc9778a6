import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { eventInput, registerRequest, updateProfileRequest } from '@akwaaba/contracts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { registerMember, selectRows } from '../../test/factories.ts';
import { categoryBySlug, eventBody, makeVerifiedBusiness } from '../../test/event-factories.ts';

const testApp = await buildTestApp();
const { app, database, clock } = testApp;

/**
 * Makes the database refuse one kind of row, as a full disk, a broken constraint or a lost connection
 * would: the write's later statement fails after its earlier ones ran.
 */
async function failInsertsInto(table: string, when: string) {
  await database.db.execute(
    sql.raw(`create or replace function test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`),
  );
  await database.db.execute(
    sql.raw(`create trigger test_refuse before insert or update on ${table} for each row when (${when})
      execute function test_refuse()`),
  );
}

afterEach(async () => {
  for (const table of ['profiles', 'outbox_messages', 'activities']) {
    await database.db.execute(sql.raw(`drop trigger if exists test_refuse on ${table}`));
  }
});

const count = async (query: ReturnType<typeof sql>) => Number((await selectRows(database, query))[0]!.n);

describe('a write whose later statement fails leaves nothing behind', () => {
  it('a profile save keeps the name when the profile row cannot be written', async () => {
    const member = await registerMember(app, { name: 'Abena Before' });
    await failInsertsInto('profiles', `new.bio = 'the second statement fails'`);
    const auth = await app.services.authService.authenticate(member.token);
    await expect(
      app.services.profilesService.update(
        auth!,
        updateProfileRequest.parse({ name: 'Abena After', bio: 'the second statement fails' }),
      ),
    ).rejects.toThrow();
    const [row] = await selectRows(database, sql`select name from users where id = ${member.user.id}`);
    expect(row!.name).toBe('Abena Before');
  });

  it('a phone registration whose SMS cannot be queued creates no account, so the number stays free', async () => {
    await failInsertsInto('outbox_messages', `new.kind = 'sms'`);
    const command = registerRequest.parse({
      name: 'Yaw Phone',
      registration_type: 'phone',
      user_type: 'individual',
      phone: '821234999',
      country_code: '+27',
      password: 'Kumasi-Gold-2024',
      password_confirmation: 'Kumasi-Gold-2024',
      terms_accepted: true,
      age_confirmed: true,
    });
    await expect(app.services.authService.register(command)).rejects.toThrow();
    expect(await count(sql`select count(*)::int as n from users where phone = '+27821234999'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from phone_verifications where phone = '+27821234999'`)).toBe(0);
  });

  it('an event whose activity entry cannot be written is not created', async () => {
    const business = await makeVerifiedBusiness(app);
    const category = await categoryBySlug(app, 'event', 'cultural-celebrations');
    const before = await count(sql`select count(*)::int as n from events`);
    await failInsertsInto('activities', `new.type = 'event.created'`);
    const viewer = (await app.services.authService.authenticate(business.token))!.user;
    await expect(
      app.services.eventsService.create(viewer, eventInput.parse(eventBody(clock.now(), category.id)), null),
    ).rejects.toThrow();
    expect(await count(sql`select count(*)::int as n from events`)).toBe(before);
  });
});
