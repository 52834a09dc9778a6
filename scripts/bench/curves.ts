// Cost curves (`BENCH_SIZES=10000,100000,1000000 npm run bench`): the same reads at several sizes of data, each size
// a fresh scratch PostgreSQL database seeded in proportion (seed.ts `scaleFor`), dropped afterwards (unless
// BENCH_KEEP=1). The product is measured with the public-answer cache off, so the figures are the database's cost as
// the data grows (docs/rules/budgets.md: no figure more than 2x worse from 100 000 to 1 000 000 events); the cache-on
// figures are kept in the results too. Search reuses a ranking for 30 s (search.service.ts), so its first answer, which
// ranks, is timed apart.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MAX_PAGE } from '@akwaaba/contracts';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { adminQuery, withDatabase } from '../../apps/api/test/postgres-template.ts';
import { load, paced, type Figures, type Target } from './load.ts';
import { scaleFor, seed, type Scale, type Seeded } from './seed.ts';
import { settled, startProduct, type Server } from './servers.ts';

/** A figure may grow at most this much from one size to the next tenfold one. */
const GROWTH_LIMIT = 2;

export interface CurveSettings {
  seconds: number;
  connections: number;
  fixedRate: number;
  postgresUrl: string;
}

interface Measured {
  /** With the public-answer cache off: req/s at 50 connections, p95 at the fixed rate. */
  uncached: Figures;
  uncachedFixed: Figures;
  cached: Figures;
  cachedFixed: Figures;
  /** The first answer of a fresh server, in ms: for search, the one that ranks. */
  firstMs: number;
}

interface SizeResult {
  scale: Scale;
  /** The rows each table holds after the load (the planner's count). */
  rows: Record<string, number>;
  seedSeconds: number;
  memoryMb: { cached: number; uncached: number };
  targets: Record<string, Measured>;
}

export interface CurvesResult {
  sizes: SizeResult[];
  /** From the second largest size to the largest: req/s divided, p95 and first answer multiplied. */
  growth: { from: number; to: number; targets: Record<string, Growth> } | null;
}

interface Growth {
  rpsDrop: number;
  p95Rise: number;
  firstRise: number;
  /** Which of the three grew more than GROWTH_LIMIT. */
  over: string[];
}

/** BENCH_SIZES as event counts ('10000,100000'), or null when unset (the normal bench). */
export function benchSizes(): number[] | null {
  const text = process.env.BENCH_SIZES;
  if (!text) return null;
  const sizes = text.split(',').map((size) => Number(size.trim().replace(/_/g, '')));
  if (sizes.some((size) => !Number.isInteger(size) || size < 1_000)) {
    throw new Error(`BENCH_SIZES: event counts of at least 1000, comma-separated; got ${text}`);
  }
  return sizes.sort((a, b) => a - b);
}

/**
 * Lists (first, filtered, deep by offset: page 40 and the deepest page there is, at most MAX_PAGE), details, the
 * bench's four searches, the notice board, a city's calendar feed (a member's own is limited to 60 reads an hour per
 * token, so it cannot be loaded).
 */
function curveTargets(seeded: Seeded, deepestPage: number): Target[] {
  const target = (name: string, address: string, kind: Target['kind']): Target => ({
    name,
    path: `/api/v1${address}`,
    kind,
  });
  return [
    target('GET /events?page=1', '/events?page=1', 'list'),
    target('GET /events?city=Durban', '/events?city=Durban', 'list'),
    target('GET /events?page=40', '/events?page=40', 'list'),
    target('GET /events deepest page', `/events?page=${deepestPage}`, 'list'),
    target('GET /events/{id}', `/events/${seeded.eventId}`, 'detail'),
    target('GET /businesses/{id}', `/businesses/${seeded.businessId}`, 'detail'),
    target('GET /job-listings/{id}', `/job-listings/${seeded.jobId}`, 'detail'),
    target('GET /search common word', '/search?query=community', 'search'),
    target('GET /search rare word', '/search?query=kente', 'search'),
    target('GET /search typo', '/search?query=jolof', 'search'),
    target('GET /search near Sandton', '/search?query=jollof&lat=-26.1076&lon=28.0567', 'search'),
    target('GET /notices', '/notices', 'list'),
    target('GET /calendar/cities/durban.ics', '/calendar/cities/durban.ics', 'list'),
  ];
}

/** One request's time in ms; refuses anything but a 200. */
async function firstAnswer(server: Server, target: Target): Promise<number> {
  const started = performance.now();
  const response = await fetch(server.base + target.path, { headers: target.headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${target.name}: ${response.status}`);
  return Math.round((performance.now() - started) * 10) / 10;
}

async function tableRows(url: string): Promise<Record<string, number>> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; count: string }>(
      `select relname as name, reltuples::bigint as count from pg_class
       where relname in ('users', 'events', 'event_attendees', 'businesses', 'business_reviews', 'business_follows',
                         'jobs', 'job_applications', 'associations', 'notices')`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.count)]));
  } finally {
    await client.end();
  }
}

async function measureSize(events: number, settings: CurveSettings): Promise<SizeResult> {
  const scale = scaleFor(events);
  const scratch = `akwaaba_curves_${process.pid}_${events}`;
  const url = withDatabase(settings.postgresUrl, scratch);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'akwaaba-curves-'));
  await adminQuery(settings.postgresUrl, `create database ${scratch}`);
  process.stdout.write(
    `\n[${events} events] seeding ${scale.members} members, ${scale.businesses} listings, ${scale.jobs} jobs, ${scale.associations} associations, ${scale.notices} notices…\n`,
  );
  const started = Date.now();
  const database = await openPostgres(url, 4);
  const seeded = await seed(database, scale, dataDir, { vacuumUrl: url });
  await database.close();
  const seedSeconds = Math.round((Date.now() - started) / 1000);
  const rows = await tableRows(url);
  process.stdout.write(`[${events} events] seeded in ${seedSeconds} s: ${JSON.stringify(rows)}\n`);

  const env = { DATABASE_URL: url, DATA_DIR: dataDir };
  const cached = await startProduct(env);
  const uncached = await startProduct({ ...env, PUBLIC_CACHE: 'off' });
  await settled(url);
  const throughput = { seconds: settings.seconds, connections: settings.connections };
  const steady = { seconds: settings.seconds, rate: settings.fixedRate };
  const targets: Record<string, Measured> = {};
  try {
    // Also warms what any first request pays (connections, prepared statements), so a first answer is the target's own.
    const firstPage = (await fetch(`${uncached.base}/api/v1/events?page=1`).then((response) => response.json())) as {
      last_page: number;
    };
    const deepestPage = Math.min(MAX_PAGE, firstPage.last_page);
    console.log(`(the deepest events page: ${deepestPage})`);
    for (const [index, target] of curveTargets(seeded, deepestPage).entries()) {
      const firstMs = await firstAnswer(uncached, target);
      // Alternating which goes first, so neither side always meets a warmer or a more tired machine.
      const order = index % 2 === 0 ? [uncached, cached] : [cached, uncached];
      const figures = new Map<Server, Figures>();
      for (const server of order) figures.set(server, await load(server.base, target, throughput));
      const measured: Measured = {
        uncached: figures.get(uncached)!,
        uncachedFixed: await paced(uncached.base, target, steady),
        cached: figures.get(cached)!,
        cachedFixed: await paced(cached.base, target, steady),
        firstMs,
      };
      targets[target.name] = measured;
      const errors = measured.uncached.errors + measured.uncachedFixed.errors;
      console.log(
        `${target.name.padEnd(36)} ${`${measured.uncached.rps}`.padStart(7)} req/s ${`${measured.uncachedFixed.p95}`.padStart(6)} ms p95  first ${`${firstMs}`.padStart(6)} ms  (cache on ${measured.cached.rps} req/s, ${measured.cachedFixed.p95} ms)${errors ? `  ${errors} errors` : ''}`,
      );
    }
    return {
      scale,
      rows,
      seedSeconds,
      memoryMb: { cached: await cached.peakMb(), uncached: await uncached.peakMb() },
      targets,
    };
  } finally {
    await Promise.all([cached.stop(), uncached.stop()]);
    if (process.env.BENCH_KEEP) {
      console.log(`kept the scratch database ${scratch} and the data directory ${dataDir}`);
    } else {
      await adminQuery(settings.postgresUrl, `drop database if exists ${scratch} with (force)`);
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function growthBetween(smaller: SizeResult, larger: SizeResult): CurvesResult['growth'] {
  const targets: Record<string, Growth> = {};
  for (const [name, before] of Object.entries(smaller.targets)) {
    const after = larger.targets[name];
    if (!after) continue;
    const rpsDrop = round2(before.uncached.rps / Math.max(1, after.uncached.rps));
    const p95Rise = round2(after.uncachedFixed.p95 / Math.max(0.1, before.uncachedFixed.p95));
    const firstRise = round2(after.firstMs / Math.max(0.1, before.firstMs));
    const figures = { 'req/s': rpsDrop, p95: p95Rise, 'first answer': firstRise };
    const over = Object.entries(figures)
      .filter(([, value]) => value > GROWTH_LIMIT)
      .map(([figure]) => figure);
    targets[name] = { rpsDrop, p95Rise, firstRise, over };
  }
  return { from: smaller.scale.events, to: larger.scale.events, targets };
}

/** Rows are targets; per size req/s and p95 (cache off) and the first answer; then the growth to the largest size. */
function markdown(result: CurvesResult): string {
  const { sizes, growth } = result;
  const label = (events: number) => (events >= 1_000_000 ? `${events / 1_000_000}M` : `${events / 1_000}k`);
  const headings = sizes.flatMap((size) => [
    `${label(size.scale.events)} req/s`,
    `${label(size.scale.events)} p95`,
    `${label(size.scale.events)} first`,
  ]);
  const growthHeadings = growth
    ? [`req/s ÷ ${label(growth.from)}→${label(growth.to)}`, 'p95 ×', 'first ×', `over ${GROWTH_LIMIT}x`]
    : [];
  const names = Object.keys(sizes[0]?.targets ?? {});
  const mark = (value: number) => `${value}${value > GROWTH_LIMIT ? ' ✗' : ''}`;
  const lines = [
    `### Cost curves: PostgreSQL, cache off; req/s at 50 connections, p95 (ms) at a fixed rate, first answer (ms)`,
    '',
    `| target | ${[...headings, ...growthHeadings].join(' | ')} |`,
    `| --- | ${[...headings, ...growthHeadings].map(() => '--:').join(' | ')} |`,
    ...names.map((name) => {
      const cells = sizes.flatMap((size) => {
        const measured = size.targets[name]!;
        return [`${measured.uncached.rps}`, `${measured.uncachedFixed.p95}`, `${measured.firstMs}`];
      });
      const grown = growth?.targets[name];
      const growthCells = grown
        ? [mark(grown.rpsDrop), mark(grown.p95Rise), mark(grown.firstRise), grown.over.join(', ') || '–']
        : [];
      return `| \`${name}\` | ${[...cells, ...growthCells].join(' | ')} |`;
    }),
    '',
    `Seeded: ${sizes.map((size) => `${label(size.scale.events)} in ${size.seedSeconds} s (${size.rows.event_attendees} RSVPs)`).join(', ')}. Peak memory (cache on / off): ${sizes.map((size) => `${label(size.scale.events)} ${size.memoryMb.cached} / ${size.memoryMb.uncached} MB`).join(', ')}.`,
  ];
  return lines.join('\n');
}

export async function runCurves(sizes: number[], settings: CurveSettings): Promise<CurvesResult> {
  const measured: SizeResult[] = [];
  for (const events of sizes) measured.push(await measureSize(events, settings));
  const growth = measured.length > 1 ? growthBetween(measured.at(-2)!, measured.at(-1)!) : null;
  const result = { sizes: measured, growth };
  console.log(`\n${markdown(result)}\n`);
  return result;
}
