import { afterAll, describe, expect, it } from 'vitest';
import { redisInstalled, startRedisServer } from '../../test/redis-server.ts';
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

describe.skipIf(!redisInstalled)('failure counts in Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  afterAll(async () => {
    await redis?.stop();
  });

  it('are shared by every API instance on the same Redis', async () => {
    redis = await startRedisServer();
    const connect = () => redis!.connect();
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
