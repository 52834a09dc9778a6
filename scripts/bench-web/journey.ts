// The shared link: a visitor taps a link to an event on a slow phone (a quarter of a laptop's CPU, 400 ms round trips,
// 400 kbps each way) and waits to read what, when and where. Timed from the tap to each being visible in the page.
import { PHONE, countBytes, launchBrowser } from './measure.ts';

export interface JourneyFigures {
  titleSeconds: number;
  dateSeconds: number;
  placeSeconds: number;
  /** Everything the page fetched until the network went quiet, as transferred. */
  bytes: number;
  requests: number;
}

const SLOW_NETWORK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const TIMEOUT_MS = 120_000;
/** Several round trips with nothing asked: what a phone would call done. */
const QUIET_MS = 3000;

export async function sharedLinkJourney(url: string): Promise<JourneyFigures> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const { cdp, counted, quiet } = await countBytes(page);
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const tapped = performance.now();
    const readable = async (locator: ReturnType<typeof page.locator>) => {
      await locator.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
      return Number(((performance.now() - tapped) / 1000).toFixed(2));
    };
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    // The event page's own blocks (features/events/components/event-detail.tsx), found as a reader finds them.
    const [titleSeconds, dateSeconds, placeSeconds] = await Promise.all([
      readable(page.getByRole('heading', { level: 1 })),
      readable(page.getByRole('region', { name: 'Date & Time' }).locator('time').first()),
      readable(page.getByRole('region', { name: 'Location' }).locator('p').first()),
    ]);
    // The app's code is fetched only after the page's load and largest paint; on a 400 ms link that can leave the
    // network quiet for longer than Playwright's 500 ms networkidle, which would end the count before it.
    await page.waitForLoadState('load', { timeout: TIMEOUT_MS });
    await quiet(QUIET_MS, TIMEOUT_MS);
    return { titleSeconds, dateSeconds, placeSeconds, bytes: counted.bytes, requests: counted.requests };
  } finally {
    await browser.close();
  }
}
