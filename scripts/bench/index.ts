// `npm run bench`: throughput, latency, queries per request, payload size and memory of the API, measured the way
// docs/rules/budgets.md says: every list's throughput as a ratio to a bare Fastify server running the product's own SQL
// (the ceiling, ceiling.ts) in the same run, without and with the public-answer cache. Throughput at 50 connections
// with autocannon; latency at a fixed rate with requests spread evenly over each second (load.ts `paced`).
//   npm run bench    PostgreSQL (DATABASE_URL, default the local server; a scratch database) with 100 000 events,
//                    then the embedded PGlite with 10 000 events
// BENCH_MODE=postgres|embedded runs one of the two; BENCH_SECONDS (default 5) sets each run's length; BENCH_ONLY
// (a regular expression) keeps the endpoints whose name matches; BENCH_KEEP=1 keeps the PostgreSQL scratch database
// and the data directory with the lists' SQL (for EXPLAIN ANALYZE and profiles on the same data) and prints them;
// BENCH_PROFILE=<dir> has each product server write a CPU profile (node --cpu-prof) there; BENCH_SCALE_OUT=1 adds,
// on PostgreSQL, two instances sharing Redis and a rolling restart (scale-out.ts). Results: a table on stdout and
// bench/results/<time>.json.
// BENCH_SIZES=10000,100000,1000000 measures cost curves instead: the main reads at each size of data (curves.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type autocannon from 'autocannon';
import { openPglite, openPostgres, type DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { adminQuery, withDatabase } from '../../apps/api/test/postgres-template.ts';
import { captureAnswers, captureLists, type Statement } from './capture.ts';
import { load, paced, queriesPerRequest, type Figures, type Target } from './load.ts';
import { EMBEDDED_SCALE, POSTGRES_SCALE, benchServices, seed, type Scale, type Seeded } from './seed.ts';
import { runScaleOut, type ScaleOutResult } from './scale-out.ts';
import { benchSizes, runCurves } from './curves.ts';
import { root, settled, startBareHttp, startCeiling, startProduct, startWriteCeiling } from './servers.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const FIXED_RATE = 500;
/**
 * Writes at a fixed 100 a second: 360 000 RSVPs, reviews and applications an hour, far past what the community makes,
 * and under what one 2-core machine can take (500 a second would measure a queue, not a write).
 */
const WRITE_RATE = 100;
const only = new RegExp(process.env.BENCH_ONLY ?? '', 'i');
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const modes = process.env.BENCH_MODE ? [process.env.BENCH_MODE] : ['postgres', 'embedded'];

interface Row {
  name: string;
  kind: Target['kind'];
  queries: number | null;
  /** The product as deployed (public-answer cache on), at 50 connections. */
  product: Figures;
  /** At a fixed rate (FIXED_RATE; WRITE_RATE for writes), as deployed. */
  fixed: Figures;
  fixedRate: number;
  /** Lists only: the product with the cache off, the ceiling, and the ratios to the ceiling. */
  uncached?: Figures;
  uncachedFixed?: Figures;
  ceiling?: Figures;
  /** The bare node:http server answering the cached answer's bytes and headers (bare-http.ts). */
  bare?: Figures;
  ratioUncached?: number;
  ratioCached?: number;
  /** The cached answer's throughput as a share of the bare node:http server's. */
  ratioBare?: number;
  /** Writes only: the bare write server (write-ceiling.ts), its statements per write, and the product's share of it. */
  writeCeiling?: Figures;
  writeCeilingQueries?: number;
  ratioWrite?: number;
}

interface ModeResult {
  database: 'postgres' | 'pglite';
  scale: Scale;
  payload: { listBytesGzip: number; detailBytesGzip: number };
  rows: Row[];
  memoryMb: { cached: number; uncached: number };
}

function listTargets(modeName: string): Target[] {
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const lists: Omit<Target, 'kind'>[] = [
    { name: 'GET /events?page=1', path: '/api/v1/events?page=1' },
    { name: 'GET /events?city=Durban', path: '/api/v1/events?city=Durban' },
    { name: 'GET /events?category=…', path: '/api/v1/events?category=food-and-music' },
    { name: 'GET /events?date_from=…', path: `/api/v1/events?date_from=${inAMonth}` },
    { name: 'GET /events?search=jollof', path: '/api/v1/events?search=jollof' },
    { name: 'GET /events?page=40', path: '/api/v1/events?page=40' },
    { name: 'GET /businesses?page=1', path: '/api/v1/businesses?page=1' },
    { name: 'GET /businesses?verified=true', path: '/api/v1/businesses?verified=true' },
    { name: 'GET /businesses?category=…', path: '/api/v1/businesses?category=restaurants-and-catering' },
    { name: 'GET /businesses?city=Durban', path: '/api/v1/businesses?city=Durban' },
    { name: 'GET /businesses?search=kente', path: '/api/v1/businesses?search=kente' },
    { name: 'GET /job-listings?page=1', path: '/api/v1/job-listings?page=1' },
    { name: 'GET /job-listings?city=Durban', path: '/api/v1/job-listings?city=Durban' },
    { name: 'GET /job-listings?category=…', path: '/api/v1/job-listings?category=hospitality' },
    { name: 'GET /job-listings?job_type=full_time', path: '/api/v1/job-listings?job_type=full_time' },
    { name: 'GET /job-listings?experience_level=senior', path: '/api/v1/job-listings?experience_level=senior' },
    { name: 'GET /job-listings?is_remote=true', path: '/api/v1/job-listings?is_remote=true' },
    { name: 'GET /job-listings?search=nurse', path: '/api/v1/job-listings?search=nurse' },
  ];
  const embedded = /page=1$|page=40|city=Durban|search=/;
  return lists
    .filter((target) => modeName === 'postgres' || (embedded.test(target.path) && target.path.includes('/events')))
    .map((target) => ({ ...target, kind: 'list' as const }));
}

function otherTargets(modeName: string, seeded: Seeded): Target[] {
  const member = { authorization: `Bearer ${seeded.memberToken}` };
  const targets: Target[] = [
    { name: 'GET /events/{id}', path: `/api/v1/events/${seeded.eventId}`, kind: 'detail' },
    {
      name: 'GET /events/{id} signed in',
      path: `/api/v1/events/${seeded.eventId}`,
      headers: member,
      kind: 'signed-in',
    },
    { name: 'GET /businesses/{id}', path: `/api/v1/businesses/${seeded.businessId}`, kind: 'detail' },
    {
      name: 'GET /businesses/{id}/reviews',
      path: `/api/v1/businesses/${seeded.businessId}/reviews?page=2`,
      kind: 'detail',
    },
    { name: 'GET /job-listings/{id}', path: `/api/v1/job-listings/${seeded.jobId}`, kind: 'detail' },
    {
      name: 'GET /job-listings/{id} signed in',
      path: `/api/v1/job-listings/${seeded.jobId}`,
      headers: member,
      kind: 'signed-in',
    },
    { name: 'GET /search common word', path: '/api/v1/search?query=community', kind: 'search' },
    { name: 'GET /search rare word', path: '/api/v1/search?query=kente', kind: 'search' },
    { name: 'GET /search typo', path: '/api/v1/search?query=jolof', kind: 'search' },
    { name: 'GET /search near Sandton', path: '/api/v1/search?query=jollof&lat=-26.1076&lon=28.0567', kind: 'search' },
    { name: 'GET /profile signed in', path: '/api/v1/profile', headers: member, kind: 'signed-in' },
    { name: 'GET /dashboard signed in', path: '/api/v1/dashboard', headers: member, kind: 'signed-in' },
    ...writeTargets(seeded, 'product'),
  ];
  if (modeName === 'postgres') return targets;
  return targets.filter((target) => /events\/\{id\}$|search common|profile/.test(target.name));
}

/**
 * The write mix. Each write is by one of the writers (members with nothing of their own), on a (writer, item) pair
 * no earlier request used, so every request is a real first RSVP, review, application or pledge, never a 409. The
 * product and the write ceiling each write with their own half of the writers, so neither meets the other's rows.
 */
function writeTargets(seeded: Seeded, side: 'product' | 'ceiling'): Target[] {
  const half = Math.floor(seeded.writerTokens.length / 2);
  const writers = side === 'product' ? seeded.writerTokens.slice(0, half) : seeded.writerTokens.slice(half);
  let next = 0;
  const pair = (items: number[]) => {
    const k = next++;
    const writer = k % writers.length;
    const item = items[(writer + Math.floor(k / writers.length)) % items.length]!;
    return { token: writers[writer]!, item };
  };
  const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const rsvpThenCancel: autocannon.Request[] = [
    {
      method: 'POST',
      setupRequest: (request, context) => {
        const { token, item } = pair(seeded.openEventIds);
        Object.assign(context, { token, item });
        return { ...request, path: `/api/v1/events/${item}/attend`, headers: json(token), body: '{}' };
      },
    },
    {
      method: 'DELETE',
      setupRequest: (request, context) => {
        const { token, item } = context as { token: string; item: number };
        return { ...request, path: `/api/v1/events/${item}/attend`, headers: { authorization: `Bearer ${token}` } };
      },
    },
  ];
  const review: autocannon.Request[] = [
    {
      method: 'POST',
      setupRequest: (request) => {
        const { token, item } = pair(seeded.businessIds);
        const body = JSON.stringify({ rating: 4, comment: 'Friendly people and fair prices.' });
        return { ...request, path: `/api/v1/businesses/${item}/reviews`, headers: json(token), body };
      },
    },
  ];
  const apply: autocannon.Request[] = [
    {
      method: 'POST',
      setupRequest: (request) => {
        const { token, item } = pair(seeded.jobIds);
        const body = JSON.stringify({ cover_note: 'I have three years of experience and would love to join.' });
        return { ...request, path: `/api/v1/job-listings/${item}/apply`, headers: json(token), body };
      },
    },
  ];
  const pledge: autocannon.Request[] = [
    {
      method: 'PUT',
      setupRequest: (request) => {
        const { token, item } = pair(seeded.pledgeEventIds);
        const body = JSON.stringify({ amount: 150, anonymous: false });
        return { ...request, path: `/api/v1/events/${item}/contributions/pledge`, headers: json(token), body };
      },
    },
  ];
  return [
    { name: 'POST+DELETE /events/{id}/attend', path: '/', requests: rsvpThenCancel, kind: 'write' },
    { name: 'POST /businesses/{id}/reviews', path: '/', requests: review, kind: 'write' },
    { name: 'POST /job-listings/{id}/apply', path: '/', requests: apply, kind: 'write' },
    { name: 'PUT /events/{id}/contributions/pledge', path: '/', requests: pledge, kind: 'write' },
  ];
}

async function runMode(modeName: string): Promise<ModeResult> {
  const scale = modeName === 'postgres' ? POSTGRES_SCALE : EMBEDDED_SCALE;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'akwaaba-bench-'));
  const scratch = `akwaaba_bench_${process.pid}`;
  const sink: { statements: Statement[] | null } = { statements: null };
  const onQuery = (text: string, params: unknown[]) => sink.statements?.push({ text, params });
  let database: DatabaseHandle;
  if (modeName === 'postgres') {
    await adminQuery(postgresUrl, `create database ${scratch}`);
    database = await openPostgres(withDatabase(postgresUrl, scratch), 4, undefined, onQuery);
  } else {
    database = await openPglite(path.join(dataDir, 'db'), { onQuery });
  }
  const started = Date.now();
  process.stdout.write(
    `\n[${modeName}] seeding ${scale.events} events, ${scale.members} members, ${scale.businesses} listings, ${scale.jobs} jobs…\n`,
  );
  const seeded = await seed(database, scale, dataDir);
  const lists = listTargets(modeName).filter((target) => only.test(target.name));
  const captured = await captureLists(
    sink,
    () => benchServices(database, dataDir),
    lists.map((target) => target.path),
  );
  await database.close();
  process.stdout.write(`[${modeName}] seeded in ${Math.round((Date.now() - started) / 1000)} s\n`);

  // PGlite is one process's database (its directory is locked): the ceiling and the cache-off server read copies.
  if (modeName === 'embedded') {
    for (const copy of ['ceiling-db', 'uncached-db']) {
      await fs.cp(path.join(dataDir, 'db', 'pgdata'), path.join(dataDir, copy, 'pgdata'), { recursive: true });
    }
  }
  const listsFile = path.join(dataDir, 'lists.json');
  await fs.writeFile(listsFile, JSON.stringify(captured));
  const databaseEnv: Record<string, string> =
    modeName === 'postgres'
      ? { DATABASE_URL: withDatabase(postgresUrl, scratch), DATA_DIR: dataDir }
      : { DATA_DIR: path.join(dataDir, 'db') };
  // One set of write targets for both figures, so no (writer, item) pair is used twice.
  const allOthers = otherTargets(modeName, seeded);
  const others = allOthers.filter((target) => only.test(target.name));
  if (modeName === 'postgres' && process.env.BENCH_SCALE_OUT === '1') {
    const targets = [...listTargets(modeName), ...allOthers];
    scaleOut = await runScaleOut({ databaseEnv, targets, seeded, seconds: SECONDS });
  }
  const rows: Row[] = [];

  // Queries per request, from a server that counts them (the count costs a little, so it is not the one measured).
  const counting = await startProduct({ ...databaseEnv, BENCH_QUERY_COUNT: '1', PUBLIC_CACHE: 'off' });
  const queries = new Map<string, number | null>();
  for (const target of [...lists, ...others]) queries.set(target.name, await queriesPerRequest(counting.base, target));
  const page = await fetch(`${counting.base}/api/v1/events?page=1`).then((r) => r.text());
  const detail = await fetch(`${counting.base}/api/v1/events/${seeded.eventId}`).then((r) => r.text());
  await counting.stop();

  const cached = await startProduct(databaseEnv);
  const uncached = await startProduct({
    ...databaseEnv,
    PUBLIC_CACHE: 'off',
    ...(modeName === 'embedded' ? { DATA_DIR: path.join(dataDir, 'uncached-db') } : {}),
  });
  const ceiling = await startCeiling({
    CEILING_LISTS: listsFile,
    ...(modeName === 'postgres'
      ? { CEILING_DATABASE_URL: withDatabase(postgresUrl, scratch) }
      : { CEILING_PGLITE_DIR: path.join(dataDir, 'ceiling-db', 'pgdata') }),
  });

  const answersFile = path.join(dataDir, 'answers.json');
  await fs.writeFile(
    answersFile,
    JSON.stringify(
      await captureAnswers(
        cached.base,
        lists.map((target) => target.path),
      ),
    ),
  );
  const bare = await startBareHttp({ BARE_ANSWERS: answersFile });
  if (modeName === 'postgres') await settled(withDatabase(postgresUrl, scratch));

  const throughput = { seconds: SECONDS, connections: CONNECTIONS };
  const steady = { seconds: SECONDS, rate: FIXED_RATE };
  for (const [index, target] of lists.entries()) {
    // Alternating which goes first, so neither side always meets a warmer or a more tired machine.
    const sides = { ceiling, uncached, cached, bare };
    const order = (['ceiling', 'uncached', 'cached', 'bare'] as const).slice();
    if (index % 2 === 1) order.reverse();
    const figures: Partial<Record<keyof typeof sides, Figures>> = {};
    for (const side of order) figures[side] = await load(sides[side].base, target, throughput);
    const row: Row = {
      name: target.name,
      kind: target.kind,
      queries: queries.get(target.name) ?? null,
      product: figures.cached!,
      fixed: await paced(cached.base, target, steady),
      fixedRate: FIXED_RATE,
      uncached: figures.uncached!,
      uncachedFixed: await paced(uncached.base, target, steady),
      ceiling: figures.ceiling!,
      bare: figures.bare!,
      ratioUncached: round2(figures.uncached!.rps / figures.ceiling!.rps),
      ratioCached: round2(figures.cached!.rps / figures.ceiling!.rps),
      ratioBare: round2(figures.cached!.rps / figures.bare!.rps),
    };
    rows.push(row);
    printRow(row);
  }
  // Writes on PostgreSQL also run against the bare write server, with its own writers' copy of each target.
  const ceilingWrites = new Map(
    modeName === 'postgres' ? writeTargets(seeded, 'ceiling').map((target) => [target.name, target]) : [],
  );
  const writeCeiling = ceilingWrites.size > 0 ? await startWriteCeiling(withDatabase(postgresUrl, scratch)) : null;
  for (const [index, target] of others.entries()) {
    const ceilingTarget = ceilingWrites.get(target.name);
    // Alternating which goes first, as for the lists.
    const ceilingFirst = ceilingTarget && writeCeiling && index % 2 === 0;
    const ceilingLoad = async () =>
      ceilingTarget && writeCeiling ? load(writeCeiling.base, ceilingTarget, throughput) : undefined;
    const ceilingBefore = ceilingFirst ? await ceilingLoad() : undefined;
    const product = await load(cached.base, target, throughput);
    const ceilingFigures = ceilingFirst ? ceilingBefore : await ceilingLoad();
    const row: Row = {
      name: target.name,
      kind: target.kind,
      queries: queries.get(target.name) ?? null,
      product,
      fixed: await paced(cached.base, target, target.kind === 'write' ? { ...steady, rate: WRITE_RATE } : steady),
      fixedRate: target.kind === 'write' ? WRITE_RATE : FIXED_RATE,
      ...(ceilingFigures && ceilingTarget && writeCeiling
        ? {
            writeCeiling: ceilingFigures,
            writeCeilingQueries: await queriesPerRequest(writeCeiling.base, ceilingTarget),
            ratioWrite: round2(product.rps / ceilingFigures.rps),
          }
        : {}),
    };
    rows.push(row);
    printRow(row);
  }
  await writeCeiling?.stop();
  const memoryMb = { cached: await cached.peakMb(), uncached: await uncached.peakMb() };
  await Promise.all([cached.stop(), uncached.stop(), ceiling.stop(), bare.stop()]);
  if (process.env.BENCH_KEEP) {
    console.log(
      `kept ${modeName === 'postgres' ? `the scratch database ${scratch} and ` : ''}the data directory ${dataDir}`,
    );
  } else {
    if (modeName === 'postgres') await adminQuery(postgresUrl, `drop database if exists ${scratch} with (force)`);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  return {
    database: modeName === 'postgres' ? 'postgres' : 'pglite',
    scale,
    payload: { listBytesGzip: zlib.gzipSync(page).length, detailBytesGzip: zlib.gzipSync(detail).length },
    rows,
    memoryMb,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function printRow(row: Row) {
  const cells = [
    row.name.padEnd(40),
    `${row.queries ?? '–'}${row.writeCeilingQueries ? `/${row.writeCeilingQueries}` : ''}`.padStart(3),
    String(row.product.rps).padStart(7),
    String(row.product.p95).padStart(7),
    String(row.product.p99).padStart(7),
    String(row.product.errors).padStart(6),
    `${row.fixed.p95}${row.fixedRate === FIXED_RATE ? '' : `@${row.fixedRate}`}`.padStart(7),
    row.uncached ? `${row.uncached.rps}`.padStart(7) : '       ',
    row.uncachedFixed ? `${row.uncachedFixed.p95}`.padStart(7) : '       ',
    // A write's ceiling is the bare write server, its ratio the product's share of it (writes are never cached).
    (row.ceiling ?? row.writeCeiling) ? `${(row.ceiling ?? row.writeCeiling)!.rps}`.padStart(7) : '       ',
    (row.ratioUncached ?? row.ratioWrite) !== undefined
      ? `${(row.ratioUncached ?? row.ratioWrite)!.toFixed(2)}`.padStart(6)
      : '      ',
    row.ratioCached !== undefined ? `${row.ratioCached.toFixed(2)}`.padStart(6) : '      ',
    row.bare ? `${row.bare.rps}`.padStart(7) : '       ',
    row.ratioBare !== undefined ? `${row.ratioBare.toFixed(2)}`.padStart(6) : '      ',
  ];
  console.log(cells.join(' '));
}

/** The budgets (docs/rules/budgets.md), each with what was measured against it. */
function budgets(result: ModeResult): string[] {
  const lines: string[] = [];
  const check = (name: string, rows: Row[], pass: (row: Row) => boolean, show: (row: Row) => string) => {
    if (rows.length === 0) return;
    const missed = rows.filter((row) => !pass(row));
    lines.push(
      `- ${missed.length === 0 ? 'met' : `**missed** (${missed.length} of ${rows.length})`}: ${name}` +
        (missed.length ? ` — ${missed.map((row) => `\`${row.name}\` ${show(row)}`).join(', ')}` : ''),
    );
  };
  const lists = result.rows.filter((row) => row.kind === 'list');
  const kind = (...kinds: Target['kind'][]) => result.rows.filter((row) => kinds.includes(row.kind));
  if (result.database === 'postgres') {
    check(
      'lists at ≥ 0.9 of their ceiling without the cache',
      lists,
      (r) => r.ratioUncached! >= 0.9,
      (r) => `${r.ratioUncached}`,
    );
    check(
      'cached lists at ≥ 0.8 of the bare node:http server answering the same bytes',
      lists,
      (r) => r.ratioBare! >= 0.8,
      (r) => `${r.ratioBare}`,
    );
    check(
      'list and detail p95 < 25 ms at 500 req/s',
      kind('list', 'detail', 'signed-in'),
      (r) => r.fixed.p95 < 25,
      (r) => `${r.fixed.p95} ms`,
    );
    check(
      "the dashboard and a member's own pages p95 < 10 ms at 500 req/s",
      kind('signed-in').filter((row) => /profile|dashboard/.test(row.name)),
      (r) => r.fixed.p95 < 10,
      (r) => `${r.fixed.p95} ms (${r.queries} statements)`,
    );
    check(
      'search p95 < 50 ms at 500 req/s',
      kind('search'),
      (r) => r.fixed.p95 < 50,
      (r) => `${r.fixed.p95} ms`,
    );
    check(
      'each main write at ≥ 0.5 of its write ceiling (the same transaction in the fewest round trips)',
      kind('write').filter((row) => row.ratioWrite !== undefined),
      (r) => r.ratioWrite! >= 0.5,
      (r) => `${r.ratioWrite} (${r.queries} statements, the ceiling ${r.writeCeilingQueries})`,
    );
    check(
      `writes p95 < 50 ms at ${WRITE_RATE} req/s`,
      kind('write'),
      (r) => r.fixed.p95 < 50,
      (r) => `${r.fixed.p95} ms`,
    );
  } else {
    const first = lists.filter((row) => row.name === 'GET /events?page=1');
    check(
      'embedded events list ≥ 1 500 req/s with p99 ≤ 50 ms',
      first,
      (r) => r.product.rps >= 1500 && r.product.p99 <= 50,
      (r) => `${r.product.rps} req/s, p99 ${r.product.p99} ms`,
    );
  }
  const limit = result.database === 'postgres' ? 300 : 800;
  lines.push(
    `- ${result.memoryMb.cached <= limit ? 'met' : '**missed**'}: peak memory ≤ ${limit} MB — ${result.memoryMb.cached} MB`,
  );
  return lines;
}

function markdown(result: ModeResult): string {
  const lines = [
    `### ${result.database === 'postgres' ? 'PostgreSQL' : 'Embedded PGlite'}: ${result.scale.events} events, ${result.scale.businesses} listings, ${result.scale.jobs} jobs, ${result.scale.members} members`,
    '',
    '| endpoint | queries | req/s (50 conn.) | p50 | p95 | p99 | errors | p95 at a fixed rate (req/s) | no cache: req/s | no cache: p95 at 500 req/s | ceiling req/s | ratio no cache | ratio cached | bare node:http req/s | cached ÷ bare |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
    ...result.rows.map(
      (row) =>
        `| \`${row.name}\` | ${row.queries ?? '–'}${row.writeCeilingQueries ? ` (ceiling ${row.writeCeilingQueries})` : ''} | ${row.product.rps} | ${row.product.p50} | ${row.product.p95} | ${row.product.p99} | ${row.product.errors} | ${row.fixed.p95} (${row.fixedRate}) | ${row.uncached?.rps ?? ''} | ${row.uncachedFixed?.p95 ?? ''} | ${(row.ceiling ?? row.writeCeiling)?.rps ?? ''} | ${(row.ratioUncached ?? row.ratioWrite)?.toFixed(2) ?? ''} | ${row.ratioCached?.toFixed(2) ?? ''} | ${row.bare?.rps ?? ''} | ${row.ratioBare?.toFixed(2) ?? ''} |`,
    ),
    '',
    `Peak server memory: ${result.memoryMb.cached} MB (cache on), ${result.memoryMb.uncached} MB (cache off). Payloads: events page of 12 ${result.payload.listBytesGzip} B gzip, event detail ${result.payload.detailBytesGzip} B gzip.`,
    '',
    'Budgets (docs/rules/budgets.md):',
    ...budgets(result),
  ];
  return lines.join('\n');
}

const began = Date.now();
execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
console.log(
  `Akwaaba API benchmark — Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${SECONDS} s per run, ${CONNECTIONS} connections; fixed rate ${FIXED_RATE} req/s`,
);
console.log(
  `${'endpoint'.padEnd(40)} qry   req/s     p95     p99 errors  p95@500 nocache nc@500 ceiling  ratio  w/cache    bare  c/bare`,
);
const results: ModeResult[] = [];
let scaleOut: ScaleOutResult | undefined;
const sizes = benchSizes();
const curves = sizes
  ? await runCurves(sizes, { seconds: SECONDS, connections: CONNECTIONS, fixedRate: FIXED_RATE, postgresUrl })
  : undefined;
for (const modeName of sizes ? [] : modes) results.push(await runMode(modeName));
const report = results.map(markdown).join('\n\n');
console.log(`\n${report}\n`);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
await fs.mkdir(path.join(root, 'bench/results'), { recursive: true });
const file = path.join(root, 'bench/results', `${stamp}.json`);
await fs.writeFile(
  file,
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      settings: { seconds: SECONDS, connections: CONNECTIONS, fixedRate: FIXED_RATE },
      results,
      ...(scaleOut ? { scaleOut } : {}),
      ...(curves ? { curves } : {}),
    },
    null,
    2,
  )}\n`,
);
console.log(`Written to ${path.relative(root, file)} in ${Math.round((Date.now() - began) / 60_000)} min.`);
