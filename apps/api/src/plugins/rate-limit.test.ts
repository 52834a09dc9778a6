import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryFailureCounter, redisFailureCounter } from './rate-limit.ts';

const rule = { max: 3, timeWindow: 60_000 };

describe('failure counts in memory', () => {
  it('lock a key once it reaches the max, until its window (from the first failure) ends', async () => {
    let now = 1_000_000;
    const counter = memoryFailureCounter(() => now);
    for (let n = 0; n < 2; n++) await counter.record('account:1', rule);
    expect(await counter.lockedFor('account:1', rule)).toBeNull();
    now += 10_000;
    await counter.record('account:1', rule);
    expect(await counter.lockedFor('account:1', rule)).toBe(50);
    expect(await counter.lockedFor('account:2', rule)).toBeNull();
    now += 50_000;
    expect(await counter.lockedFor('account:1', rule)).toBeNull();
  });
});

const redisInstalled = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe.skipIf(!redisInstalled)('failure counts in Redis', () => {
  let server: ChildProcess | undefined;
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
    server?.kill();
  });

  it('are shared by every API instance on the same Redis', async () => {
    const port = await freePort();
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (
      let attempt = 0;
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .trim() !== 'PONG';
      attempt++
    ) {
      if (attempt > 50) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const connect = () => {
      const client = new Redis({ port });
      clients.push(client);
      return client;
    };
    const first = redisFailureCounter(connect());
    const second = redisFailureCounter(connect());
    await first.record('account:7', rule);
    await second.record('account:7', rule);
    expect(await first.lockedFor('account:7', rule)).toBeNull();
    await first.record('account:7', rule);
    const wait = await second.lockedFor('account:7', rule);
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
  });
});
