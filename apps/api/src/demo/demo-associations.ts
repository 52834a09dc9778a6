import { associationInput, type AssociationInput } from '@akwaaba/contracts';
import type { Database } from '../db/client.ts';
import type { Services } from '../services.ts';
import { demoContext } from './demo-context.ts';
import {
  ABENA,
  ADJOA,
  ADWOA,
  AFUA,
  AKOSUA,
  EDEM,
  EFUA,
  EMMANUEL,
  FIIFI,
  KOBBY,
  KOJO,
  KWESI,
  NAA,
  NANA,
  SELASI,
  SERWAA,
  YAW,
} from './demo-members.ts';

interface DemoAssociation {
  leader: string;
  details: AssociationInput;
  /** Leaders after the founder, with their titles; the founder's title first. */
  titles: [founder: string, ...others: [email: string, title: string][]];
  members: string[];
  /** Asking to join one whose leaders let members in. */
  asking?: string[];
  verified?: boolean;
}

const ASSOCIATIONS: DemoAssociation[] = [
  {
    leader: SELASI,
    details: {
      name: 'Volta Union Cape Town',
      kind: 'hometown',
      description:
        'People of the Volta Region in the Western Cape. We meet on the last Sunday of the month in Bellville, ' +
        'stand by families at funerals and outdoorings, and celebrate Hogbetsotso every November.',
      home_region: 'Volta',
      home_town: 'Ho',
      province: 'Western Cape',
      city: 'Cape Town',
      membership: 'open',
      email: 'voltaunion.ct@akwaaba.demo',
      phone: '021 555 0143',
    },
    titles: ['Chairperson', [EDEM, 'Secretary']],
    members: [KOBBY, EFUA, AFUA],
    verified: true,
  },
  {
    leader: NANA,
    details: {
      name: 'Achimota Old Students, South Africa',
      kind: 'alumni',
      description:
        'Old Achimotans living in South Africa: mentoring for students, a yearly dinner in Johannesburg and a ' +
        'fund for the school’s library.',
      home_region: 'Greater Accra',
      home_town: 'Achimota',
      province: 'Gauteng',
      city: 'Johannesburg',
      membership: 'approval',
      website: 'https://example.org/achimota-sa',
    },
    titles: ['President', [NAA, 'Treasurer']],
    members: [ADWOA, KWESI],
    asking: [YAW],
  },
  {
    leader: EMMANUEL,
    details: {
      name: 'Ghana Nurses and Midwives in South Africa',
      kind: 'professional',
      description:
        'Nurses and midwives trained in Ghana and working in South Africa: registration with the SANC, ' +
        'continuing education and a network for those arriving.',
      home_region: 'Ashanti',
      province: 'KwaZulu-Natal',
      city: 'Durban',
      membership: 'approval',
      email: 'nurses@akwaaba.demo',
    },
    titles: ['Coordinator'],
    members: [SERWAA, ABENA, AKOSUA],
  },
  {
    leader: FIIFI,
    details: {
      name: 'Ghana Students Union, University of Pretoria',
      kind: 'student',
      description:
        'Ghanaian students at UP: a welcome for freshers, help with study permits and accommodation, and ' +
        'jollof at the end of every exam season.',
      home_region: 'Central',
      province: 'Gauteng',
      city: 'Pretoria',
      membership: 'open',
    },
    titles: ['President', [KOJO, 'Welfare Officer']],
    members: [ADJOA],
  },
];

/**
 * Associations (decision 035): a hometown association (verified), an alumni group and a professional body whose
 * leaders let members in (one with a request waiting), and a student union, each with leaders and members.
 */
export async function seedDemoAssociations(services: Services, db: Database): Promise<void> {
  const { associationsService, associationApprovalService, associationMembersService } = services;
  const demo = await demoContext(services, db, 'event');
  for (const entry of ASSOCIATIONS) {
    const founder = await demo.member(entry.leader);
    const { id } = await associationsService.create(founder, associationInput.parse(entry.details));
    await associationApprovalService.decide(id, 'approved', null);
    const [founderTitle, ...others] = entry.titles;
    await associationMembersService.change(founder, id, founder.id, { title: founderTitle });
    for (const email of [...others.map(([leader]) => leader), ...entry.members]) {
      const member = await demo.member(email);
      await associationMembersService.join(member, id);
      // Where leaders let members in, the founder did.
      if (entry.details.membership === 'approval') {
        await associationMembersService.change(founder, id, member.id, { status: 'active' });
      }
    }
    for (const [email, title] of others) {
      await associationMembersService.change(founder, id, (await demo.member(email)).id, { role: 'leader', title });
    }
    for (const email of entry.asking ?? []) await associationMembersService.join(await demo.member(email), id);
    if (entry.verified) await associationApprovalService.setVerified(founder, id, true);
  }
}
