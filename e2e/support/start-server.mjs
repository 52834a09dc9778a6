// Starts the built app for the browser journeys on a fresh embedded database.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.resolve(here, '../.data');
fs.rmSync(dataDir, { recursive: true, force: true });

Object.assign(process.env, {
  PORT: '3100',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://127.0.0.1:3100',
  SEED_DEMO: 'false',
  ADMIN_EMAIL: 'admin@e2e.test',
  ADMIN_PASSWORD: 'Admin-Journey-2026',
  // Each journey plays its own client address (X-Forwarded-For), so rate limits stay per journey.
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
});
delete process.env.DATABASE_URL;
await import('../../apps/api/dist/server.js');
