// The two measurements of one page: Lighthouse's mobile run (scores, LCP, TBT, CLS) and a phone's visit counted off
// the wire (bytes as transferred, so brotli where the server sends it). Each run starts its own browser on a new
// profile: a browser kept across runs keeps V8's code cache and a warm renderer, and measured later runs (and later
// pages sharing the same chunks) as if the phone had compiled the app before (docs/rules/budgets.md).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium, type BrowserContextOptions, type Page } from '@playwright/test';
import { AUTH_TOKEN_STORAGE_KEY } from '@akwaaba/contracts';

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

/** A member's session: the token the web app keeps in localStorage after signing in. */
export interface Session {
  base: string;
  token: string;
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Where the run ended: a member page that sent the browser to /login was not measured signed in. */
  finalUrl: string;
  /** The accessibility audits that failed, by id (to fix what keeps the score under 1). */
  failedAccessibility: string[];
}

/**
 * Signs the fresh browser in as the web app would be, then empties its HTTP cache: Lighthouse must then keep storage
 * (or it would clear the token), so the cache is cleared here to keep the run a first visit as far as files go.
 * The token is set from /robots.txt, a same-origin address that loads none of the app's code.
 */
async function signInBrowser(port: number, session: Session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${session.base}/robots.txt`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOMStorage.enable');
    await cdp.send('DOMStorage.setDOMStorageItem', {
      storageId: { securityOrigin: session.base, isLocalStorage: true },
      key: AUTH_TOKEN_STORAGE_KEY,
      value: session.token,
    });
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Connected over CDP, close() only disconnects: the browser stays up for Lighthouse.
    await browser.close();
  }
}

/** One Lighthouse run (its default config is the mobile preset: a mid-range phone on slow 4G, simulated). */
export async function runLighthouse(url: string, session?: Session): Promise<LighthouseFigures> {
  // A run on a busy machine now and then loses its trace (NO_NAVSTART, NO_FCP): it is run again, twice at most.
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
    try {
      if (session) await signInBrowser(chrome.port, session);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: Boolean(session),
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (!lhr.runtimeError) return figures(lhr);
      if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    } finally {
      chrome.kill();
    }
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
    finalUrl: lhr.finalDisplayedUrl,
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
  /** A second, different page opened next in the same browser: what the cache does not spare. */
  nextBytes: number | null;
  finalUrl: string;
}

/** Lighthouse's mobile device: a Moto G Power's screen, so images are chosen as Lighthouse sees them. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
}

/** Counts what a page's CDP session sees arrive from the network. */
export async function countBytes(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const counted = { bytes: 0, scriptBytes: 0, requests: 0 };
  const inFlight = new Set<string>();
  let lastActivity = performance.now();
  const touch = (requestId: string, sent: boolean) => {
    if (sent) inFlight.add(requestId);
    else inFlight.delete(requestId);
    lastActivity = performance.now();
  };
  cdp.on('Network.requestWillBeSent', (event) => touch(event.requestId, true));
  cdp.on('Network.loadingFailed', (event) => touch(event.requestId, false));
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    touch(event.requestId, false);
    // A file answered from the memory or disk cache reports no bytes and is no request on the network.
    if (event.encodedDataLength === 0) return;
    counted.requests += 1;
    counted.bytes += event.encodedDataLength;
    if (types.get(event.requestId) === 'Script') counted.scriptBytes += event.encodedDataLength;
  });
  /** Resolves once nothing has been on the network for quietMs (longer than Playwright's 500 ms, for slow links). */
  const quiet = async (quietMs: number, timeoutMs: number) => {
    const started = performance.now();
    while (inFlight.size > 0 || performance.now() - lastActivity < quietMs) {
      if (performance.now() - started > timeoutMs) throw new Error(`The network was not quiet within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { cdp, counted, quiet };
}

async function visit(page: Page, url: string) {
  const { cdp, counted } = await countBytes(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await cdp.detach();
  return counted;
}

/**
 * A first visit in a fresh browser, then (for visitors) the next page opened in a new tab of the same browser, as
 * following a link from it. The offline worker is kept out: what it fetches and answers is not seen from the page,
 * so with it the next page would count as nothing. Without it, the next page costs what the HTTP cache does not spare.
 */
export async function measureTransfer(url: string, next: string | null, session?: Session): Promise<TransferFigures> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      ...PHONE,
      serviceWorkers: 'block',
      ...(session && {
        storageState: {
          cookies: [],
          origins: [{ origin: session.base, localStorage: [{ name: AUTH_TOKEN_STORAGE_KEY, value: session.token }] }],
        },
      }),
    });
    const page = await context.newPage();
    const first = await visit(page, url);
    const finalUrl = page.url();
    const nextVisit = next ? await visit(await context.newPage(), next) : null;
    return {
      firstBytes: first.bytes,
      requests: first.requests,
      scriptBytes: first.scriptBytes,
      nextBytes: nextVisit?.bytes ?? null,
      finalUrl,
    };
  } finally {
    await browser.close();
  }
}
