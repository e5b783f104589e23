// Offline start benchmark (issue [E]), in real Chromium against the production build:
// (b) offline cold start to the first pick card painted (performance mark 'first-pick-card'),
//     median of 10: with the service worker stopped first (a home-screen launch: CDP
//     ServiceWorker.stopAllWorkers, issue [N] item 6) and with it running, then running at 4x CPU
//     (CDP Emulation.setCPUThrottlingRate);
// (c) latency seen by the page of a stored API GET asked again (SWR hit): the app's own GETs as
//     it makes them (User Timing measures the API client leaves when its bench switch is on),
//     opening and closing one pick's detail 25 times; beside it a raw fetch of a stored picks page
//     through the service worker's store and a network round trip (p50 / p95 of 50).
// Run: npx vite build && npx tsx tests/bench/offline-start.ts   (BENCH_PORT, STATIC_DIR, E2E_DIR)
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { startE2eServer } from './support/e2e-server';
import { API_TIMING_MEASURE, API_TIMING_SWITCH } from '../../src/api/api-timing';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium';

// Its own server data (the e2e suite may run at the same time); set before the session helper
// reads where the tokens are written.
process.env.E2E_DIR ??= '.tmp/bench-offline';
const { signInAs } = await import('../e2e/support/session');

const PORT = Number(process.env.BENCH_PORT ?? 4339);
const RUNS = 10;
const FETCHES = 50;
const DETAIL_OPENS = 25;

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
const median = (values: readonly number[]) => quantile(values, 0.5);
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** One cold start of the picks browser on a new page while offline; ms from navigation start. */
async function offlineColdStart(
  context: BrowserContext,
  cpuRate: number,
  stopWorker: boolean,
): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  if (stopWorker) {
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await page.waitForTimeout(200);
  }
  await page.goto('/add-picks');
  await page.waitForFunction(
    () => performance.getEntriesByName('first-pick-card').length > 0,
    null,
    {
      timeout: 30_000,
    },
  );
  const at = await page.evaluate(
    () => performance.getEntriesByName('first-pick-card')[0]!.startTime,
  );
  await page.close();
  return at;
}

/** Page-side latency of `count` fetches of `url`, and where the answers came from. */
async function fetchLatencies(page: Page, url: string, count: number, unique = false) {
  return page.evaluate(
    async ({ url, count, unique }) => {
      const device = await new Promise<{ device_token: string }>((resolve, reject) => {
        const open = indexedDB.open('parlay-engine');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('meta').objectStore('meta').get('device');
          get.onsuccess = () => {
            open.result.close();
            resolve((get.result as { value: { device_token: string } }).value);
          };
        };
      });
      const times: number[] = [];
      const sources = new Set<string>();
      for (let i = 0; i < count; i += 1) {
        const start = performance.now();
        // a unique query string is never in the store: the service worker goes to the network
        const target = unique
          ? `${url}${url.includes('?') ? '&' : '?'}run=${Date.now()}-${i}`
          : url;
        const reply = await fetch(target, { headers: { 'x-device-token': device.device_token } });
        await reply.text();
        times.push(performance.now() - start);
        sources.add(reply.headers.get('x-served-from') ?? 'network');
      }
      return { times, sources: [...sources] };
    },
    { url, count, unique },
  );
}

interface AppGet {
  path: string;
  source: string;
  ms: number;
}

/**
 * The app's own GETs while one pick's detail is opened and closed `opens` times: the first open
 * asks the service worker (or the network), every later one is a hit on what the page holds.
 */
async function appGetLatencies(page: Page, opens: number): Promise<AppGet[]> {
  await page.evaluate((name) => performance.clearMeasures(name), API_TIMING_MEASURE);
  const card = page.getByTestId('pick-card').first();
  const dialog = page.getByTestId('pick-detail');
  for (let i = 0; i < opens; i += 1) {
    await card.getByTestId('pick-card-player').click();
    await dialog.getByTestId('game-log-row').first().waitFor({ timeout: 15_000 });
    await dialog.getByTestId('pick-detail-close').click();
    await dialog.waitFor({ state: 'detached' });
  }
  return page.evaluate(
    (name) =>
      performance.getEntriesByName(name, 'measure').map((entry) => {
        const detail = (entry as PerformanceMeasure).detail as { path: string; source: string };
        return { path: detail.path, source: detail.source, ms: entry.duration };
      }),
    API_TIMING_MEASURE,
  );
}

const server = await startE2eServer(PORT);
const { base } = server;

try {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const context = await browser.newContext({ baseURL: base, serviceWorkers: 'allow' });
  await context.addInitScript((key) => localStorage.setItem(key, '1'), API_TIMING_SWITCH);
  const page = await context.newPage();
  await signInAs(page, 'member');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) =>
        navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
      );
    }
  });
  await page.goto('/add-picks');
  await page.getByTestId('pick-card').first().waitFor({ timeout: 30_000 });
  // let the warmup store its first pages before the network goes away
  await page.waitForTimeout(3000);

  // (c) first, online: a stored picks page against the network round trip of the health check
  const stored = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('parlay-engine');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('responses').objectStore('responses').getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve(keys.result as string[]);
          };
        };
      }),
  );
  const swrUrl = stored.find((url) => url.startsWith('/api/picks?')) ?? '/api/settings/date';
  const hit = await fetchLatencies(page, swrUrl, FETCHES);
  const network = await fetchLatencies(page, '/api/health', FETCHES);
  const networkPicks = await fetchLatencies(page, swrUrl, FETCHES, true);
  const appGets = await appGetLatencies(page, DETAIL_OPENS);

  await context.setOffline(true);
  const runs = [
    ['stopped', 1, true],
    ['1x', 1, false],
    ['4x', 4, false],
  ] as const;
  const results: Record<string, number[]> = { stopped: [], '1x': [], '4x': [] };
  // interleaved, so the machine's load falls on every kind alike
  for (let run = 0; run < RUNS; run += 1)
    for (const [label, rate, stop] of runs)
      results[label]!.push(await offlineColdStart(context, rate, stop));
  await browser.close();

  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(`offline cold start to first pick card (median of ${RUNS}, ms from navigation start):`);
  out(
    `  service worker stopped first: ${ms(median(results.stopped!))}   runs: ${results.stopped!.map((v) => v.toFixed(0)).join(' ')}`,
  );
  out(
    `  service worker running:      ${ms(median(results['1x']!))}   runs: ${results['1x']!.map((v) => v.toFixed(0)).join(' ')}`,
  );
  out(
    `  running, 4x CPU:             ${ms(median(results['4x']!))}   runs: ${results['4x']!.map((v) => v.toFixed(0)).join(' ')}`,
  );
  out(
    `the app's GETs over ${DETAIL_OPENS} opens of one pick's detail, by where the answer came from:`,
  );
  for (const source of ['memory', 'store', 'network']) {
    const times = appGets.filter((get) => get.source === source).map((get) => get.ms);
    if (times.length === 0) continue;
    const paths = new Set(appGets.filter((get) => get.source === source).map((get) => get.path));
    out(
      `  ${source} (${times.length} GETs of ${paths.size} paths): p50 ${ms(median(times))} p95 ${ms(quantile(times, 0.95))} max ${ms(Math.max(...times))}`,
    );
  }
  // a path asked of the service worker more than once was forgotten by the page in between
  const asked = new Map<string, number>();
  for (const get of appGets.filter((g) => g.source !== 'memory'))
    asked.set(get.path, (asked.get(get.path) ?? 0) + 1);
  const again = [...asked].filter(([, count]) => count > 1);
  if (again.length > 0)
    out(`  asked of the service worker again: ${again.map(([p, c]) => `${p} ×${c}`).join(', ')}`);
  out(`raw fetch through the service worker vs network (page-side, ${FETCHES} fetches each):`);
  out(
    `  ${swrUrl} from the store [${hit.sources.join(',')}]: p50 ${ms(median(hit.times))} p95 ${ms(quantile(hit.times, 0.95))}`,
  );
  out(
    `  same picks page over the network [${networkPicks.sources.join(',')}]: p50 ${ms(median(networkPicks.times))} p95 ${ms(quantile(networkPicks.times, 0.95))}`,
  );
  out(
    `  /api/health over the network [${network.sources.join(',')}]: p50 ${ms(median(network.times))} p95 ${ms(quantile(network.times, 0.95))}`,
  );
  out('targets (issue [N]): cold start <= 600 ms stopped, <= 350 ms running; SWR hit p95 <= 5 ms');
} finally {
  server.stop();
}
