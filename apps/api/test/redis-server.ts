import { spawn, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './free-port.ts';

/** Whether tests can start a Redis of their own (Debian's redis-server); those that need one skip without it. */
export const redisInstalled = spawnSync('redis-server', ['--version']).status === 0;

/**
 * A throwaway redis-server on a free port, keeping nothing on disk, never the machine's shared one: what several API
 * instances share (rate limits, cache invalidations) is tested without touching another run's keys.
 */
export async function startRedisServer(options: { port?: number } = {}) {
  const port = options.port ?? (await freePort());
  const server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (
    let attempt = 0;
    spawnSync('redis-cli', ['-p', String(port), 'ping'])
      .stdout?.toString()
      .trim() !== 'PONG';
  ) {
    if (++attempt > 50) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const clients: Redis[] = [];
  return {
    /** redis://127.0.0.1:PORT, for a server process's REDIS_URL. */
    url: `redis://127.0.0.1:${port}`,
    port,
    /** A client of this server; closed by stop(). */
    connect() {
      const client = new Redis({ port });
      clients.push(client);
      return client;
    },
    /** Resolves once the server exited, so a test can start another on the same port (Redis coming back). */
    async stop() {
      await Promise.all(clients.map((client) => client.quit()));
      server.kill();
      await exited;
    },
  };
}
