import { associationInput, noticeInput, saDateOf } from '@akwaaba/contracts';
import type { Database } from '../db/client.ts';
import { addDays } from '../lib/clock.ts';
import { createNoticesRepository } from '../modules/notices/notices.repository.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import type { Services } from '../services.ts';
import { demoContext } from './demo-context.ts';
import { AKUA, AMA, ESI, KOFI, KWABENA, KWAME, YAA } from './demo-members.ts';

/** The hometown association whose leader, Kwabena, also organises the demo's one-week observance. */
export const ASANTEMAN = 'Asanteman Association of Gauteng';

/** The consular desk's account, which an admin named an official source (decision 036). */
export const CONSULAR_DESK = 'consular.desk@akwaaba.demo';

/**
 * The notice board (decision 036): a consular notice from the High Commission (an official source, with its badge),
 * a hometown association's notice of a funeral, and an urgent safety notice from the same association. Members follow
 * the source and belong to the association, so their feeds show them; the demo's mail is never sent.
 */
export async function seedDemoNotices(services: Services, db: Database): Promise<void> {
  const { noticesService, associationsService, associationApprovalService, associationMembersService } = services;
  const demo = await demoContext(services, db, 'event');
  const inDays = (days: number) => saDateOf(addDays(demo.now, days));

  const desk = await createUsersRepository(db).create({
    name: 'Ghana High Commission Consular Desk',
    email: CONSULAR_DESK,
    emailVerifiedAt: demo.daysAgo(30),
    userType: 'individual',
    termsAcceptedAt: demo.daysAgo(30),
    createdAt: demo.daysAgo(30),
    lastActiveAt: demo.daysAgo(30),
  });
  const repository = createNoticesRepository(db);
  const sourceId = await db.transaction((tx) =>
    repository.insertSource(tx, { userId: desk.id, name: 'Ghana High Commission, Pretoria' }),
  );
  for (const email of [KWAME, AMA, KOFI, ESI]) await repository.follow(sourceId!, (await demo.member(email)).id);

  await noticesService.create(
    desk,
    noticeInput.parse({
      author: `source:${sourceId}`,
      kind: 'consular',
      title: 'Passport and visa services in Johannesburg next month',
      body:
        'The consular team will take passport renewals, first passports for children born in South Africa and ' +
        'visa applications at the Ghana Consulate in Johannesburg on the first two Saturdays of next month, 09:00 ' +
        'to 14:00. Bring your old passport, two passport photographs and proof of address in South Africa. ' +
        'Birth certificates for children must be certified copies.',
      expires_on: inDays(45),
    }),
  );

  const leader = await demo.member(KWABENA);
  const association = await associationsService.create(
    leader,
    associationInput.parse({
      name: ASANTEMAN,
      kind: 'hometown',
      description:
        'Sons and daughters of the Ashanti Region living in Gauteng: monthly meetings in Yeoville, support at ' +
        'funerals and naming ceremonies, and the Akwasidae celebration every six weeks.',
      home_region: 'Ashanti',
      home_town: 'Kumasi',
      province: 'Gauteng',
      city: 'Johannesburg',
    }),
  );
  await associationApprovalService.decide(association.id, 'approved', null);
  for (const email of [AMA, KOFI, AKUA, YAA]) {
    await associationMembersService.join(await demo.member(email), association.id);
  }

  await noticesService.create(
    leader,
    noticeInput.parse({
      author: `association:${association.id}`,
      kind: 'bereavement',
      title: 'Funeral of Maame Akosua Serwaa',
      body:
        'With sorrow the Asanteman Association announces the passing of Maame Akosua Serwaa, mother of our ' +
        'treasurer. The one-week observance is at the Yeoville Recreation Centre on Saturday from 08:00. ' +
        'Contributions can be made to the association’s treasurer.',
      expires_on: inDays(21),
    }),
  );
  await noticesService.create(
    leader,
    noticeInput.parse({
      author: `association:${association.id}`,
      kind: 'safety',
      title: 'Road closures around the Johannesburg CBD this weekend',
      body:
        'Members travelling to Saturday’s meeting: the roads around Park Station are closed for a marathon until ' +
        '14:00. Use the Braamfontein side or come by Gautrain, and do not leave valuables visible in parked cars.',
      expires_on: inDays(3),
      is_urgent: true,
    }),
  );
}
