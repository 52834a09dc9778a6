// `npm run bench:web`: the web budgets (docs/rules/budgets.md), measured on the built product with the demo content.
// Builds what is missing, starts the server on a fresh data directory and a free port, then measures two audiences:
// visitors (the home page, the three lists, one event with a picture, one business, one job and a search, nobody
// signed in) and members (the same pages plus the dashboard, the event form and their events, signed in as the demo
// admin, the one demo account whose password is known). Each run of each page starts its own browser: Lighthouse's
// mobile preset in Debian's Chromium, and a phone's first visit (and, for visitors, the next page) counted off the
// wire. Each page is measured BENCH_WEB_RUNS times (default 5) and the median kept: the machine is shared and one run
// can be slowed by a neighbour. Then a visitor opens a shared link to the event on a throttled phone.
// BENCH_WEB_ONLY (a regular expression) keeps the pages whose name matches; BENCH_WEB_WHO=visitors|members measures
// one audience; BENCH_WEB_CROSSCHECK=1 runs the Lighthouse CLI once per visitor page to compare. Results: two tables
// on stdout, with each budget met or missed, and bench/results/<time>-web.json. The exit code is 1 when a budget is
// missed.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { buildApi, buildWeb } from '../build.mjs';
import { crossCheck, type CrossCheck } from './crosscheck.ts';
import { sharedLinkJourney, type JourneyFigures } from './journey.ts';
import {
  measureTransfer,
  runLighthouse,
  type LighthouseFigures,
  type Session,
  type TransferFigures,
} from './measure.ts';
import { signIn, startServer } from './server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 5));
const only = new RegExp(process.env.BENCH_WEB_ONLY ?? '', 'i');
const AUDIENCES = ['visitors', 'members'] as const;
type Audience = (typeof AUDIENCES)[number];
const who = process.env.BENCH_WEB_WHO ?? '';
if (who && !AUDIENCES.includes(who as Audience)) throw new Error(`BENCH_WEB_WHO is visitors or members, not ${who}`);
const audiences = AUDIENCES.filter((audience) => !who || audience === who);
const KB = 1024;

type Kind = 'list' | 'detail' | 'form';
interface Page {
  name: string;
  path: string;
  kind: Kind;
  /** The page a visitor opens next from this one (a list's first item, a detail's list); members' pages have none. */
  next?: string;
}

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  firstKb: number;
  requests: number;
  scriptKb: number;
  nextKb: number | null;
}

/** One column of a table: the figure, and its budget when the audience has one. */
interface Column {
  label: string;
  value: (figures: Figures) => number | null;
  digits: number;
  budget?: { text: string; met: (value: number, kind: Kind) => boolean };
}

const column = {
  performance: (min?: number): Column => ({
    label: 'perf',
    value: (f) => f.performance,
    digits: 2,
    ...(min !== undefined && { budget: { text: `>= ${min}`, met: (v) => v >= min } }),
  }),
  accessibility: (): Column => ({
    label: 'a11y',
    value: (f) => f.accessibility,
    digits: 2,
    budget: { text: '1.00', met: (v) => v >= 1 },
  }),
  lcpMs: (max?: number): Column => ({
    label: 'LCP ms',
    value: (f) => f.lcpMs,
    digits: 0,
    ...(max !== undefined && { budget: { text: `<= ${max}`, met: (v) => v <= max } }),
  }),
  tbtMs: (max: Record<Kind, number>): Column => ({
    label: 'TBT ms',
    value: (f) => f.tbtMs,
    digits: 0,
    budget: {
      text: `<= ${[...new Set(Object.values(max))].join('/')}`,
      met: (v, kind) => v <= max[kind],
    },
  }),
  cls: (max?: number): Column => ({
    label: 'CLS',
    value: (f) => f.cls,
    digits: 3,
    ...(max !== undefined && { budget: { text: `<= ${max}`, met: (v) => v <= max } }),
  }),
  firstKb: (max?: Record<Kind, number>): Column => ({
    label: 'first KB',
    value: (f) => f.firstKb,
    digits: 1,
    ...(max && { budget: { text: `<= ${max.list}/${max.detail}`, met: (v, kind) => v <= max[kind] } }),
  }),
  scriptKb: (max: number): Column => ({
    label: 'JS KB',
    value: (f) => f.scriptKb,
    digits: 1,
    budget: { text: `<= ${max}`, met: (v) => v <= max },
  }),
  nextKb: (max: number): Column => ({
    label: 'next KB',
    value: (f) => f.nextKb,
    digits: 1,
    budget: { text: `<= ${max}`, met: (v) => v <= max },
  }),
};

/** The budgets of issue 26 (docs/rules/budgets.md): visitors get the page and almost no code; members get the app. */
const columns: Record<Audience, Column[]> = {
  visitors: [
    column.performance(0.98),
    column.accessibility(),
    column.lcpMs(1500),
    column.tbtMs({ list: 50, detail: 50, form: 50 }),
    column.cls(0.02),
    column.firstKb({ list: 60, detail: 100, form: 100 }),
    column.scriptKb(5),
    column.nextKb(15),
  ],
  members: [
    column.performance(0.9),
    column.accessibility(),
    column.lcpMs(),
    column.tbtMs({ list: 200, detail: 200, form: 300 }),
    column.cls(),
    column.firstKb(),
    column.scriptKb(130),
  ],
};

async function firstItem<T>(base: string, list: string, pick: (item: T) => boolean = () => true): Promise<T> {
  const response = await fetch(`${base}/api/v1/${list}`);
  if (!response.ok) throw new Error(`GET /${list} answered ${response.status}`);
  const { data } = (await response.json()) as { data: T[] };
  const item = data.find(pick);
  if (!item) throw new Error(`The demo content has no ${list} item to measure`);
  return item;
}

/** The eight public pages, with the first demo event that has a picture, and the first business and job. */
async function publicPages(base: string): Promise<Page[]> {
  const event = await firstItem<{ id: number; image: string | null }>(base, 'events', (item) => item.image !== null);
  const business = await firstItem<{ id: number }>(base, 'businesses');
  const job = await firstItem<{ id: number }>(base, 'job-listings');
  const eventPath = `/events/${event.id}`;
  const businessPath = `/businesses/${business.id}`;
  const jobPath = `/jobs/${job.id}`;
  return [
    { name: 'home', path: '/', kind: 'list', next: '/events' },
    { name: 'events', path: '/events', kind: 'list', next: eventPath },
    { name: 'event', path: eventPath, kind: 'detail', next: '/events' },
    { name: 'businesses', path: '/businesses', kind: 'list', next: businessPath },
    { name: 'business', path: businessPath, kind: 'detail', next: '/businesses' },
    { name: 'jobs', path: '/jobs', kind: 'list', next: jobPath },
    { name: 'job', path: jobPath, kind: 'detail', next: '/jobs' },
    { name: 'search', path: '/search?q=jollof', kind: 'list', next: eventPath },
  ];
}

const memberPages: Page[] = [
  { name: 'dashboard', path: '/dashboard', kind: 'list' },
  { name: 'create-event', path: '/create-event', kind: 'form' },
  { name: 'my-events', path: '/my-events', kind: 'list' },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface PageResult {
  name: string;
  path: string;
  kind: Kind;
  runs: { lighthouse: LighthouseFigures[]; transfer: TransferFigures[] };
  median: Figures;
  failedAccessibility: string[];
  missed: string[];
}

function summarise(
  audience: Audience,
  page: Page,
  lighthouseRuns: LighthouseFigures[],
  transferRuns: TransferFigures[],
): PageResult {
  const of = <T>(runs: T[], pick: (run: T) => number) => median(runs.map(pick));
  const kb = (bytes: number) => Number((bytes / KB).toFixed(1));
  const figures: Figures = {
    performance: of(lighthouseRuns, (run) => run.performance),
    accessibility: of(lighthouseRuns, (run) => run.accessibility),
    lcpMs: Math.round(of(lighthouseRuns, (run) => run.lcpMs)),
    tbtMs: Math.round(of(lighthouseRuns, (run) => run.tbtMs)),
    cls: Number(of(lighthouseRuns, (run) => run.cls).toFixed(3)),
    firstKb: kb(of(transferRuns, (run) => run.firstBytes)),
    requests: of(transferRuns, (run) => run.requests),
    scriptKb: kb(of(transferRuns, (run) => run.scriptBytes)),
    nextKb: audience === 'visitors' ? kb(of(transferRuns, (run) => run.nextBytes ?? 0)) : null,
  };
  const missed = columns[audience]
    .filter(({ budget, value }) => {
      const figure = value(figures);
      return budget && figure !== null && !budget.met(figure, page.kind);
    })
    .map(({ label }) => label);
  // A run that ended elsewhere (a member page sent to /login) did not measure this page: the figures are not its own.
  const ends = [...lighthouseRuns, ...transferRuns].map((run) => new URL(run.finalUrl).pathname);
  const strays = [...new Set(ends.filter((end) => end !== new URL(page.path, 'http://x').pathname))];
  if (strays.length) missed.push(`ended on ${strays.join(', ')}`);
  return {
    name: page.name,
    path: page.path,
    kind: page.kind,
    runs: { lighthouse: lighthouseRuns, transfer: transferRuns },
    median: figures,
    failedAccessibility: [...new Set(lighthouseRuns.flatMap((run) => run.failedAccessibility))],
    missed,
  };
}

function table(audience: Audience, results: PageResult[]): string {
  const header = ['page', ...columns[audience].map(({ label }) => label)];
  const budgetRow = ['budget', ...columns[audience].map(({ budget }) => budget?.text ?? '')];
  const rows = results.map((result) => [
    `${result.name} ${result.path}`,
    ...columns[audience].map(({ value, digits, budget }) => {
      const figure = value(result.median);
      if (figure === null) return '';
      const text = figure.toFixed(digits);
      return budget ? `${text} ${budget.met(figure, result.kind) ? '✓' : '✗'}` : text;
    }),
  ]);
  const all = [header, budgetRow, ...rows];
  const widths = header.map((_, index) => Math.max(...all.map((row) => row[index]!.length)));
  return all.map((row) => row.map((cell, index) => cell.padEnd(widths[index]!)).join('  ')).join('\n');
}

async function measureAudience(
  audience: Audience,
  base: string,
  pages: Page[],
  session?: Session,
): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const page of pages) {
    const url = base + page.path;
    const lighthouseRuns: LighthouseFigures[] = [];
    const transferRuns: TransferFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      lighthouseRuns.push(await runLighthouse(url, session));
      transferRuns.push(await measureTransfer(url, page.next ? base + page.next : null, session));
    }
    const result = summarise(audience, page, lighthouseRuns, transferRuns);
    results.push(result);
    process.stdout.write(
      `  ${audience} ${page.name}: ${result.missed.length ? `missed ${result.missed.join(', ')}` : 'ok'}\n`,
    );
  }
  return results;
}

interface Report {
  visitors?: PageResult[];
  members?: PageResult[];
  journey?: { url: string; runs: JourneyFigures[]; median: JourneyFigures };
  crossCheck?: (CrossCheck & { name: string; bench: { performance: number; tbtMs: number } })[];
}

async function main() {
  buildWeb();
  await buildApi();
  const server = await startServer(root);
  const report: Report = {};
  try {
    const publicOnes = await publicPages(server.base);
    const pages: Record<Audience, Page[]> = {
      visitors: publicOnes,
      members: [...publicOnes.map(({ next: _next, ...page }) => page), ...memberPages],
    };
    for (const audience of audiences) {
      const chosen = pages[audience].filter((page) => only.test(page.name));
      if (!chosen.length) continue;
      process.stdout.write(`Measuring ${chosen.length} pages for ${audience}, ${RUNS} runs each, on ${server.base}\n`);
      const session = audience === 'members' ? { base: server.base, token: await signIn(server) } : undefined;
      report[audience] = await measureAudience(audience, server.base, chosen, session);
    }
    const event = publicOnes.find((page) => page.name === 'event')!;
    if (audiences.includes('visitors') && only.test(event.name)) {
      const url = server.base + event.path;
      const runs: JourneyFigures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await sharedLinkJourney(url));
      const of = (pick: (run: JourneyFigures) => number) => median(runs.map(pick));
      report.journey = {
        url: event.path,
        runs,
        median: {
          titleSeconds: of((run) => run.titleSeconds),
          dateSeconds: of((run) => run.dateSeconds),
          placeSeconds: of((run) => run.placeSeconds),
          bytes: of((run) => run.bytes),
          requests: of((run) => run.requests),
        },
      };
    }
    if (process.env.BENCH_WEB_CROSSCHECK === '1' && report.visitors) {
      report.crossCheck = [];
      for (const result of report.visitors) {
        const bench = { performance: result.median.performance, tbtMs: result.median.tbtMs };
        report.crossCheck.push({
          name: result.name,
          bench,
          ...(await crossCheck(root, server.base + result.path, bench)),
        });
      }
    }
  } finally {
    await server.stop();
  }

  const print = (text: string) => process.stdout.write(`${text}\n`);
  for (const audience of audiences) {
    const results = report[audience];
    if (!results) continue;
    print(`\n${audience === 'visitors' ? 'Visitors, nobody signed in' : 'Members, signed in'}: median of ${RUNS} runs`);
    print(table(audience, results));
    for (const result of results.filter((item) => item.failedAccessibility.length)) {
      print(`Accessibility audits failed on ${result.name}: ${result.failedAccessibility.join(', ')}`);
    }
  }
  if (report.journey) {
    const { median: figures, url } = report.journey;
    print(
      `\nA shared link to ${url} on a slow phone (CPU / 4, 400 ms, 400 kbps), median of ${RUNS}: title readable at ` +
        `${figures.titleSeconds} s, date at ${figures.dateSeconds} s, place at ${figures.placeSeconds} s; ` +
        `${(figures.bytes / KB).toFixed(1)} KB in ${figures.requests} requests until the network was idle`,
    );
  }
  if (report.crossCheck) {
    print('\nCross-check with the Lighthouse CLI (one run each; agrees within 15%, or 30 ms for TBT under 50 ms):');
    for (const check of report.crossCheck) {
      const yes = (agrees: boolean) => (agrees ? 'agrees' : 'DIFFERS');
      print(
        `  ${check.name}: TBT bench ${check.bench.tbtMs} ms, CLI ${check.cli.tbtMs} ms (${yes(check.agrees.tbtMs)}); ` +
          `performance bench ${check.bench.performance.toFixed(2)}, CLI ${check.cli.performance.toFixed(2)} ` +
          `(${yes(check.agrees.performance)})`,
      );
    }
  }

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  await fs.mkdir(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(root, 'bench/results', `${stamp}-web.json`);
  const budgets = Object.fromEntries(
    audiences.map((audience) => [
      audience,
      Object.fromEntries(columns[audience].flatMap(({ label, budget }) => (budget ? [[label, budget.text]] : []))),
    ]),
  );
  const json = JSON.stringify({
    date: new Date().toISOString(),
    runs: RUNS,
    cpus: os.cpus().length,
    budgets,
    ...report,
  });
  // Formatted as the repository's files are, so a committed result passes `prettier --check`.
  await fs.writeFile(file, await prettier.format(json, { parser: 'json' }));
  const missed = audiences.flatMap((audience) =>
    (report[audience] ?? [])
      .filter((result) => result.missed.length)
      .map((result) => `${audience} ${result.name} (${result.missed.join(', ')})`),
  );
  print(missed.length ? `\nBudgets missed on: ${missed.join('; ')}` : '\nEvery page within the budgets.');
  print(`Results: ${path.relative(root, file)}`);
  if (missed.length) process.exitCode = 1;
}

await main();
