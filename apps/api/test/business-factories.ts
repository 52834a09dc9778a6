import type { BusinessDetail } from '@akwaaba/contracts';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import type { TestApp } from './build-test-app.ts';
import { categories, type Actor } from './event-factories.ts';
import { selectRows } from './factories.ts';

/** A listing that passes every rule, placed in Rosebank, Johannesburg; tests override one field at a time. */
export function businessBody(categoryId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Auntie Akos Kitchen',
    description: 'Waakye, banku and tilapia, kenkey on Fridays: Ghanaian home cooking in Rosebank.',
    category_id: categoryId,
    email: 'hello@auntieakos.co.za',
    phone: '011 447 1234',
    address: '12 Baker Street, Rosebank',
    city: 'Johannesburg',
    province: 'Gauteng',
    latitude: -26.1467,
    longitude: 28.0436,
    website: 'https://auntieakos.co.za',
    contact_person: 'Akosua Mensah',
    operating_hours: {
      monday: '09:00–18:00',
      tuesday: '09:00–18:00',
      wednesday: '09:00–18:00',
      thursday: '09:00–18:00',
      friday: '09:00–21:00',
      saturday: '10:00–16:00',
      sunday: '',
    },
    ...overrides,
  };
}

export async function firstBusinessCategory(app: App): Promise<number> {
  return (await categories(app, 'business'))[0]!.id;
}

/** Creates a listing through the API; fails the test on any other answer than 201. */
export async function createBusiness(
  app: App,
  owner: Actor,
  overrides: Record<string, unknown> = {},
): Promise<BusinessDetail> {
  const payload = businessBody(await firstBusinessCategory(app), overrides);
  const response = await app.inject({ method: 'POST', url: '/api/v1/businesses', headers: owner.headers, payload });
  if (response.statusCode !== 201) throw new Error(`business creation failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: BusinessDetail }).data;
}

/** A listing the directory shows: created by its owner and approved. */
export async function createApprovedBusiness(
  app: App,
  owner: Actor,
  overrides: Record<string, unknown> = {},
): Promise<BusinessDetail> {
  const business = await createBusiness(app, owner, overrides);
  await app.services.businessApprovalService.decide(business.id, 'approved', null);
  return { ...business, status: 'approved' };
}

/**
 * Listings whose counters differ from their rows (decision 007): reviews_count, rating_total and
 * followers_count against the review and follow rows (reviews hidden by moderators count for neither).
 * Empty when every listing's figures are true.
 */
export async function businessCountsThatDrifted(testApp: TestApp) {
  return selectRows(
    testApp.database,
    sql`with visible as (select * from business_reviews where hidden_at is null)
        select b.id, b.reviews_count, b.rating_total, b.followers_count, b.vouches_count,
          (select count(*)::int from visible r where r.business_id = b.id) as review_rows,
          (select coalesce(sum(r.rating), 0)::int from visible r where r.business_id = b.id) as rating_rows,
          (select count(*)::int from business_follows f where f.business_id = b.id) as follow_rows,
          (select count(*)::int from business_vouches v where v.business_id = b.id) as vouch_rows
        from businesses b
        where b.reviews_count <> (select count(*) from visible r where r.business_id = b.id)
           or b.rating_total <> (select coalesce(sum(r.rating), 0) from visible r where r.business_id = b.id)
           or b.followers_count <> (select count(*) from business_follows f where f.business_id = b.id)
           or b.vouches_count <> (select count(*) from business_vouches v where v.business_id = b.id)`,
  );
}
