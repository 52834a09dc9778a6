import { sql } from 'drizzle-orm';
import type { AssociationDetail } from '@akwaaba/contracts';
import type { App } from '../src/app.ts';
import type { TestApp } from './build-test-app.ts';
import { multipart, type Actor } from './event-factories.ts';
import { selectRows } from './factories.ts';

/** A valid Register-association form, changed by `overrides`. */
export const associationBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kumasi Youth Association Johannesburg',
  kind: 'hometown',
  description: 'Sons and daughters of Kumasi living in Gauteng: monthly meetings, funerals and Independence Day.',
  home_region: 'Ashanti',
  home_town: 'Kumasi',
  province: 'Gauteng',
  city: 'Johannesburg',
  membership: 'open',
  ...overrides,
});

export async function createAssociation(
  app: App,
  who: Actor,
  overrides: Record<string, unknown> = {},
): Promise<AssociationDetail> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/associations',
    headers: who.headers,
    payload: associationBody(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`association not created: ${response.body}`);
  return response.json().data;
}

/** Registered by `who` (a confirmed member) and approved, as the demo and an admin would. */
export async function createApprovedAssociation(
  app: App,
  who: Actor,
  overrides: Record<string, unknown> = {},
): Promise<AssociationDetail> {
  const association = await createAssociation(app, who, overrides);
  await app.services.associationApprovalService.decide(association.id, 'approved', null);
  return { ...association, status: 'approved' };
}

/** Associations whose active-member count differs from their rows (decision 007): none, always. */
export function associationCountsThatDrifted(testApp: TestApp) {
  return selectRows(
    testApp.database,
    sql`select a.id, a.members_count,
          (select count(*)::int from association_members m where m.association_id = a.id and m.status = 'active') as rows
        from associations a
        where a.members_count <> (select count(*) from association_members m
                                   where m.association_id = a.id and m.status = 'active')`,
  );
}

/** A multipart form carrying `content` as the association's logo. */
export const logoForm = (content: Buffer, contentType = 'image/png') =>
  multipart({}, [{ field: 'logo', filename: 'logo.png', contentType, content }]);
