// Virtual list benchmark (issue [N] item 7), in real Chromium against the production build: the
// member opens /add-picks on a slate of at least 860 qualified picks and scrolls the Picks list to
// 'No more picks.' with the mouse wheel, at 1440x900 and 390x844. Printed: the most DOM elements at
// any step (document.getElementsByTagName('*').length) and the long tasks (PerformanceObserver
// 'longtask', over 50 ms) seen while scrolling. Targets: under 1 500 elements, no long task.
// Run: npx vite build --outDir /tmp/vl-dist && STATIC_DIR=/tmp/vl-dist npm run bench:list
//      (BENCH_PORT, E2E_DIR, BENCH_SLATE_PICKS: picks to seed on the slate day, default 900)
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startE2eServer } from './support/e2e-server';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium';

// Its own server data (the e2e suite may run at the same time); set before the session helper
// reads where the tokens are written.
process.env.E2E_DIR ??= '.tmp/bench-list';
const { signInAs } = await import('../e2e/support/session');

const PORT = Number(process.env.BENCH_PORT ?? 4349);
const SLATE_PICKS = Number(process.env.BENCH_SLATE_PICKS ?? 900);
const MIN_PICKS = 860;
const WHEEL_PX = 400;
const MAX_STEPS = 3000;
const DOM_BUDGET = 1500;
const LONG_TASK_MS = 50;

interface ScrollResult {
  viewport: string;
  picks: number;
  steps: number;
  maxElements: number;
  maxCards: number;
  longTasks: number[];
}

/** The demo day is about 500 qualified picks: seed a bigger slate day into the server's file. */
function seedBiggerDay(): number {
  const out = execFileSync(
    'npx',
    ['tsx', 'server/demo/seed-cli.ts', '--picks', String(SLATE_PICKS)],
    {
      env: { ...process.env, DATA_DIR: path.resolve(process.env.E2E_DIR!, 'data') },
      encoding: 'utf8',
    },
  );
  const summary = JSON.parse(out.split('\n')[0]!) as { qualifiedSlatePicks: number };
  return summary.qualifiedSlatePicks;
}

async function scrollThrough(
  browser: Browser,
  base: string,
  width: number,
  height: number,
): Promise<ScrollResult> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height },
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { benchLongTasks: number[] };
    w.benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.benchLongTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await signInAs(page, 'member');
  await page.goto('/add-picks');
  await page.getByTestId('pick-card').first().waitFor({ timeout: 30_000 });
  // the first page has settled (the view's own start is not what is measured here)
  await page.waitForTimeout(1500);
  await page.mouse.move(width / 2, height / 2);
  await page.evaluate(() => {
    (window as unknown as { benchLongTasks: number[] }).benchLongTasks = [];
  });

  const seen = new Set<string>();
  let maxElements = 0;
  let maxCards = 0;
  let steps = 0;
  for (; steps < MAX_STEPS; steps += 1) {
    await page.mouse.wheel(0, WHEEL_PX);
    const state = await page.evaluate(
      () =>
        new Promise<{ elements: number; ids: string[]; atEnd: boolean; ended: boolean }>(
          (resolve) =>
            // two frames: the scroll has been handled and the rows it brings painted
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve({
                  elements: document.getElementsByTagName('*').length,
                  ids: [...document.querySelectorAll('[data-testid="pick-card"]')].map(
                    (card) => card.getAttribute('data-pick-id') ?? '',
                  ),
                  atEnd:
                    window.scrollY + window.innerHeight >=
                    document.documentElement.scrollHeight - 2,
                  ended: document.querySelector('[data-testid="picks-no-more"]') !== null,
                }),
              ),
            ),
        ),
    );
    maxElements = Math.max(maxElements, state.elements);
    maxCards = Math.max(maxCards, state.ids.length);
    for (const id of state.ids) seen.add(id);
    // 'No more picks.' shows only at the real end (the data worker pages the lower tiers in
    // behind the scroll; until they are in, the list ends on its loading state)
    if (state.ended && state.atEnd) break;
    // at the bottom before the next page came in: give the data worker a moment
    if (state.atEnd) await page.waitForTimeout(200);
  }
  const longTasks = await page.evaluate(
    () => (window as unknown as { benchLongTasks: number[] }).benchLongTasks,
  );
  await context.close();
  return {
    viewport: `${width}x${height}`,
    picks: seen.size,
    steps,
    maxElements,
    maxCards,
    longTasks: longTasks.filter((d) => d > LONG_TASK_MS),
  };
}

const server = await startE2eServer(PORT);
try {
  const qualified = seedBiggerDay();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const results: ScrollResult[] = [];
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const)
    results.push(await scrollThrough(browser, server.base, width, height));
  await browser.close();

  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(`virtual list: scrolling /add-picks to the end (slate day: ${qualified} qualified picks)`);
  for (const r of results) {
    const worst = r.longTasks.length === 0 ? 0 : Math.max(...r.longTasks);
    out(
      `  ${r.viewport}: ${r.picks} picks scrolled past in ${r.steps} wheel steps of ${WHEEL_PX} px; ` +
        `max ${r.maxElements} DOM elements (${r.maxCards} pick cards at once); ` +
        `long tasks > ${LONG_TASK_MS} ms: ${r.longTasks.length}` +
        (r.longTasks.length > 0
          ? ` (max ${worst.toFixed(0)} ms: ${r.longTasks.map((d) => d.toFixed(0)).join(' ')})`
          : ''),
    );
  }
  out(
    `targets: every qualified pick (at least ${MIN_PICKS}), under ${DOM_BUDGET} DOM elements, ` +
      'no long task',
  );
  const failed = results.filter(
    (r) =>
      r.picks < Math.max(MIN_PICKS, qualified) ||
      r.maxElements >= DOM_BUDGET ||
      r.longTasks.length > 0,
  );
  if (failed.length > 0) {
    out(`NOT MET at ${failed.map((r) => r.viewport).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  server.stop();
}
