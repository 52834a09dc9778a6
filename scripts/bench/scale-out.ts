// The scale-out figure (BENCH_SCALE_OUT=1, after the PostgreSQL seeding): two product instances on one database and
// one Redis, as a deployment behind a proxy runs them. Their combined throughput against one instance's, whether a
// write on one is seen at once in the other's public-answer cache and whether a rate limit counts across both, and
// the latency through a rolling restart with a proxy's retry on the other instance (nginx's proxy_next_upstream).
import http from 'node:http';
import { Redis } from 'ioredis';
import { defaultRateLimits } from '../../apps/api/src/plugins/rate-limit.ts';
import { PUBLIC_CACHE_TTL_MS } from '../../apps/api/src/plugins/public-cache.ts';
import { load, percentile, type Figures, type Target } from './load.ts';
import type { Seeded } from './seed.ts';
import { startProduct, type Server } from './servers.ts';

/** The bench's throughput connections, split 25 + 25 when both instances take the load. */
const CONNECTIONS = 50;
/**
 * The rolling restart's load: 300 req/s, or less when one instance (measured just before) could not carry the whole
 * of it at half its throughput while the other restarts; past that the figure measures a queue, not a restart.
 */
const RESTART_RATE = 300;
const RESTART_SHARE_OF_ONE = 0.5;
const DRAIN_SECONDS = 2;
/** The targets measured, by their names in index.ts: a cached visitor's list, a signed-in read (never cached), writes. */
const MEASURED = ['GET /events?page=1', 'GET /events/{id} signed in', 'POST+DELETE /events/{id}/attend'];
/** How soon another instance must show a write for the invalidation to count as shared (without Redis: the TTL). */
const INVALIDATION_LIMIT_MS = 500;

export interface ScaleOutResult {
  redisDb: number;
  throughput: { name: string; one: Figures; both: [Figures, Figures]; combinedRps: number; gain: number }[];
  invalidation: { pass: boolean; seenAfterMs: number[] };
  rateLimit: { pass: boolean; limit: number; firstRefused: number | null };
  rollingRestart: {
    rate: number;
    drainSeconds: number;
    steady: Figures;
    restart: Figures & { seconds: number; requests: number; retried: number; failed: number };
    retriedBecause: Record<string, number>;
    failedBecause: Record<string, number>;
  };
}

interface Instance {
  server: Server;
  port: number;
  /** The proxy's keep-alive connections to this instance, as an upstream's pool. */
  agent: http.Agent;
}

export async function runScaleOut(options: {
  databaseEnv: Record<string, string>;
  targets: Target[];
  seeded: Seeded;
  seconds: number;
}): Promise<ScaleOutResult> {
  // A Redis database of this run's own, emptied: limits counted by an earlier run (the same member ids, the same
  // visitor addresses) would refuse this one's requests. Invalidations are published to every database alike.
  const redisDb = 1 + (process.pid % 15);
  const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  redisUrl.pathname = `/${redisDb}`;
  const redis = new Redis(redisUrl.toString());
  await redis.flushdb();
  await redis.quit();

  const env = {
    ...options.databaseEnv,
    REDIS_URL: redisUrl.toString(),
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
  };
  const start = async (): Promise<Instance> => {
    const server = await startProduct(env);
    return {
      server,
      port: Number(new URL(server.base).port),
      agent: new http.Agent({ keepAlive: true, maxSockets: 256 }),
    };
  };
  // Where it was, with the same pool: the proxy's connections are to the address, whichever process answers there.
  const restart = async (instance: Instance): Promise<Instance> => {
    await instance.server.stop();
    return { ...instance, server: await startProduct(env, instance.port) };
  };
  const instances = [await start(), await start()] as [Instance, Instance];
  console.log(`\n[scale-out] two instances on one PostgreSQL and Redis database ${redisDb}`);

  const invalidation = await checkInvalidation(instances, options.seeded);
  const rateLimit = await checkRateLimit(instances);
  const throughput = await measureThroughput(instances, options.targets, options.seconds);
  const rollingRestart = await rollThrough(instances, options.targets, throughput, options.seconds, restart);
  await Promise.all(instances.map((instance) => instance.server.stop()));
  for (const instance of instances) instance.agent.destroy();

  const result: ScaleOutResult = { redisDb, throughput, invalidation, rateLimit, rollingRestart };
  printScaleOut(result);
  return result;
}

async function attendeesCount(instance: Instance, eventId: number): Promise<number> {
  const response = await fetch(`${instance.server.base}/api/v1/events/${eventId}`);
  const body = (await response.json()) as { data: { attendees_count: number } };
  return body.data.attendees_count;
}

/** How long after a write's answer a visitor's read on the other instance shows it; null when not within the TTL. */
async function seenAfter(instance: Instance, eventId: number, expected: number): Promise<number | null> {
  const began = performance.now();
  while (performance.now() - began < PUBLIC_CACHE_TTL_MS + 1_000) {
    if ((await attendeesCount(instance, eventId)) === expected) return Math.round(performance.now() - began);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return null;
}

/**
 * An RSVP on A, then its withdrawal, each read right after by a visitor on B whose copy of the event was cached
 * before: B shows each at once only if A's invalidation reached it through Redis. The writer and event are the last
 * of the seeded ones, a pair the write mix does not reach.
 */
async function checkInvalidation([a, b]: [Instance, Instance], seeded: Seeded) {
  const eventId = seeded.openEventIds.at(-1)!;
  const authorization = `Bearer ${seeded.writerTokens.at(-1)!}`;
  const seenAfterMs: number[] = [];
  let pass = true;
  for (const method of ['POST', 'DELETE'] as const) {
    const before = await attendeesCount(b, eventId);
    await attendeesCount(b, eventId);
    const response = await fetch(`${a.server.base}/api/v1/events/${eventId}/attend`, {
      method,
      headers: { authorization, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    if (!response.ok) throw new Error(`scale-out: ${method} attend answered ${response.status}`);
    const after = await seenAfter(b, eventId, before + (method === 'POST' ? 1 : -1));
    seenAfterMs.push(after ?? Number.NaN);
    pass &&= after !== null && after <= INVALIDATION_LIMIT_MS;
  }
  return { pass, seenAfterMs };
}

/** One visitor's searches alternating between A and B: the limit refuses the one past it only if both count in Redis. */
async function checkRateLimit(instances: [Instance, Instance]) {
  const limit = defaultRateLimits.searchPerIp.max;
  // A documentation address (TEST-NET-1), which the load's visitors (10.x.x.x) never use.
  const visitor = `192.0.2.${1 + (process.pid % 250)}`;
  const statuses: number[] = [];
  for (let index = 0; index < limit + 2; index++) {
    const response = await fetch(`${instances[index % 2]!.server.base}/api/v1/search?query=kente`, {
      headers: { 'x-forwarded-for': visitor },
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  const refused = statuses.findIndex((status) => status === 429);
  const pass = statuses.slice(0, limit).every((status) => status === 200) && refused === limit;
  return { pass, limit, firstRefused: refused === -1 ? null : refused + 1 };
}

/** Each target at 50 connections on A alone, then 25 on each at once (the order alternating between targets). */
async function measureThroughput(instances: [Instance, Instance], targets: Target[], seconds: number) {
  const rows: ScaleOutResult['throughput'] = [];
  for (const [index, name] of MEASURED.entries()) {
    const target = targets.find((candidate) => candidate.name === name);
    if (!target) continue;
    const alone = () => load(instances[0].server.base, target, { seconds, connections: CONNECTIONS });
    const together = () =>
      Promise.all(
        instances.map((instance) => load(instance.server.base, target, { seconds, connections: CONNECTIONS / 2 })),
      ) as Promise<[Figures, Figures]>;
    let one: Figures;
    let both: [Figures, Figures];
    if (index % 2 === 0) {
      one = await alone();
      both = await together();
    } else {
      both = await together();
      one = await alone();
    }
    const combinedRps = both[0].rps + both[1].rps;
    rows.push({ name, one, both, combinedRps, gain: Math.round((combinedRps / one.rps) * 100) / 100 });
  }
  return rows;
}

type Outcome = { status: number } | { error: string };

interface Timing {
  /** When the request left (performance.now()). */
  at: number;
  /** Until its final answer, the retry included. */
  ms: number;
  failed: boolean;
  retriedBecause?: string;
  failedBecause?: string;
}

function forward(instance: Instance, request: { path: string; headers?: Record<string, string> }): Promise<Outcome> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port: instance.port, path: request.path, headers: request.headers, agent: instance.agent },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    outgoing.setTimeout(10_000, () => outgoing.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    outgoing.end();
  });
}

const reasonOf = (outcome: Outcome) => ('error' in outcome ? outcome.error : String(outcome.status));
/** What a proxy passes to the next upstream: a refused or broken connection, or a draining instance's 503. */
const worthRetrying = (outcome: Outcome) => 'error' in outcome || outcome.status === 503;

/**
 * A fixed rate (an open loop, as load.ts `paced`) of a visitor's list and a member's event detail, alternating
 * between the instances as a proxy's round robin; a request refused by one is sent once to the other. After a steady
 * run, each instance in turn is sent SIGTERM, waited for until it exits, started again on its port and waited for
 * until its health check answers. The window's figures are the latency as the visitor behind the proxy sees it.
 */
async function rollThrough(
  instances: [Instance, Instance],
  targets: Target[],
  throughput: ScaleOutResult['throughput'],
  seconds: number,
  restart: (instance: Instance) => Promise<Instance>,
): Promise<ScaleOutResult['rollingRestart']> {
  const mix = [MEASURED[0], MEASURED[1]].map((name) => targets.find((target) => target.name === name)!);
  // One instance's throughput on the mix, an equal share of each: the harmonic mean of its two figures.
  const oneOnMix =
    mix.length / mix.reduce((sum, target) => sum + 1 / throughput.find((row) => row.name === target.name)!.one.rps, 0);
  const rate = Math.min(RESTART_RATE, Math.round(oneOnMix * RESTART_SHARE_OF_ONE));
  const interval = 1000 / rate;
  const timings: Timing[] = [];

  const send = async (slot: number) => {
    const request = mix[slot % mix.length]!;
    const began = performance.now();
    const timing: Timing = { at: began, ms: 0, failed: false };
    let outcome = await forward(instances[slot % 2]!, request);
    if (worthRetrying(outcome)) {
      timing.retriedBecause = reasonOf(outcome);
      outcome = await forward(instances[(slot + 1) % 2]!, request);
    }
    timing.ms = performance.now() - began;
    if ('error' in outcome || outcome.status < 200 || outcome.status >= 300) {
      timing.failed = true;
      timing.failedBecause = reasonOf(outcome);
    }
    timings.push(timing);
  };

  let stopped = false;
  const began = performance.now();
  const running: Promise<void>[] = [];
  const pacing = (async () => {
    for (let slot = 0; !stopped; slot++) {
      const wait = began + slot * interval - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      running.push(send(slot));
    }
  })();

  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const restartBegan = performance.now();
  for (const index of [0, 1] as const) instances[index] = await restart(instances[index]);
  const restartEnded = performance.now();
  stopped = true;
  await pacing;
  await Promise.all(running);

  const steady = timings.filter((timing) => timing.at < restartBegan);
  const window = timings.filter((timing) => timing.at >= restartBegan && timing.at < restartEnded);
  const windowSeconds = (restartEnded - restartBegan) / 1000;
  return {
    rate,
    drainSeconds: DRAIN_SECONDS,
    steady: figuresOf(steady, seconds),
    restart: {
      ...figuresOf(window, windowSeconds),
      seconds: Math.round(windowSeconds * 10) / 10,
      requests: window.length,
      retried: window.filter((timing) => timing.retriedBecause).length,
      failed: window.filter((timing) => timing.failed).length,
    },
    // Over the whole run: a steady instance should never need either.
    retriedBecause: tally(timings.map((timing) => timing.retriedBecause)),
    failedBecause: tally(timings.map((timing) => timing.failedBecause)),
  };
}

function tally(reasons: (string | undefined)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const reason of reasons) if (reason) counts[reason] = (counts[reason] ?? 0) + 1;
  return counts;
}

function figuresOf(timings: Timing[], seconds: number): Figures {
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    rps: Math.round(timings.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    errors: timings.filter((timing) => timing.failed).length,
  };
}

function printScaleOut(result: ScaleOutResult) {
  const verdict = (pass: boolean) => (pass ? 'pass' : 'FAIL');
  console.log(`${'target'.padEnd(40)} one (50 conn.)  both (25+25)        sum   gain  errors`);
  for (const row of result.throughput) {
    console.log(
      [
        row.name.padEnd(40),
        String(row.one.rps).padStart(14),
        `${row.both[0].rps} + ${row.both[1].rps}`.padStart(13),
        String(row.combinedRps).padStart(10),
        row.gain.toFixed(2).padStart(6),
        String(row.one.errors + row.both[0].errors + row.both[1].errors).padStart(7),
      ].join(' '),
    );
  }
  const { invalidation, rateLimit, rollingRestart: roll } = result;
  console.log(
    `cache invalidation A → B over Redis: ${verdict(invalidation.pass)} (RSVP, then its withdrawal, seen on B ` +
      `${invalidation.seenAfterMs.join(' and ')} ms after the write's answer)`,
  );
  console.log(
    `search limit counted across A and B: ${verdict(rateLimit.pass)} (limit ${rateLimit.limit} a minute, first ` +
      `refusal at request ${rateLimit.firstRefused ?? 'none'} of ${rateLimit.limit + 2})`,
  );
  const figures = (f: Figures) => `p50 ${f.p50} / p95 ${f.p95} / p99 ${f.p99} ms`;
  console.log(
    `rolling restart at ${roll.rate} req/s (drain ${roll.drainSeconds} s): steady ${figures(roll.steady)}; ` +
      `restart window ${roll.restart.seconds} s ${figures(roll.restart)}, ${roll.restart.requests} requests, ` +
      `${roll.restart.retried} retried on the other instance ${JSON.stringify(roll.retriedBecause)}, ` +
      `${verdict(roll.restart.failed === 0)}: ${roll.restart.failed} failed ${JSON.stringify(roll.failedBecause)}`,
  );
}
