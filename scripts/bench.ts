// `npm run bench`: throughput and latency of the API's read endpoints, measured with autocannon from this
// same machine. Embedded PGlite in a temp dir by default; DATABASE_URL=postgres://… benchmarks PostgreSQL
// (a scratch database is created and dropped). Prints one row per endpoint and the server's memory.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app.ts';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/api/src/db/client.ts';
import { seedDemo } from '../apps/api/src/demo/demo-seed.ts';
import { parseEnv } from '../apps/api/src/env.ts';
import { adminQuery, withDatabase } from '../apps/api/test/postgres-template.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'akwaaba-bench-'));
const postgresUrl = process.env.DATABASE_URL;
const scratch = `akwaaba_bench_${process.pid}`;
let database: DatabaseHandle;
if (postgresUrl) {
  await adminQuery(postgresUrl, `create database ${scratch}`);
  database = await openPostgres(withDatabase(postgresUrl, scratch), 20);
} else {
  database = await openPglite(path.join(dataDir, 'db'));
}
await database.migrate();

const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
const unlimited = { max: 1e9, timeWindow: 60_000 };
const app = await buildApp({
  env,
  database,
  logger: false,
  rateLimits: Object.fromEntries(['loginPerIp', 'loginPerAccount', 'registerPerIp', 'smsPerIp', 'smsPerPhone', 'verifyPerIp', 'forgotPerIp', 'forgotPerEmail', 'resetPerIp', 'contactPerIp'].map((name) => [name, unlimited])) as never,
});
await app.services.categoriesService.seed();
await seedDemo({ services: app.services, dataDir });
const member = await app.services.usersRepository.findByEmail('kwame.mensah@akwaaba.demo');
const token = await app.services.authService.issueToken(member!.id, true);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const targets = [
  { name: 'GET /health', path: '/api/v1/health' },
  { name: 'GET /categories', path: '/api/v1/categories?type=event' },
  { name: 'GET /users/{id}', path: `/api/v1/users/${member!.id}` },
  { name: 'GET /profile (signed in)', path: '/api/v1/profile', headers: { authorization: `Bearer ${token}` } },
  { name: 'GET /dashboard (signed in)', path: '/api/v1/dashboard', headers: { authorization: `Bearer ${token}` } },
];

console.log(`\nAkwaaba API benchmark — ${database.kind}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint, Node ${process.version}, ${os.cpus().length} cores\n`);
console.log('endpoint'.padEnd(28), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p97.5'.padStart(8), 'p99 ms'.padStart(8), 'non-2xx'.padStart(8));
for (const target of targets) {
  const result = await autocannon({
    url: `${address}${target.path}`,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  console.log(
    target.name.padEnd(28),
    result.requests.average.toFixed(0).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p97_5).padStart(8),
    String(result.latency.p99).padStart(8),
    String(result.non2xx).padStart(8),
  );
}
console.log(`\nserver memory (RSS): ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB\n`);

await app.close();
await database.close();
if (postgresUrl) await adminQuery(postgresUrl, `drop database if exists ${scratch} with (force)`);
await fs.rm(dataDir, { recursive: true, force: true });
