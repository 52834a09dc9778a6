// The processes under load: the built product and the ceiling, each its own process, and their memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Server {
  base: string;
  /** Peak resident memory so far (VmHWM), in MB. */
  peakMb(): Promise<number>;
  stop(): Promise<void>;
}

/** The Node flags `npm start` runs the server with (package.json's start script), so the bench runs the same. */
const startFlags = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(' ')
  .filter((argument) => argument.startsWith('--'));

let nextPort = 3900 + (process.pid % 50) * 2;

async function started(child: ChildProcess, base: string, probe: string): Promise<Server> {
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`${base}: the server exited (${child.exitCode})`);
    const up = await fetch(base + probe).then(
      (response) => response.status < 500,
      () => false,
    );
    if (up) break;
    if (attempt > 300) throw new Error(`${base} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    async peakMb() {
      const status = await fs.readFile(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(status.match(/VmHWM:\s+(\d+)/)![1]) / 1024);
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/**
 * The built server in production mode with the default log level, as `npm start` runs it; on a given port to start
 * an instance again where it was (the scale-out's rolling restart).
 */
export function startProduct(env: Record<string, string>, port = nextPort++): Promise<Server> {
  // BENCH_PROFILE=<dir>: each product server writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...startFlags, ...profile, path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      // The load comes as many visitors through a proxy (load.ts), so per-address limits (search, address
      // suggestions) meter each visitor as in production rather than refusing the one benchmark address.
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    // The default log level writes a line per request: it goes where a deployment's log collector would read it.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return started(child, `http://127.0.0.1:${port}`, '/api/v1/health');
}

/** A bench script's own server (tsx), told its port in `portVariable`; up once `probe` answers. */
export function startScriptServer(
  script: string,
  portVariable: string,
  env: Record<string, string>,
  probe = '/',
): Promise<Server> {
  const port = nextPort++;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench', script)], {
    env: { ...process.env, [portVariable]: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return started(child, `http://127.0.0.1:${port}`, probe);
}

export const startCeiling = (env: Record<string, string>) => startScriptServer('ceiling.ts', 'CEILING_PORT', env);

/** The bare node:http server answering the cached answers' bytes (bare-http.ts). */
export const startBareHttp = (env: Record<string, string>) => startScriptServer('bare-http.ts', 'BARE_PORT', env);

/** The bare write server: each main write's transaction in the fewest round trips (write-ceiling.ts). */
export const startWriteCeiling = (databaseUrl: string) =>
  startScriptServer('write-ceiling.ts', 'WRITE_CEILING_PORT', { WRITE_CEILING_DATABASE_URL: databaseUrl });

/**
 * Waits until the servers started on `databaseUrl` have done what a start does at once: the scheduler's first pass
 * (reminders due tomorrow, at a million events some thousands of mails) and the outbox's delivery of it. Measured
 * before that, the first target met a busy machine (half its throughput at a million events, cache on or off).
 */
export async function settled(databaseUrl: string, timeoutMs = 180_000): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const due = async () =>
    Number(
      (
        await client.query<{ count: string }>(
          `select count(*) from outbox_messages where status = 'pending' and run_after <= now()`,
        )
      ).rows[0]!.count,
    );
  try {
    const until = Date.now() + timeoutMs;
    // The scheduler's first pass runs as the servers start; give it time to queue before counting.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    let quiet = 0;
    while (quiet < 2 && Date.now() < until) {
      quiet = (await due()) === 0 ? quiet + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } finally {
    await client.end();
  }
}
