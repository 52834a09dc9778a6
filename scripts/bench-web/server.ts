// The built server as `npm start` runs it in production, seeded with the demo content on a fresh data directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { authOps, authResponse, operationUrl } from '@akwaaba/contracts';

export interface BenchServer {
  base: string;
  /** The demo admin's sign-in, which the server prints once, on the start that seeds it. */
  demoAdmin: { email: string; password: string };
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startServer(root: string): Promise<BenchServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'akwaaba-bench-web-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stopping = false;
  // Said at once: otherwise a server stopped from outside shows only as the next page's refused connection.
  child.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`The bench's server stopped during the run (${signal ?? code})\n`);
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  // The start banner is printed after the server listens and holds the demo admin's sign-in. Seeding the demo on a
  // machine busy with other work has taken over a minute.
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode})`);
    const signIn = /Demo admin sign-in: (\S+) \/ (\S+)/.exec(printed);
    if (signIn) return { base, demoAdmin: { email: signIn[1]!, password: signIn[2]! }, stop };
    if (attempt > 900) {
      await stop();
      throw new Error('The server did not start (or printed no demo sign-in) within three minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A session token for the demo admin, as the web app keeps it after signing in. */
export async function signIn(server: BenchServer): Promise<string> {
  const response = await fetch(`${server.base}/api/v1${operationUrl(authOps.login)}`, {
    method: authOps.login.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(server.demoAdmin),
  });
  if (!response.ok) throw new Error(`Signing in the demo admin answered ${response.status}`);
  return authResponse.parse(await response.json()).data.token;
}
