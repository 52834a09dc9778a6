// Starts the built app for the browser journeys on a fresh database: a new PostgreSQL database when the gate passes
// E2E_DATABASE_URL (the server then answers several journeys at once, as in production), else the embedded default.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { OAuth2Server } from 'oauth2-mock-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.resolve(here, '../.data');
fs.rmSync(dataDir, { recursive: true, force: true });

// As e2e/support/server-env.ts: E2E_PORT for the app, the next port for the OAuth server.
const port = Number(process.env.E2E_PORT ?? 3100);
Object.assign(process.env, {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SEED_DEMO: 'false',
  ADMIN_EMAIL: 'admin@e2e.test',
  ADMIN_PASSWORD: 'Admin-Journey-2026',
  // Each journey plays its own client address (X-Forwarded-For), so rate limits stay per journey.
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
});
delete process.env.DATABASE_URL;
if (process.env.E2E_DATABASE_URL) {
  const url = new URL(process.env.E2E_DATABASE_URL);
  const database = `akwaaba_e2e_${port}`;
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
  url.pathname = `/${database}`;
  process.env.DATABASE_URL = url.href;
}

// Google is played by a local OAuth/OIDC server that consents at once; each sign-in is a new person, so a
// journey (and its retry) always meets a first-time member.
const oauth = new OAuth2Server();
await oauth.issuer.keys.generate('RS256');
await oauth.start(port + 1, '127.0.0.1');
let googlePeople = 0;
oauth.service.on('beforeUserinfo', (response) => {
  googlePeople += 1;
  response.body = {
    sub: `e2e-google-${Date.now()}-${googlePeople}`,
    name: 'Abena Google',
    email: `abena.google.${Date.now()}.${googlePeople}@e2e.test`,
    email_verified: true,
  };
});
Object.assign(process.env, {
  GOOGLE_CLIENT_ID: 'e2e-google-client',
  GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
  GOOGLE_AUTHORIZATION_URL: `${oauth.issuer.url}/authorize`,
  GOOGLE_TOKEN_URL: `${oauth.issuer.url}/token`,
  GOOGLE_USERINFO_URL: `${oauth.issuer.url}/userinfo`,
});
await import('../../apps/api/dist/server.js');
