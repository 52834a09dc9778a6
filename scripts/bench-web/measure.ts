// The two measurements of one page: Lighthouse's mobile run (scores, LCP, TBT, CLS) and a phone's first and
// repeat visit counted off the wire (bytes as transferred, so brotli where the server sends it).
import lighthouse, { type Result } from 'lighthouse';
import { chromium, type Browser } from '@playwright/test';

export const CHROMIUM = '/usr/bin/chromium';
/** The flags this closed network needs (as e2e/playwright.config.ts), headless. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The accessibility audits that failed, by id (to fix what keeps the score under 1). */
  failedAccessibility: string[];
}

/** One Lighthouse run (its default config is the mobile preset: a mid-range phone on slow 4G, simulated). */
export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  // A run on a busy machine now and then loses its trace (NO_NAVSTART, NO_FCP): it is run again, twice at most.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return figures(lhr);
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
}

function figures(lhr: Result): LighthouseFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const accessibility = lhr.categories.accessibility;
  return {
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: accessibility?.score ?? 0,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    failedAccessibility: (accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}

export interface TransferFigures {
  /** Bytes on the wire for the first visit with an empty cache (headers and bodies, as encoded). */
  firstBytes: number;
  requests: number;
  /** Of which JavaScript: every script the page loads before the network goes quiet. */
  scriptBytes: number;
  /** The same address opened again in a new tab: what the cache does not spare. */
  repeatBytes: number;
  repeatRequests: number;
}

/** Lighthouse's mobile device: a Moto G Power's screen, so images are chosen as Lighthouse sees them. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
}

async function visit(page: import('@playwright/test').Page, url: string) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const types = new Map<string, string>();
  let bytes = 0;
  let scriptBytes = 0;
  let requests = 0;
  session.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  session.on('Network.loadingFinished', (event) => {
    // A file answered from the memory or disk cache reports no bytes and is no request on the network.
    if (event.encodedDataLength === 0) return;
    requests += 1;
    bytes += event.encodedDataLength;
    if (types.get(event.requestId) === 'Script') scriptBytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await session.detach();
  return { bytes, scriptBytes, requests };
}

/**
 * First visit in a fresh browser profile, then a repeat visit to the same address in a new tab of that profile. The
 * offline worker is kept out: what it fetches and answers is not seen from the page, so with it a repeat visit would
 * count as nothing. Without it, the repeat visit is what the HTTP cache alone spares, the figure to hold to a budget.
 */
export async function measureTransfer(browser: Browser, url: string): Promise<TransferFigures> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const first = await visit(await context.newPage(), url);
    const repeat = await visit(await context.newPage(), url);
    return {
      firstBytes: first.bytes,
      requests: first.requests,
      scriptBytes: first.scriptBytes,
      repeatBytes: repeat.bytes,
      repeatRequests: repeat.requests,
    };
  } finally {
    await context.close();
  }
}
