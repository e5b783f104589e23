// Bundle benchmark: the JavaScript the first route (/dashboard, signed in) loads on the main
// thread, as the bytes that travel (the server's precompressed Brotli, measured by Chromium's own
// transfer sizes), against the production build. Budget: issue [N]'s 110 KB on the wire (70.4 KB
// measured since the page renders with Preact, docs/performance.md). The gzip -9 figure is printed
// beside it for the old 133 KB gz budget.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startE2eServer } from './support/e2e-server';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium';
import { signInAs } from '../e2e/support/session';

const BUDGET_BYTES = 110 * 1024;
/**
 * Chunks a signed-in page loads after the first route has settled, not for it: the live-update
 * stream's reader (src/app/shell/live-stream-client.ts, opened seconds after the shell renders).
 */
const DEFERRED_CHUNKS = /\/live-stream-client-[^/]*\.js$/;
const PORT = Number(process.env.BENCH_PORT ?? 4329);

const server = await startE2eServer(PORT);
const { base } = server;

try {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  // No service worker: every script must come over the network, so none is missed.
  const context = await browser.newContext({ baseURL: base, serviceWorkers: 'block' });
  // The live stream stays open as long as the page: refused here, so 'networkidle' still comes
  // (the reader retries every few seconds, each try over at once).
  await context.route('**/api/stream', (route) => route.abort());
  const page = await context.newPage();
  await signInAs(page, 'member');

  const scripts = new Map<string, number>();
  const gzipped = new Map<string, number>();
  const encodings = new Set<string>();
  // Only the page's own scripts count: the data worker and the service worker run off the main thread.
  const workerScripts = new Set<string>();
  page.on('worker', (worker) => workerScripts.add(new URL(worker.url()).pathname));
  page.on('response', async (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || request.serviceWorker()) return;
    const file = new URL(response.url()).pathname;
    if (DEFERRED_CHUNKS.test(file)) return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    // the bytes as sent: the encoded body's length from the server (identity: the body itself)
    const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
    const sent = Number(await response.headerValue('content-length'));
    scripts.set(file, encoding !== 'identity' && sent > 0 ? sent : body.length);
    gzipped.set(file, gzipSync(body, { level: 9 }).length);
    encodings.add(encoding);
  });
  await page.goto('/dashboard');
  await page.getByTestId('view-home').waitFor();
  await page.waitForLoadState('networkidle');
  await browser.close();

  for (const file of workerScripts) {
    scripts.delete(file);
    gzipped.delete(file);
  }
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const totalGzip = [...gzipped.values()].reduce((sum, size) => sum + size, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const [file, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
    process.stdout.write(`  ${kb(size).padStart(9)}  ${file}\n`);
  }
  process.stdout.write(
    `bundle: first route (/dashboard) main-thread JS = ${kb(total)} on the wire (${[...encodings].join(', ')}) in ${scripts.size} files (budget ${kb(BUDGET_BYTES)}); gzip -9 of the same: ${kb(totalGzip)}\n`,
  );
  if (total > BUDGET_BYTES) {
    process.stderr.write('bundle: over budget\n');
    process.exitCode = 1;
  }
} finally {
  server.stop();
}
