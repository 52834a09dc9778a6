// BENCH_WEB_CROSSCHECK=1: the Lighthouse CLI, run as its own process with its own browser as an outsider would run
// it, once per visitor page, to show whether the bench's figures are what anyone else would measure.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Result } from 'lighthouse';
import { CHROMIUM } from './measure.ts';

export interface CrossCheck {
  cli: { performance: number; tbtMs: number };
  agrees: { performance: boolean; tbtMs: boolean };
}

/** Within 15% of the CLI's figure; a TBT under 50 ms on both sides agrees within 30 ms, as 15% of a few ms is noise. */
function agree(bench: number, cli: number, smallBelow?: number) {
  if (smallBelow !== undefined && bench < smallBelow && cli < smallBelow) return Math.abs(bench - cli) < 30;
  return Math.abs(bench - cli) <= 0.15 * Math.max(Math.abs(cli), Number.EPSILON);
}

export async function crossCheck(
  root: string,
  url: string,
  bench: { performance: number; tbtMs: number },
): Promise<CrossCheck> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'akwaaba-lighthouse-cli-'));
  const output = path.join(dir, 'report.json');
  try {
    await promisify(execFile)(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        `--chrome-path=${CHROMIUM}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const lhr = JSON.parse(await fs.readFile(output, 'utf8')) as Result;
    const cli = {
      performance: lhr.categories.performance?.score ?? 0,
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    };
    return {
      cli,
      agrees: { performance: agree(bench.performance, cli.performance), tbtMs: agree(bench.tbtMs, cli.tbtMs, 50) },
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
