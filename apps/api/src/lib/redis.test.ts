import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { redisInstalled, startRedisServer } from '../../test/redis-server.ts';
import { closeRedis, createRedisClient, watchRedis } from './redis.ts';

type RedisServer = Awaited<ReturnType<typeof startRedisServer>>;

/** The log lines watchRedis writes, by level. */
function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const write = (level: string) => (_fields: unknown, message?: string) =>
    void lines.push({ level, message: message! });
  return {
    log: { info: write('info'), warn: write('warn'), error: write('error'), debug: write('debug') },
    warnings: () => lines.filter((line) => line.level === 'warn').length,
    infos: () => lines.filter((line) => line.level === 'info').length,
  };
}

describe.skipIf(!redisInstalled)('a Redis link (redis-server only)', () => {
  let redis: RedisServer | undefined;
  const clients: ReturnType<typeof createRedisClient>[] = [];
  afterAll(async () => {
    await Promise.all(clients.map(closeRedis));
    await redis?.stop();
  });

  async function linked() {
    redis ??= await startRedisServer();
    const client = createRedisClient(redis.url);
    clients.push(client);
    await once(client, 'ready');
    const recorded = recordingLog();
    return { client, link: watchRedis(client, recorded.log), ...recorded };
  }

  it('answers from the fallback without trying Redis while it is down, and from Redis once it is back', async () => {
    const { link, warnings, infos } = await linked();
    const port = redis!.port;
    expect(
      await link.use(
        async () => 'shared',
        () => 'own',
      ),
    ).toBe('shared');

    await redis!.stop();
    await expect.poll(() => link.up).toBe(false);
    let tried = 0;
    const startedAt = performance.now();
    for (let n = 0; n < 20; n += 1) {
      expect(
        await link.use(
          async () => `shared ${++tried}`,
          () => 'own',
        ),
      ).toBe('own');
    }
    expect(performance.now() - startedAt).toBeLessThan(100);
    expect(tried).toBe(0);
    expect(warnings()).toBe(1);

    redis = await startRedisServer({ port });
    await expect.poll(() => link.up, { timeout: 5_000 }).toBe(true);
    expect(
      await link.use(
        async () => 'shared',
        () => 'own',
      ),
    ).toBe('shared');
    expect(infos()).toBe(1);
    expect(warnings()).toBe(1);
  });

  it('gives up on a Redis that hangs after the command timeout, and calls three failures in a row an outage', async () => {
    const { client, link, warnings, infos } = await linked();
    const ping = () =>
      link.use(
        async () => (await client.ping()) === 'PONG',
        () => false,
      );
    // Redis holds every client's commands for a second, with their connections open: what a hung server looks like.
    await redis!.connect().call('CLIENT', 'PAUSE', '1000', 'ALL');
    const startedAt = performance.now();
    expect(await ping()).toBe(false);
    expect(performance.now() - startedAt).toBeLessThan(300);
    expect(warnings()).toBe(0);
    expect(await ping()).toBe(false);
    expect(await ping()).toBe(false);
    expect(warnings()).toBe(1);
    expect(link.up).toBe(true);

    await expect.poll(ping, { timeout: 3_000 }).toBe(true);
    expect(infos()).toBe(1);
    expect(warnings()).toBe(1);
  });
});
