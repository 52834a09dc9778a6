import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { bearer, login, registerMember, STRONG_PASSWORD } from '../test/factories.ts';
import { parseEnv } from './env.ts';
import { prepareDatabase } from './startup.ts';

const { app, database, dataDir, logs } = await buildTestApp({ captureLogs: true });

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
