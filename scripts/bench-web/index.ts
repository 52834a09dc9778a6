// `npm run bench:web`: the web budgets (docs/rules/budgets.md), measured on the built product with the demo content.
// Builds what is missing, starts the server on a fresh data directory and a free port, then for each page (the home
// page, the three lists, one event with a picture, one business, one job and a search) runs Lighthouse's mobile preset
// in Debian's Chromium and counts a phone's first and repeat visit off the wire. Each page is measured BENCH_WEB_RUNS
// times (default 3) and the median kept: the machine is shared and one run can be slowed by a neighbour. BENCH_WEB_ONLY
// (a regular expression) keeps the pages whose name matches. Results: a table on stdout, with each budget met or
// missed, and bench/results/<time>-web.json. The exit code is 1 when a budget is missed.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import prettier from 'prettier';
import { buildApi, buildWeb } from '../build.mjs';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  launchBrowser,
  measureTransfer,
  runLighthouse,
  type LighthouseFigures,
  type TransferFigures,
} from './measure.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const only = new RegExp(process.env.BENCH_WEB_ONLY ?? '', 'i');
const KB = 1024;

type Kind = 'list' | 'detail';
interface Page {
  name: string;
  path: string;
  kind: Kind;
}

/** The budgets every page is held to (docs/rules/budgets.md). */
const budgets = {
  performance: { label: 'perf', limit: 0.95, met: (v: number) => v >= 0.95 },
  accessibility: { label: 'a11y', limit: 1, met: (v: number) => v >= 1 },
  lcpMs: { label: 'LCP ms', limit: 2000, met: (v: number) => v <= 2000 },
  tbtMs: { label: 'TBT ms', limit: 200, met: (v: number) => v <= 200 },
  cls: { label: 'CLS', limit: 0.05, met: (v: number) => v <= 0.05 },
  requests: { label: 'requests', limit: 15, met: (v: number) => v <= 15 },
  scriptKb: { label: 'JS KB', limit: 110, met: (v: number) => v <= 110 },
  repeatKb: { label: 'repeat KB', limit: 20, met: (v: number) => v <= 20 },
} as const;
/** First visit: lists and the home page within 150 KB; a detail page with its picture within 200 KB. */
const firstVisitLimit = (kind: Kind) => (kind === 'list' ? 150 : 200);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built server as `npm start` runs it in production, seeded with the demo content on an empty directory. */
async function startServer() {
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
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode})`);
    const up = await fetch(`${base}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 300) {
      await stop();
      throw new Error('The server did not start within a minute');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, stop };
}

async function firstItem<T>(base: string, list: string, pick: (item: T) => boolean = () => true): Promise<T> {
  const response = await fetch(`${base}/api/v1/${list}`);
  if (!response.ok) throw new Error(`GET /${list} answered ${response.status}`);
  const { data } = (await response.json()) as { data: T[] };
  const item = data.find(pick);
  if (!item) throw new Error(`The demo content has no ${list} item to measure`);
  return item;
}

/** The eight pages, with the first demo event that has a picture, and the first business and job. */
async function pagesToMeasure(base: string): Promise<Page[]> {
  const event = await firstItem<{ id: number; image: string | null }>(base, 'events', (item) => item.image !== null);
  const business = await firstItem<{ id: number }>(base, 'businesses');
  const job = await firstItem<{ id: number }>(base, 'job-listings');
  const pages: Page[] = [
    { name: 'home', path: '/', kind: 'list' },
    { name: 'events', path: '/events', kind: 'list' },
    { name: 'event', path: `/events/${event.id}`, kind: 'detail' },
    { name: 'businesses', path: '/businesses', kind: 'list' },
    { name: 'business', path: `/businesses/${business.id}`, kind: 'detail' },
    { name: 'jobs', path: '/jobs', kind: 'list' },
    { name: 'job', path: `/jobs/${job.id}`, kind: 'detail' },
    { name: 'search', path: '/search?q=jollof', kind: 'list' },
  ];
  return pages.filter((page) => only.test(page.name));
}

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
  median: {
    performance: number;
    accessibility: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    firstKb: number;
    requests: number;
    scriptKb: number;
    repeatKb: number;
  };
  failedAccessibility: string[];
  missed: string[];
}

function summarise(page: Page, lighthouseRuns: LighthouseFigures[], transferRuns: TransferFigures[]): PageResult {
  const of = <T>(runs: T[], pick: (run: T) => number) => median(runs.map(pick));
  const figures = {
    performance: of(lighthouseRuns, (run) => run.performance),
    accessibility: of(lighthouseRuns, (run) => run.accessibility),
    lcpMs: Math.round(of(lighthouseRuns, (run) => run.lcpMs)),
    tbtMs: Math.round(of(lighthouseRuns, (run) => run.tbtMs)),
    cls: Number(of(lighthouseRuns, (run) => run.cls).toFixed(3)),
    firstKb: Number((of(transferRuns, (run) => run.firstBytes) / KB).toFixed(1)),
    requests: of(transferRuns, (run) => run.requests),
    scriptKb: Number((of(transferRuns, (run) => run.scriptBytes) / KB).toFixed(1)),
    repeatKb: Number((of(transferRuns, (run) => run.repeatBytes) / KB).toFixed(1)),
  };
  const missed = (Object.keys(budgets) as (keyof typeof budgets)[])
    .filter((key) => !budgets[key].met(figures[key]))
    .map((key) => budgets[key].label);
  if (figures.firstKb > firstVisitLimit(page.kind)) missed.push('first KB');
  const failedAccessibility = [...new Set(lighthouseRuns.flatMap((run) => run.failedAccessibility))];
  return {
    ...page,
    runs: { lighthouse: lighthouseRuns, transfer: transferRuns },
    median: figures,
    failedAccessibility,
    missed,
  };
}

function table(results: PageResult[]): string {
  const mark = (value: string, ok: boolean) => `${value}${ok ? ' ✓' : ' ✗'}`;
  const header = ['page', 'perf', 'a11y', 'LCP ms', 'TBT ms', 'CLS', 'first KB', 'requests', 'JS KB', 'repeat KB'];
  const rows = results.map((result) => {
    const m = result.median;
    return [
      `${result.name} ${result.path}`,
      mark(m.performance.toFixed(2), budgets.performance.met(m.performance)),
      mark(m.accessibility.toFixed(2), budgets.accessibility.met(m.accessibility)),
      mark(String(m.lcpMs), budgets.lcpMs.met(m.lcpMs)),
      mark(String(m.tbtMs), budgets.tbtMs.met(m.tbtMs)),
      mark(m.cls.toFixed(3), budgets.cls.met(m.cls)),
      mark(m.firstKb.toFixed(1), m.firstKb <= firstVisitLimit(result.kind)),
      mark(String(m.requests), budgets.requests.met(m.requests)),
      mark(m.scriptKb.toFixed(1), budgets.scriptKb.met(m.scriptKb)),
      mark(m.repeatKb.toFixed(1), budgets.repeatKb.met(m.repeatKb)),
    ];
  });
  const budgetRow = [
    'budget',
    '>= 0.95',
    '1.00',
    '<= 2000',
    '<= 200',
    '<= 0.05',
    '150/200',
    '<= 15',
    '<= 110',
    '<= 20',
  ];
  const all = [header, budgetRow, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [line(header), line(budgetRow), ...rows.map(line)].join('\n');
}

async function main() {
  buildWeb();
  await buildApi();
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const browser = await launchBrowser();
  const results: PageResult[] = [];
  try {
    const pages = await pagesToMeasure(server.base);
    process.stdout.write(`Measuring ${pages.length} pages, ${RUNS} runs each, on ${server.base}\n`);
    for (const page of pages) {
      const url = server.base + page.path;
      const lighthouseRuns: LighthouseFigures[] = [];
      const transferRuns: TransferFigures[] = [];
      for (let run = 0; run < RUNS; run++) {
        lighthouseRuns.push(await runLighthouse(url, chrome.port));
        transferRuns.push(await measureTransfer(browser, url));
      }
      const result = summarise(page, lighthouseRuns, transferRuns);
      results.push(result);
      process.stdout.write(`  ${page.name}: ${result.missed.length ? `missed ${result.missed.join(', ')}` : 'ok'}\n`);
    }
  } finally {
    await browser.close();
    chrome.kill();
    await server.stop();
  }

  process.stdout.write(`\nMedian of ${RUNS} runs (Lighthouse mobile preset; transfer as a phone receives it)\n`);
  process.stdout.write(`${table(results)}\n`);
  for (const result of results.filter((item) => item.failedAccessibility.length)) {
    process.stdout.write(`Accessibility audits failed on ${result.name}: ${result.failedAccessibility.join(', ')}\n`);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  await fs.mkdir(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(root, 'bench/results', `${stamp}-web.json`);
  const json = JSON.stringify({
    date: new Date().toISOString(),
    runs: RUNS,
    cpus: os.cpus().length,
    budgets: { ...budgets, firstVisitKb: { list: 150, detail: 200 } },
    pages: results,
  });
  // Formatted as the repository's files are, so a committed result passes `prettier --check`.
  await fs.writeFile(file, await prettier.format(json, { parser: 'json' }));
  const missed = results.filter((result) => result.missed.length);
  process.stdout.write(
    missed.length
      ? `\nBudgets missed on: ${missed.map((result) => `${result.name} (${result.missed.join(', ')})`).join('; ')}\n`
      : '\nEvery page within the budgets.\n',
  );
  process.stdout.write(`Results: ${path.relative(root, file)}\n`);
  if (missed.length) process.exitCode = 1;
}

await main();
