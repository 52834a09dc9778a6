import fs from 'node:fs/promises';
import path from 'node:path';
import type { BusinessDetail, EventDetail, JobDetail } from '@akwaaba/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { DatabaseHandle } from '../src/db/client.ts';
import type { TestApp } from './build-test-app.ts';
import { createApprovedBusiness } from './business-factories.ts';
import { pdfFile } from './cv-files.ts';
import {
  approveEvent,
  categoryBySlug,
  eventBody,
  formFields,
  makeAdmin,
  makeIndividual,
  makeVerifiedBusiness,
  multipart,
  type Actor,
} from './event-factories.ts';
import { bearer, registerBusiness, selectRows, smsCode, STRONG_PASSWORD } from './factories.ts';
import { createJob } from './job-factories.ts';

/** What a member tells Akwaaba about themselves, each value distinctive enough to be searched for anywhere. */
export interface MemberDetails {
  name: string;
  email: string;
  /** National digits; the member's country is South Africa. */
  phone: string;
  phoneE164: string;
  bio: string;
  businessName: string;
  registrationNumber: string;
  listingName: string;
  /** Inside the CV they send with an application. */
  cvText: string;
  contactText: string;
}

/** Distinct details for each call, so two members in one file never share one. */
export function memberDetails(tag: string): MemberDetails {
  // Random, not the clock's last digits: other members' addresses carry the whole clock (`member8-1795831090947@…`), and
  // for 2.8 hours in every 11.6 days '83' and the clock's last seven digits are a piece of it.
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return {
    name: `Zanele ${tag} Quarshie`,
    email: `zanele.${tag.toLowerCase()}.${digits}@example.com`,
    phone: `083${digits}`,
    phoneE164: `+2783${digits}`,
    bio: `Weaver of kente and collector of ${tag} highlife records`,
    businessName: `${tag} Kente Emporium`,
    registrationNumber: `2019/${digits.slice(0, 6)}/07`,
    listingName: `${tag} Kente Studio`,
    cvText: `${tag} curriculum vitae: ten years at the loom`,
    contactText: `${tag} here: please call me back about the events page.`,
  };
}

/** What identifies the member, in every form it could be stored in. */
export function identifyingValues(details: MemberDetails): string[] {
  return [
    details.name,
    details.email,
    details.phoneE164,
    details.phone.slice(1),
    details.bio,
    details.businessName,
    details.registrationNumber,
    details.listingName,
    details.cvText,
    details.contactText,
  ];
}

/**
 * Every table of the public schema, each row as text (listed from the catalogue, so a table added later is searched
 * too): an erased member's details must be in none.
 */
export async function everyTableAsText(database: DatabaseHandle): Promise<Map<string, string>> {
  const tables = await selectRows(
    database,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const texts = new Map<string, string>();
  for (const { table_name: name } of tables) {
    const rows = await selectRows(database, sql`select t::text as row from ${sql.identifier(String(name))} t`);
    texts.set(String(name), rows.map((row) => String(row.row)).join('\n'));
  }
  return texts;
}

/** What another member owns that the subject took part in, and who. */
export interface Everything {
  member: Actor;
  others: {
    admin: Actor;
    /** Organised the event the member RSVP'd to, listed the business they reviewed and followed, posted the job. */
    host: Actor;
    /** RSVP'd to the member's event and applied to their job. */
    guest: Actor;
  };
  hostEvent: EventDetail;
  hostBusiness: BusinessDetail;
  hostJob: JobDetail;
  memberEvent: EventDetail;
  memberBusiness: BusinessDetail;
  memberJob: JobDetail;
}

const redSquare = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#FCD116' } })
    .jpeg()
    .toBuffer();

/**
 * A business member (made an admin, so they may also apply) who does everything the product allows: a full profile with a verified phone, an event with
 * an image, a listing, a job; RSVPs, a review, a follow and an application with a CV to another member's; a
 * contact message and a password reset asked for. Another member RSVPs to and applies for theirs.
 */
export async function memberWhoDidEverything(testApp: TestApp, details: MemberDetails): Promise<Everything> {
  const { app, clock } = testApp;
  const expectOk = (what: string, response: { statusCode: number; body: string }, status = 200) => {
    if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  };

  const admin = await makeAdmin(app);
  const host = await makeVerifiedBusiness(app, 'Host');
  const guest = await makeIndividual(app, 'Guest Mensah');
  const registered = await registerBusiness(app, {
    name: details.name,
    email: details.email,
    business_name: details.businessName,
    business_registration_number: details.registrationNumber,
  });
  // A business account lists and posts, an individual applies; an admin may do both, so one account holds every
  // kind of data the product keeps.
  await app.services.adminService.promote(details.email);
  const member: Actor = {
    id: registered.user.id,
    email: details.email,
    token: registered.token,
    headers: bearer(registered.token),
  };

  expectOk(
    'profile',
    await app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: member.headers,
      payload: {
        bio: details.bio,
        location: 'Soweto',
        profession: 'Weaver',
        phone: details.phone,
        country_code: '+27',
        current_password: STRONG_PASSWORD,
      },
    }),
  );
  // The new number is trusted once the code texted to it comes back; the profile change ended the old session.
  member.token = (
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login_type: 'email', email: details.email, password: STRONG_PASSWORD },
    })
  ).json().data.token;
  member.headers = bearer(member.token);
  expectOk(
    'send code',
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/phone/send-verification',
      payload: { phone: details.phone, country_code: '+27' },
    }),
  );
  const code = smsCode((await testApp.sms()).filter((sms) => sms.to === details.phoneE164).at(-1)!);
  expectOk(
    'verify phone',
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/phone/verify',
      payload: { phone: details.phone, country_code: '+27', verification_code: code },
    }),
  );

  // What the member owns: an event with an image, a listing and a job.
  const category = await categoryBySlug(app, 'event', 'food-and-music');
  const form = multipart(formFields(eventBody(clock.now(), category.id, { title: 'Kente Night at the Loom' })), [
    { field: 'image', filename: 'poster.jpg', contentType: 'image/jpeg', content: await redSquare() },
  ]);
  const createdEvent = await app.inject({
    method: 'POST',
    url: '/api/v1/events',
    headers: { ...member.headers, ...form.headers },
    payload: form.payload,
  });
  expectOk('event', createdEvent, 201);
  const memberEvent = createdEvent.json().data as EventDetail;
  await approveEvent(app, admin, memberEvent.id);
  const memberBusiness = await createApprovedBusiness(app, member, {
    name: details.listingName,
    contact_person: details.name,
    email: details.email,
  });
  const memberJob = await createJob(app, member, { title: 'Loom Apprentice', company_name: 'Weavers Guild' });

  // What the member does with other members' things.
  const hostForm = multipart(formFields(eventBody(clock.now(), category.id, { title: 'Highlife Picnic' })));
  const hostCreated = await app.inject({
    method: 'POST',
    url: '/api/v1/events',
    headers: { ...host.headers, ...hostForm.headers },
    payload: hostForm.payload,
  });
  expectOk('host event', hostCreated, 201);
  const hostEvent = hostCreated.json().data as EventDetail;
  const hostBusiness = await createApprovedBusiness(app, host, { name: 'Host Chop Bar' });
  const hostJob = await createJob(app, host, { title: 'Line Cook' });
  expectOk(
    'rsvp',
    await app.inject({ method: 'POST', url: `/api/v1/events/${hostEvent.id}/attend`, headers: member.headers }),
  );
  expectOk(
    'review',
    await app.inject({
      method: 'POST',
      url: `/api/v1/businesses/${hostBusiness.id}/reviews`,
      headers: member.headers,
      payload: { rating: 4, comment: 'Good waakye, slow service on Saturdays.' },
    }),
    201,
  );
  expectOk(
    'follow',
    await app.inject({ method: 'POST', url: `/api/v1/businesses/${hostBusiness.id}/follow`, headers: member.headers }),
  );
  const cv = multipart({ cover_note: 'I cook for forty every Sunday.' }, [
    { field: 'cv', filename: 'Zanele CV.pdf', contentType: 'application/pdf', content: pdfFile(details.cvText) },
  ]);
  expectOk(
    'apply',
    await app.inject({
      method: 'POST',
      url: `/api/v1/job-listings/${hostJob.id}/apply`,
      headers: { ...member.headers, ...cv.headers },
      payload: cv.payload,
    }),
    201,
  );
  expectOk(
    'contact',
    await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: member.headers,
      payload: { name: details.name, email: details.email, subject: 'Report a problem', message: details.contactText },
    }),
  );
  expectOk(
    'forgot password',
    await app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: details.email } }),
  );
  // A follower's feed names the listing when it posts an event; the host's feed names the member.
  expectOk(
    'guest follows',
    await app.inject({ method: 'POST', url: `/api/v1/businesses/${memberBusiness.id}/follow`, headers: guest.headers }),
  );

  // What another member does with the member's things.
  expectOk(
    'guest rsvp',
    await app.inject({ method: 'POST', url: `/api/v1/events/${memberEvent.id}/attend`, headers: guest.headers }),
  );
  const note = multipart({ cover_note: 'Keen to learn.' }, [
    { field: 'cv', filename: 'Guest CV.pdf', contentType: 'application/pdf', content: pdfFile('Guest Mensah, CV') },
  ]);
  expectOk(
    'guest applies',
    await app.inject({
      method: 'POST',
      url: `/api/v1/job-listings/${memberJob.id}/apply`,
      headers: { ...guest.headers, ...note.headers },
      payload: note.payload,
    }),
    201,
  );

  return {
    member,
    others: { admin, host, guest },
    hostEvent,
    hostBusiness,
    hostJob,
    memberEvent,
    memberBusiness,
    memberJob,
  };
}

/** Every file under one of the test app's stores ('uploads', 'documents'), relative to it. */
export async function storedFiles(testApp: TestApp, store: 'uploads' | 'documents'): Promise<string[]> {
  const root = path.join(testApp.dataDir, store);
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
