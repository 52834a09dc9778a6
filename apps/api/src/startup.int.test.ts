import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BusinessSummary, JobSummary } from '@akwaaba/contracts';
import { associationCountsThatDrifted } from '../test/association-factories.ts';
import { businessCountsThatDrifted } from '../test/business-factories.ts';
import { jobCountsThatDrifted } from '../test/job-factories.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { bearer, login, registerMember, selectRows, STRONG_PASSWORD } from '../test/factories.ts';
import { parseEnv } from './env.ts';
import { prepareDatabase } from './startup.ts';

const testApp = await buildTestApp({ captureLogs: true });
const { app, database, dataDir, logs } = testApp;

const start = (env: Record<string, string>) =>
  prepareDatabase({
    env: parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }),
    database,
    services: app.services,
    log: app.log,
  });

const ADMIN_PASSWORD = 'Osu-Castle-Admin-2026';

describe('the demo community at start', () => {
  it('is not created on an empty embedded database in production unless SEED_DEMO=true', async () => {
    const report = await start({ NODE_ENV: 'production' });
    expect(report.demoAdmin).toBeNull();
    expect(await app.services.profilesService.memberCount()).toBe(0);
  });

  it("prints the demo admin's password once: the start that created it answers it, later starts do not", async () => {
    const first = await start({ SEED_DEMO: 'true' });
    expect(first.demoAdmin).not.toBeNull();
    const signIn = await login(app, { login_type: 'email', ...first.demoAdmin! });
    expect(signIn.statusCode).toBe(200);

    const second = await start({ SEED_DEMO: 'true' });
    expect(second.demoAdmin).toBeNull();
  });

  /** Everything the demo puts in the directory, counted. */
  async function directoryCounts() {
    const [row] = await selectRows(
      database,
      sql`select (select count(*)::int from users) as members,
                 (select count(*)::int from businesses where status = 'approved') as approved,
                 (select count(*)::int from businesses where status = 'pending') as pending,
                 (select count(*)::int from businesses where status = 'approved' and is_verified) as verified,
                 (select count(distinct category_id)::int from businesses where status = 'approved') as categories,
                 (select count(distinct city)::int from businesses where status = 'approved') as cities,
                 (select count(*)::int from businesses where operating_hours is not null) as with_hours,
                 (select count(*)::int from businesses where phone not like '+27%') as unparsed_phones,
                 (select count(*)::int from business_reviews) as reviews,
                 (select count(*)::int from business_reviews where reply is not null) as replies,
                 (select count(distinct rating)::int from business_reviews) as ratings,
                 (select count(*)::int from business_follows) as follows`,
    );
    return row!;
  }

  it('fills the business directory through its services once: listings in every city, reviews whose counts are true, a few awaiting the admin', async () => {
    await start({ SEED_DEMO: 'true' });
    const seeded = await directoryCounts();
    expect(seeded.approved).toBeGreaterThanOrEqual(36);
    expect(seeded.categories).toBeGreaterThanOrEqual(6);
    expect(seeded.cities).toBeGreaterThanOrEqual(6);
    expect(seeded.pending).toBeGreaterThanOrEqual(3);
    expect(seeded.verified).toBeGreaterThan(0);
    expect(seeded.with_hours).toBeGreaterThan((seeded.approved as number) / 2);
    // Every demo number is a valid South African one, stored in E.164.
    expect(seeded.unparsed_phones).toBe(0);
    expect(seeded.reviews).toBeGreaterThanOrEqual(60);
    expect(seeded.replies).toBeGreaterThan(0);
    expect(seeded.ratings).toBe(5);
    expect(seeded.follows).toBeGreaterThan(0);
    expect(await businessCountsThatDrifted(testApp)).toEqual([]);
    // The notices the seed caused are not mailed to the demo's fictional addresses.
    const [queued] = await selectRows(
      database,
      sql`select count(*)::int as mails from outbox_messages where kind = 'mail' and payload ->> 'to' like '%@akwaaba.demo'`,
    );
    expect(queued!.mails).toBe(0);
    expect((await testApp.mail()).filter((eml) => /^To: .*@akwaaba\.demo/m.test(eml))).toEqual([]);

    // What a visitor sees: the approved listings, Gqeberha found by its former name too.
    const directory = await app.inject({ method: 'GET', url: '/api/v1/businesses?per_page=50' });
    expect(directory.json().total).toBe(seeded.approved);
    const reviewed = (directory.json().data as BusinessSummary[]).filter((business) => business.total_reviews > 0);
    expect(reviewed.length).toBeGreaterThan(30);
    const gqeberha = await app.inject({ method: 'GET', url: '/api/v1/businesses?city=Port%20Elizabeth' });
    expect(gqeberha.json().total).toBeGreaterThan(0);
    expect((await app.services.businessApprovalService.pending(1, 50)).total).toBe(seeded.pending);

    await start({ SEED_DEMO: 'true' });
    expect(await directoryCounts()).toEqual(seeded);
  });

  it('gathers associations with leaders and members, one verified and one with a member asking to join', async () => {
    await start({ SEED_DEMO: 'true' });
    const [seeded] = await selectRows(
      database,
      sql`select (select count(*)::int from associations where status = 'approved') as approved,
                 (select count(distinct kind)::int from associations) as kinds,
                 (select count(*)::int from associations where is_verified) as verified,
                 (select count(*)::int from association_members where role = 'leader' and title is not null) as titled,
                 (select count(*)::int from association_members where status = 'pending') as asking,
                 (select min(members_count)::int from associations) as smallest,
                 (select count(*)::int from events where association_id is not null and life_event is not null) as observances`,
    );
    expect(seeded!.approved).toBeGreaterThanOrEqual(4);
    expect(seeded!.kinds).toBeGreaterThanOrEqual(4);
    expect(seeded!.verified).toBeGreaterThan(0);
    expect(seeded!.titled).toBeGreaterThanOrEqual(6);
    expect(seeded!.asking).toBeGreaterThan(0);
    expect(seeded!.smallest).toBeGreaterThanOrEqual(2);
    // The one-week observance is posted in its association's name, so the association's page lists it.
    expect(seeded!.observances).toBe(1);
    expect(await associationCountsThatDrifted(testApp)).toEqual([]);
    const directory = await app.inject({ method: 'GET', url: '/api/v1/associations?kind=alumni' });
    expect(directory.json().data[0]).toMatchObject({ name: 'Achimota Old Students, South Africa' });
  });

  it('fills the job board through its services: every type and level, remote and closed jobs, drafts, applications whose counts are true', async () => {
    await start({ SEED_DEMO: 'true' });
    const [board] = await selectRows(
      database,
      sql`select (select count(*)::int from jobs where status = 'published' and expires_at > now()) as open,
                 (select count(*)::int from jobs where status = 'published' and expires_at <= now()) as closed,
                 (select count(*)::int from jobs where status = 'draft') as drafts,
                 (select count(*)::int from jobs where is_remote) as remote,
                 (select count(distinct job_type)::int from jobs) as types,
                 (select count(distinct experience_level)::int from jobs) as levels,
                 (select count(distinct city)::int from jobs) as cities,
                 (select count(distinct category_id)::int from jobs) as categories,
                 (select count(*)::int from job_applications) as applications,
                 (select count(distinct status)::int from job_applications) as statuses`,
    );
    expect(board!.open).toBeGreaterThanOrEqual(24);
    expect(board!.closed).toBeGreaterThanOrEqual(3);
    expect(board!.drafts).toBeGreaterThanOrEqual(2);
    expect(board!.remote).toBeGreaterThanOrEqual(3);
    expect(board!.types).toBe(5);
    expect(board!.levels).toBe(5);
    expect(board!.cities).toBeGreaterThanOrEqual(7);
    expect(board!.categories).toBeGreaterThanOrEqual(8);
    expect(board!.applications).toBeGreaterThanOrEqual(20);
    expect(board!.statuses).toBe(5);
    expect(await jobCountsThatDrifted(testApp)).toEqual([]);

    // A visitor sees the open jobs only, newest first.
    const listed = await app.inject({ method: 'GET', url: '/api/v1/job-listings?per_page=50' });
    expect(listed.json().total).toBe(board!.open);
    const dates = (listed.json().data as JobSummary[]).map((job) => job.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('ADMIN_EMAIL promotion', () => {
  it('revokes every session the account held, and logs it', async () => {
    const squatter = await registerMember(app);
    const otherSession = (
      await login(app, { login_type: 'email', email: squatter.user.email, password: STRONG_PASSWORD })
    ).json().data.token as string;

    await start({ ADMIN_EMAIL: squatter.user.email!, ADMIN_PASSWORD });

    for (const token of [squatter.token, otherSession]) {
      expect((await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) })).statusCode).toBe(
        401,
      );
    }
    const admin = await login(app, { login_type: 'email', email: squatter.user.email, password: ADMIN_PASSWORD });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.user.is_admin).toBe(true);
    const line = logs()
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry.event === 'admin.promoted');
    expect(line).toMatchObject({ userId: squatter.user.id, sessionsRevoked: true });
    expect(logs().join('\n')).not.toContain(ADMIN_PASSWORD);
  });

  it("keeps the admin's sessions on a restart with the same password, ends them when the password changes", async () => {
    const owner = await registerMember(app);
    await start({ ADMIN_EMAIL: owner.user.email!, ADMIN_PASSWORD });
    const token = (await login(app, { login_type: 'email', email: owner.user.email, password: ADMIN_PASSWORD })).json()
      .data.token as string;

    await start({ ADMIN_EMAIL: owner.user.email!, ADMIN_PASSWORD });
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) })).statusCode).toBe(200);

    await start({ ADMIN_EMAIL: owner.user.email!, ADMIN_PASSWORD: `${ADMIN_PASSWORD}-new` });
    expect((await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) })).statusCode).toBe(401);
  });
});
