// Bundle benchmark: gzipped JavaScript the first route (/dashboard, signed in) loads on the main
// thread, measured in real Chromium against the production build. Budget: 133 KB gz (130 before
// [J], 131 before [K]: docs/performance.md says why).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startE2eServer } from './support/e2e-server';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium';
import { signInAs } from '../e2e/support/session';

const BUDGET_BYTES = 133 * 1024;
const PORT = Number(process.env.BENCH_PORT ?? 4329);

const server = await startE2eServer(PORT);
const { base } = server;

try {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  // No service worker: every script must come over the network, so none is missed.
  const context = await browser.newContext({ baseURL: base, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInAs(page, 'member');

  const scripts = new Map<string, number>();
  // Only the page's own scripts count: the data worker and the service worker run off the main thread.
  const workerScripts = new Set<string>();
  page.on('worker', (worker) => workerScripts.add(new URL(worker.url()).pathname));
  page.on('response', async (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || request.serviceWorker()) return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto('/dashboard');
  await page.getByTestId('view-home').waitFor();
  await page.waitForLoadState('networkidle');
  await browser.close();

  for (const file of workerScripts) scripts.delete(file);
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const [file, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
    process.stdout.write(`  ${kb(size).padStart(9)}  ${file}\n`);
  }
  process.stdout.write(
    `bundle: first route (/dashboard) main-thread JS = ${kb(total)} gz in ${scripts.size} files (budget ${kb(BUDGET_BYTES)})\n`,
  );
  if (total > BUDGET_BYTES) {
    process.stderr.write('bundle: over budget\n');
    process.exitCode = 1;
  }
} finally {
  server.stop();
}
